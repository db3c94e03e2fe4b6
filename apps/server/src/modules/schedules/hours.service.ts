import { errorCodes, type HoursChange, hoursProblem } from '@jono/contract';
import { HttpError, notFound } from '../../lib/http-error';
import type { StaffIdentity } from '../../plugins/app/auth';
import type { ServiceContext } from '../../plugins/app/service-context';
import { updateStaffAccount } from '../auth/staff-accounts.service';
import { findShop } from '../shops/shops.service';
import { editableMember } from './week-editors.service';

const problemCodes = {
  CLOSED_DAY: errorCodes.closedDay,
  OUTSIDE_OPENING: errorCodes.outsideOpening,
  OVERLAPPING_HOURS: errorCodes.overlappingHours,
  EMPTY_HOURS: errorCodes.validation,
} as const;

const problemMessages = {
  CLOSED_DAY: 'The shop is closed on that weekday',
  OUTSIDE_OPENING: 'Hours must lie inside the shop’s opening hours',
  OVERLAPPING_HOURS: 'Two intervals of one day overlap',
  EMPTY_HOURS: 'Each interval ends after it starts',
} as const;

/**
 * Sets a member's weekly hours (null: the shop's opening hours). Hours must fit the shop's
 * opening as it is now; should the shop's hours later shrink, a day's shifts are cut to them.
 * Answers the member, their shop and the hours they had.
 */
export async function changeHours(
  ctx: ServiceContext,
  staff: StaffIdentity,
  userId: string,
  change: HoursChange,
) {
  const member = await editableMember(ctx.db, staff, userId);
  const shop = await findShop(ctx.db, member.shopId);
  if (!shop) throw notFound('Shop not found');
  const found = change.hours && hoursProblem(change.hours, shop);
  if (found) {
    const message = `${problemMessages[found.problem]} (ISO weekday ${found.weekday})`;
    throw new HttpError(400, message, problemCodes[found.problem]);
  }
  const hours =
    change.hours &&
    [...change.hours].sort((a, b) => a.weekday - b.weekday || a.opens.localeCompare(b.opens));
  await updateStaffAccount(ctx.db, member.userId, { weeklyHours: hours });
  return { member, shop, before: member.weeklyHours, after: hours };
}
