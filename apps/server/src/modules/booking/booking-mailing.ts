import { asLanguage, formatShortCode } from '@jono/contract';
import type { Db } from '../../db/client';
import type { ServiceContext } from '../../plugins/app/service-context';
import {
  type BookingMailFacts,
  bookingCancellationMail,
  bookingConfirmationMail,
  bookingGivenMail,
  bookingMovedMail,
} from './booking.mails';
import { type BookingRow, localTimes } from './booking.presenter';
import type { ShopRow } from './booking-calendar';
import { bookingIcs, type CalendarEntry } from './booking-ics';
import { manageBookingUrl } from './booking-links';

/**
 * What a booking's customer is mailed, in their language: the confirmation with its calendar
 * file, a change of barber, a cancellation. Each is written to the outbox in the caller's
 * transaction and sent once the outbox is kicked.
 */

/** The booking in a calendar: the .ics download and the confirmation's attachment agree. */
export function calendarEntryOf(
  ctx: ServiceContext,
  booking: BookingRow,
  shop: ShopRow,
): CalendarEntry {
  const services = booking.items.map((i) => `${i.name} × ${i.quantity}`).join(', ');
  const url = manageBookingUrl(ctx.config.publicUrl, booking);
  return {
    bookingId: booking.id,
    stamp: booking.movedAt ?? booking.createdAt,
    sequence: booking.moveCount,
    start: booking.startAt,
    end: booking.endAt,
    summary: `${shop.name}: ${services}`,
    location: [shop.address, [shop.postalCode, shop.city].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', '),
    description: `${services}\n${url}`,
    url,
  };
}

export function mailFactsOf(
  ctx: ServiceContext,
  booking: BookingRow,
  shop: ShopRow,
): BookingMailFacts {
  return {
    language: asLanguage(booking.language),
    customerName: booking.customerName,
    shopName: shop.name,
    address: `${shop.address}, ${shop.city}`,
    ...localTimes(booking, shop.timezone),
    services: booking.items.map((i) => ({ name: i.name, quantity: i.quantity })),
    totalCents: booking.totalPriceCents,
    feeCents: booking.bookingFeeCents,
    currency: booking.currency,
    code: formatShortCode(booking.shortCode),
    manageUrl: manageBookingUrl(ctx.config.publicUrl, booking),
  };
}

/**
 * The confirmation with its calendar file, written in the transaction that confirms; after a
 * move it says so, and its file replaces the calendar's older event (same UID, next SEQUENCE).
 */
export async function enqueueConfirmation(
  ctx: ServiceContext,
  tx: Db,
  booking: BookingRow,
  shop: ShopRow,
): Promise<void> {
  if (!booking.email) return;
  const ics = bookingIcs(calendarEntryOf(ctx, booking, shop));
  const facts = mailFactsOf(ctx, booking, shop);
  await ctx.mail.enqueue(tx, {
    to: booking.email,
    ...(booking.moveCount > 0 ? bookingMovedMail(facts) : bookingConfirmationMail(facts)),
    attachments: [
      {
        filename: 'jono-booking.ics',
        contentType: 'text/calendar',
        content: Buffer.from(ics, 'utf8').toString('base64'),
      },
    ],
  });
}

/** Tells the customer their booking is now with another barber, in their language. */
export async function mailBarberChange(
  ctx: ServiceContext,
  db: Db,
  booking: BookingRow,
  shop: ShopRow,
  barberName: string,
) {
  if (!booking.email) return;
  await ctx.mail.enqueue(db, {
    to: booking.email,
    ...bookingGivenMail(mailFactsOf(ctx, booking, shop), barberName),
  });
}

/** Tells the customer their booking is cancelled, in their language, with the refund's fate. */
export async function mailCancellation(
  ctx: ServiceContext,
  booking: BookingRow,
  shop: ShopRow,
  outcome: Parameters<typeof bookingCancellationMail>[1],
) {
  await enqueueCancellationMail(ctx, ctx.db, booking, shop, outcome);
  ctx.mail.kick();
}

/** The cancellation mail written to the outbox in the caller's transaction; sent once kicked. */
export async function enqueueCancellationMail(
  ctx: ServiceContext,
  db: Db,
  booking: BookingRow,
  shop: ShopRow,
  outcome: Parameters<typeof bookingCancellationMail>[1],
) {
  if (!booking.email) return;
  await ctx.mail.enqueue(db, {
    to: booking.email,
    ...bookingCancellationMail(mailFactsOf(ctx, booking, shop), outcome),
  });
}
