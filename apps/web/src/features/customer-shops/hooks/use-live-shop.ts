import { useEffect, useRef } from 'react';
import type { ShopQueue } from '../stores/live-queue-slice';
import { useLiveShopQueues } from './use-live-shop-queues';
import { useAnnouncedShopQueue } from './use-shop-queue';

/**
 * A shop read once, kept true while its page is open: the queue count and state come live
 * ('shop:queue'), and each announcement also reads the shop again (`refetch`), since what
 * moved the queue (a join, a barber's break) moved the wait a walk-in can expect too.
 * Undefined until the shop is read.
 */
export function useLiveShop<Shop extends { id: string } & ShopQueue>(
  shop: Shop | undefined,
  refetch: () => void,
): Shop | undefined {
  const announced = useAnnouncedShopQueue(shop?.id ?? '');
  useLiveShopQueues(shop ? [shop.id] : [], refetch);

  const refetchRef = useRef(refetch);
  useEffect(() => {
    refetchRef.current = refetch;
  });
  useEffect(() => {
    if (announced) refetchRef.current();
  }, [announced]);

  return shop && announced ? { ...shop, ...announced } : shop;
}
