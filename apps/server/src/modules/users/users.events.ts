import { type LiveStatus, rooms } from '@jono/contract';
import type { RealtimeServer } from '../../plugins/app/realtime';

/** Every staff screen of the shop sees a colleague's status change live. */
export function announceStaffStatus(
  io: RealtimeServer,
  shopId: string,
  userId: string,
  status: LiveStatus,
): void {
  io.to(rooms.staff(shopId)).emit('staff:status', { userId, status });
}
