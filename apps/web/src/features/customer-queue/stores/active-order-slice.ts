import type { QueueEntryStatus } from '@jono/contract/api/queue';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** An order is active while its customer is still in line or in the chair. */
export type LiveStatus = Extract<QueueEntryStatus, 'waiting' | 'in_service'>;

export const isLiveStatus = (status: QueueEntryStatus): status is LiveStatus =>
  status === 'waiting' || status === 'in_service';

/**
 * The customer's walk-in order on this device (the active queue entry), so
 * every page can lead back to it. Only the facts the banner shows; the tracking page reads
 * the full order from the server.
 */
export interface ActiveOrder {
  orderId: string;
  shopId: string;
  shopName: string;
  status: LiveStatus;
  /** 1-based place among the waiting; null once in the chair. */
  position: number | null;
  /** Minutes until the estimated start. */
  waitingTime: number;
}

export interface ActiveOrderState {
  order: ActiveOrder | null;
}

export const initialActiveOrderState: ActiveOrderState = { order: null };

/** Where an order stands, as a join answer, the tracking data or a live event tells it. */
export interface OrderPlaceUpdate {
  orderId: string;
  status: QueueEntryStatus;
  position: number | null;
  waitingTime: number;
}

/** The same, with the shop: enough to start remembering an order. */
export interface TrackedOrderUpdate extends OrderPlaceUpdate {
  shopId: string;
  shopName: string;
}

export const activeOrderSlice = createSlice({
  name: 'activeOrder',
  initialState: initialActiveOrderState,
  reducers: {
    /**
     * Tracking data of an order: a live order becomes the active one (the one the customer
     * just joined or opened); a finished one is forgotten if it was the active one.
     */
    orderTracked(state, action: PayloadAction<TrackedOrderUpdate>) {
      const { orderId, shopId, shopName, status, position, waitingTime } = action.payload;
      if (isLiveStatus(status)) {
        state.order = { orderId, shopId, shopName, status, position, waitingTime };
      } else if (state.order?.orderId === orderId) {
        state.order = null;
      }
    },
    /** A live event or an action's answer: only ever about an order already known. */
    orderPlaceChanged(state, action: PayloadAction<OrderPlaceUpdate>) {
      const { orderId, status, position, waitingTime } = action.payload;
      if (state.order?.orderId !== orderId) return;
      if (isLiveStatus(status)) Object.assign(state.order, { status, position, waitingTime });
      else state.order = null;
    },
    /** The order is gone (left, or no longer found): nothing to lead back to. */
    activeOrderCleared(state, action: PayloadAction<{ orderId: string } | undefined>) {
      const orderId = action.payload?.orderId;
      if (orderId === undefined || state.order?.orderId === orderId) state.order = null;
    },
  },
});

export const { orderTracked, orderPlaceChanged, activeOrderCleared } = activeOrderSlice.actions;
export const activeOrderReducer = activeOrderSlice.reducer;

interface WithActiveOrder {
  activeOrder: ActiveOrderState;
}

export const selectActiveOrder = (state: WithActiveOrder) => state.activeOrder.order;
