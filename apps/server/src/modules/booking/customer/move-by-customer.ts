import type { ServiceContext } from '../../../plugins/app/service-context';
import { moveBooking } from '../moves/move-booking.service';
import { bookingOfCustomer, viewOf } from './customer-booking-access';

/**
 * The customer moves their booking (code and phone, as on check-details) to another free time;
 * the paid fee carries over. The booking as it now stands.
 */
export async function moveByCustomer(
  ctx: ServiceContext,
  bookingId: string,
  input: { phone: string; date: string; time: string },
) {
  const { booking } = await bookingOfCustomer(ctx.db, bookingId, input.phone);
  const moved = await moveBooking(ctx, booking.id, booking.shopId, input, { kind: 'customer' });
  return viewOf(ctx.db, moved.booking, moved.shop, ctx.now());
}
