import type { LiveStatusChange } from '@jono/contract/api/auth';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { errorMessage } from '@/lib/error-message';
import { useLiveStatusLabel } from '@/lib/live-status-label';
import { sessionUpdated } from '@/lib/session-events';
import { notify } from '@/lib/toast';
import { useUpdateLiveStatusMutation } from '../api/update-status';

/**
 * Saves the user's live status, or the length of their break; once the server has it, the
 * session in the store follows with the break's end it set (the colleagues' screens hear it
 * from the server's 'staff:status').
 */
export function useSetLiveStatus() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const statusLabel = useLiveStatusLabel();
  const [updateLiveStatus, { isLoading, originalArgs }] = useUpdateLiveStatusMutation();

  const changeStatus = useCallback(
    async (change: LiveStatusChange) => {
      try {
        const stored = await updateLiveStatus(change).unwrap();
        dispatch(sessionUpdated(stored));
        notify.success(
          t('liveStatus.saved', { status: statusLabel(stored.status, stored.breakEndsAt) }),
          { id: 'live-status' },
        );
        return true;
      } catch (error) {
        notify.error(errorMessage(error, t('liveStatus.saveFailed')), { id: 'live-status' });
        return false;
      }
    },
    [dispatch, t, statusLabel, updateLiveStatus],
  );

  // A change of length alone is a change of the break.
  const pending = isLoading ? originalArgs : undefined;
  return { changeStatus, pendingStatus: pending ? (pending.status ?? 'on_break') : null };
}
