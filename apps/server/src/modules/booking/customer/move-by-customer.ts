import type { FastifyInstance } from 'fastify';
import { moveBooking } from '../moves/move-booking.service';
import { bookingOfCustomer, viewOf } from './customer-booking-access';

/**
 * The customer moves their booking (code and phone, as on check-details) to another free time;
 * the paid fee carries over. The booking as it now stands.
 */
export async function moveByCustomer(
  app: FastifyInstance,
  bookingId: string,
  input: { phone: string; date: string; time: string },
) {
  const { booking } = await bookingOfCustomer(app.db, bookingId, input.phone);
  const moved = await moveBooking(app, booking.id, booking.shopId, input, { kind: 'customer' });
  return viewOf(app.db, moved.booking, moved.shop, app.now());
}
