import { rooms } from '@jono/contract';
import type { RealtimeServer } from '../../plugins/app/realtime';

/** Whose staff screens lose the staff room: one login's, or every login's of one member. */
export type StaffAccessScope = { shopId: string } & ({ familyId: string } | { userId: string });

/**
 * After a committed logout, deactivation, role change or password reset: the screens in
 * scope leave their shop's staff room at once, on every node (the adapter carries both
 * steps in order), and are asked to renew. A screen whose session still stands comes back
 * with a fresh token that carries its new role; one whose session ended is logged out.
 */
export function endStaffAccess(io: RealtimeServer, scope: StaffAccessScope): void {
  const screens =
    'familyId' in scope ? rooms.staffLogin(scope.familyId) : rooms.staffUser(scope.userId);
  io.to(screens).emit('staff:renew');
  io.in(screens).socketsLeave(rooms.staff(scope.shopId));
}
