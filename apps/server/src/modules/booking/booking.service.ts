import { and, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingSlotClaims, bookings } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { inTransaction } from '../../lib/in-transaction';
import type { ServiceContext } from '../../plugins/app/service-context';
import { isUuid, shopListRows } from '../shops/shops.service';
import { announceBooking } from './booking.events';
import { type BookingRow, type BookingSummary, presentBookingSummary } from './booking.presenter';
import { occupiedSpan } from './booking-calendar';
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

/** Why a booking was cancelled when the shop blocked the phone number it was made with. */
export const PHONE_BLOCKED = 'phone_blocked';

/**
 * A phone number the shop blocks loses its bookings still waiting for payment, and their
 * slots go back to the pool; in the caller's transaction. Paid bookings stay for staff to
 * handle, since money would have to go back.
 */
export const cancelUnpaidHoldsOfPhone = (tx: Db, shopId: string, phone: string, now: Date) =>
  endBookings(
    tx,
    and(
      eq(bookings.shopId, shopId),
      eq(bookings.phone, phone),
      eq(bookings.status, 'pending_payment'),
    ),
    { status: 'cancelled', cancelledAt: now, cancelReason: PHONE_BLOCKED },
  );

/** Time zones of the shops named, for announcing bookings in their local dates. */
export async function timezonesOf(db: Db, shopIds: readonly string[]) {
  const rows = await shopListRows(db, [...new Set(shopIds)]);
  return new Map(rows.map((r) => [r.id, r.timezone]));
}

export async function announceExpired(ctx: ServiceContext, expired: readonly BookingRow[]) {
  const zones = await timezonesOf(
    ctx.db,
    expired.map((b) => b.shopId),
  );
  for (const booking of expired) {
    announceBooking(ctx, 'expired', booking, zones.get(booking.shopId) ?? 'Europe/Helsinki');
  }
}

/**
 * Every shop's expired holds released; the 30-second sweep and tests call it. `afterRelease`
 * runs after the commit with the bookings whose times came free (the waitlist offers them).
 */
export async function sweepExpiredHolds(
  ctx: ServiceContext,
  afterRelease?: (released: BookingRow[]) => unknown,
): Promise<number> {
  const now = ctx.now();
  const expired = await inTransaction(ctx.db, ctx.log, async (tx, effects) => {
    const released = await releaseExpiredHolds(tx, now, { sweep: true });
    effects.afterCommit(() => announceExpired(ctx, released));
    if (afterRelease) effects.afterCommit(() => afterRelease(released));
    return released;
  });
  return expired.length;
}

/** The claims rows of a booking on its chair and with its barber: one per slot it occupies. */
export function claimsOf(
  booking: Pick<BookingRow, 'id' | 'shopId' | 'startAt' | 'endAt' | 'barberId'>,
  chair: number,
  slotLengthMinutes: number,
) {
  const { start, end } = occupiedSpan(booking, slotLengthMinutes);
  const step = slotLengthMinutes * MINUTE;
  return Array.from({ length: (end - start) / step }, (_, i) => ({
    bookingId: booking.id,
    shopId: booking.shopId,
    chair,
    barberId: booking.barberId,
    slotStartAt: new Date(start + i * step),
  }));
}

/** A claim refused because the chair or the barber is already held then. */
export const isSlotClash = (error: unknown) =>
  isUniqueViolation(error, 'booking_slot_claims_unique') ||
  isUniqueViolation(error, 'booking_slot_claims_barber_unique');

/** Names and times of bookings for the payments and refunds pages and their mails. */
export async function bookingSummaries(
  db: Db,
  bookingIds: readonly string[],
): Promise<Map<string, BookingSummary>> {
  const ids = bookingIds.filter(isUuid);
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(bookings).where(inArray(bookings.id, ids));
  const shopsById = new Map(
    (await shopListRows(db, [...new Set(rows.map((b) => b.shopId))])).map((shop) => [
      shop.id,
      shop,
    ]),
  );
  return new Map(
    rows.flatMap((booking) => {
      const shop = shopsById.get(booking.shopId);
      return shop ? [[booking.id, presentBookingSummary(booking, shop)] as const] : [];
    }),
  );
}

/** A booking as the reviews module judges it: completed or not, whose and when. */
export async function bookingForReview(db: Db, bookingId: string) {
  if (!isUuid(bookingId)) return null;
  const [row] = await db
    .select({
      id: bookings.id,
      shopId: bookings.shopId,
      status: bookings.status,
      customerName: bookings.customerName,
      shortCode: bookings.shortCode,
      startAt: bookings.startAt,
      finishedAt: bookings.finishedAt,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!row) return null;
  return {
    id: row.id,
    shopId: row.shopId,
    customerName: row.customerName,
    shortCode: row.shortCode,
    visitedAt: row.finishedAt ?? row.startAt,
    kind: 'booking' as const,
    isServed: row.status === 'completed',
  };
}
