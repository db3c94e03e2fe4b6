import type { LiveStatus } from '@jono/contract/api/auth';
import { useCallback, useState } from 'react';
import { useSetLiveStatus } from './use-set-live-status';

/**
 * Picking a live status: a break first asks how long (the break dialog), any other status is
 * saved at once.
 */
export function useStatusChoice() {
  const { changeStatus, pendingStatus } = useSetLiveStatus();
  const [isChoosingBreak, setIsChoosingBreak] = useState(false);

  const pick = useCallback(
    (status: LiveStatus) => {
      if (status === 'on_break') setIsChoosingBreak(true);
      else void changeStatus({ status });
    },
    [changeStatus],
  );
  const startBreak = useCallback(
    (breakMinutes: number) => changeStatus({ status: 'on_break', breakMinutes }),
    [changeStatus],
  );
  const closeBreak = useCallback(() => setIsChoosingBreak(false), []);

  return { pick, changeStatus, pendingStatus, isChoosingBreak, startBreak, closeBreak };
}
