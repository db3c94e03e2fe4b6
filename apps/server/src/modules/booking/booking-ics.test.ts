import { describe, expect, it } from 'vitest';
import { foldLine } from '../../lib/icalendar';
import { bookingIcs } from './booking-ics';

describe('the calendar file builder', () => {
  it('folds long lines at 75 octets without splitting a character, and unfolds back', () => {
    const line = `SUMMARY:${'Hiustenleikkaus ja partakäsittely 💈 '.repeat(5)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThanOrEqual(3);
    for (const [index, part] of physical.entries()) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
      expect(Buffer.from(part, 'utf8').toString('utf8')).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('escapes text values and writes instants in UTC', () => {
    const ics = bookingIcs({
      bookingId: 'b1',
      stamp: new Date('2027-03-01T10:00:00Z'),
      sequence: 2,
      start: new Date('2027-03-28T00:30:00Z'),
      end: new Date('2027-03-28T01:30:00Z'),
      summary: 'Parturi; Kallio, Helsinki',
      location: 'Katu 1\\2',
      description: 'Haircut × 1\nhttps://example.fi/x',
      url: 'https://example.fi/x',
    });
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Jono//Pre-booking//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:b1@jono',
      'DTSTAMP:20270301T100000Z',
      'SEQUENCE:2',
      'DTSTART:20270328T003000Z',
      'DTEND:20270328T013000Z',
      'SUMMARY:Parturi\\; Kallio\\, Helsinki',
      'LOCATION:Katu 1\\\\2',
      'DESCRIPTION:Haircut × 1\\nhttps://example.fi/x',
      'URL:https://example.fi/x',
      'STATUS:CONFIRMED',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });
});
