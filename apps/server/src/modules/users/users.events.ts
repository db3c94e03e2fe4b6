import { rooms, type StaffStatusPayload } from '@jono/contract';
import type { RealtimeServer } from '../../plugins/app/realtime';

/** Every staff screen of the shop sees a colleague's status change live. */
export function announceStaffStatus(
  io: RealtimeServer,
  shopId: string,
  change: {
    userId: string;
    status: NonNullable<StaffStatusPayload['status']>;
    breakEndsAt: Date | null;
  },
): void {
  io.to(rooms.staff(shopId)).emit('staff:status', {
    ...change,
    breakEndsAt: change.breakEndsAt?.toISOString() ?? null,
  });
}
