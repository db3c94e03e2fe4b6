import type { AnalyticsSummary } from '@jono/contract/api/analytics';
import { formatMinutes, intlLocale } from '@/lib/format';

/** A period with nothing in it: the page says so instead of drawing zeros. */
export function hasActivity(summary: AnalyticsSummary): boolean {
  return (
    summary.served + summary.walkIns + summary.bookings + summary.cancellations + summary.noShows >
      0 || summary.takings !== 0
  );
}

/** Minutes as "12 min" / "1 h 5 min", rounded to whole minutes; "–" when there is none. */
export function formatMinutesFigure(minutes: number | null, language: string): string {
  return minutes === null ? '–' : formatMinutes(Math.round(minutes), language);
}

export function formatPercent(ratio: number | null, language: string): string {
  if (ratio === null) return '–';
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(ratio);
}

export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language)).format(value);
}

/** A local date (YYYY-MM-DD) as "18 Mar 2026" in the user's language. */
export function formatLocalDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** 2024-01-01 was a Monday: ISO weekday n is n - 1 days after it. */
export function weekdayName(
  isoWeekday: number,
  language: string,
  width: 'short' | 'long' = 'long',
): string {
  return new Intl.DateTimeFormat(intlLocale(language), { weekday: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, isoWeekday, 12)),
  );
}

/** An hour of the day as a clock time, "09:00". */
export function formatHour(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}
