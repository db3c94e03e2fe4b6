import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `intervalMs`: for countdowns, "waited so far" and steps
 * that open at a booking's start.
 */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
