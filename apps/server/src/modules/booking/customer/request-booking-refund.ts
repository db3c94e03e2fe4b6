import { conflict } from '../../../lib/http-error';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { requestRefund } from '../../refunds/request-refund.service';
import { announceBooking } from '../booking.events';
import { isLive } from '../booking.presenter';
import { bookingOfCustomer, viewOf } from './customer-booking-access';

/** A cancelled booking whose fee stayed with the shop: the customer asks for it with a reason. */
export async function requestBookingRefund(
  ctx: ServiceContext,
  bookingId: string,
  input: { phone: string; reason: string },
) {
  const { booking, shop } = await bookingOfCustomer(ctx.db, bookingId, input.phone);
  if (isLive(booking.status)) {
    throw conflict('Cancel the booking first; a refund is asked for a cancelled booking');
  }
  if (booking.status !== 'cancelled') {
    throw conflict('Only a cancelled booking can be refunded');
  }
  await requestRefund(ctx, { bookingId: booking.id, shopId: shop.id, reason: input.reason });
  announceBooking(ctx, 'refund_requested', booking, shop.timezone);
  return viewOf(ctx.db, booking, shop, ctx.now());
}
