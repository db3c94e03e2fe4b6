import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, waitlistEntries } from '../../db/schema';
import { forgetRefundReasons } from '../refunds/forget-refund-reasons.service';

/**
 * When a booking is over: cancelled (or its hold lapsed) when it was cancelled, otherwise
 * when it finished or its time ended.
 */
const endedAt = sql`coalesce(${bookings.cancelledAt}, ${bookings.finishedAt}, ${bookings.endAt})`;
const over = (now: Date) =>
  or(
    inArray(bookings.status, ['cancelled', 'completed', 'no_show']),
    lt(bookings.endAt, sql`${now.toISOString()}::timestamptz`),
  );

/**
 * Wipes the name, phone and email of bookings over before `endedBefore` in these shops, and
 * the reasons written for their refunds; the times, services, fee and payments stay. The
 * phone column is required, so it is emptied.
 */
export async function anonymiseEndedBookings(
  db: Db,
  shopIds: readonly string[],
  endedBefore: Date,
  now: Date,
) {
  if (shopIds.length === 0) return 0;
  const wiped = await db
    .update(bookings)
    .set({ customerName: '', phone: '', email: null, anonymisedAt: now })
    .where(
      and(
        inArray(bookings.shopId, [...shopIds]),
        isNull(bookings.anonymisedAt),
        over(now),
        lt(endedAt, sql`${endedBefore.toISOString()}::timestamptz`),
      ),
    )
    .returning({ id: bookings.id });
  await forgetRefundReasons(
    db,
    wiped.map((row) => row.id),
  );
  return wiped.length;
}

/** The booking with this code and phone (E.164), if there is one. */
export async function bookingOfCode(db: Db, code: string, phone: string) {
  const [booking] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.shortCode, code), eq(bookings.phone, phone)))
    .limit(1);
  return booking;
}

/** Every booking made at this shop with this e-mail address (any case), in time order. */
export function bookingsOfEmail(db: Db, shopId: string, email: string) {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.shopId, shopId), sql`lower(${bookings.email}) = ${email}`))
    .orderBy(asc(bookings.startAt));
}

/**
 * Wipes these bookings' details and their refund reasons at once, unless the booked visit is
 * still to come or under way.
 */
export async function anonymiseBookings(db: Db, ids: readonly string[], now: Date) {
  if (ids.length === 0) return 0;
  const wiped = await db
    .update(bookings)
    .set({ customerName: '', phone: '', email: null, anonymisedAt: now })
    .where(and(inArray(bookings.id, [...ids]), isNull(bookings.anonymisedAt), over(now)))
    .returning({ id: bookings.id });
  await forgetRefundReasons(
    db,
    wiped.map((row) => row.id),
  );
  return wiped.length;
}

/**
 * Every booking of a shop in time order, for the owner's export: what the shop itself keeps
 * about its customers and their bookings, none of the booking's secrets (the id is there only
 * to tie payments and refunds to their booking's code).
 */
export function bookingsOfShop(db: Db, shopId: string) {
  return db
    .select({
      id: bookings.id,
      shortCode: bookings.shortCode,
      status: bookings.status,
      customerName: bookings.customerName,
      phone: bookings.phone,
      email: bookings.email,
      items: bookings.items,
      additionalServices: bookings.additionalServices,
      totalPriceCents: bookings.totalPriceCents,
      bookingFeeCents: bookings.bookingFeeCents,
      currency: bookings.currency,
      createdAt: bookings.createdAt,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
      chair: bookings.chair,
      startedAt: bookings.startedAt,
      finishedAt: bookings.finishedAt,
      cancelledAt: bookings.cancelledAt,
      cancelReason: bookings.cancelReason,
      barberId: bookings.barberId,
      anonymisedAt: bookings.anonymisedAt,
    })
    .from(bookings)
    .where(eq(bookings.shopId, shopId))
    .orderBy(asc(bookings.startAt), asc(bookings.id));
}

/** Every waitlist place of a shop (days not over yet), by day and order asked, for its export. */
export function waitlistOfShop(db: Db, shopId: string) {
  return db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.shopId, shopId))
    .orderBy(asc(waitlistEntries.date), asc(waitlistEntries.seq));
}

/** The places on this shop's waitlists asked for with this e-mail address (any case). */
export function waitlistOfEmail(db: Db, shopId: string, email: string) {
  return db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.shopId, shopId), sql`lower(${waitlistEntries.email}) = ${email}`))
    .orderBy(asc(waitlistEntries.seq));
}

/**
 * These waitlist places, gone on their customer's request to be forgotten; the days they
 * waited for come back.
 */
export async function forgetWaitlistPlaces(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const gone = await db
    .delete(waitlistEntries)
    .where(inArray(waitlistEntries.id, [...ids]))
    .returning({ date: waitlistEntries.date });
  // The days whose waitlists changed, each once.
  return [...new Set(gone.map((place) => place.date))];
}

/**
 * Waitlist places of days that are over: nothing can be offered any more, so their names,
 * phones and emails go. A day is over everywhere once UTC is a day past it.
 */
export async function forgetPastWaitlists(db: Db, now: Date) {
  const lastOver = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const gone = await db
    .delete(waitlistEntries)
    .where(lt(waitlistEntries.date, lastOver))
    .returning({ id: waitlistEntries.id });
  return gone.length;
}
