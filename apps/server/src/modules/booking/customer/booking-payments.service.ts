import { bookableSlots, webPaths, zonedParts } from '@jono/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookingSlotClaims, bookings } from '../../../db/schema/index';
import { inTransaction } from '../../../lib/in-transaction';
import { mailDate } from '../../../lib/mail-layout';
import type { PaymentEvent } from '../../../plugins/app/payments';
import type { ServiceContext } from '../../../plugins/app/service-context';
import {
  type FeePayee,
  recordPaidAttempt,
  recordUnpaidAttempt,
  type WebhookOutcome,
} from '../../payments/payment-webhooks.service';
import type { Payment } from '../../payments/payments.service';
import { refundDuplicatePayment, refundLostSlot } from '../../refunds/refunds.service';
import { isUuid } from '../../shops/shops.service';
import { announceBooking } from '../booking.events';
import type { BookingRow } from '../booking.presenter';
import {
  announceExpired,
  bookingSummaries,
  claimsOf,
  endBookings,
  isSlotClash,
  manageBookingUrl,
  PAYMENT_EXPIRED,
  releaseExpiredHolds,
} from '../booking.service';
import { loadCalendarAndHolds, lockShop, type ShopRow } from '../booking-calendar';
import { enqueueConfirmation } from '../booking-mailing';
import { recordBookingEvents } from '../booking-webhooks';
import { slotLostMail } from '../refunds/refunds.mails';

/**
 * Where the booking can go again at its own time, or null: a chair and a barber free for its
 * whole stretch (the barber the customer named, or anyone for "any barber"). Used when a
 * payment lands after its hold ran out and the slots went back to the pool.
 */
async function placeAgain(tx: Db, booking: BookingRow, shop: ShopRow, now: Date) {
  const { date } = zonedParts(booking.startAt, shop.timezone);
  const { calendar, holds } = await loadCalendarAndHolds(tx, shop, date, date, now);
  const barberId = booking.barberNamed ? booking.barberId : null;
  const duration = booking.totalDurationMinutes;
  const slots = bookableSlots(calendar, date, duration, holds, now, barberId);
  return slots.find((slot) => slot.startAt === booking.startAt.getTime()) ?? null;
}

type Confirmation = 'confirmed' | 'already' | 'slot_lost';

/**
 * The provider says the fee is paid: the booking is confirmed, the confirmation mail goes out
 * and staff hear of it. If the hold ran out before the money came and the slots were freed,
 * the same slots are claimed again on any free bookable chair; when none is free the answer
 * is 'slot_lost' and the fee goes back. A replay answers 'already' and changes nothing.
 */
