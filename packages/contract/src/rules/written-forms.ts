import { intlLocale } from '../languages';
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
  return new Intl.DateTimeFormat(intlLocale(language), {
    ...dateStyles[style],
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** 'HH:mm' of an instant on a zone's clock (the shop's, whatever the reader's device says). */
export function formatTime(instant: Instant, timeZone: string): string | null {
  const date = readInstant(instant);
  if (!date) return null;
  return withClockTime(
    new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    }).formatToParts(date),
  );
}

/** A date and its time on a zone's clock: "25 Nov 2026, 17:01", "25.11.2026 klo 17:01". */
export function formatDateTime(
  instant: Instant,
  language: string,
  timeZone: string,
): string | null {
  const date = readInstant(instant);
  if (!date) return null;
  return withClockTime(
    new Intl.DateTimeFormat(intlLocale(language), {
      dateStyle: 'medium',
      timeStyle: 'short',
      hourCycle: 'h23',
      timeZone,
    }).formatToParts(date),
  );
}
