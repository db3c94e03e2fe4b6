import {
  type BookingCalendar,
  type BookingView,
  bookableSlots,
  bookingWindow,
  type createBookingBody,
  errorCodes,
  findBookableSlot,
  type Language,
  normalisePhone,
  parseClockTime,
  zonedInstant,
} from '@jono/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { bookingSlotClaims, bookings, shops } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { assertTotalsMatch, priceOrder } from '../catalog/catalog.service';
import { paymentsOfBookings, startBookingCheckout } from '../payments/payments.service';
import { refundBookingFee, refundsOfBookings, requestRefund } from '../refunds/refunds.service';
import { isUuid } from '../shops/shops.service';
import { announceBooking } from './booking.events';
import {
  asLanguage,
  type BookingRow,
  canCancel,
  freeCancellationUntil,
  isLive,
  localTimes,
  presentBookingView,
} from './booking.presenter';
import {
  announceExpired,
  calendarEntryOf,
  claimsOf,
  endBookings,
  enqueueConfirmation,
  isLiveBooking,
  mailCancellation,
  releaseExpiredHolds,
} from './booking.service';
import { assertBookable, loadCalendarAndHolds, lockShop, type ShopRow } from './booking-calendar';
import { bookingIcs } from './booking-ics';

type CreateInput = z.output<typeof createBookingBody>;

const MINUTE = 60_000;
const bookingNotFound = () => notFound('Booking not found');
/** One answer for an unknown id and a wrong phone, so ids cannot be probed by phone. */
const noMatch = () => notFound('No booking matches this booking number and phone');
const slotTaken = () =>
  new HttpError(409, 'That time was just taken. Please choose another.', errorCodes.slotTaken);

/** The view of one booking with what the payments and refunds modules know of it. */
async function viewOf(db: Db, booking: BookingRow, shop: ShopRow, now: Date) {
  const [payments, refunds] = await Promise.all([
    paymentsOfBookings(db, [booking.id]),
    refundsOfBookings(db, [booking.id]),
  ]);
  return presentBookingView(
    booking,
    shop,
    { payment: payments.get(booking.id), refund: refunds.get(booking.id) },
    now,
  );
}

async function loadBooking(db: Db, bookingId: string) {
  if (!isUuid(bookingId)) return null;
  const [row] = await db
    .select({ booking: bookings, shop: shops })
    .from(bookings)
    .innerJoin(shops, eq(shops.id, bookings.shopId))
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}

/** The booking of the customer who knows its id and the phone it was made with. */
async function bookingOfCustomer(db: Db, bookingId: string, phoneInput: string) {
  const phone = normalisePhone(phoneInput);
  const found = phone ? await loadBooking(db, bookingId) : null;
  if (!found || found.booking.phone !== phone) throw noMatch();
  return found;
}

/** The additional services chosen, named as the shop names them; unknown ones are refused. */
function chosenAdditionalServices(shop: ShopRow, chosen: CreateInput['additionalServices']) {
  return chosen.map((c) => {
    const option = shop.additionalServices[c.id];
    if (!option) throw new HttpError(400, `Unknown additional service ${c.id}`);
    return { id: c.id, name: option.name };
  });
}

/**
 * Why a date and time cannot be booked at all (400), or that it could be but every chair is
 * taken (409): the customer either picks another day or just another time.
 */
function refusal(
  calendar: BookingCalendar,
  input: CreateInput,
  durationMinutes: number,
  now: Date,
): HttpError {
  const anyChair = bookableSlots(calendar, input.date, durationMinutes, [], now);
  if (anyChair.some((s) => s.time === input.time)) return slotTaken();
  const { today, lastDate } = bookingWindow(calendar, now);
  const start = zonedInstant(input.date, parseClockTime(input.time) ?? 0, calendar.timezone);
  const notBookable = (message: string) => new HttpError(400, message, errorCodes.slotNotBookable);
  if (input.date < today || start.getTime() <= now.getTime()) {
    return notBookable('That time has already passed. Please choose a later one.');
  }
  if (input.date > lastDate) {
    return notBookable(
      `Bookings open ${calendar.horizonDays} days ahead. Please choose an earlier date.`,
    );
  }
  return notBookable(
    'The shop takes no bookings at that time. Please choose one of the free times.',
  );
}

export interface CreatedBooking {
  booking: BookingView;
  checkoutUrl: string | null;
}

/**
 * A pre-booking (spec section 7). Prices come from the catalogue and availability is decided
 * again under the shop's lock; the slot claims' unique index makes a double booking
 * impossible even so. With a fee the booking holds its slot (15 minutes by default) while the customer
 * pays; without one it is confirmed at once.
 */
