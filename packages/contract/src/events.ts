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

/** Where one order stands, sent to its own room (the same shape as queuePlaceSchema). */
export interface OrderPlacePayload {
  orderId: string;
  status: 'waiting' | 'in_service' | 'served' | 'cancelled' | 'no_show';
  position: number | null;
  waitingTime: number;
  estimatedStart: string | null;
  estimatedEnd: string | null;
  isAtLocation: boolean;
}

/** A staff member's live status changed (spec section 4: owners and barbers only). */
export interface StaffStatusPayload {
  userId: string;
  status: 'available' | 'busy' | 'on_break' | 'away' | null;
}

/** Something changed on a shop's queue: staff boards re-read it, and may toast a newcomer. */
export interface StaffQueuePayload {
  shopId: string;
  kind:
    | 'joined'
    | 'started'
    | 'finished'
    | 'no_show'
    | 'cancelled'
    | 'left'
    | 'checked_in'
    | 'moved'
    | 'state';
  orderId?: string;
  customerName?: string;
}

/** A booking of the shop was made, paid, changed or asked to be refunded: booking pages re-read. */
export interface StaffBookingPayload {
  shopId: string;
  kind:
    | 'created'
    | 'confirmed'
    | 'expired'
    | 'cancelled'
    | 'completed'
    | 'no_show'
    | 'refund_requested'
    | 'refund_handled';
  bookingId: string;
  /** The booking's local date in the shop's time zone. */
  date: string;
  customerName?: string;
}

export interface StaffMessagePayload {
  id: string;
  kind: string;
  title: string;
  body: string;
  data: Record<string, unknown>;
  isRead: boolean;
  createdAt: string;
}

export interface ServerToClientEvents {
  'staff:queue': (payload: StaffQueuePayload) => void;
  'staff:message': (payload: StaffMessagePayload) => void;
  'staff:booking': (payload: StaffBookingPayload) => void;
  'shop:queue': (payload: ShopQueuePayload) => void;
  'order:place': (payload: OrderPlacePayload) => void;
  'staff:status': (payload: StaffStatusPayload) => void;
}

export interface ClientToServerEvents {
  'shop:watch': (shopIds: string[]) => void;
  'shop:unwatch': (shopIds: string[]) => void;
  /** Knowing an order's id is the capability to follow it. */
  'order:watch': (orderId: string) => void;
  /** Staff screens join their shop's staff room with their access token. */
  'staff:watch': (accessToken: string) => void;
}
