import { isUniqueViolation } from '../../../lib/db-errors';
import { inTransaction } from '../../../lib/in-transaction';
import type { StaffIdentity } from '../../../plugins/app/auth';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { announceBoardStep } from '../live';
import { barberBusy, lockFreeBarber } from './barber-chair';
import { barberOfShop, transition } from './board-step';

/** Starts a waiting customer's service with a barber of the same shop who is free. */
export async function startService(
  ctx: ServiceContext,
  staff: StaffIdentity,
  orderId: string,
  barberId: string,
) {
  const now = ctx.now();
  const barber = await barberOfShop(ctx.db, staff.shopId, barberId);
  try {
    // The barber's row stays locked while deciding, as a booking's start locks it too: one
    // barber never takes a walk-in and a booked customer at once.
    return await inTransaction(ctx.db, ctx.log, async (tx, effects) => {
      await lockFreeBarber(tx, staff.shopId, barber.id);
      const entry = await transition(tx, staff, orderId, {
        from: 'waiting',
        action: 'start the service',
        set: { status: 'in_service', barberId: barber.id, startedAt: now },
      });
      effects.afterCommit(() => announceBoardStep(ctx, staff.shopId, 'started', entry));
      return entry;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'queue_entries_one_service_per_barber')) {
      throw barberBusy(barber.name);
    }
    throw error;
  }
}
