import { errorCodes, formatClockTime, zonedParts } from '@jono/contract';
import { isNotNull } from 'drizzle-orm';
import { queueEntries } from '../../../db/schema/index';
import { HttpError } from '../../../lib/http-error';
import type { StaffIdentity } from '../../../plugins/app/auth';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { shopChairsAndClock } from '../../shops/shops.service';
import { boardStep, type Step } from './board-step';

/**
 * Only a customer who was called and did not come is a no-show; the answer says when they
 * were called, on the shop's clock, so the record tells the truth.
 */
export async function markNoShow(ctx: ServiceContext, staff: StaffIdentity, orderId: string) {
  const step: Step = {
    from: 'waiting',
    action: 'mark a no-show',
    set: { status: 'no_show', cancelledAt: ctx.now(), cancelReason: 'no-show' },
    onlyIf: {
      condition: isNotNull(queueEntries.calledAt),
      refusal: () =>
        new HttpError(409, 'Call the customer before marking a no-show', errorCodes.notCalled),
    },
  };
  const entry = await boardStep(ctx, staff, orderId, step, 'no_show', { action: 'order_no_show' });
  const shop = await shopChairsAndClock(ctx.db, staff.shopId);
  const calledAt = zonedParts(entry.calledAt as Date, shop?.timezone ?? 'UTC').minutes;
  return `Marked as a no-show: called at ${formatClockTime(calledAt)}`;
}

export const cancelByStaff = (
  ctx: ServiceContext,
  staff: StaffIdentity,
  orderId: string,
  reason: string,
) =>
  boardStep(
    ctx,
    staff,
    orderId,
    {
      from: 'waiting',
      action: 'cancel',
      set: { status: 'cancelled', cancelledAt: ctx.now(), cancelReason: reason },
    },
    'cancelled',
    { action: 'order_cancelled', details: { reason } },
  );
