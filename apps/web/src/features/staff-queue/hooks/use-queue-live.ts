import type { StaffBookingPayload, StaffQueuePayload } from '@jono/contract/events';
import { useCallback, useEffect } from 'react';
import { realtimeSocket } from '@/lib/socket';
import { useStaffRoom } from '@/lib/staff-room';
import { queueChanged } from '../api/queue-board';
import { useAppointmentsDispatch } from './use-appointments-dispatch';

/**
 * Keeps every screen drawn from the shop's queue current: any 'staff:queue' of this shop
 * (a join, a step, a state change), 'staff:booking' (a booking takes a chair and is run on
 * the board) or 'staff:status' (a barber's status moves the chairs at work) reads it again, and so does every reconnect, since announcements missed while
 * offline are not replayed. Returns whether the live connection is up.
 */
export function useQueueLive({ shopId, accessToken }: { shopId: string; accessToken: string }): {
  isLive: boolean;
} {
  const dispatch = useAppointmentsDispatch();
  const readAgain = useCallback(() => {
    dispatch(queueChanged());
  }, [dispatch]);
  const { isLive } = useStaffRoom(accessToken, readAgain);

  useEffect(() => {
    const socket = realtimeSocket();
    const onQueue = (payload: StaffQueuePayload | StaffBookingPayload) => {
      // A waitlist join or removal takes no chair: the board has nothing new to read.
      if (payload.shopId === shopId && payload.kind !== 'waitlist_changed') readAgain();
    };
    socket.on('staff:queue', onQueue);
    socket.on('staff:booking', onQueue);
    socket.on('staff:status', readAgain);
    return () => {
      socket.off('staff:queue', onQueue);
      socket.off('staff:booking', onQueue);
      socket.off('staff:status', readAgain);
    };
  }, [readAgain, shopId]);

  return { isLive };
}
