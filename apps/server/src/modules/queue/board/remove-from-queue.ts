import { errorCodes, formatClockTime, zonedParts } from '@jono/contract';
import { isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queueEntries } from '../../../db/schema/index';
import { HttpError } from '../../../lib/http-error';
import type { StaffIdentity } from '../../../plugins/app/auth';
import { shopChairsAndClock } from '../../shops/shops.service';
import { boardStep, type Step } from './board-step';

/**
 * Only a customer who was called and did not come is a no-show; the answer says when they
 * were called, on the shop's clock, so the record tells the truth.
 */
export async function markNoShow(app: FastifyInstance, staff: StaffIdentity, orderId: string) {
  const step: Step = {
    from: 'waiting',
    action: 'mark a no-show',
    set: { status: 'no_show', cancelledAt: app.now(), cancelReason: 'no-show' },
    onlyIf: {
      condition: isNotNull(queueEntries.calledAt),
      refusal: () =>
        new HttpError(409, 'Call the customer before marking a no-show', errorCodes.notCalled),
    },
  };
  const entry = await boardStep(app, staff, orderId, step, 'no_show', { action: 'order_no_show' });
  const shop = await shopChairsAndClock(app.db, staff.shopId);
  const calledAt = zonedParts(entry.calledAt as Date, shop?.timezone ?? 'UTC').minutes;
  return `Marked as a no-show: called at ${formatClockTime(calledAt)}`;
}

export const cancelByStaff = (
  app: FastifyInstance,
  staff: StaffIdentity,
  orderId: string,
  reason: string,
) =>
  boardStep(
    app,
    staff,
    orderId,
    {
      from: 'waiting',
      action: 'cancel',
      set: { status: 'cancelled', cancelledAt: app.now(), cancelReason: reason },
    },
    'cancelled',
    { action: 'order_cancelled', details: { reason } },
  );
