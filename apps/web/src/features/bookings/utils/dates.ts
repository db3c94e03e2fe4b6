import { addDays } from '@jono/contract/rules/availability';
import { zonedParts } from '@jono/contract/rules/zoned-time';
import { intlLocale } from '@/lib/format';

export { addDays };

const localDatePattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Whether a value is a real calendar date 'YYYY-MM-DD' (from the address bar, say). */
export function isLocalDate(value: string | null | undefined): value is string {
  if (!value || !localDatePattern.test(value)) return false;
  return new Date(`${value}T12:00:00Z`).toISOString().slice(0, 10) === value;
}

/** The browser's own time zone: the best guess of the shop's until the server has named it. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Today's date on the shop's clock. */
export function todayIn(timeZone: string, now: number = Date.now()): string {
  return zonedParts(new Date(now), timeZone).date;
}

/** A local date as people read it: "Friday 14 March 2026" ('long') or "Fri 14 Mar" ('short'). */
export function formatLocalDate(
  date: string,
  language: string,
  style: 'long' | 'short' = 'long',
): string {
  if (!isLocalDate(date)) return date;
  return new Intl.DateTimeFormat(intlLocale(language), {
    weekday: style,
    day: 'numeric',
    month: style,
    ...(style === 'long' ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** A range of local dates: one date when it is a single day. */
export function formatDateRange(startsOn: string, endsOn: string, language: string): string {
  if (startsOn === endsOn) return formatLocalDate(startsOn, language);
  return `${formatLocalDate(startsOn, language)} – ${formatLocalDate(endsOn, language)}`;
}

/** Days in a range, both ends included. */
export function daysInRange(startsOn: string, endsOn: string): number {
  const ms = Date.parse(`${endsOn}T12:00:00Z`) - Date.parse(`${startsOn}T12:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

/** Weekday names in the reader's language, Monday = 1 (2024-01-01 was a Monday). */
export function weekdayName(weekday: number, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, weekday)),
  );
}
