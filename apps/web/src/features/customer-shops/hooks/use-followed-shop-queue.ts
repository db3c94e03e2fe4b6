import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopQueue } from '../stores/live-queue-slice';
import { notifyQueueNotOpen } from '../utils/queue-not-open-toast';
import { useLiveShop } from './use-live-shop';

/**
 * The queue of the shop whose page is open, followed live (see useLiveShop); a queue that is
 * full says so as a toast.
 */
export function useFollowedShopQueue(
  shop: { id: string } & ShopQueue,
  refetch: () => void,
): ShopQueue {
  const { t } = useTranslation();
  const live = useLiveShop(shop, refetch) ?? shop;
  const { queueState, fullReason } = live;

  useEffect(() => {
    if (queueState === 'full') notifyQueueNotOpen(shop.id, queueState, fullReason, t);
  }, [queueState, fullReason, shop.id, t]);

  return { queue: live.queue, queueState, fullReason };
}
