import { useSelector } from 'react-redux';
import {
  type LiveQueuesState,
  type ShopQueue,
  selectAnnouncedShopQueue,
  selectShopQueue,
} from '../stores/live-queue-slice';

type WithLiveQueues = { liveQueues: LiveQueuesState };

/** A shop's queue count and state as they are now: live when announced, else as fetched. */
export function useShopQueue(shop: { id: string } & ShopQueue): ShopQueue {
  return useSelector((state: WithLiveQueues) => selectShopQueue(state, shop));
}

/** The latest live announcement about a shop since its data was last read, if any. */
export function useAnnouncedShopQueue(shopId: string): ShopQueue | undefined {
  return useSelector((state: WithLiveQueues) => selectAnnouncedShopQueue(state, shopId));
}
