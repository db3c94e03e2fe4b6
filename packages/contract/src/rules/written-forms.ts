import { intlLocale } from '../languages';
import { keptPerKey } from './kept-per-key';
import { isLocalDate } from './local-date';

/*
 * One way to write a date, a time and a date with its time in each language, shared by the
 * web's screens and the server's mails and pages, so a customer reads the same form in both.
 * Dates follow Intl for the language. Times are 'HH:mm' on a 24-hour clock in every language:
 * the service range is written 'HH:mm - HH:mm', and a single time beside it must read alike
 * (Finnish Intl alone would write "17.01" next to "11:00 - 12:10").
 * Every writer answers null for input that is no date or instant: the caller words that in its
 * reader's language, so "Invalid Date" never shows.
 */

export const dateStyles = {
  /** "Wednesday, 25 November 2026", "keskiviikkona 25. marraskuuta 2026" */
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** "25 Nov 2026", "25.11.2026" */
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  /** "Wed 25 Nov" */
  short: { weekday: 'short', day: 'numeric', month: 'short' },
  /** "25 Nov" */
  dayMonth: { day: 'numeric', month: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof dateStyles;

type Instant = Date | string | number;

const readInstant = (instant: Instant): Date | null => {
  const date = instant instanceof Date ? instant : new Date(instant);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * Intl's parts with the time rewritten as 'HH:mm': the hour padded to two digits and a colon
 * before the minutes, whatever separator the language's own pattern uses.
 */
function withClockTime(parts: Intl.DateTimeFormatPart[]): string {
  return parts
    .map((part, index) => {
      if (part.type === 'hour') return part.value.padStart(2, '0');
      const isBetweenHourAndMinute =
        part.type === 'literal' &&
        parts[index - 1]?.type === 'hour' &&
        parts[index + 1]?.type === 'minute';
      return isBetweenHourAndMinute ? ':' : part.value;
    })
    .join('');
}

/** A calendar date 'YYYY-MM-DD' in the language, read at UTC noon so no zone moves its day. */
export function formatLocalDate(
  date: string,
  language: string,
  style: DateStyle = 'long',
): string | null {
  if (!isLocalDate(date)) return null;
  return localDateOf(`${language} ${style}`).format(new Date(`${date}T12:00:00Z`));
}

const localDateOf = keptPerKey((key) => {
  const [language = '', style] = key.split(' ');
  return new Intl.DateTimeFormat(intlLocale(language), {
    ...dateStyles[style as DateStyle],
    timeZone: 'UTC',
  });
});

const clockOf = keptPerKey(
  (timeZone) =>
    new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    }),
);

/** 'HH:mm' of an instant on a zone's clock (the shop's, whatever the reader's device says). */
export function formatTime(instant: Instant, timeZone: string): string | null {
  const date = readInstant(instant);
  if (!date) return null;
  return withClockTime(clockOf(timeZone).formatToParts(date));
}

const minuteMs = 60_000;
// Every time zone's offset is a whole multiple of five minutes, so rounding an instant to
// five minutes rounds the shop's clock alike.
const fiveMinutesMs = 5 * 60_000;
const fiveMinutesDown = (ms: number) => Math.floor(ms / fiveMinutesMs) * fiveMinutesMs;
const fiveMinutesUp = (ms: number) => Math.ceil(ms / fiveMinutesMs) * fiveMinutesMs;

/**
 * When a start is expected, on the shop's clock: "14:20 - 14:35", joined like the service
 * range so a card showing both writes ranges one way. Widened to whole five minutes (earliest
 * down, latest up): an estimate reads as the rough guess it is, and the widening never narrows
 * it. Given `now`, it never begins before it: a time that has passed is no start to expect,
 * so the range begins at the next whole minute at the earliest (one time, once it has all
 * passed). One time when both ends meet; two times without dates also across midnight.
 */
export function formatStartRange(
  range: { earliest: string; latest: string },
  timeZone: string,
  now = Number.NEGATIVE_INFINITY,
): string | null {
  const earliest = Date.parse(range.earliest);
  const latest = Date.parse(range.latest);
  if (Number.isNaN(earliest) || Number.isNaN(latest)) return null;
  const start = Math.max(fiveMinutesDown(earliest), Math.ceil(now / minuteMs) * minuteMs);
  const end = fiveMinutesUp(latest);
  const from = formatTime(start, timeZone);
  if (end <= start) return from;
  const to = formatTime(end, timeZone);
  return from === null || to === null ? null : `${from} - ${to}`;
}

/**
 * A last moment on the shop's clock ("Walk-ins until about 18:10"), rounded down to whole
 * five minutes so "about" never promises later than it is.
 */
export function formatCutOff(instant: string, timeZone: string): string | null {
  const at = Date.parse(instant);
  return Number.isNaN(at) ? null : formatTime(fiveMinutesDown(at), timeZone);
}

/** Earlier in the day than this before the walk-in cut-off, the opening hours say enough. */
const mentionCutOffWithinMs = 3 * 60 * 60_000;

/** Whether the walk-in cut-off is worth writing beside the hours: at most three hours away. */
export const isCutOffNear = (instant: string, now: number): boolean =>
  Date.parse(instant) - now <= mentionCutOffWithinMs;

const unitsOf = keptPerKey((language) => ({
  hour: new Intl.NumberFormat(intlLocale(language), { style: 'unit', unit: 'hour' }),
  minute: new Intl.NumberFormat(intlLocale(language), { style: 'unit', unit: 'minute' }),
}));

/** "40 mins", "1 hr 20 mins" in the language. */
export function formatMinutes(totalMinutes: number, language: string): string {
  const units = unitsOf(language);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return units.minute.format(minutes);
  if (minutes === 0) return units.hour.format(hours);
  return `${units.hour.format(hours)} ${units.minute.format(minutes)}`;
}

const ratingOf = keptPerKey(
  (language) =>
    new Intl.NumberFormat(intlLocale(language), {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }),
);

/** An average of stars as the reader writes numbers: "4,3" in Finnish, "4.3" in English. */
export const formatRating = (average: number, language: string): string =>
  ratingOf(language).format(average);

/** A date and its time on a zone's clock: "25 Nov 2026, 17:01", "25.11.2026 klo 17:01". */
export function formatDateTime(
  instant: Instant,
  language: string,
  timeZone: string,
): string | null {
  const date = readInstant(instant);
  if (!date) return null;
  return withClockTime(dateTimeOf(`${language} ${timeZone}`).formatToParts(date));
}

const dateTimeOf = keptPerKey((key) => {
  const [language = '', timeZone] = key.split(' ');
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone,
  });
});
