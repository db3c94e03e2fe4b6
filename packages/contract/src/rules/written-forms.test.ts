import { describe, expect, it } from 'vitest';
import { formatPrice } from './money';
import { formatPhone } from './phone';
import {
  formatCutOff,
  formatDateTime,
  formatLocalDate,
  formatMinutes,
  formatRating,
  formatStartRange,
  formatTime,
  isCutOffNear,
} from './written-forms';

// 17:01 in Helsinki (UTC+2 in November).
const afternoon = new Date('2026-11-25T15:01:00Z');

describe('one written form per language', () => {
  it.each([
    ['en', 'Wednesday, 25 November 2026', '25 Nov 2026'],
    ['fi', 'keskiviikkona 25. marraskuuta 2026', '25.11.2026'],
    ['es', 'miércoles, 25 de noviembre de 2026', '25 nov 2026'],
    ['sv', 'onsdag 25 november 2026', '25 nov. 2026'],
  ])('writes a calendar date in %s', (language, long, medium) => {
    expect(formatLocalDate('2026-11-25', language)).toBe(long);
    expect(formatLocalDate('2026-11-25', language, 'medium')).toBe(medium);
  });

  it.each([
    ['en', '25 Nov 2026, 17:01'],
    ['fi', '25.11.2026 klo 17:01'],
    ['es', '25 nov 2026, 17:01'],
    ['sv', '25 nov. 2026 17:01'],
  ])('writes a date with its time in %s, the time as HH:mm', (language, text) => {
    expect(formatDateTime(afternoon, language, 'Europe/Helsinki')).toBe(text);
  });

  it('writes a time as HH:mm on the given zone clock, the way the service range does', () => {
    expect(formatTime(afternoon, 'Europe/Helsinki')).toBe('17:01');
    expect(formatTime('2026-11-25T00:05:00Z', 'UTC')).toBe('00:05');
    expect(formatTime(afternoon.getTime(), 'America/New_York')).toBe('10:01');
  });

  it('answers null for input that is no date or instant, never "Invalid Date"', () => {
    expect(formatLocalDate('2026-02-30', 'fi')).toBeNull();
    expect(formatLocalDate('soon', 'en')).toBeNull();
    expect(formatTime('not a time', 'UTC')).toBeNull();
    expect(formatDateTime(Number.NaN, 'sv', 'UTC')).toBeNull();
  });

  it.each([
    ['en', '€12.50'],
    ['fi', '12,50 €'],
    ['es', '12,50 €'],
    ['sv', '12,50 €'],
  ])('writes money in %s', (language, text) => {
    expect(formatPrice(1250, language).replace(/\s/g, ' ')).toBe(text);
  });

  it.each([
    ['+358401234567', '+358 40 1234567'],
    ['+34612345678', '+34 612 34 56 78'],
    ['+46701234567', '+46 70 123 45 67'],
    ['040 123 4567', '+358 40 1234567'],
  ])('writes the phone %s in the international form', (phone, text) => {
    expect(formatPhone(phone)).toBe(text);
  });

  it('shows text that is no phone number as it came', () => {
    expect(formatPhone('ask at the desk')).toBe('ask at the desk');
  });

  it.each([
    ['en', '40 mins', '1 hr 20 mins', '2 hrs', '4.3'],
    ['fi', '40 min', '1 t 20 min', '2 t', '4,3'],
    ['es', '40 min', '1 h 20 min', '2 h', '4,3'],
    ['sv', '40 min', '1 tim 20 min', '2 tim', '4,3'],
  ])('writes minutes and a rating in %s', (language, minutes, hoursAndMinutes, hours, rating) => {
    expect(formatMinutes(40, language)).toBe(minutes);
    expect(formatMinutes(80, language)).toBe(hoursAndMinutes);
    expect(formatMinutes(120, language)).toBe(hours);
    expect(formatRating(4.25, language)).toBe(rating);
  });

  it("widens a start range to whole five minutes on the shop's clock, and reads nothing else", () => {
    const range = { earliest: '2026-11-22T12:22:00.000Z', latest: '2026-11-22T12:33:00.000Z' };
    expect(formatStartRange(range, 'Europe/Helsinki')).toBe('14:20 - 14:35');
    expect(
      formatStartRange({ ...range, latest: range.earliest.replace('22:', '20:') }, 'UTC'),
    ).toBe('12:20');
    expect(formatStartRange({ earliest: 'soon', latest: range.latest }, 'UTC')).toBeNull();
  });

  it('never writes a start range that begins before now', () => {
    // Expected 14:49-14:52 UTC; at 14:49:10 the widened range would start at 14:45, past.
    const range = { earliest: '2026-11-22T14:49:00.000Z', latest: '2026-11-22T14:52:00.000Z' };
    const at = Date.parse('2026-11-22T14:49:10.000Z');
    expect(formatStartRange(range, 'UTC')).toBe('14:45 - 14:55');
    expect(formatStartRange(range, 'UTC', at)).toBe('14:50 - 14:55');
    // A range all in the past reads as one time, the next whole minute.
    expect(formatStartRange(range, 'UTC', Date.parse('2026-11-22T15:02:30.000Z'))).toBe('15:03');
    // Before the range starts, the widening stands.
    expect(formatStartRange(range, 'UTC', Date.parse('2026-11-22T14:40:00.000Z'))).toBe(
      '14:45 - 14:55',
    );
  });

  it('writes a walk-in cut-off rounded down, and mentions it from three hours before', () => {
    const cutOff = '2026-11-22T16:14:59.000Z';
    expect(formatCutOff(cutOff, 'Europe/Helsinki')).toBe('18:10');
    expect(formatCutOff('later', 'Europe/Helsinki')).toBeNull();
    const at = Date.parse(cutOff);
    expect(isCutOffNear(cutOff, at - 3 * 60 * 60_000)).toBe(true);
    expect(isCutOffNear(cutOff, at - 3 * 60 * 60_000 - 1)).toBe(false);
    expect(isCutOffNear('later', at)).toBe(false);
  });
});
