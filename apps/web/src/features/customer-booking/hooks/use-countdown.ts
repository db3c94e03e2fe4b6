import { useEffect, useState } from 'react';

/** Milliseconds left until `until` (never below 0), renewed every second; null without one. */
export function useCountdown(until: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  const end = until ? new Date(until).getTime() : null;
  const isRunning = end !== null && end > now;
  useEffect(() => {
    if (!isRunning) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [isRunning]);
  return end === null ? null : Math.max(0, end - now);
}

/** "4:05" for a countdown. */
export function formatCountdown(milliseconds: number): string {
  const seconds = Math.ceil(milliseconds / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
