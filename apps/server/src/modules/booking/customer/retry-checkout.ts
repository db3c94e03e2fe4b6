import { errorCodes } from '@jono/contract';
import { conflict, HttpError } from '../../../lib/http-error';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { openCheckout } from './create-booking';
import { bookingNotFound, loadBooking } from './customer-booking-access';

/** Paying again after a declined or abandoned payment, while the slot is still held. */
export async function retryCheckout(ctx: ServiceContext, bookingId: string, returnOrigin: string) {
  const found = await loadBooking(ctx.db, bookingId);
  if (!found) throw bookingNotFound();
  const { booking, shop } = found;
  if (booking.status === 'confirmed' || booking.status === 'completed') {
    throw conflict('This booking is already paid and confirmed');
  }
  const held =
    booking.status === 'pending_payment' &&
    booking.holdExpiresAt !== null &&
    booking.holdExpiresAt.getTime() > ctx.now().getTime();
  if (!held) {
    throw new HttpError(
      409,
      'The time to pay ran out and the slot was released. Please book again.',
      errorCodes.holdExpired,
    );
  }
  return { checkoutUrl: await openCheckout(ctx, booking, shop, returnOrigin) };
}
