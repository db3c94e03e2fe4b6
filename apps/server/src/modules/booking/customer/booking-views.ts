import { normalisePhone } from '@jono/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookings } from '../../../db/schema/index';
import { notFound } from '../../../lib/http-error';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { bookingIcs } from '../booking-ics';
import { calendarEntryOf } from '../booking-mailing';
import { bookingNotFound, loadBooking, noMatch, viewOf, withShop } from './customer-booking-access';

/** The success page and the manage page: the id is the capability, so the phone is masked. */
export async function getBookingView(db: Db, bookingId: string, now: Date) {
  const found = await loadBooking(db, bookingId);
  if (!found) throw bookingNotFound();
  return viewOf(db, found.booking, found.shop, now);
}

/**
 * /check-details: a booking by its short code (in its stored form) and the phone it was made
 * with; a wrong phone is answered like an unknown code.
 */
export async function lookupBooking(db: Db, input: { code: string; phone: string }, now: Date) {
  const phone = normalisePhone(input.phone);
  const [booking] = phone
    ? await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.shortCode, input.code), eq(bookings.phone, phone)))
    : [];
  const found = booking ? await withShop(db, booking) : null;
  if (!found) throw noMatch();
  return viewOf(db, found.booking, found.shop, now);
}

/** The add-to-calendar file, for bookings that will (or did) happen. */
export async function bookingCalendarFile(ctx: ServiceContext, bookingId: string) {
  const found = await loadBooking(ctx.db, bookingId);
  if (!found || (found.booking.status !== 'confirmed' && found.booking.status !== 'completed')) {
    throw notFound('This booking has no calendar entry');
  }
  return bookingIcs(calendarEntryOf(ctx, found.booking, found.shop));
}
