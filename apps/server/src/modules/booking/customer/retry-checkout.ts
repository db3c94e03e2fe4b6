import { errorCodes } from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import { conflict, HttpError } from '../../../lib/http-error';
import { openCheckout } from './create-booking';
import { bookingNotFound, loadBooking } from './customer-booking-access';

/** Paying again after a declined or abandoned payment, while the slot is still held. */
export async function retryCheckout(app: FastifyInstance, bookingId: string) {
  const found = await loadBooking(app.db, bookingId);
  if (!found) throw bookingNotFound();
  const { booking, shop } = found;
  if (booking.status === 'confirmed' || booking.status === 'completed') {
    throw conflict('This booking is already paid and confirmed');
  }
  const held =
    booking.status === 'pending_payment' &&
    booking.holdExpiresAt !== null &&
    booking.holdExpiresAt.getTime() > app.now().getTime();
  if (!held) {
    throw new HttpError(
      409,
      'The time to pay ran out and the slot was released. Please book again.',
      errorCodes.holdExpired,
    );
  }
  return { checkoutUrl: await openCheckout(app, booking, shop) };
}
