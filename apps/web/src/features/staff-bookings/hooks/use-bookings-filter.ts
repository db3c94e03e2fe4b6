import { isLocalDate } from '@jono/contract/rules/local-date';
import { isOneOf } from '@jono/contract/rules/one-of';
import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { todayIn } from '@/lib/dates';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { BookingStatus } from '../api/staff-bookings';
import { statusOrder } from '../components/status-filter';

const searchDelayMs = 300;

const isStatus = (value: string | null): value is BookingStatus =>
  value !== null && isOneOf(statusOrder, value);

/**
 * The day, the status and the search live in the address (?date=&status=&q=), so a reload
 * or a shared link shows the same list. Without a date the page shows today on the shop's
 * clock: the browser's zone is the guess until the first answer names the shop's. What is
 * typed into the search reaches the address once typing pauses.
 */
export function useBookingsFilter(timeZone: string) {
  const [params, setParams] = useSearchParams();
  const today = todayIn(timeZone);
  const dateParam = params.get('date');
  const statusParam = params.get('status');
  const q = params.get('q') ?? '';
  const set = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const [searchText, setSearchText] = useState(q);
  const settledSearch = useDebouncedValue(searchText, searchDelayMs);
  const searchSettled = useEffectEvent((text: string) => {
    if (text.trim() !== q) set('q', text.trim() || null);
  });
  useEffect(() => searchSettled(settledSearch), [settledSearch]);

  return {
    today,
    date: isLocalDate(dateParam) ? dateParam : today,
    status: isStatus(statusParam) ? statusParam : null,
    q,
    searchText,
    setSearchText,
    setDate: (date: string) => set('date', date === today ? null : date),
    setStatus: (status: BookingStatus | null) => set('status', status),
  };
}
