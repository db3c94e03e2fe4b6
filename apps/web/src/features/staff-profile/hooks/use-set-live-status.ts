import type { LiveStatus } from '@jono/contract/api/auth';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { errorMessage } from '@/lib/error-message';
import { sessionUpdated } from '@/lib/session-events';
import { notify } from '@/lib/toast';
import { useUpdateLiveStatusMutation } from '../api/update-status';

/**
 * Saves the user's live status; once the server has it, the session in the store follows
 * (the colleagues' screens hear it from the server's 'staff:status').
 */
export function useSetLiveStatus() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [updateLiveStatus, { isLoading, originalArgs }] = useUpdateLiveStatusMutation();

  const setLiveStatus = useCallback(
    async (status: LiveStatus) => {
      try {
        await updateLiveStatus(status).unwrap();
        dispatch(sessionUpdated({ status }));
        notify.success(t('liveStatus.saved', { status: t(`liveStatus.${status}`) }), {
          id: 'live-status',
        });
        return true;
      } catch (error) {
        notify.error(errorMessage(error, t('liveStatus.saveFailed')), { id: 'live-status' });
        return false;
      }
    },
    [dispatch, t, updateLiveStatus],
  );

  return { setLiveStatus, pendingStatus: isLoading ? (originalArgs ?? null) : null };
}
