import type { ErrorCode } from './error-codes';

/**
 * Typed Socket.IO event maps and room names. A change is committed first and announced after;
 * a client that reconnects re-reads the state. Rooms are named by scope so
 * a fan-out never reaches a client outside it.
 */
export const rooms = {
  shop: (shopId: string) => `shop-${shopId}`,
  order: (orderId: string) => `order-${orderId}`,
  staff: (shopId: string) => `staff-${shopId}`,
  /**
   * Every staff screen of one member, and of one login (refresh-token family): the server
   * ends their staff-room access through these when the member or the login loses it.
   */
  staffUser: (userId: string) => `staff-user-${userId}`,
  staffLogin: (familyId: string) => `staff-login-${familyId}`,
} as const;

export type QueueState = 'open' | 'full' | 'closed';

/**
 * Why a full queue takes nobody: staff said so, the waiting reached the limit, a walk-in
 * joining now could not be served before closing (today's last walk-in has passed), or one
 * would wait longer than the owner's most (the shop's maxWaitMinutes).
 */
export type QueueFullReason = 'staff' | 'limit' | 'closing' | 'wait';

export interface ShopQueuePayload {
  shopId: string;
  queue: number;
  queueState: QueueState;
  /** Set exactly when queueState is 'full'. */
  fullReason: QueueFullReason | null;
}

/** Where one order stands, sent to its own room (the same shape as queuePlaceSchema). */
export interface OrderPlacePayload {
  orderId: string;
  status: 'waiting' | 'in_service' | 'served' | 'cancelled' | 'no_show';
  position: number | null;
  waitingTime: number;
  estimatedStart: string | null;
  estimatedEnd: string | null;
  /** The range the start is expected in (see startRangeSchema); null unless waiting. */
  estimatedRange: { earliest: string; latest: string } | null;
  isAtLocation: boolean;
}

/**
 * Staff called the customer to the chair: a chair number, or the barber who waits for them
 * (neither when the caller named no chair). Sent again on every call.
 */
export interface OrderCalledPayload {
  orderId: string;
  calledAt: string;
  callCount: number;
  chair: number | null;
  barberName: string | null;
}

/** A moment of the order the customer is alerted to (the same one a push message tells). */
export interface OrderAlertPayload {
  orderId: string;
  kind: 'leave' | 'first' | 'turn' | 'removed' | 'closed';
}

/** A staff member's live status changed (owners and barbers only). */
export interface StaffStatusPayload {
  userId: string;
  status: 'available' | 'busy' | 'on_break' | 'away' | null;
  /** When a barber on a break is back (ISO instant); null for any other status. */
  breakEndsAt: string | null;
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
    | 'restored'
    | 'called'
    | 'barber_changed'
    | 'state'
    /** How an alert reached the customer changed: sent, delivered, failed, by which channel. */
    | 'reached';
  orderId?: string;
  customerName?: string;
  /** The order's short code, on a join and a check-in: staff push widgets show it. */
  shortCode?: string;
}

/**
 * A booking of the shop was made, paid, changed or asked to be refunded, or moved on the day's
 * board (check-in, start, finish, no-show, undone): boards and booking pages re-read.
 */
export type StaffBookingPayload = StaffBookingChange | StaffWaitlistChange;

/**
 * Someone joined or left a day's waitlist: the day's "Waiting for a time" list re-reads. No
 * booking is made or freed by it, so boards and push widgets stay silent.
 */
export interface StaffWaitlistChange {
  shopId: string;
  kind: 'waitlist_changed';
  /** The local date the person waits for. */
  date: string;
  // Absent, so listeners may read a booking's fields off either kind without narrowing.
  bookingId?: never;
  fromDate?: never;
  customerName?: never;
  shortCode?: never;
}

export interface StaffBookingChange {
  shopId: string;
  kind:
    | 'created'
    | 'confirmed'
    | 'expired'
    | 'cancelled'
    | 'checked_in'
    | 'started'
    | 'completed'
    | 'no_show'
    | 'restored'
    | 'refund_requested'
    | 'refund_handled'
    | 'moved';
  bookingId: string;
  /** The booking's local date in the shop's time zone. */
  date: string;
  /** A moved booking's local date before the move: that day's list changed too. */
  fromDate?: string;
  customerName?: string;
  /** The booking's short code, as staff push widgets show it. */
  shortCode: string;
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
  'order:called': (payload: OrderCalledPayload) => void;
  'order:alert': (payload: OrderAlertPayload) => void;
  'staff:status': (payload: StaffStatusPayload) => void;
  /**
   * This screen's staff-room access ends: its access token is about to expire, or its login
   * was ended or changed. A screen whose session still stands renews it and sends
   * 'staff:watch' again with the new token; one that cannot renew has been logged out.
   */
  'staff:renew': () => void;
  /**
   * This node could not share announcements with the other nodes for a while (Redis was
   * down or hung): some may never have reached this page, so it reads its data again, as
   * after a reconnect.
   */
  'live:resync': () => void;
}

/**
 * The server's answer to a watch, when the client asks for one: in the rooms, or refused
 * (VALIDATION_FAILED for a malformed id, NOT_FOUND for an id that names nothing,
 * TOO_MANY_REQUESTS past the connection's limit). A page reads its data again once answered,
 * so that nothing announced between its read and its joining is missed.
 */
export type WatchAnswer = { ok: true } | { ok: false; code: ErrorCode };

export interface ClientToServerEvents {
  /** All of the shops or none: a list that names an unknown shop is refused as a whole. */
  'shop:watch': (shopIds: string[], acknowledge?: (answer: WatchAnswer) => void) => void;
  'shop:unwatch': (shopIds: string[]) => void;
  /** Knowing an order's id is the capability to follow it. */
  'order:watch': (orderId: string, acknowledge?: (answer: WatchAnswer) => void) => void;
  /**
   * Staff screens join their shop's staff room with their access token, until it expires or
   * the login ends. The optional acknowledgement tells whether the screen is in the room.
   */
  'staff:watch': (accessToken: string, acknowledge?: (isWatching: boolean) => void) => void;
}
