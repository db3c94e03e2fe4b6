import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queueEntries } from '../../../db/schema/index';
import { isUniqueViolation } from '../../../lib/db-errors';
import { inTransaction } from '../../../lib/in-transaction';
import type { StaffIdentity } from '../../../plugins/app/auth';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { barberTermsOf, pricedWith } from '../../catalog/barber-terms.service';
import { announceBoardStep } from '../live';
import { recordWalkInEvent } from '../walk-in-events';
import { barberBusy, lockFreeBarber } from './barber-chair';
import { barberOfShop, transition } from './board-step';

type Entry = typeof queueEntries.$inferSelect;

/**
 * An "any barber" walk-in pays the prices of the barber who takes it where theirs differ
 * from the catalogue's (one who asked for a barber was priced at theirs on joining). A barber
 * who does not do one of its services keeps the catalogue's: the desk chose them knowingly.
 */
async function atBarbersPrices(tx: Db, entry: Entry): Promise<Entry> {
  const barberId = entry.barberId;
  if (entry.requestedBarberId || !barberId) return entry;
  const terms = await barberTermsOf(
    tx,
    entry.shopId,
    entry.items.map((item) => item.id),
  );
  const own = terms.filter((term) => term.userId === barberId);
  if (own.length === 0 || own.some((term) => !term.offered)) return entry;
  const priced = pricedWith({ items: entry.items }, own, barberId);
  const [updated] = await tx
    .update(queueEntries)
    .set({
      items: priced.items,
      totalPriceCents: priced.totalPriceCents,
      totalDurationMinutes: priced.totalDurationMinutes,
    })
    .where(eq(queueEntries.id, entry.id))
    .returning();
  return updated ?? entry;
}

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
      const started = await atBarbersPrices(tx, entry);
      await recordWalkInEvent(tx, 'walk_in.started', started, now);
      effects.afterCommit(() => announceBoardStep(ctx, staff.shopId, 'started', started));
      return started;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'queue_entries_one_service_per_barber')) {
      throw barberBusy(barber.name);
    }
    throw error;
  }
}
