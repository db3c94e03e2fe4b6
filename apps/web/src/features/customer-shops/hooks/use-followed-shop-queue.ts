import type { QueueState } from '@jono/contract/events';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopQueue } from '../stores/live-queue-slice';
import { notifyQueueNotOpen } from '../utils/queue-not-open-toast';
import { useLiveShopQueues } from './use-live-shop-queues';
import { useAnnouncedShopQueue, useShopQueue } from './use-shop-queue';

/**
 * The queue of the shop whose page is open, followed live. A live change also moves the wait
 * of a walk-in, so the shop is read again (`refetch`); a queue that is full says so as a toast.
 */
export function useFollowedShopQueue(
  shop: { id: string } & ShopQueue,
  refetch: () => void,
): QueueState {
  const { t } = useTranslation();
  const { queueState } = useShopQueue(shop);
  const announced = useAnnouncedShopQueue(shop.id);

  useLiveShopQueues([shop.id], refetch);

  const refetchRef = useRef(refetch);
  useEffect(() => {
    refetchRef.current = refetch;
  });
  useEffect(() => {
    if (announced) refetchRef.current();
  }, [announced]);

  useEffect(() => {
    if (queueState === 'full') notifyQueueNotOpen(shop.id, queueState, t);
  }, [queueState, shop.id, t]);

  return queueState;
}
