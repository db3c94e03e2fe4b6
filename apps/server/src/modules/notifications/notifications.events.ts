import { type OrderAlertKind, rooms, type StaffMessage } from '@jono/contract';
import type { RealtimeServer } from '../../plugins/app/realtime';

export function announceStaffMessage(io: RealtimeServer, shopId: string, message: StaffMessage) {
  io.to(rooms.staff(shopId)).emit('staff:message', message);
}

/** The order's open pages play their sound, vibrate and mark the tab at the alert's moment. */
export function announceOrderAlert(io: RealtimeServer, orderId: string, kind: OrderAlertKind) {
  io.to(rooms.order(orderId)).emit('order:alert', { orderId, kind });
}
