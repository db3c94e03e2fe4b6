/**
 * The booking as an iCalendar file (RFC 5545), the one builder behind the "add to calendar"
 * download and the confirmation mail's attachment.
 */
export interface CalendarEntry {
  bookingId: string;
  /**
   * When the file's content was fixed: the booking's creation or its last move, so every copy
   * of one version is identical.
   */
  stamp: Date;
  /** The version: 0 as booked, one more for each move, so calendars replace the older event. */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  url: string;
}

const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** 20270328T100000Z: instants in UTC, so no time zone block is needed. */
const utc = (instant: Date) => `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/**
 * Lines longer than 75 octets continue on lines that start with a space (RFC 5545 3.1),
 * never splitting a multi-byte character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // A continuation line's leading space counts towards its 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function bookingIcs(entry: CalendarEntry): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Jono//Pre-booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${entry.bookingId}@jono`,
    `DTSTAMP:${utc(entry.stamp)}`,
    `SEQUENCE:${entry.sequence}`,
    `DTSTART:${utc(entry.start)}`,
    `DTEND:${utc(entry.end)}`,
    `SUMMARY:${text(entry.summary)}`,
    `LOCATION:${text(entry.location)}`,
    `DESCRIPTION:${text(entry.description)}`,
    `URL:${entry.url}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
