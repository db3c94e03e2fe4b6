import { useEffect, useState } from 'react';
import { yieldToMain } from './yield-to-main';

/**
 * How many of a list's `total` items to render: `step` at first, then `step` more in each
 * following task until all are in. A phone renders a screenful at once and the rest of a long
 * list a few cards at a time, instead of holding its main thread for the whole list in one
 * task. Items are only ever added at the end, so nothing already shown moves.
 */
export function useStepwiseCount(total: number, step: number): number {
  const [shown, setShown] = useState(step);
  useEffect(() => {
    if (shown >= total) return;
    let current = true;
    void yieldToMain().then(() => {
      if (current) setShown((count) => count + step);
    });
    return () => {
      current = false;
    };
  }, [shown, total, step]);
  return Math.min(shown, total);
}
