import { describe, expect, it } from 'vitest';
import {
  formatLocalDate,
  formatMonth,
  formatShopDateTime,
  timeAgo,
  todayIn,
  weekdayName,
  weekdayNames,
} from './dates';
import { i18n } from './i18n';
import { shopClock } from './shop-time';

describe('dates as people read them', () => {
  it('names ISO weekdays, Monday first, in the reader language', () => {
    expect(weekdayName(1, 'en')).toBe('Monday');
    expect(weekdayName(7, 'en', 'short')).toBe('Sun');
    expect(weekdayName(1, 'fi')).toBe('maanantai');
    expect(weekdayNames('en')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it('writes a calendar date long, medium or short, on that day whatever the device zone', () => {
    expect(formatLocalDate('2026-11-25', 'en')).toBe('Wednesday, 25 November 2026');
    expect(formatLocalDate('2026-03-18', 'en', 'medium')).toBe('18 Mar 2026');
    expect(formatLocalDate('2026-11-25', 'en', 'short')).toBe('Wed 25 Nov');
    expect(formatLocalDate('2026-11-25', 'en', 'dayMonth')).toBe('25 Nov');
    expect(formatMonth('2026-11', 'en')).toBe('November 2026');
  });

  it.each([
    ['fi', 'keskiviikkona 25. marraskuuta 2026', '25.11.2026'],
    ['es', 'miércoles, 25 de noviembre de 2026', '25 nov 2026'],
    ['sv', 'onsdag 25 november 2026', '25 nov. 2026'],
  ])('writes a calendar date the one way of %s', (language, long, medium) => {
    expect(formatLocalDate('2026-11-25', language)).toBe(long);
    expect(formatLocalDate('2026-11-25', language, 'medium')).toBe(medium);
  });

  it.each([
    ['fi', 'Ajankohta ei tiedossa'],
    ['es', 'Hora no disponible'],
    ['sv', 'Tidpunkt okänd'],
  ])('words text that is no date as "time not known" in %s', async (language, text) => {
    await i18n.changeLanguage(language);
    expect(formatLocalDate('soon', language)).toBe(text);
    expect(formatLocalDate('2026-02-30', language)).toBe(text);
    expect(formatMonth('later', language)).toBe(text);
    expect(shopClock('not a time', 'Europe/Helsinki')).toBe(text);
    expect(formatShopDateTime('later', language, 'Europe/Helsinki')).toBe(text);
  });

  it("reads an instant on the shop's clock, summer time included", () => {
    expect(shopClock('2026-11-22T14:44:00.000Z', 'Europe/Helsinki')).toBe('16:44');
    expect(shopClock('2026-07-01T09:05:00.000Z', 'Europe/Helsinki')).toBe('12:05');
    expect(shopClock('2026-07-01T09:05:00.000Z', 'Europe/Madrid')).toBe('11:05');
  });

  it("formats a date and time in the language, on the shop's clock", () => {
    expect(formatShopDateTime('2026-11-22T14:30:00.000Z', 'en', 'Europe/Helsinki')).toBe(
      '22 Nov 2026, 16:30',
    );
    expect(formatShopDateTime('2026-11-22T14:30:00.000Z', 'fi', 'Europe/Helsinki')).toBe(
      '22.11.2026 klo 16:30',
    );
    expect(formatShopDateTime('2026-11-22T14:30:00.000Z', 'es', 'Europe/Helsinki')).toBe(
      '22 nov 2026, 16:30',
    );
    expect(formatShopDateTime('2026-11-22T14:30:00.000Z', 'sv', 'Europe/Helsinki')).toBe(
      '22 nov. 2026 16:30',
    );
    // Summer time: UTC+2 in Madrid.
    expect(formatShopDateTime('2026-07-01T21:30:00.000Z', 'en', 'Europe/Madrid')).toBe(
      '1 Jul 2026, 23:30',
    );
  });

  it("knows today's date on the shop's clock, past midnight there before here", () => {
    const now = Date.parse('2026-11-22T22:30:00.000Z');
    expect(todayIn('Europe/Helsinki', now)).toBe('2026-11-23');
    expect(todayIn('Europe/Madrid', now)).toBe('2026-11-22');
  });

  it('words an unreadable instant in English as the spec has it, instead of failing', async () => {
    await i18n.changeLanguage('en');
    expect(shopClock('', 'Europe/Helsinki')).toBe('Invalid Date');
    expect(formatShopDateTime('later', 'en', 'Europe/Helsinki')).toBe('Invalid Date');
  });

  it('says how long ago in whole units, and leaves under a minute to the caller', () => {
    const now = Date.parse('2026-11-22T12:00:00.000Z');
    const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
    expect(timeAgo(ago(0.5), now, 'en')).toBeNull();
    expect(timeAgo(ago(5), now, 'en')).toBe('5 minutes ago');
    expect(timeAgo(ago(125), now, 'en', 'short')).toBe('2 hr ago');
    expect(timeAgo(ago(30 * 60), now, 'en')).toBe('yesterday');
    expect(timeAgo(ago(9 * 24 * 60), now, 'en')).toBe('9 days ago');
  });

  it('treats an instant ahead of the clock as now, and an unreadable one as unknown', () => {
    const now = Date.parse('2026-11-22T12:00:00.000Z');
    expect(timeAgo('2026-11-22T12:03:00.000Z', now, 'en')).toBeNull();
    expect(timeAgo('not a time', now, 'en')).toBeNull();
  });
});
