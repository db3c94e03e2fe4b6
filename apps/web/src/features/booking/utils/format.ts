import { intlLocale } from '@/lib/format';

/** A calendar date read at noon UTC, so no device time zone can move it to another day. */
const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);

const dateStyles = {
  /** "Wednesday 25 November 2026" */
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** "Wed 25 Nov" */
  short: { weekday: 'short', day: 'numeric', month: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export function formatLocalDate(
  date: string,
  language: string,
  style: keyof typeof dateStyles = 'long',
): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    ...dateStyles[style],
    timeZone: 'UTC',
  }).format(noonOf(date));
}

/** "November 2026" */
export function formatMonth(month: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(noonOf(`${month}-01`));
}

/** Short weekday names Monday to Sunday ("Mon" ... "Sun"). */
export function weekdayNames(language: string, width: 'short' | 'long' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(intlLocale(language), { weekday: width, timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => format.format(noonOf(`2024-01-0${i + 1}`)));
}

/** "19:44" on the shop's clock. */
export function formatShopTime(instant: string, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { timeStyle: 'short', timeZone }).format(
    new Date(instant),
  );
}
