import { and, count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, queueEntries } from '../../db/schema';
import type { Period } from './analytics-period';
import {
  type AnalyticsScope,
  bookingsOf,
  countWhere,
  during,
  isCountedBooking,
  onlyRow,
  walkInsOf,
} from './analytics-sql';

export interface VisitCancellations {
  /** Visits of the period: walk-ins that joined in it plus bookings whose slot is in it. */
  visits: number;
  /** Of those visits, the ones cancelled, whenever they were cancelled. */
  cancelled: number;
}

/**
 * The one definition behind every cancellation rate: a visit belongs to its visit day (a
 * walk-in's day of joining, a booking's slot day, both in the shop's zone, since the period
 * runs between local midnights), and so does its cancellation. Counting cancellations by
 * when they happened instead would divide a Saturday booking cancelled today by today's
 * visits, and a period's rate could pass 100%.
 */
export async function visitCancellations(
  db: Db,
  scope: AnalyticsScope,
  period: Period,
): Promise<VisitCancellations> {
  const [walkIns, booked] = await Promise.all([
    db
      .select({
        visits: count(),
        cancelled: countWhere(sql`${queueEntries.status} = 'cancelled'`),
      })
      .from(queueEntries)
      .where(and(walkInsOf(scope), during(queueEntries.joinedAt, period))),
    // A barber's bookings are those they started: a cancelled one never had a barber.
    db
      .select({
        visits: count(),
        cancelled: countWhere(sql`${bookings.status} = 'cancelled'`),
      })
      .from(bookings)
      .where(and(bookingsOf(scope), isCountedBooking, during(bookings.startAt, period))),
  ]);
  const walkInRow = onlyRow(walkIns);
  const bookedRow = onlyRow(booked);
  return {
    visits: walkInRow.visits + bookedRow.visits,
    cancelled: walkInRow.cancelled + bookedRow.cancelled,
  };
}
