import { and, eq, gt } from 'drizzle-orm';
import { bookings } from '../../../db/schema/index';
import { conflict } from '../../../lib/http-error';
import { inTransaction } from '../../../lib/in-transaction';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { refundBookingFee } from '../../refunds/refunds.service';
import { announceBooking } from '../booking.events';
import { canCancel, freeCancellationUntil } from '../booking.presenter';
import { endBookings, isLiveBooking } from '../booking.service';
import { enqueueCancellationMail, mailCancellation } from '../booking-mailing';
import { recordBookingEvents } from '../booking-webhooks';
import { offerFreedTimes } from '../waitlist/waitlist.service';
import { bookingOfCustomer, viewOf } from './customer-booking-access';

/**
 * The customer cancels a booking that has not started. At least the refund window before the
 * start, the paid fee goes back through the provider at once; later, the customer may ask
 * the shop for it. A refund the provider cannot make now leaves the request open to them.
 */
export async function cancelByCustomer(ctx: ServiceContext, bookingId: string, phone: string) {
  const { booking, shop } = await bookingOfCustomer(ctx.db, bookingId, phone);
  const now = ctx.now();
  const refusal = () =>
    conflict(
      booking.status === 'cancelled'
        ? 'This booking is already cancelled'
        : 'This booking can no longer be cancelled',
    );
  if (!canCancel(booking, now)) throw refusal();
  const isRefundDue = now.getTime() <= freeCancellationUntil(booking, shop).getTime();
  const cancelled = await inTransaction(ctx.db, ctx.log, async (tx, effects) => {
    const [row] = await endBookings(
      tx,
      and(eq(bookings.id, booking.id), isLiveBooking(), gt(bookings.startAt, now)),
      { status: 'cancelled', cancelledAt: now, cancelReason: 'customer' },
    );
    if (!row) throw refusal();
    if (booking.status === 'confirmed') {
      await recordBookingEvents(tx, ['booking.cancelled'], row, now, { cancelledBy: 'customer' });
    }
    // With no refund due, the mail's words are known now: written with the cancellation, it
    // goes out if and only if the cancellation commits. A refund's outcome is known only after
    // the provider answers, outside this transaction, so that mail follows it.
    if (!isRefundDue) {
      const { canRequestRefund } = await viewOf(tx, row, shop, now);
      await enqueueCancellationMail(ctx, tx, row, shop, {
        by: 'customer',
        reason: null,
        refundedCents: 0,
        canRequestRefund,
      });
      effects.afterCommit(() => ctx.mail.kick());
    }
    effects.afterCommit(() => offerFreedTimes(ctx, [row]));
    return row;
  });

  let refundedCents = 0;
  if (isRefundDue) {
    try {
      ({ refundedCents } = await refundBookingFee(ctx, {
        bookingId: booking.id,
        shopId: shop.id,
        reason: 'Cancelled by the customer within the free cancellation window',
        handledBy: null,
      }));
    } catch (error) {
      ctx.log.error({ err: error, bookingId: booking.id }, 'automatic refund failed');
    }
  }
  const view = await viewOf(ctx.db, cancelled, shop, now);
  if (isRefundDue) {
    await mailCancellation(ctx, cancelled, shop, {
      by: 'customer',
      reason: null,
      refundedCents,
      canRequestRefund: view.canRequestRefund,
    });
  }
  announceBooking(ctx, 'cancelled', cancelled, shop.timezone);
  return { booking: view, refund: refundedCents > 0 ? ('refunded' as const) : ('none' as const) };
}
