import { errorCodes } from '@jono/contract';
import { and, eq, gt } from 'drizzle-orm';
import { bookings } from '../../../db/schema/index';
import { HttpError } from '../../../lib/http-error';
import { inTransaction } from '../../../lib/in-transaction';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { announceBooking } from '../booking.events';
import { enqueueConfirmation } from '../booking-mailing';
import { recordBookingEvents } from '../booking-webhooks';
import { isWaitlistOffer, markOfferBooked } from '../waitlist/hold-offer';
import { bookingNotFound, loadBooking, viewOf } from './customer-booking-access';
import { retryCheckout } from './retry-checkout';

/**
 * A waitlist offer taken while its hold lasts. Without a fee the booking is confirmed at once
 * (with its confirmation mail); with one, the customer pays like any held booking, and the
 * payment confirms it, coming back to `returnOrigin`. The offer link is the capability, like a
 * booking id.
 */
export async function claimOffer(ctx: ServiceContext, bookingId: string, returnOrigin: string) {
  const found = await loadBooking(ctx.db, bookingId);
  if (!found || !(await isWaitlistOffer(ctx.db, bookingId))) throw bookingNotFound();
  const { shop } = found;
  const now = ctx.now();
  const expired = () =>
    new HttpError(
      409,
      'The time held for you ran out and went to the next person waiting.',
      errorCodes.holdExpired,
    );
  if (found.booking.status === 'confirmed') {
    return { booking: await viewOf(ctx.db, found.booking, shop, now), checkoutUrl: null };
  }
  if (found.booking.bookingFeeCents > 0) {
    const { checkoutUrl } = await retryCheckout(ctx, bookingId, returnOrigin).catch(
      (error: unknown) => {
        throw error instanceof HttpError && error.code === errorCodes.holdExpired
          ? expired()
          : error;
      },
    );
    return { booking: await viewOf(ctx.db, found.booking, shop, now), checkoutUrl };
  }
  const confirmed = await inTransaction(ctx.db, ctx.log, async (tx, effects) => {
    const [row] = await tx
      .update(bookings)
      .set({ status: 'confirmed', holdExpiresAt: null })
      .where(
        and(
          eq(bookings.id, bookingId),
          eq(bookings.status, 'pending_payment'),
          gt(bookings.holdExpiresAt, now),
        ),
      )
      .returning();
    if (!row) throw expired();
    await markOfferBooked(tx, row.id);
    await enqueueConfirmation(ctx, tx, row, shop);
    await recordBookingEvents(tx, ['booking.created'], row, now);
    effects.afterCommit(() => {
      ctx.mail.kick();
      announceBooking(ctx, 'confirmed', row, shop.timezone);
    });
    return row;
  });
  return { booking: await viewOf(ctx.db, confirmed, shop, now), checkoutUrl: null };
}
