import { useEffect, useRef } from 'react';

/** What counts as someone using the screen. */
const activity = ['pointerdown', 'keydown', 'input', 'wheel'] as const;

/**
 * Calls `onIdle` once nobody has touched, typed on or scrolled the page for `idleMs`, while
 * `isActive`. The wait starts again on every activity and whenever `restartKey` changes (a
 * screen that moves on by itself, such as an answer arriving, is a fresh start).
 */
export function useIdleReset(
  idleMs: number,
  onIdle: () => void,
  isActive: boolean,
  restartKey?: unknown,
): void {
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new restartKey starts the wait over.
  useEffect(() => {
    if (!isActive) return;
    let timer = window.setTimeout(() => onIdleRef.current(), idleMs);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => onIdleRef.current(), idleMs);
    };
    for (const name of activity) window.addEventListener(name, restart, true);
    return () => {
      window.clearTimeout(timer);
      for (const name of activity) window.removeEventListener(name, restart, true);
    };
  }, [idleMs, isActive, restartKey]);
}
