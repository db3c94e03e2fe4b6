import { errorCodes, findBookableSlot } from '@jono/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookingSlotClaims, bookings } from '../../../db/schema/index';
import { HttpError } from '../../../lib/http-error';
import { inTransaction } from '../../../lib/in-transaction';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { recordAudit } from '../../audit/audit.service';
import { announceMove } from '../booking.events';
import { type BookingRow, canMove } from '../booking.presenter';
import { announceExpired, claimsOf, isSlotClash, releaseExpiredHolds } from '../booking.service';
import { loadCalendarAndHolds, lockShop, type ShopRow, withoutOwnHold } from '../booking-calendar';
import { enqueueConfirmation } from '../booking-mailing';
import { recordBookingEvents } from '../booking-webhooks';
import { refusal, slotTaken } from '../slot-refusal';
import { offerFreedTimes } from '../waitlist/waitlist.service';

/** Who moves: the customer, under the shop's rules, or a staff member, recorded in the log. */
export type Mover = { kind: 'customer' } | { kind: 'staff'; userId: string };

const moveRefused = (message: string) => new HttpError(409, message, errorCodes.moveNotAllowed);

/** Why this booking cannot be moved by this mover now; null when it can. */
function moveRefusal(booking: BookingRow, shop: ShopRow, mover: Mover, now: Date) {
  if (booking.status === 'cancelled') return moveRefused('This booking is cancelled');
  if (booking.status !== 'confirmed') {
    return moveRefused('Only a confirmed booking that has not started can be moved');
  }
  if (mover.kind === 'staff') {
    return booking.startAt.getTime() > now.getTime()
      ? null
      : moveRefused('This booking has started, so it can no longer be moved');
  }
  if (canMove(booking, shop, now)) return null;
  return shop.bookingMoveLimit !== null && booking.moveCount >= shop.bookingMoveLimit
    ? moveRefused(
        `This booking has been moved ${booking.moveCount} times, the most the shop allows`,
      )
    : moveRefused(
        `A booking can be moved until ${shop.refundWindowHours} hours before its start; please contact the shop`,
      );
}

/**
 * What a move leaves behind in its transaction: the shop's record when staff moved it, and
 * the event for the shop's webhooks.
 */
async function recordMove(
  tx: Db,
  {
    current,
    moved,
    mover,
    now,
  }: { current: BookingRow; moved: BookingRow; mover: Mover; now: Date },
) {
  const startBefore = current.startAt.toISOString();
  if (mover.kind === 'staff') {
    await recordAudit(tx, {
      shopId: moved.shopId,
      actorId: mover.userId,
      at: now,
      action: 'booking_moved',
      subject: { kind: 'booking', id: moved.id, label: moved.shortCode },
      details: { startBefore, startAfter: moved.startAt.toISOString() },
    });
  }
  await recordBookingEvents(tx, ['booking.moved'], moved, now, {
    previousStartAt: startBefore,
    movedBy: mover.kind,
  });
}

/**
 * Moves a confirmed booking to another free time of its shop, same services. Under the shop's
 * lock, in one transaction: the old slots are freed and the new ones claimed (the claims'
 * unique index still backs it), the paid fee stays with the booking, and the customer's new
 * confirmation is written. After the commit, staff pages hear of it and the freed time is
 * offered to the old day's waitlist.
 */
export async function moveBooking(
  ctx: ServiceContext,
  bookingId: string,
  shopId: string,
  to: { date: string; time: string },
  mover: Mover,
): Promise<{ booking: BookingRow; shop: ShopRow }> {
  const now = ctx.now();
  try {
    return await inTransaction(ctx.db, ctx.log, async (tx, effects) => {
      const shop = await lockShop(tx, shopId);
      // A cancel does not take the shop's lock: the row's own lock makes a move that races one
      // wait for it and then see the booking cancelled, rather than update a row gone from under it.
      const [current] = await tx
        .select()
        .from(bookings)
        .where(eq(bookings.id, bookingId))
        .for('update');
      if (!current) throw new HttpError(404, 'Booking not found');
      const refused = moveRefusal(current, shop, mover, now);
      if (refused) throw refused;

      const expired = await releaseExpiredHolds(tx, now, { shopId: shop.id });
      const { calendar, holds } = await loadCalendarAndHolds(tx, shop, to.date, to.date, now);
      const others = withoutOwnHold(holds, current, shop.slotLengthMinutes);
      const duration = current.totalDurationMinutes;
      // A barber the customer named stays theirs; an "any barber" booking goes to whoever is free.
      const barberId = current.barberNamed ? current.barberId : null;
      const slot = findBookableSlot(calendar, to.date, to.time, duration, others, now, barberId);
      if (!slot) throw refusal(calendar, to, duration, now, barberId);
      if (slot.startAt === current.startAt.getTime()) {
        throw moveRefused('The booking is already at that time');
      }

      await tx.delete(bookingSlotClaims).where(eq(bookingSlotClaims.bookingId, current.id));
      const [moved] = await tx
        .update(bookings)
        .set({
          startAt: new Date(slot.startAt),
          endAt: new Date(slot.endAt),
          chair: slot.chair,
          barberId: slot.barberId,
          moveCount: current.moveCount + 1,
          movedAt: now,
        })
        .where(and(eq(bookings.id, current.id), eq(bookings.status, 'confirmed')))
        .returning();
      if (!moved) throw new Error('the locked booking vanished');
      await tx
        .insert(bookingSlotClaims)
        .values(claimsOf(moved, slot.chair, shop.slotLengthMinutes));
      await recordMove(tx, { current, moved, mover, now });
      await enqueueConfirmation(ctx, tx, moved, shop);
      effects.afterCommit(() => {
        ctx.mail.kick();
        announceMove(ctx, moved, current, shop.timezone);
      });
      effects.afterCommit(() => announceExpired(ctx, expired));
      effects.afterCommit(() => offerFreedTimes(ctx, [current, ...expired]));
      return { booking: moved, shop };
    });
  } catch (error) {
    if (isSlotClash(error)) throw slotTaken();
    throw error;
  }
}
