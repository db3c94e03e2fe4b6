import type { OrderCall } from '@jono/contract';
import { sql } from 'drizzle-orm';
import { queueEntries } from '../../../db/schema/index';
import { HttpError } from '../../../lib/http-error';
import { inTransaction } from '../../../lib/in-transaction';
import type { StaffIdentity } from '../../../plugins/app/auth';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { isUuid, shopChairsAndClock } from '../../shops/shops.service';
import { sendOrderAlert } from '../alerts/order-alerts.service';
import { announceOrderCalled, announceStaffQueue, callOf } from '../live';
import { recordWalkInEvent } from '../walk-in-events';
import { barberOfShop, type Entry, orderNotFound, transition } from './board-step';

/**
 * Calls a waiting customer to the chair: to a chair number, or to a barber (by default the
 * caller, when they cut hair). Every call counts and is sent again; the last one says where.
 * Once committed, the customer's open pages and the staff screens hear the call, and the
 * customer's turn alert goes out (push or mail).
 */
export async function callCustomer(
  ctx: ServiceContext,
  staff: StaffIdentity,
  orderId: string,
  target: { chair?: number | undefined; barberId?: string | undefined },
): Promise<void> {
  const { db } = ctx;
  const now = ctx.now();
  if (!isUuid(orderId)) throw orderNotFound();
  const shop = await shopChairsAndClock(db, staff.shopId);
  if (!shop) throw orderNotFound();
  if (target.chair !== undefined && target.chair > shop.chairCount) {
    throw new HttpError(400, `This shop has ${shop.chairCount} chairs`);
  }
  const barberId = target.barberId ?? (staff.role === 'receptionist' ? undefined : staff.userId);
  const barber =
    target.chair === undefined && barberId ? await barberOfShop(db, staff.shopId, barberId) : null;
  await inTransaction(db, ctx.log, async (tx, effects) => {
    const entry = await transition(tx, staff, orderId, {
      from: 'waiting',
      action: 'call',
      set: {
        calledAt: now,
        callCount: sql`${queueEntries.callCount} + 1`,
        calledChair: target.chair ?? null,
        calledBarberId: barber?.id ?? null,
      },
    });
    const call = callOf(entry, barber?.name ?? null);
    if (!call) throw new Error('a called entry has no call');
    await recordWalkInEvent(tx, 'walk_in.called', entry, now);
    effects.afterCommit(() => announceCall(ctx, staff.shopId, entry, call));
  });
}

/** The call is heard where the customer looks, on the staff screens, then as a turn alert. */
async function announceCall(ctx: ServiceContext, shopId: string, entry: Entry, call: OrderCall) {
  announceOrderCalled(ctx, entry.id, call);
  announceStaffQueue(ctx, {
    shopId,
    kind: 'called',
    orderId: entry.id,
    customerName: entry.customerName,
  });
  const chairLabel = call.chair ? String(call.chair) : call.barberName;
  try {
    await sendOrderAlert(ctx, {
      entryId: entry.id,
      kind: 'turn',
      ...(chairLabel ? { chairLabel } : {}),
    });
  } catch (error) {
    // The call stands and the open tracking page has heard it; the board shows how alerts went.
    ctx.log.error({ err: error, orderId: entry.id }, 'sending the turn alert failed');
  }
}