export async function createBooking(
  app: FastifyInstance,
  input: CreateInput,
  language: Language,
): Promise<CreatedBooking> {
  const now = app.now();
  const phone = normalisePhone(input.phone);
  if (!phone) throw new HttpError(400, 'Invalid phone number');

  let created: { booking: BookingRow; shop: ShopRow; expired: BookingRow[] };
  try {
    created = await app.db.transaction(async (tx) => {
      const shop = assertBookable(await lockShop(tx, input.shopId));
      const priced = await priceOrder(tx, shop.id, input.services);
      assertTotalsMatch(priced, input);
      if (priced.totalDurationMinutes < 1) {
        throw new HttpError(400, 'This order takes no time; choose a service to book');
      }
      const additionalServices = chosenAdditionalServices(shop, input.additionalServices);
      const expired = await releaseExpiredHolds(tx, now, { shopId: shop.id });
      const { calendar, holds } = await loadCalendarAndHolds(tx, shop, input.date, input.date, now);
      const duration = priced.totalDurationMinutes;
      const slot = findBookableSlot(calendar, input.date, input.time, duration, holds, now);
      if (!slot) throw refusal(calendar, input, duration, now);

      const withFee = shop.bookingFeeCents > 0;
      const [booking] = await tx
        .insert(bookings)
        .values({
          shopId: shop.id,
          customerName: input.name,
          phone,
          email: input.email,
          items: priced.items,
          additionalServices,
          totalPriceCents: priced.totalPriceCents,
          totalDurationMinutes: duration,
          currency: shop.currency,
          language,
          startAt: new Date(slot.startAt),
          endAt: new Date(slot.endAt),
          chair: slot.chair,
          status: withFee ? 'pending_payment' : 'confirmed',
          holdExpiresAt: withFee
            ? new Date(now.getTime() + app.config.bookingHoldMinutes * MINUTE)
            : null,
          bookingFeeCents: shop.bookingFeeCents,
          createdAt: now,
        })
        .returning();
      if (!booking) throw new Error('insert returned nothing');
      await tx
        .insert(bookingSlotClaims)
        .values(claimsOf(booking, slot.chair, shop.slotLengthMinutes));
      if (!withFee) await enqueueConfirmation(app, tx, booking, shop);
      return { booking, shop, expired };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'booking_slot_claims_unique')) throw slotTaken();
    throw error;
  }

  const { booking, shop, expired } = created;
  await announceExpired(app, expired);
  let checkoutUrl: string | null = null;
  if (booking.status === 'pending_payment') {
    checkoutUrl = await openCheckout(app, booking, shop).catch(async (error: unknown) => {
      // No way to pay means no hold: the slot goes straight back to the pool.
      await app.db.transaction((tx) =>
        endBookings(tx, and(eq(bookings.id, booking.id), eq(bookings.status, 'pending_payment')), {
          status: 'cancelled',
          cancelledAt: app.now(),
          cancelReason: 'payment_unavailable',
        }),
      );
      throw error;
    });
    announceBooking(app, 'created', booking, shop.timezone);
  } else {
    app.mail.kick();
    announceBooking(app, 'confirmed', booking, shop.timezone);
  }
  return { booking: await viewOf(app.db, booking, shop, now), checkoutUrl };
}

async function openCheckout(app: FastifyInstance, booking: BookingRow, shop: ShopRow) {
  const { date, timeRange } = localTimes(booking, shop.timezone);
  const { checkoutUrl } = await startBookingCheckout(app, {
    bookingId: booking.id,
    shopId: shop.id,
    amountCents: booking.bookingFeeCents,
    currency: booking.currency,
    description: `Booking fee: ${shop.name}, ${date} ${timeRange}`,
    customerEmail: booking.email ?? '',
    language: asLanguage(booking.language),
    holdExpiresAt:
      booking.holdExpiresAt ??
      new Date(booking.createdAt.getTime() + app.config.bookingHoldMinutes * MINUTE),
  });
  return checkoutUrl;
}

/** The success page and the manage page: the id is the capability, so the phone is masked. */
export async function getBookingView(db: Db, bookingId: string, now: Date) {
  const found = await loadBooking(db, bookingId);
  if (!found) throw bookingNotFound();
  return viewOf(db, found.booking, found.shop, now);
}

/** /check-details: a booking by its id and the phone it was made with. */
export async function lookupBooking(
  db: Db,
  input: { bookingId: string; phone: string },
  now: Date,
) {
  const { booking, shop } = await bookingOfCustomer(db, input.bookingId.trim(), input.phone);
  return viewOf(db, booking, shop, now);
}

/** The add-to-calendar file, for bookings that will (or did) happen. */
export async function bookingCalendarFile(app: FastifyInstance, bookingId: string) {
  const found = await loadBooking(app.db, bookingId);
  if (!found || (found.booking.status !== 'confirmed' && found.booking.status !== 'completed')) {
    throw notFound('This booking has no calendar entry');
  }
  return bookingIcs(calendarEntryOf(app, found.booking, found.shop));
}

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

/**
 * The customer cancels a booking that has not started. At least the refund window before the
 * start, the paid fee goes back through the provider at once; later, the customer may ask
 * the shop for it. A refund the provider cannot make now leaves the request open to them.
 */
export async function cancelByCustomer(app: FastifyInstance, bookingId: string, phone: string) {
  const { booking, shop } = await bookingOfCustomer(app.db, bookingId, phone);
  const now = app.now();
  const refusal = () =>
    conflict(
      booking.status === 'cancelled'
        ? 'This booking is already cancelled'
        : 'This booking can no longer be cancelled',
    );
  if (!canCancel(booking, now)) throw refusal();
  const [cancelled] = await app.db.transaction((tx) =>
    endBookings(tx, and(eq(bookings.id, booking.id), isLiveBooking(), gt(bookings.startAt, now)), {
      status: 'cancelled',
      cancelledAt: now,
      cancelReason: 'customer',
    }),
  );
  if (!cancelled) throw refusal();

  let refundedCents = 0;
  if (now.getTime() <= freeCancellationUntil(booking, shop).getTime()) {
    try {
      ({ refundedCents } = await refundBookingFee(app, {
        bookingId: booking.id,
        shopId: shop.id,
        reason: 'Cancelled by the customer within the free cancellation window',
        handledBy: null,
      }));
    } catch (error) {
      app.log.error({ err: error, bookingId: booking.id }, 'automatic refund failed');
    }
  }
  const view = await viewOf(app.db, cancelled, shop, now);
  await mailCancellation(app, cancelled, shop, {
    by: 'customer',
    reason: null,
    refundedCents,
    canRequestRefund: view.canRequestRefund,
  });
  announceBooking(app, 'cancelled', cancelled, shop.timezone);
  return { booking: view, refund: refundedCents > 0 ? ('refunded' as const) : ('none' as const) };
}

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
