import type { AnalyticsSummary } from '@jono/contract/api/analytics';
import { keptPerKey } from '@jono/contract/rules/kept-per-key';
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
  return percentOf(language).format(ratio);
}

// The analytics page writes a figure per day and per barber.
const percentOf = keptPerKey(
  (language) =>
    new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 1 }),
);
const countOf = keptPerKey((language) => new Intl.NumberFormat(intlLocale(language)));

/**
 * Each kind of figure as the page shows it (whole minutes, cents, tenths of a percent), so a
 * change is worked out from the values the reader sees: two figures shown alike are no change.
 */
export const asShown = {
  count: (value: number) => value,
  money: (value: number) => Math.round(value * 100) / 100,
  minutes: (minutes: number) => Math.round(minutes),
  percent: (ratio: number) => Math.round(ratio * 1000) / 1000,
} as const;

export function formatCount(value: number, language: string): string {
  return countOf(language).format(value);
}

/** An hour of the day as a clock time, "09:00". */
export function formatHour(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}
