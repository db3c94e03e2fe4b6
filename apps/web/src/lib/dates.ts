import { keptPerKey } from '@jono/contract/rules/kept-per-key';
import { isLocalDate } from '@jono/contract/rules/local-date';
import {
  type DateStyle,
  formatDateTime,
  formatLocalDate as writeLocalDate,
} from '@jono/contract/rules/written-forms';
import { zonedParts } from '@jono/contract/rules/zoned-time';
import { intlLocale, unknownTime } from './format';

/**
 * Dates and times as people read them, written the one way the contract's written forms give
 * (the server's mails use the same). A calendar date ('YYYY-MM-DD') is read at noon UTC, so
 * no device time zone can move it to another day; an instant is read on the shop's clock.
 * Input that is no date or instant reads "time not known" in the reader's language, never
 * "Invalid Date" from the browser.
 */

const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);

/** The localised name of an ISO weekday, 1 = Monday ("Monday", "maanantai"; "Mon" short). */
export function weekdayName(
  weekday: number,
  language: string,
  width: 'long' | 'short' = 'long',
): string {
  // 1 January 2024 was a Monday.
  return weekdayFormat(language, width).format(new Date(Date.UTC(2024, 0, weekday, 12)));
}

// A week's opening hours name seven days in every render of the shop page.
const weekdayFormats = keptPerKey((key) => {
  const [language = '', width] = key.split(' ');
  return new Intl.DateTimeFormat(intlLocale(language), {
    weekday: width as 'long' | 'short',
    timeZone: 'UTC',
  });
});
const weekdayFormat = (language: string, width: 'long' | 'short') =>
  weekdayFormats(`${language} ${width}`);

/** The weekday names Monday to Sunday. */
export function weekdayNames(language: string, width: 'long' | 'short' = 'short'): string[] {
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => weekdayName(weekday, language, width));
}

/** A calendar date in the reader's language. */
export function formatLocalDate(date: string, language: string, style: DateStyle = 'long'): string {
  return writeLocalDate(date, language, style) ?? unknownTime();
}

/** A range of calendar dates, "25 Nov – 1 Dec 2026" style by `style`; one date for one day. */
export function formatDateRange(
  startsOn: string,
  endsOn: string,
  language: string,
  style: DateStyle = 'long',
): string {
  const start = formatLocalDate(startsOn, language, style);
  return startsOn === endsOn ? start : `${start} – ${formatLocalDate(endsOn, language, style)}`;
}

/** "November 2026": a month 'YYYY-MM' in the reader's language. */
export function formatMonth(month: string, language: string): string {
  if (!isLocalDate(`${month}-01`)) return unknownTime();
  return monthFormat(language).format(noonOf(`${month}-01`));
}

// Every review on the shop page names its month.
const monthFormat = keptPerKey(
  (language) =>
    new Intl.DateTimeFormat(intlLocale(language), {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** A date and time on the shop's clock, e.g. "22 Nov 2026, 16:44", whatever the device's zone. */
export function formatShopDateTime(instant: string, language: string, timeZone: string): string {
  return formatDateTime(instant, language, timeZone) ?? unknownTime();
}

/** The browser's own time zone: the best guess of the shop's until the server has named it. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Today's date 'YYYY-MM-DD' on the shop's clock. */
export function todayIn(timeZone: string, now: number = Date.now()): string {
  return zonedParts(new Date(now), timeZone).date;
}

const agoUnits: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

const relativeFormat = keptPerKey((key) => {
  const [language = '', style] = key.split(' ');
  return new Intl.RelativeTimeFormat(intlLocale(language), {
    numeric: 'auto',
    style: style as 'long' | 'short',
  });
});

/**
 * How long ago an instant was, in whole units of the reader's language: "5 minutes ago",
 * "2 hr ago" ('short'), "yesterday". Null under a minute (an instant a little ahead of this
 * device's clock included) and for an unreadable instant: the caller words those itself
 * ("just now").
 */
export function timeAgo(
  instant: string,
  now: number,
  language: string,
  style: 'long' | 'short' = 'long',
): string | null {
  const elapsed = now - new Date(instant).getTime();
  if (Number.isNaN(elapsed)) return null;
  const format = relativeFormat(`${language} ${style}`);
  for (const [unit, ms] of agoUnits) {
    if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  }
  return null;
}
