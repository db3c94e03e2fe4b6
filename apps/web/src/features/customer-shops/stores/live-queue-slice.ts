import type { QueueFullReason, QueueState, ShopQueuePayload } from '@jono/contract/events';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ShopQueue {
  queue: number;
  queueState: QueueState;
  fullReason: QueueFullReason | null;
}

/**
 * The newest queue count and state of each watched shop, as announced live ('shop:queue').
 * It overrides what the last fetch said; it is forgotten when the connection comes back,
 * because the fresh read then is newer than anything kept here.
 */
export interface LiveQueuesState {
  byShopId: Record<string, ShopQueue>;
}

export const initialLiveQueuesState: LiveQueuesState = { byShopId: {} };

export const liveQueuesSlice = createSlice({
  name: 'liveQueues',
  initialState: initialLiveQueuesState,
  reducers: {
    shopQueueAnnounced(state, action: PayloadAction<ShopQueuePayload>) {
      const { shopId, queue, queueState, fullReason } = action.payload;
      state.byShopId[shopId] = { queue, queueState, fullReason };
    },
    shopQueuesForgotten(state, action: PayloadAction<string[]>) {
      for (const shopId of action.payload) delete state.byShopId[shopId];
    },
  },
});

export const { shopQueueAnnounced, shopQueuesForgotten } = liveQueuesSlice.actions;
export const liveQueuesReducer = liveQueuesSlice.reducer;

interface WithLiveQueues {
  liveQueues: LiveQueuesState;
}

/** The queue to show: the live one when announced since the last read, else the fetched one. */
export const selectShopQueue = (state: WithLiveQueues, shop: { id: string } & ShopQueue) =>
  state.liveQueues.byShopId[shop.id] ?? shop;

/** Only what was announced live since the last read, if anything. */
export const selectAnnouncedShopQueue = (state: WithLiveQueues, shopId: string) =>
  state.liveQueues.byShopId[shopId];
