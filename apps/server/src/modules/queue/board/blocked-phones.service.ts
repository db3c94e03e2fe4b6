import { normalisePhone, queueCancelReasons } from '@jono/contract';
import { and, eq } from 'drizzle-orm';
import { queueEntries } from '../../../db/schema/index';
import { HttpError } from '../../../lib/http-error';
import { inTransaction } from '../../../lib/in-transaction';
import type { StaffIdentity } from '../../../plugins/app/auth';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { announceBooking } from '../../booking/booking.events';
import { cancelUnpaidHoldsOfPhone } from '../../booking/booking.service';
import { lockShop, recordBlockedPhone } from '../../shops/shops.service';
import { announceQueueChange, announceStaffQueue } from '../live';

/** The cancel reason the board shows on a walk-in removed by a block. */
export const BLOCKED_REASON = queueCancelReasons.phoneBlocked;

/**
 * Staff keep a number out of their shop: it is recorded, its waiting walk-ins leave the
 * queue and its unpaid bookings free their slots, all in one transaction under the shop's
 * lock. Blocking a number twice changes nothing more.
 */
export async function blockPhone(ctx: ServiceContext, staff: StaffIdentity, phoneInput: string) {
  const phone = normalisePhone(phoneInput);
  if (!phone) throw new HttpError(400, 'Invalid phone number');
  const now = ctx.now();
  return inTransaction(ctx.db, ctx.log, async (tx, effects) => {
    const shop = await lockShop(tx, staff.shopId);
    const { block, isNew } = await recordBlockedPhone(tx, {
      shopId: shop.id,
      phone,
      blockedBy: staff.userId,
      createdAt: now,
    });
    const entries = await tx
      .update(queueEntries)
      .set({ status: 'cancelled', cancelledAt: now, cancelReason: BLOCKED_REASON })
      .where(
        and(
          eq(queueEntries.shopId, shop.id),
          eq(queueEntries.phone, phone),
          eq(queueEntries.status, 'waiting'),
        ),
      )
      .returning();
    const bookings = await cancelUnpaidHoldsOfPhone(tx, shop.id, phone, now);
    // Committed: the queue's pages and the staff screens hear who left, the booking pages
    // which holds were freed.
    effects.afterCommit(async () => {
      if (entries.length > 0) {
        await announceQueueChange(
          ctx,
          shop.id,
          entries.map((e) => e.id),
        );
        for (const entry of entries) {
          announceStaffQueue(ctx, {
            shopId: shop.id,
            kind: 'cancelled',
            orderId: entry.id,
            customerName: entry.customerName,
          });
        }
      }
      for (const booking of bookings) announceBooking(ctx, 'cancelled', booking, shop.timezone);
    });
    return { block, isNew, cancelledEntries: entries.length, cancelledBookings: bookings.length };
  });
}
