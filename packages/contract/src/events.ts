/**
 * Typed Socket.IO event maps and room names (DESIGN section 8). Rooms are named by scope so
 * a fan-out never reaches a client outside it.
 */
export const rooms = {
  shop: (shopId: string) => `shop-${shopId}`,
  order: (orderId: string) => `order-${orderId}`,
  staff: (shopId: string) => `staff-${shopId}`,
} as const;

export type QueueState = 'open' | 'full' | 'closed';

export interface ShopQueuePayload {
  shopId: string;
  queue: number;
  queueState: QueueState;
}

export interface ServerToClientEvents {
  'shop:queue': (payload: ShopQueuePayload) => void;
}

export interface ClientToServerEvents {
  'shop:watch': (shopIds: string[]) => void;
  'shop:unwatch': (shopIds: string[]) => void;
}