export async function confirmPaidBooking(
  ctx: ServiceContext,
  bookingId: string,
): Promise<Confirmation> {
  if (!isUuid(bookingId)) return 'slot_lost';
  const [head] = await ctx.db
    .select({ shopId: bookings.shopId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!head) return 'slot_lost';
  const now = ctx.now();
  try {
    return await inTransaction(ctx.db, ctx.log, async (tx, effects): Promise<Confirmation> => {
      // The shop first, then the booking: the same order as a new booking takes them.
      const shop = await lockShop(tx, head.shopId);
      const [booking] = await tx
        .select()
        .from(bookings)
        .where(eq(bookings.id, bookingId))
        .for('update');
      if (!booking) return 'slot_lost';
      if (booking.status === 'confirmed' || booking.status === 'completed') return 'already';
      if (booking.status === 'no_show') return 'already';
      const expired = booking.status === 'cancelled' && booking.cancelReason === PAYMENT_EXPIRED;
      if (booking.status === 'cancelled' && !expired) return 'slot_lost';

      let place = { chair: booking.chair, barberId: booking.barberId };
      if (expired) {
        if (booking.startAt.getTime() <= now.getTime()) return 'slot_lost';
        await releaseExpiredHolds(tx, now, { shopId: shop.id });
        const free = await placeAgain(tx, booking, shop, now);
        if (!free) return 'slot_lost';
        place = { chair: free.chair, barberId: free.barberId };
        await tx
          .insert(bookingSlotClaims)
          .values(claimsOf({ ...booking, ...place }, place.chair, shop.slotLengthMinutes));
      }
      const [confirmed] = await tx
        .update(bookings)
        .set({
          status: 'confirmed',
          ...place,
          holdExpiresAt: null,
          cancelledAt: null,
          cancelReason: null,
        })
        .where(eq(bookings.id, booking.id))
        .returning();
      if (!confirmed) throw new Error('confirming returned nothing');
      await enqueueConfirmation(ctx, tx, confirmed, shop);
      await recordBookingEvents(tx, ['booking.created', 'booking.paid'], confirmed, now);
      effects.afterCommit(() => {
        ctx.mail.kick();
        announceBooking(ctx, 'confirmed', confirmed, shop.timezone);
      });
      return 'confirmed';
    });
  } catch (error) {
    // Claimed a moment ago on the same grid by a booking this check could not see.
    if (isSlotClash(error)) return 'slot_lost';
    throw error;
  }
}

/**
 * The provider says the checkout expired unpaid: the booking is cancelled and its slots free.
 * Anything but a booking still waiting for payment is left as it is.
 */
export async function releaseUnpaidBooking(ctx: ServiceContext, bookingId: string) {
  if (!isUuid(bookingId)) return;
  const now = ctx.now();
  await inTransaction(ctx.db, ctx.log, async (tx, effects) => {
    const released = await endBookings(
      tx,
      and(eq(bookings.id, bookingId), eq(bookings.status, 'pending_payment')),
      { status: 'cancelled', cancelledAt: now, cancelReason: PAYMENT_EXPIRED },
    );
    effects.afterCommit(() => announceExpired(ctx, released));
  });
}

/** The fee came after the slot went to someone else: it goes back, and the customer hears why. */
async function onSlotLost(ctx: ServiceContext, payment: Payment, publicUrl: string) {
  await refundLostSlot(ctx, { bookingId: payment.bookingId, shopId: payment.shopId });
  const booking = (await bookingSummaries(ctx.db, [payment.bookingId])).get(payment.bookingId);
  if (booking?.email == null) return;
  // Should the refund have failed, the request waits on the shop's refunds page, and the mail
  // still rightly tells the customer the fee comes back.
  const mail = slotLostMail({
    language: booking.language,
    customerName: booking.customerName,
    shopName: booking.shopName,
    date: booking.date,
    timeRange: booking.timeRange,
    amountCents: payment.amountCents,
    currency: payment.currency,
    manageUrl: manageBookingUrl(publicUrl, booking),
    bookAgainUrl: `${publicUrl}${webPaths.preBookingBarbershop(booking.shopId)}`,
  });
  await ctx.mail.enqueue(ctx.db, { to: booking.email, ...mail });
  ctx.mail.kick();
}

async function onPaid(
  ctx: ServiceContext,
  event: PaymentEvent,
  publicUrl: string,
): Promise<WebhookOutcome> {
  const step = await recordPaidAttempt(ctx, event);
  if (!step) return 'ignored';
  const { payment, isNew, isDuplicate } = step;
  if (isDuplicate) {
    // A second open checkout of a booking already paid: that money goes back in full.
    const { refundedCents } = await refundDuplicatePayment(ctx, payment.id);
    if (refundedCents === 0) return 'already';
    ctx.log.warn({ paymentId: payment.id }, 'refunded a second payment of a booking');
    return 'duplicate_refunded';
  }
  if (!isNew) {
    // A replay changes nothing, unless the first delivery stopped before the booking heard:
    // the booking still waits, or the hold ran out meanwhile while the money stayed taken.
    // Then it is confirmed after all, or the fee goes back; other cancellations stay as they are.
    const [booking] = await ctx.db
      .select({ status: bookings.status, cancelReason: bookings.cancelReason })
      .from(bookings)
      .where(eq(bookings.id, payment.bookingId));
    const waiting = booking?.status === 'pending_payment';
    const expiredWithMoneyKept =
      booking?.status === 'cancelled' &&
      booking.cancelReason === PAYMENT_EXPIRED &&
      payment.status === 'paid';
    if (!waiting && !expiredWithMoneyKept) return 'already';
  }
  const outcome = await confirmPaidBooking(ctx, payment.bookingId);
  if (outcome === 'slot_lost') await onSlotLost(ctx, payment, publicUrl);
  return outcome;
}

/** Declined or expired unpaid: the attempt failed; an expired one frees the slot. */
async function onUnpaid(
  ctx: ServiceContext,
  event: PaymentEvent,
  kind: 'failed' | 'expired',
): Promise<WebhookOutcome> {
  const step = await recordUnpaidAttempt(ctx, event);
  if (!step) return 'ignored';
  // A declined card leaves the slot held: the customer may try again until the hold ends.
  if (kind === 'expired' && step.changed && !step.hasOtherHope) {
    await releaseUnpaidBooking(ctx, step.payment.bookingId);
  }
  return kind;
}

/** What the booking does when the provider reports on its fee, and how it is named there. */
export const bookingFees: FeePayee = {
  settle(ctx, event, publicUrl) {
    switch (event.kind) {
      case 'paid':
        return onPaid(ctx, event, publicUrl);
      case 'failed':
        return onUnpaid(ctx, event, 'failed');
      case 'expired':
        return onUnpaid(ctx, event, 'expired');
      default:
        return Promise.resolve('ignored');
    }
  },
  async describe(db: Db, bookingId: string) {
    const booking = (await bookingSummaries(db, [bookingId])).get(bookingId);
    if (!booking) return null;
    return {
      language: booking.language,
      shopName: booking.shopName,
      when: `${mailDate(booking.date, booking.language)}, ${booking.timeRange}`,
    };
  },
};
