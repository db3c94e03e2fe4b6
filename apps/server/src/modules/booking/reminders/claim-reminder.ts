import { and, eq, gt, lt } from 'drizzle-orm';
import { bookingReminders, bookings } from '../../../db/schema/index';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { findShop } from '../../shops/shops.service';
import { startSending } from './send-reminder';

/**
 * Claims one reminder of a booking (and marks as skipped the earlier ones it supersedes): the
 * insert succeeds on one node only, and only while the booking is still confirmed at the
 * start the reminder was reckoned from; its row is locked meanwhile, so a cancel or a move
 * either committed before (and no reminder goes) or waits for the claim. Without a browser
 * to push to, the mail is written in the same transaction.
 */
export async function claimReminder(
  ctx: ServiceContext,
  bookingId: string,
  startsAt: Date,
  offsetMinutes: number,
  superseded: readonly number[],
) {
  return ctx.db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.id, bookingId),
          eq(bookings.status, 'confirmed'),
          eq(bookings.startAt, startsAt),
        ),
      )
      .for('share');
    if (!booking) return null;
    const shop = await findShop(tx, booking.shopId);
    if (!shop) return null;
    const claimedAt = ctx.now();
    const rows = await tx
      .insert(bookingReminders)
      .values([
        { bookingId, startsAt, offsetMinutes, status: 'sending' as const, claimedAt },
        ...superseded.map((offset) => ({
          bookingId,
          startsAt,
          offsetMinutes: offset,
          status: 'skipped' as const,
          claimedAt,
        })),
      ])
      .onConflictDoNothing()
      .returning({ id: bookingReminders.id, offsetMinutes: bookingReminders.offsetMinutes });
    const claim = rows.find((row) => row.offsetMinutes === offsetMinutes);
    if (!claim) return null;
    return startSending(ctx, tx, claim.id, booking, shop);
  });
}

/**
 * How long a claim may stay 'sending': a push service answers within seconds (deliverPush
 * gives up after 10), so a claim this old was left by a node that died while sending.
 */
export const STALE_CLAIM_MS = 5 * 60_000;

/**
 * Takes over a claim left 'sending' by a node that died: once, as if it had failed before
 * anything went out (the node may have died after the push service took it, so trying a
 * second time is the lesser harm than no reminder at all). The row is locked and its age
 * checked again, and taking it renews its claimedAt, so one node only takes it. A claim stuck
 * a second time, or whose booking was cancelled or moved meanwhile, is given up as failed.
 */
export async function retakeStaleClaim(ctx: ServiceContext, claimId: string) {
  const now = ctx.now();
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
  return ctx.db.transaction(async (tx) => {
    const [claim] = await tx
      .select()
      .from(bookingReminders)
      .where(
        and(
          eq(bookingReminders.id, claimId),
          eq(bookingReminders.status, 'sending'),
          lt(bookingReminders.claimedAt, staleBefore),
        ),
      )
      .for('update', { skipLocked: true });
    if (!claim) return null;
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.id, claim.bookingId),
          eq(bookings.status, 'confirmed'),
          eq(bookings.startAt, claim.startsAt),
          gt(bookings.startAt, now),
        ),
      )
      .for('share');
    const shop = booking ? await findShop(tx, booking.shopId) : undefined;
    if (!booking || !shop || claim.attempts > 1) {
      await tx
        .update(bookingReminders)
        .set({ status: 'failed' })
        .where(eq(bookingReminders.id, claim.id));
      return null;
    }
    await tx
      .update(bookingReminders)
      .set({ attempts: claim.attempts + 1, claimedAt: now, channel: null })
      .where(eq(bookingReminders.id, claim.id));
    return startSending(ctx, tx, claim.id, booking, shop);
  });
}
