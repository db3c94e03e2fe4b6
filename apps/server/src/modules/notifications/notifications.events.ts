import { rooms, type StaffMessage } from '@jono/contract';
import type { RealtimeServer } from '../../plugins/app/realtime';

export function announceStaffMessage(io: RealtimeServer, shopId: string, message: StaffMessage) {
  io.to(rooms.staff(shopId)).emit('staff:message', message);
}
