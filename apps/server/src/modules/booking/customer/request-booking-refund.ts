import type { FastifyInstance } from 'fastify';
import { conflict } from '../../../lib/http-error';
import { requestRefund } from '../../refunds/refunds.service';
import { announceBooking } from '../booking.events';
import { isLive } from '../booking.presenter';
import { bookingOfCustomer, viewOf } from './customer-booking-access';

/** A cancelled booking whose fee stayed with the shop: the customer asks for it with a reason. */
export async function requestBookingRefund(
  app: FastifyInstance,
  bookingId: string,
  input: { phone: string; reason: string },
) {
  const { booking, shop } = await bookingOfCustomer(app.db, bookingId, input.phone);
  if (isLive(booking.status)) {
    throw conflict('Cancel the booking first; a refund is asked for a cancelled booking');
  }
  if (booking.status !== 'cancelled') {
    throw conflict('Only a cancelled booking can be refunded');
  }
  await requestRefund(app, { bookingId: booking.id, shopId: shop.id, reason: input.reason });
  announceBooking(app, 'refund_requested', booking, shop.timezone);
  return viewOf(app.db, booking, shop, app.now());
}
