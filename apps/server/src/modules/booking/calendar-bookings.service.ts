import { and, asc, eq, gte, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { PAYMENT_EXPIRED } from './booking.service';

export interface CalendarWindow {
  shopId: string;
  /** One member's bookings; null for the whole shop's. */
  barberId: string | null;
  from: Date;
  until: Date;
}

/**
 * The bookings a staff calendar shows: every one that was confirmed, cancelled ones included
 * so a subscribed calendar removes them. A hold that lapsed unpaid was never anyone's booking
 * and is left out, as is one still waiting for its payment.
 */
export function bookingsForCalendar(db: Db, { shopId, barberId, from, until }: CalendarWindow) {
  return db
    .select({
      id: bookings.id,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
      status: bookings.status,
      customerName: bookings.customerName,
      items: bookings.items,
      barberId: bookings.barberId,
      moveCount: bookings.moveCount,
      movedAt: bookings.movedAt,
      createdAt: bookings.createdAt,
      cancelledAt: bookings.cancelledAt,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.shopId, shopId),
        barberId ? eq(bookings.barberId, barberId) : undefined,
        gte(bookings.startAt, from),
        lt(bookings.startAt, until),
        ne(bookings.status, 'pending_payment'),
        or(isNull(bookings.cancelReason), ne(bookings.cancelReason, PAYMENT_EXPIRED)),
      ),
    )
    .orderBy(asc(bookings.startAt), asc(bookings.id));
}
