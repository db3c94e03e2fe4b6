import { and, eq } from 'drizzle-orm';
import { queueEntries } from '../../../db/schema/index';
import { isUniqueViolation } from '../../../lib/db-errors';
import { conflict, notFound } from '../../../lib/http-error';
import { inTransaction } from '../../../lib/in-transaction';
import { isUndoable, undoExpired } from '../../../lib/undo-window';
import { visitThanksAbout } from '../../../lib/visit-thanks-mail';
import type { StaffIdentity } from '../../../plugins/app/auth';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { isUuid } from '../../shops/shops.service';
import { announceBoardStep } from '../live';
import { barberBusy, lockFreeBarber } from './barber-chair';

/**
 * Takes back a finish or a no-show made seconds ago on the board: the walk-in is exactly as it
 * was, in the chair with its barber (if that barber has not taken someone else meanwhile) or
 * waiting in its place. Anything later, or any other step, answers 409. Once committed, the
 * shop's pages and staff screens hear the entry restored.
 */
export async function undoQueueStep(ctx: ServiceContext, staff: StaffIdentity, orderId: string) {
  if (!isUuid(orderId)) throw notFound('Order not found');
  const now = ctx.now();
  try {
    return await inTransaction(ctx.db, ctx.log, async (tx, effects) => {
      const [entry] = await tx
        .select()
        .from(queueEntries)
        .where(and(eq(queueEntries.id, orderId), eq(queueEntries.shopId, staff.shopId)))
        .for('update');
      if (!entry) throw notFound('Order not found');
      const finished = entry.status === 'served' && isUndoable(entry.finishedAt, now);
      const noShow = entry.status === 'no_show' && isUndoable(entry.cancelledAt, now);
      if (!finished && !noShow) throw undoExpired();
      if (finished && entry.barberId) await lockFreeBarber(tx, staff.shopId, entry.barberId);
      if (finished) await ctx.mail.withdraw(tx, visitThanksAbout(entry.id));
      const [restored] = await tx
        .update(queueEntries)
        .set(
          finished
            ? { status: 'in_service', finishedAt: null }
            : { status: 'waiting', cancelledAt: null, cancelReason: null },
        )
        .where(eq(queueEntries.id, entry.id))
        .returning();
      if (!restored) throw new Error('restoring returned nothing');
      effects.afterCommit(() => announceBoardStep(ctx, staff.shopId, 'restored', restored));
      return restored;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'queue_entries_one_service_per_barber')) {
      throw barberBusy('The barber');
    }
    if (isUniqueViolation(error, 'queue_entries_one_waiting_per_phone')) {
      throw conflict('This customer is already waiting in the queue again');
    }
    throw error;
  }
}
