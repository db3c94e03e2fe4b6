import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopQueue } from '../stores/live-queue-slice';
import { notifyQueueNotOpen } from '../utils/queue-not-open-toast';
import { useLiveShop } from './use-live-shop';

/**
 * The queue of the shop whose page is open, followed live (see useLiveShop); a queue that is
 * full says so, and why, as a toast. The owner's most wait comes with the shop's own read:
 * it is a setting, not part of what is announced live.
 */
export function useFollowedShopQueue(
  shop: { id: string; maxWaitMinutes: number | null } & ShopQueue,
  refetch: () => void,
): ShopQueue {
  const { t, i18n } = useTranslation();
  const live = useLiveShop(shop, refetch) ?? shop;
  const { queueState, fullReason } = live;
  const { maxWaitMinutes } = shop;

  useEffect(() => {
    if (queueState !== 'full') return;
    notifyQueueNotOpen(shop.id, queueState, { fullReason, maxWaitMinutes }, t, i18n.language);
  }, [queueState, fullReason, maxWaitMinutes, shop.id, t, i18n.language]);

  return { queue: live.queue, queueState, fullReason };
}
