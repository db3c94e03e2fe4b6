import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { browserTimeZone, todayIn } from '@/lib/dates';
import {
  type DateRange,
  type PeriodPreset,
  periodFromSearch,
  searchOfPreset,
  searchOfRange,
} from '../utils/period';

/**
 * The period shown, kept in the address (`?period=30d`, `?from=…&to=…`) so a reload or a
 * shared link shows the same figures. "Today" is the shop's local date.
 */
export function useAnalyticsPeriod(shopTimeZone: string | undefined) {
  const [search, setSearch] = useSearchParams();
  // The browser's zone stands in for the shop's until the first answer names it.
  const today = todayIn(shopTimeZone ?? browserTimeZone());
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
