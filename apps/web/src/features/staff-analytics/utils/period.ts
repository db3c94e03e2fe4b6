import { MAX_ANALYTICS_DAYS } from '@jono/contract/api/analytics';
import { addDays, daysBetween, isLocalDate } from '@jono/contract/rules/local-date';

/** The period picker's choices; the three presets end today (a local date in the shop's zone). */
export const periodChoices = ['today', '7d', '30d', 'custom'] as const;
export type PeriodChoice = (typeof periodChoices)[number];
export type PeriodPreset = Exclude<PeriodChoice, 'custom'>;

export interface DateRange {
  from: string;
  to: string;
}

export interface Period extends DateRange {
  choice: PeriodChoice;
}

/** What a page opens with when the address names no period. */
export const defaultPreset: PeriodPreset = '7d';

const presetDays: Record<PeriodPreset, number> = { today: 1, '7d': 7, '30d': 30 };

const isPreset = (value: string | null): value is PeriodPreset =>
  value !== null && value in presetDays;

/** The last days of a preset, today included: 7 days = today and the 6 days before. */
export function presetRange(preset: PeriodPreset, today: string): DateRange {
  return { from: addDays(today, 1 - presetDays[preset]), to: today };
}

/** Days from `from` to `to`, both included. */
export function daysIn({ from, to }: DateRange): number {
  return daysBetween(from, to) + 1;
}

export type RangeProblem =
  | { field: 'from' | 'to'; problem: 'missing' }
  | { field: 'to'; problem: 'endsBeforeStart' | 'inFuture' | 'tooLong' };

/**
 * Why a custom range cannot be shown, or null when it can. The figures are of the past, so a
 * range may not reach beyond today; the server refuses more than MAX_ANALYTICS_DAYS.
 */
export function customRangeProblem(range: DateRange, today: string): RangeProblem | null {
  if (!isLocalDate(range.from)) return { field: 'from', problem: 'missing' };
  if (!isLocalDate(range.to)) return { field: 'to', problem: 'missing' };
  if (range.to < range.from) return { field: 'to', problem: 'endsBeforeStart' };
  if (range.to > today) return { field: 'to', problem: 'inFuture' };
  if (daysIn(range) > MAX_ANALYTICS_DAYS) return { field: 'to', problem: 'tooLong' };
  return null;
}

/**
 * The period an address names: `?period=30d`, or `?from=…&to=…` for a custom range. Anything
 * else (nothing, a broken shared link) is the default preset, so the page always shows figures.
 */
export function periodFromSearch(search: URLSearchParams, today: string): Period {
  const from = search.get('from');
  const to = search.get('to');
  if (from && to && !customRangeProblem({ from, to }, today)) return { choice: 'custom', from, to };
  const period = search.get('period');
  const preset = isPreset(period) ? period : defaultPreset;
  return { choice: preset, ...presetRange(preset, today) };
}

/** The address of a preset (periodFromSearch reads it back). */
export function searchOfPreset(preset: PeriodPreset): URLSearchParams {
  return new URLSearchParams({ period: preset });
}

/** The address of a custom range (periodFromSearch reads it back). */
export function searchOfRange({ from, to }: DateRange): URLSearchParams {
  return new URLSearchParams({ from, to });
}
