import { zonedParts } from '@jono/contract/rules/zoned-time';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  type DateRange,
  type PeriodPreset,
  periodFromSearch,
  searchOfPreset,
  searchOfRange,
} from '../utils/period';

/** The browser's zone stands in for the shop's until the first answer names it. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The period shown, kept in the address (`?period=30d`, `?from=…&to=…`) so a reload or a
 * shared link shows the same figures. "Today" is the shop's local date.
 */
export function useAnalyticsPeriod(shopTimeZone: string | undefined) {
  const [search, setSearch] = useSearchParams();
  const today = zonedParts(new Date(), shopTimeZone ?? browserTimeZone()).date;
  const period = periodFromSearch(search, today);
  const choosePreset = useCallback(
    (preset: PeriodPreset) => setSearch(searchOfPreset(preset)),
    [setSearch],
  );
  const chooseRange = useCallback(
    (range: DateRange) => setSearch(searchOfRange(range)),
    [setSearch],
  );
  return { period, today, choosePreset, chooseRange };
}
