import {
  asLanguage,
  type BookingView,
  type createBookingBody,
  errorCodes,
  findBookableSlot,
  type Language,
  normalisePhone,
} from '@jono/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { bookingSlotClaims, bookings } from '../../../db/schema/index';
import { chosenWishes } from '../../../lib/chosen-wishes';
import { isUniqueViolation } from '../../../lib/db-errors';
import { conflict, HttpError, notFound } from '../../../lib/http-error';
import { inTransaction } from '../../../lib/in-transaction';
import { assertTotalsMatch, priceOrder } from '../../catalog/catalog.service';
import { openBookingCheckout, paymentsOfBookings } from '../../payments/payments.service';
import { refundBookingFee, refundsOfBookings, requestRefund } from '../../refunds/refunds.service';
import { assertPhoneNotBlocked, findShop, isUuid } from '../../shops/shops.service';
import { announceBooking } from '../booking.events';
import {
  type BookingRow,
  canCancel,
  freeCancellationUntil,
  isLive,
  localTimes,
  presentBookingView,
} from '../booking.presenter';
import {
  announceExpired,
  calendarEntryOf,
  claimsOf,
  endBookings,
  enqueueCancellationMail,
  enqueueConfirmation,
  isLiveBooking,
  mailCancellation,
  releaseExpiredHolds,
} from '../booking.service';
import { assertBookable, loadCalendarAndHolds, lockShop, type ShopRow } from '../booking-calendar';
import { bookingIcs } from '../booking-ics';
import { moveBooking } from '../moves/move-booking.service';
import { refusal, slotTaken } from '../slot-refusal';
import { isWaitlistOffer, markOfferBooked, offerFreedTimes } from '../waitlist/waitlist.service';
import type { UnpaidHoldCap } from './unpaid-hold-cap';

type CreateInput = z.output<typeof createBookingBody>;

const MINUTE = 60_000;
const bookingNotFound = () => notFound('Booking not found');
/** One answer for an unknown id and a wrong phone, so ids cannot be probed by phone. */
const noMatch = () =>
  new HttpError(404, 'No booking matches this code and phone', errorCodes.bookingNoMatch);

/** The view of one booking with what the payments and refunds modules know of it. */
async function viewOf(db: Db, booking: BookingRow, shop: ShopRow, now: Date) {
  const [payments, refunds, offer] = await Promise.all([
    paymentsOfBookings(db, [booking.id]),
    refundsOfBookings(db, [booking.id]),
    booking.status === 'pending_payment' ? isWaitlistOffer(db, booking.id) : false,
  ]);
  return presentBookingView(
    booking,
    shop,
    { payment: payments.get(booking.id), refund: refunds.get(booking.id), isWaitlistOffer: offer },
    now,
  );
}

/** The booking with its shop's row; null when the shop is gone. */
async function withShop(db: Db, booking: BookingRow) {
  const shop = await findShop(db, booking.shopId);
  return shop ? { booking, shop } : null;
}

async function loadBooking(db: Db, bookingId: string) {
  if (!isUuid(bookingId)) return null;
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  return booking ? withShop(db, booking) : null;
}

/** The booking of the customer who knows its id and the phone it was made with. */
async function bookingOfCustomer(db: Db, bookingId: string, phoneInput: string) {
  const phone = normalisePhone(phoneInput);
  const found = phone ? await loadBooking(db, bookingId) : null;
  if (!found || found.booking.phone !== phone) throw noMatch();
  return found;
}

export interface CreatedBooking {
  booking: BookingView;
  checkoutUrl: string | null;
}

/** Who is booking, beyond what they typed: where the request came from. */
export interface BookingClient {
  address: string;
  holds: UnpaidHoldCap;
}

/**
 * A pre-booking. Prices come from the catalogue and availability is decided
 * again under the shop's lock; the slot claims' unique index makes a double booking
 * impossible even so. With a fee the booking holds its slot (15 minutes by default) while the customer
 * pays; without one it is confirmed at once.
 */
