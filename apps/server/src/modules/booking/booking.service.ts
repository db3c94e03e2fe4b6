import { and, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { bookingSlotClaims, bookings, shops } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { isUuid } from '../shops/shops.service';
import { announceBooking } from './booking.events';
import {
  type BookingMailFacts,
  bookingCancellationMail,
  bookingConfirmationMail,
} from './booking.mails';
import {
  asLanguage,
  type BookingRow,
  type BookingSummary,
  localTimes,
  presentBookingSummary,
} from './booking.presenter';
import {
  bookableChairsOf,
  loadHolds,
  lockShop,
  occupiedSpan,
  type ShopRow,
} from './booking-calendar';
import { bookingIcs, type CalendarEntry } from './booking-ics';
import { manageBookingUrl } from './booking-links';

/** Other modules' mails link to the booking's page too. */
export { manageBookingUrl };

/** Why a booking was cancelled without anyone asking: its time to pay ran out. */
export const PAYMENT_EXPIRED = 'payment_expired';

const MINUTE = 60_000;

/** Bookings that hold their chair (pending ones until their hold runs out). */
export const isLiveBooking = () => inArray(bookings.status, ['pending_payment', 'confirmed']);

/**
 * Moves bookings out of their live states and frees their slots, in the caller's transaction.
 * The condition sits in the UPDATE itself, so two concurrent calls cannot both pass it.
 */
export async function endBookings(
  tx: Db,
  where: SQL | undefined,
  change: Partial<typeof bookings.$inferInsert>,
): Promise<BookingRow[]> {
  const ended = await tx.update(bookings).set(change).where(where).returning();
  if (ended.length > 0) {
    await tx.delete(bookingSlotClaims).where(
      inArray(
        bookingSlotClaims.bookingId,
        ended.map((b) => b.id),
      ),
    );
  }
  return ended;
}

/**
 * Pending-payment bookings whose hold ran out become cancelled ('payment_expired') and free
 * their slots: for one shop inside its booking transaction, or for every shop in the sweep,
 * which skips rows another transaction is deciding right now.
 */
export async function releaseExpiredHolds(
  tx: Db,
  now: Date,
  scope: { shopId: string } | { sweep: true },
): Promise<BookingRow[]> {
  const due = and(
    eq(bookings.status, 'pending_payment'),
    lte(bookings.holdExpiresAt, now),
    'shopId' in scope ? eq(bookings.shopId, scope.shopId) : undefined,
  );
  const ids =
    'sweep' in scope
      ? tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(due)
          .limit(500)
          .for('update', { skipLocked: true })
      : undefined;
  return endBookings(tx, ids ? inArray(bookings.id, ids) : due, {
    status: 'cancelled',
    cancelledAt: now,
    cancelReason: PAYMENT_EXPIRED,
  });
}

/** Time zones of the shops named, for announcing bookings in their local dates. */
export async function timezonesOf(db: Db, shopIds: readonly string[]) {
  if (shopIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: shops.id, timezone: shops.timezone })
    .from(shops)
    .where(inArray(shops.id, [...new Set(shopIds)]));
  return new Map(rows.map((r) => [r.id, r.timezone]));
}

export async function announceExpired(app: FastifyInstance, expired: readonly BookingRow[]) {
  const zones = await timezonesOf(
    app.db,
    expired.map((b) => b.shopId),
  );
  for (const booking of expired) {
    announceBooking(app, 'expired', booking, zones.get(booking.shopId) ?? 'Europe/Helsinki');
  }
}

/** Every shop's expired holds released; the 30-second sweep and tests call it. */
export async function sweepExpiredHolds(app: FastifyInstance): Promise<number> {
  const now = app.now();
  const expired = await app.db.transaction((tx) => releaseExpiredHolds(tx, now, { sweep: true }));
  await announceExpired(app, expired);
  return expired.length;
}

