import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useBookingQuery } from '../api/booking';

/** The payment webhook can arrive after the customer is back from the checkout: poll a while. */
export const CONFIRMATION_POLL_MS = 2000;
export const CONFIRMATION_WAIT_MS = 30_000;

/**
 * A booking read while its payment is being confirmed: every 2 s while it still waits for
 * payment, for up to 30 s; after that the page says it is taking long and offers to check
 * again (which waits another 30 s).
 */
export function useBookingConfirmation(bookingId: string | null) {
  const [round, setRound] = useState(0);
  const [isWaitOver, setIsWaitOver] = useState(false);
  const query = useBookingQuery(bookingId ?? skipToken, { refetchOnMountOrArgChange: true });
  const isPending = query.currentData?.status === 'pending_payment';
  const isPolling = isPending && !isWaitOver;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round restarts the wait
  useEffect(() => {
    if (!isPending) return;
    setIsWaitOver(false);
    const timer = window.setTimeout(() => setIsWaitOver(true), CONFIRMATION_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [isPending, round]);

  // Polling by hand rather than RTK's pollingInterval: each read starts 2 s after the last
  // answer. A read's start time marks it, even when its pending and done states render as one.
  const { refetch, isFetching, startedTimeStamp } = query;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new read schedules the next
  useEffect(() => {
    if (!isPolling || isFetching) return;
    const timer = window.setTimeout(() => void refetch(), CONFIRMATION_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [isPolling, isFetching, refetch, startedTimeStamp]);

  return {
    ...query,
    isConfirming: isPolling,
    isSlow: isPending && isWaitOver,
    checkAgain: () => {
      setRound((r) => r + 1);
      void refetch();
    },
  };
}
