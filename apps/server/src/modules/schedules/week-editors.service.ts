import { errorCodes, rolesWithLiveStatus } from '@jono/contract';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import type { StaffIdentity } from '../../plugins/app/auth';
import { shopMember } from '../auth/staff-accounts.service';

/**
 * Who changes a member's hours and time off: the owner anyone's, a barber their own (the
 * schedule is theirs to keep, and the owner sees every change on the team's week); a
 * receptionist nobody's.
 */
export const canEditWeek = (staff: StaffIdentity, userId: string) =>
  staff.role === 'owner' || (staff.role === 'barber' && staff.userId === userId);

/** The active serving member of the caller's shop whose week the caller may change. */
export async function editableMember(db: Db, staff: StaffIdentity, userId: string) {
  if (!canEditWeek(staff, userId)) {
    throw new HttpError(403, 'Only the owner changes a colleague’s hours', errorCodes.forbidden);
  }
  const member = await shopMember(db, staff.shopId, userId);
  if (!member?.isActive) throw notFound('No such member of the team');
  if (!rolesWithLiveStatus.includes(member.role)) {
    throw new HttpError(
      409,
      'Only owners and barbers serve, so only they have hours',
      errorCodes.notServing,
    );
  }
  return { shopId: staff.shopId, userId: member.id, weeklyHours: member.weeklyHours };
}
