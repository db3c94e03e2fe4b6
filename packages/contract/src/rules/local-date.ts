/**
 * Calendar dates written 'YYYY-MM-DD', without a time or a zone: a shop's opening day, a
 * holiday, a booking's date. They are counted at UTC noon, so no clock change can move them.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const localDatePattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const noonOf = (date: string) => Date.parse(`${date}T12:00:00Z`);

/** Whether a value is a real calendar date 'YYYY-MM-DD' (2026-02-30 is not one). */
export function isLocalDate(value: unknown): value is string {
  if (typeof value !== 'string' || !localDatePattern.test(value)) return false;
  return new Date(noonOf(value)).toISOString().slice(0, 10) === value;
}

/** 'YYYY-MM-DD' shifted by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(noonOf(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one date to another: 1 from a day to the next, negative going back. */
export function daysBetween(from: string, to: string): number {
  return Math.round((noonOf(to) - noonOf(from)) / DAY_MS);
}

/** ISO weekday of a date: 1 = Monday ... 7 = Sunday. */
export function weekdayOf(date: string): number {
  const day = new Date(noonOf(date)).getUTCDay();
  return day === 0 ? 7 : day;
}
