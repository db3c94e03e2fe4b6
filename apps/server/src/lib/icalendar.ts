/**
 * iCalendar files (RFC 5545): the one writer behind a booking's "add to calendar" file, its
 * mail attachment and the subscribable calendar feeds. Instants are written in UTC, so no
 * time zone block is needed and a daylight-saving change cannot shift an event.
 */
export interface CalendarEvent {
  /** Stable across versions, so a calendar replaces its copy instead of adding another. */
  uid: string;
  /** When this version was fixed: every copy of one version is identical. */
  stamp: Date;
  /** The version number; a newer one replaces the older in the calendar. */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
  status: 'CONFIRMED' | 'CANCELLED';
}

export interface CalendarFile {
  /** Who made it, as PRODID's last parts: '-//Jono//<product>//EN'. */
  product: string;
  /** For a subscribed calendar: its name, time zone shown, and how often to fetch again. */
  subscription?: { name: string; timezone: string; refreshMinutes: number };
  events: readonly CalendarEvent[];
}

const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** 20270328T100000Z. */
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

function eventLines(event: CalendarEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${text(event.summary)}`,
    ...(event.location ? [`LOCATION:${text(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${text(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.status}`,
    'END:VEVENT',
  ];
}

/** Subscribed calendars read their name and refresh interval from these widely kept fields. */
function subscriptionLines({ name, timezone, refreshMinutes }: CalendarFile['subscription'] & {}) {
  return [
    `NAME:${text(name)}`,
    `X-WR-CALNAME:${text(name)}`,
    `X-WR-TIMEZONE:${timezone}`,
    `REFRESH-INTERVAL;VALUE=DURATION:PT${refreshMinutes}M`,
    `X-PUBLISHED-TTL:PT${refreshMinutes}M`,
  ];
}

export function icalendar({ product, subscription, events }: CalendarFile): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Jono//${product}//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(subscription ? subscriptionLines(subscription) : []),
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