export async function createBooking(
  app: FastifyInstance,
  input: CreateInput,
  language: Language,
  client: BookingClient,
): Promise<CreatedBooking> {
  const now = app.now();
  const phone = normalisePhone(input.phone);
  if (!phone) throw new HttpError(400, 'Invalid phone number');

  let created: { booking: BookingRow; shop: ShopRow };
  try {
    created = await inTransaction(app.db, app.log, async (tx, effects) => {
      const shop = assertBookable(await lockShop(tx, input.shopId));
      await assertPhoneNotBlocked(tx, shop.id, phone);
      const withFee = shop.bookingFeeCents > 0;
      if (withFee) {
        const customer = { phone, email: input.email, address: client.address };
        await client.holds.assertRoom(tx, shop.id, customer, now);
      }
      const priced = await priceOrder(tx, shop.id, input.services);
      assertTotalsMatch(priced, input);
      if (priced.totalDurationMinutes < 1) {
        throw new HttpError(400, 'This order takes no time; choose a service to book');
      }
      const additionalServices = chosenWishes(shop.additionalServices, input.additionalServices);
      const expired = await releaseExpiredHolds(tx, now, { shopId: shop.id });
      effects.afterCommit(() => announceExpired(app, expired));
      effects.afterCommit(() => offerFreedTimes(app, expired));
      const { calendar, holds } = await loadCalendarAndHolds(tx, shop, input.date, input.date, now);
      const duration = priced.totalDurationMinutes;
      const slot = findBookableSlot(calendar, input.date, input.time, duration, holds, now);
      if (!slot) throw refusal(calendar, input, duration, now);

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
      // Before the commit, so the next request of this client, waiting for the lock, counts it.
      client.holds.remember(booking, client.address, now);
      if (!withFee) {
        await enqueueConfirmation(app, tx, booking, shop);
        effects.afterCommit(() => {
          app.mail.kick();
          announceBooking(app, 'confirmed', booking, shop.timezone);
        });
      }
      return { booking, shop };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'booking_slot_claims_unique')) throw slotTaken();
    throw error;
  }

  const { booking, shop } = created;
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
    // Announced once the customer has somewhere to pay: a hold without one never shows.
    announceBooking(app, 'created', booking, shop.timezone);
  }
  return { booking: await viewOf(app.db, booking, shop, now), checkoutUrl };
}

async function openCheckout(app: FastifyInstance, booking: BookingRow, shop: ShopRow) {
  const { date, timeRange } = localTimes(booking, shop.timezone);
  const { checkoutUrl } = await openBookingCheckout(app, {
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
  const isRefundDue = now.getTime() <= freeCancellationUntil(booking, shop).getTime();
  const cancelled = await inTransaction(app.db, app.log, async (tx, effects) => {
    const [row] = await endBookings(
      tx,
      and(eq(bookings.id, booking.id), isLiveBooking(), gt(bookings.startAt, now)),
      { status: 'cancelled', cancelledAt: now, cancelReason: 'customer' },
    );
    if (!row) throw refusal();
    // With no refund due, the mail's words are known now: written with the cancellation, it
    // goes out if and only if the cancellation commits. A refund's outcome is known only after
    // the provider answers, outside this transaction, so that mail follows it.
    if (!isRefundDue) {
      const { canRequestRefund } = await viewOf(tx, row, shop, now);
      await enqueueCancellationMail(app, tx, row, shop, {
        by: 'customer',
        reason: null,
        refundedCents: 0,
        canRequestRefund,
      });
      effects.afterCommit(() => app.mail.kick());
    }
    effects.afterCommit(() => offerFreedTimes(app, [row]));
    return row;
  });

  let refundedCents = 0;
  if (isRefundDue) {
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
  if (isRefundDue) {
    await mailCancellation(app, cancelled, shop, {
      by: 'customer',
      reason: null,
      refundedCents,
      canRequestRefund: view.canRequestRefund,
    });
  }
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

/**
 * A waitlist offer taken while its hold lasts. Without a fee the booking is confirmed at once
 * (with its confirmation mail); with one, the customer pays like any held booking, and the
 * payment confirms it. The offer link is the capability, like a booking id.
 */
export async function claimOffer(app: FastifyInstance, bookingId: string) {
  const found = await loadBooking(app.db, bookingId);
  if (!found || !(await isWaitlistOffer(app.db, bookingId))) throw bookingNotFound();
  const { shop } = found;
  const now = app.now();
  const expired = () =>
    new HttpError(
      409,
      'The time held for you ran out and went to the next person waiting.',
      errorCodes.holdExpired,
    );
  if (found.booking.status === 'confirmed') {
    return { booking: await viewOf(app.db, found.booking, shop, now), checkoutUrl: null };
  }
  if (found.booking.bookingFeeCents > 0) {
    const { checkoutUrl } = await retryCheckout(app, bookingId).catch((error: unknown) => {
      throw error instanceof HttpError && error.code === errorCodes.holdExpired ? expired() : error;
    });
    return { booking: await viewOf(app.db, found.booking, shop, now), checkoutUrl };
  }
  const confirmed = await inTransaction(app.db, app.log, async (tx, effects) => {
    const [row] = await tx
      .update(bookings)
      .set({ status: 'confirmed', holdExpiresAt: null })
      .where(
        and(
          eq(bookings.id, bookingId),
          eq(bookings.status, 'pending_payment'),
          gt(bookings.holdExpiresAt, now),
        ),
      )
      .returning();
    if (!row) throw expired();
    await markOfferBooked(tx, row.id);
    await enqueueConfirmation(app, tx, row, shop);
    effects.afterCommit(() => {
      app.mail.kick();
      announceBooking(app, 'confirmed', row, shop.timezone);
    });
    return row;
  });
  return { booking: await viewOf(app.db, confirmed, shop, now), checkoutUrl: null };
}
