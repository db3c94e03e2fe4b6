import { type createBookingBody, errorCodes, normalisePhone } from '@jono/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { bookings } from '../../../db/schema/index';
import { HttpError, notFound } from '../../../lib/http-error';
import { staffAccount } from '../../auth/staff-accounts.service';
import { paymentsOfBookings } from '../../payments/payments.service';
import { refundsOfBookings } from '../../refunds/list-refunds.service';
import { findShop, isUuid } from '../../shops/shops.service';
import { type BookingRow, presentBookingView } from '../booking.presenter';
import type { ShopRow } from '../booking-calendar';
import { isWaitlistOffer } from '../waitlist/hold-offer';

export type CreateInput = z.output<typeof createBookingBody>;

export const MINUTE = 60_000;
export const bookingNotFound = () => notFound('Booking not found');
/** One answer for an unknown id and a wrong phone, so ids cannot be probed by phone. */
export const noMatch = () =>
  new HttpError(404, 'No booking matches this code and phone', errorCodes.bookingNoMatch);

/** The view of one booking with what the payments and refunds modules know of it. */
export async function viewOf(db: Db, booking: BookingRow, shop: ShopRow, now: Date) {
  // One after the other: `db` may be a transaction, whose queries share one connection.
  const payments = await paymentsOfBookings(db, [booking.id]);
  const refunds = await refundsOfBookings(db, [booking.id]);
  const offer = booking.status === 'pending_payment' && (await isWaitlistOffer(db, booking.id));
  const barber = booking.barberId ? await staffAccount(db, booking.barberId) : null;
  return presentBookingView(
    booking,
    shop,
    {
      payment: payments.get(booking.id),
      refund: refunds.get(booking.id),
      isWaitlistOffer: offer,
      barber: barber && { id: barber.id, name: barber.name, named: booking.barberNamed },
    },
    now,
  );
}

/** The booking with its shop's row; null when the shop is gone. */
export async function withShop(db: Db, booking: BookingRow) {
  const shop = await findShop(db, booking.shopId);
  return shop ? { booking, shop } : null;
}

export async function loadBooking(db: Db, bookingId: string) {
  if (!isUuid(bookingId)) return null;
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  return booking ? withShop(db, booking) : null;
}

/** The booking of the customer who knows its id and the phone it was made with. */
export async function bookingOfCustomer(db: Db, bookingId: string, phoneInput: string) {
  const phone = normalisePhone(phoneInput);
  const found = phone ? await loadBooking(db, bookingId) : null;
  if (!found || found.booking.phone !== phone) throw noMatch();
  return found;
}
