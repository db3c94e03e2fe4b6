import { normalisePhone, queueCancelReasons } from '@jono/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queueEntries } from '../../../db/schema/index';
import { HttpError } from '../../../lib/http-error';
import { inTransaction } from '../../../lib/in-transaction';
import { maskPhone } from '../../../lib/personal-data-masks';
import type { StaffIdentity } from '../../../plugins/app/auth';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { recordAudit } from '../../audit/audit.service';
import { announceBooking } from '../../booking/booking.events';
import { cancelUnpaidHoldsOfPhone } from '../../booking/booking.service';
import { lockShop, recordBlockedPhone, unblockPhone } from '../../shops/shops.service';
import { recordWebhookEvents } from '../../webhooks/webhook-events.service';
import { announceQueueChange, announceStaffQueue } from '../live';
import { walkInEvent } from '../walk-in-events';

/** The cancel reason the board shows on a walk-in removed by a block. */
export const BLOCKED_REASON = queueCancelReasons.phoneBlocked;

/**
 * A number blocked or let order again, on the shop's record. Like every page reached by an id,
 * the record shows the number masked: the staff member recognises it, nobody can use it.
 */
function recordBlockChange(
  tx: Db,
  staff: StaffIdentity,
  action: 'phone_blocked' | 'phone_unblocked',
  block: { id: string; phone: string },
  at: Date,
) {
  return recordAudit(tx, {
    shopId: staff.shopId,
    actorId: staff.userId,
    at,
    action,
    subject: { kind: 'phone', id: block.id, label: maskPhone(block.phone) },
  });
}

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
    if (isNew) await recordBlockChange(tx, staff, 'phone_blocked', block, now);
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
    await recordWebhookEvents(
      tx,
      entries.map((entry) => walkInEvent('walk_in.left', entry, now)),
    );
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

/** The number may order again; the record says who let it. */
export function unblockPhoneOfShop(ctx: ServiceContext, staff: StaffIdentity, blockId: string) {
  return ctx.db.transaction(async (tx) => {
    const removed = await unblockPhone(tx, staff.shopId, blockId);
    await recordBlockChange(tx, staff, 'phone_unblocked', removed, ctx.now());
  });
}
