import type { StaffMessagePayload } from '@jono/contract/events';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { playChime, unlockChimeOnInteraction } from '@/lib/chime';
import { realtimeSocket } from '@/lib/socket';
import { useStaffRoom } from '@/lib/staff-room';
import { notify } from '@/lib/toast';
import {
  refetchStaffMessages,
  staffMessageReceived,
  useStaffMessagesQuery,
} from '../api/staff-messages';
import { selectIsSoundOn } from '../stores/notifications-slice';
import { messageText } from '../utils/message-text';
import { useNotificationsDispatch } from './use-notifications-dispatch';

/**
 * Keeps the staff's messages current: reads them, then adds each 'staff:message' as it
 * arrives with a toast in the reader's language and, unless switched off, a short chime.
 * After a reconnect the list is read again (missed announcements are not replayed).
 */
export function useStaffMessagesLive({
  shopId,
  accessToken,
}: {
  shopId: string;
  accessToken: string;
}): { isLive: boolean } {
  const { t } = useTranslation();
  const dispatch = useNotificationsDispatch();
  const isSoundOn = useSelector(selectIsSoundOn);
  const isSoundOnRef = useRef(isSoundOn);
  isSoundOnRef.current = isSoundOn;

  useStaffMessagesQuery(shopId);
  const readAgain = useCallback(() => {
    void dispatch(refetchStaffMessages(shopId));
  }, [dispatch, shopId]);
  const { isLive } = useStaffRoom(accessToken, readAgain);

  useEffect(() => unlockChimeOnInteraction(), []);

  useEffect(() => {
    const socket = realtimeSocket();
    const onMessage = (message: StaffMessagePayload) => {
      dispatch(staffMessageReceived(shopId, message));
      notify.info(messageText(message, t), { id: message.id });
      if (isSoundOnRef.current) void playChime();
    };
    socket.on('staff:message', onMessage);
    return () => {
      socket.off('staff:message', onMessage);
    };
  }, [dispatch, shopId, t]);

  return { isLive };
}
