import type { OrderCalledPayload, OrderPlacePayload } from '@jono/contract/events';
import { useEffect, useState } from 'react';
import { realtimeSocket } from '@/lib/socket';
import { watchAnswered } from '@/lib/socket-watch';
import { orderPlaceReceived, queueOrderApi, refetchQueueOrder } from '../api/queue-order';
import { useQueueDispatch } from './use-queue-dispatch';

/**
 * Follows one order live: joins its room on every (re)connect and reads the order again
 * once the server has answered, since announcements missed while offline are not replayed (and so when the server
 * says it may have missed some itself, 'live:resync'); each
 * `order:place` for it lands in the cached tracking data and the remembered order at once,
 * and each `order:called` (staff called the customer to the chair) as the order's last call.
 * Returns whether the live connection is up.
 */
export function useOrderLiveUpdates(orderId: string | undefined): { isLive: boolean } {
  const dispatch = useQueueDispatch();
  const [isLive, setIsLive] = useState(false);

  useEffect(() => {
    if (!orderId) return;
    const socket = realtimeSocket();
    const readAgain = () => void dispatch(refetchQueueOrder(orderId));
    // Read after the server has the page in the room: a change between the read and the
    // joining would otherwise be announced to nobody.
    const watchAndReadAgain = () =>
      void watchAnswered(socket, { event: 'order:watch', orderId }).then(readAgain);
    const onConnect = () => {
      setIsLive(true);
      watchAndReadAgain();
    };
    const onDisconnect = () => setIsLive(false);
    const onPlace = (place: OrderPlacePayload) => {
      if (place.orderId === orderId) dispatch(orderPlaceReceived(place));
    };
    const onCalled = ({ orderId: called, ...call }: OrderCalledPayload) => {
      if (called !== orderId) return;
      dispatch(
        queueOrderApi.util.updateQueryData('queueOrder', orderId, (order) => {
          order.call = call;
        }),
      );
    };

    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('order:place', onPlace);
    socket.on('order:called', onCalled);
    socket.on('live:resync', readAgain);
    if (socket.connected) {
      setIsLive(true);
      watchAndReadAgain();
    }
    return () => {
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('order:place', onPlace);
      socket.off('order:called', onCalled);
      socket.off('live:resync', readAgain);
    };
  }, [dispatch, orderId]);

  return { isLive };
}
