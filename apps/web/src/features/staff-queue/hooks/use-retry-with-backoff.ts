import { useEffect, useRef } from 'react';

export const firstRetryMs = 2_000;
export const longestRetryMs = 60_000;

/**
 * While the last read has failed (server down, network gone), reads again after 2 s, 4 s,
 * 8 s ... and at most a minute apart, until one succeeds; then the count starts over.
 */
export function useRetryWithBackoff(state: 'pending' | 'failed' | 'ok', retry: () => void): void {
  const attempts = useRef(0);
  const retryRef = useRef(retry);
  useEffect(() => {
    retryRef.current = retry;
  });

  useEffect(() => {
    if (state === 'ok') attempts.current = 0;
    if (state !== 'failed') return;
    const delay = Math.min(longestRetryMs, firstRetryMs * 2 ** attempts.current);
    const timer = window.setTimeout(() => {
      attempts.current += 1;
      retryRef.current();
    }, delay);
    return () => window.clearTimeout(timer);
  }, [state]);
}
