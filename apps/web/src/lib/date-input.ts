import { addDays, isLocalDate } from '@jono/contract/rules/local-date';
import { formatClockTime, parseClockTime } from '@jono/contract/rules/time-range';
import { intlLocale } from './format';

/**
 * Dates and times as people type them. The browser's own date and time inputs draw in the
 * browser's locale, not the page's (a Finnish screen in an English browser asks for
 * "mm/dd/yyyy" and "AM/PM"), so the fields are text inputs that show and read the UI
 * language's own form, while forms and the API keep 'YYYY-MM-DD' and 'HH:mm'.
 */

export type DatePart = 'day' | 'month' | 'year';

/** How a language writes a date in digits: the order of its parts and what stands between. */
export interface DatePattern {
  order: DatePart[];
  separator: string;
}

const isDatePart = (type: string): type is DatePart =>
  type === 'day' || type === 'month' || type === 'year';

const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);

/** fi: day.month.year; sv: year-month-day; en (en-GB) and es: day/month/year. */
export function datePatternOf(language: string): DatePattern {
  const parts = new Intl.DateTimeFormat(intlLocale(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(noonOf('2026-11-25'));
  return {
    order: parts.map((part) => part.type).filter(isDatePart),
    separator: parts.find((part) => part.type === 'literal')?.value ?? '-',
  };
}

/** A calendar date as the language writes it in digits ("25.11.2026"); anything else as it is. */
export function formatDateInput(date: string, language: string): string {
  if (!isLocalDate(date)) return date;
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(noonOf(date));
}

const hasLetters = (text: string) => /\p{L}/u.test(text);

/** The parts typed, in the language's order; 8 or 6 digits in a row are split by position. */
function typedParts(text: string, order: DatePart[]): Record<DatePart, string> | null {
  const groups = text.match(/\d+/g) ?? [];
  if (groups.length === 1) {
    const digits = groups[0] ?? '';
    if (digits.length !== 8 && digits.length !== 6) return null;
    const widthOf = (part: DatePart) => (part === 'year' ? digits.length - 4 : 2);
    let at = 0;
    const split = {} as Record<DatePart, string>;
    for (const part of order) {
      split[part] = digits.slice(at, at + widthOf(part));
      at += widthOf(part);
    }
    return split;
  }
  if (groups.length !== 3) return null;
  const [first = '', second = '', third = ''] = groups;
  // A pasted ISO date reads as one in every language.
  if (first.length === 4) return { year: first, month: second, day: third };
  const split = {} as Record<DatePart, string>;
  order.forEach((part, index) => {
    split[part] = groups[index] ?? '';
  });
  return split;
}

/**
 * The date typed in the language's form, forgivingly: one or two digits for day and month,
 * any separator, a two-digit year in this century, or the digits alone ("25112026").
 * 'YYYY-MM-DD', or null when the text is not a real date.
 */
export function parseDateInput(text: string, language: string): string | null {
  if (hasLetters(text)) return null;
  const parts = typedParts(text, datePatternOf(language).order);
  if (!parts) return null;
  const { day, month, year } = parts;
  if (day.length > 2 || month.length > 2 || (year.length !== 2 && year.length !== 4)) return null;
  const fullYear = year.length === 2 ? `20${year}` : year;
  const date = `${fullYear}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  // isLocalDate also refuses days a month does not have (31.11.).
  return isLocalDate(date) ? date : null;
}

/**
 * The time typed, forgivingly: "9", "930", "0930", "9.30", "9:30", "9 30" are all 09:30 or
 * 09:00. 'HH:mm' between 00:00 and 23:59, or null (AM/PM is no part of any language here).
 */
export function parseTimeInput(text: string): string | null {
  if (hasLetters(text)) return null;
  const groups = text.match(/\d+/g) ?? [];
  let hours: string;
  let minutes: string;
  if (groups.length === 2) {
    [hours = '', minutes = ''] = groups;
    if (hours.length > 2 || minutes.length !== 2) return null;
  } else if (groups.length === 1) {
    const digits = groups[0] ?? '';
    if (digits.length > 4) return null;
    hours = digits.length <= 2 ? digits : digits.slice(0, -2);
    minutes = digits.length <= 2 ? '00' : digits.slice(-2);
  } else {
    return null;
  }
  const time = `${hours.padStart(2, '0')}:${minutes}`;
  const total = parseClockTime(time);
  return total === null || total >= 24 * 60 ? null : time;
}

/** A date a number of days on, kept within min and max. */
export function stepDate(
  date: string,
  days: number,
  { min, max, today }: { min?: string | undefined; max?: string | undefined; today: string },
): string {
  const moved = isLocalDate(date) ? addDays(date, days) : today;
  if (min && moved < min) return min;
  if (max && moved > max) return max;
  return moved;
}

/** A time moved to the next or previous whole step (9:07 up by 15 is 9:15), round the clock. */
export function stepTime(time: string, direction: 1 | -1, stepMinutes: number): string {
  const total = parseClockTime(time) ?? 0;
  const onGrid = Math.floor(total / stepMinutes) * stepMinutes;
  const moved =
    direction === 1 ? onGrid + stepMinutes : onGrid === total ? total - stepMinutes : onGrid;
  return formatClockTime(moved);
}
