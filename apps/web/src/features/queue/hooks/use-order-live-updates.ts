import type { OrderPlacePayload } from '@jono/contract/events';
import { useEffect, useState } from 'react';
import { realtimeSocket } from '@/lib/socket';
import { orderPlaceReceived, refetchQueueOrder } from '../api/queue-order';
import { useQueueDispatch } from './use-queue-dispatch';

/**
 * Follows one order live: joins its room on every (re)connect and reads the order again
 * then, since announcements missed while offline are not replayed (DESIGN section 8); each
 * `order:place` for it lands in the cached tracking data and the remembered order at once.
 * Returns whether the live connection is up.
 */
export function useOrderLiveUpdates(orderId: string | undefined): { isLive: boolean } {
  const dispatch = useQueueDispatch();
  const [isLive, setIsLive] = useState(false);

  useEffect(() => {
    if (!orderId) return;
    const socket = realtimeSocket();
    const watch = () => socket.emit('order:watch', orderId);
    const onConnect = () => {
      setIsLive(true);
      watch();
      void dispatch(refetchQueueOrder(orderId));
    };
    const onDisconnect = () => setIsLive(false);
    const onPlace = (place: OrderPlacePayload) => {
      if (place.orderId === orderId) dispatch(orderPlaceReceived(place));
    };

    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('order:place', onPlace);
    if (socket.connected) {
      setIsLive(true);
      watch();
    }
    return () => {
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('order:place', onPlace);
    };
  }, [dispatch, orderId]);

  return { isLive };
}