/** The booking in a calendar: the .ics download and the confirmation's attachment agree. */
export function calendarEntryOf(
  app: FastifyInstance,
  booking: BookingRow,
  shop: ShopRow,
): CalendarEntry {
  const services = booking.items.map((i) => `${i.name} × ${i.quantity}`).join(', ');
  const url = manageBookingUrl(app.config.publicUrl, booking.id);
  return {
    bookingId: booking.id,
    stamp: booking.createdAt,
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

function mailFactsOf(app: FastifyInstance, booking: BookingRow, shop: ShopRow): BookingMailFacts {
  return {
    language: asLanguage(booking.language),
    customerName: booking.customerName,
    shopName: shop.name,
    address: `${shop.address}, ${shop.city}`,
    start: booking.startAt,
    timezone: shop.timezone,
    timeRange: localTimes(booking, shop.timezone).timeRange,
    services: booking.items.map((i) => ({ name: i.name, quantity: i.quantity })),
    totalCents: booking.totalPriceCents,
    feeCents: booking.bookingFeeCents,
    currency: booking.currency,
    manageUrl: manageBookingUrl(app.config.publicUrl, booking.id),
  };
}

/** The confirmation with its calendar file, written in the transaction that confirms. */
export async function enqueueConfirmation(
  app: FastifyInstance,
  tx: Db,
  booking: BookingRow,
  shop: ShopRow,
): Promise<void> {
  if (!booking.email) return;
  const ics = bookingIcs(calendarEntryOf(app, booking, shop));
  await app.mail.enqueue(tx, {
    to: booking.email,
    ...bookingConfirmationMail(mailFactsOf(app, booking, shop)),
    attachments: [
      {
        filename: 'jono-booking.ics',
        contentType: 'text/calendar',
        content: Buffer.from(ics, 'utf8').toString('base64'),
      },
    ],
  });
}

/** Tells the customer their booking is cancelled, in their language, with the refund's fate. */
export async function mailCancellation(
  app: FastifyInstance,
  booking: BookingRow,
  shop: ShopRow,
  outcome: Parameters<typeof bookingCancellationMail>[1],
) {
  if (!booking.email) return;
  await app.mail.enqueue(app.db, {
    to: booking.email,
    ...bookingCancellationMail(mailFactsOf(app, booking, shop), outcome),
  });
  app.mail.kick();
}

/**
 * A chair free for the booking's whole stretch of slots now, or null. Used when a payment
 * lands after its hold ran out and the slots went back to the pool.
 */
async function freeChairFor(tx: Db, booking: BookingRow, shop: ShopRow, now: Date) {
  const { start, end } = occupiedSpan(booking, shop.slotLengthMinutes);
  const holds = await loadHolds(tx, shop, booking.startAt, new Date(end), now);
  for (let chair = 0; chair < bookableChairsOf(shop); chair++) {
    if (!holds.some((h) => h.chair === chair && h.start < end && start < h.end)) return chair;
  }
  return null;
}

/** The claims rows of a booking on a chair: one per slot it occupies. */
export function claimsOf(
  booking: Pick<BookingRow, 'id' | 'shopId' | 'startAt' | 'endAt'>,
  chair: number,
  slotLengthMinutes: number,
) {
  const { start, end } = occupiedSpan(booking, slotLengthMinutes);
  const step = slotLengthMinutes * MINUTE;
  return Array.from({ length: (end - start) / step }, (_, i) => ({
    bookingId: booking.id,
    shopId: booking.shopId,
    chair,
    slotStartAt: new Date(start + i * step),
  }));
}

type Confirmation = 'confirmed' | 'already' | 'slot_lost';

/**
 * The provider says the fee is paid: the booking is confirmed, the confirmation mail goes out
 * and staff hear of it. If the hold ran out before the money came and the slots were freed,
 * the same slots are claimed again on any free bookable chair; when none is free the answer
 * is 'slot_lost' and the payments side refunds. A replay answers 'already' and changes nothing.
 */
export async function confirmPaidBooking(
  app: FastifyInstance,
  bookingId: string,
): Promise<Confirmation> {
  if (!isUuid(bookingId)) return 'slot_lost';
  const [head] = await app.db
    .select({ shopId: bookings.shopId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!head) return 'slot_lost';
  const now = app.now();
  let result: { outcome: Confirmation; booking?: BookingRow; shop?: ShopRow };
  try {
    result = await app.db.transaction(async (tx) => {
      // The shop first, then the booking: the same order as a new booking takes them.
      const shop = await lockShop(tx, head.shopId);
      const [booking] = await tx
        .select()
        .from(bookings)
        .where(eq(bookings.id, bookingId))
        .for('update');
      if (!booking) return { outcome: 'slot_lost' };
      if (booking.status === 'confirmed' || booking.status === 'completed') {
        return { outcome: 'already' };
      }
      if (booking.status === 'no_show') return { outcome: 'already' };
      const expired = booking.status === 'cancelled' && booking.cancelReason === PAYMENT_EXPIRED;
      if (booking.status === 'cancelled' && !expired) return { outcome: 'slot_lost' };

      let chair = booking.chair;
      if (expired) {
        if (booking.startAt.getTime() <= now.getTime()) return { outcome: 'slot_lost' };
        await releaseExpiredHolds(tx, now, { shopId: shop.id });
        const free = await freeChairFor(tx, booking, shop, now);
        if (free === null) return { outcome: 'slot_lost' };
        chair = free;
        await tx.insert(bookingSlotClaims).values(claimsOf(booking, chair, shop.slotLengthMinutes));
      }
      const [confirmed] = await tx
        .update(bookings)
        .set({
          status: 'confirmed',
          chair,
          holdExpiresAt: null,
          cancelledAt: null,
          cancelReason: null,
        })
        .where(eq(bookings.id, booking.id))
        .returning();
      if (!confirmed) throw new Error('confirming returned nothing');
      await enqueueConfirmation(app, tx, confirmed, shop);
      return { outcome: 'confirmed', booking: confirmed, shop };
    });
  } catch (error) {
    // Claimed a moment ago on the same grid by a booking this check could not see.
    if (isUniqueViolation(error, 'booking_slot_claims_unique')) return 'slot_lost';
    throw error;
  }
  if (result.booking && result.shop) {
    app.mail.kick();
    announceBooking(app, 'confirmed', result.booking, result.shop.timezone);
  }
  return result.outcome;
}

/**
 * The provider says the checkout expired unpaid: the booking is cancelled and its slots free.
 * Anything but a booking still waiting for payment is left as it is.
 */
export async function releaseUnpaidBooking(app: FastifyInstance, bookingId: string) {
  if (!isUuid(bookingId)) return;
  const now = app.now();
  const released = await app.db.transaction((tx) =>
    endBookings(tx, and(eq(bookings.id, bookingId), eq(bookings.status, 'pending_payment')), {
      status: 'cancelled',
      cancelledAt: now,
      cancelReason: PAYMENT_EXPIRED,
    }),
  );
  await announceExpired(app, released);
}

/** Names and times of bookings for the payments and refunds pages and their mails. */
export async function bookingSummaries(
  db: Db,
  bookingIds: readonly string[],
): Promise<Map<string, BookingSummary>> {
  const ids = bookingIds.filter(isUuid);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ booking: bookings, shop: { name: shops.name, timezone: shops.timezone } })
    .from(bookings)
    .innerJoin(shops, eq(shops.id, bookings.shopId))
    .where(inArray(bookings.id, ids));
  return new Map(rows.map((r) => [r.booking.id, presentBookingSummary(r.booking, r.shop)]));
}
