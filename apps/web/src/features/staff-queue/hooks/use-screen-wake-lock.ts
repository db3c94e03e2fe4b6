import { useEffect } from 'react';

/**
 * Keeps the screen on where the browser allows it (the shop's TV must not dim). The lock is
 * let go whenever the page is hidden, so it is asked for again each time it shows; a
 * browser that refuses or lacks it leaves the screen to its own settings.
 */
export function useScreenWakeLock(): void {
  useEffect(() => {
    const wakeLock = typeof navigator === 'undefined' ? undefined : navigator.wakeLock;
    if (!wakeLock) return;
    let sentinel: WakeLockSentinel | null = null;
    let isMounted = true;

    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const acquired = await wakeLock.request('screen');
        if (isMounted) sentinel = acquired;
        else void acquired.release().catch(() => {});
      } catch {
        // Refused (battery saver, policy, no user gesture yet): the screen may dim.
      }
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') void acquire();
    };

    void acquire();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      isMounted = false;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      void sentinel?.release().catch(() => {});
    };
  }, []);
}
