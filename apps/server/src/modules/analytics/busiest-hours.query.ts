import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, queueEntries } from '../../db/schema';
import type { Period } from './analytics-period';
import {
  type AnalyticsScope,
  bookingsOf,
  during,
  isCountedBooking,
  rowsOf,
  walkInsOf,
} from './analytics-sql';

/**
 * Arrivals of one table counted per local wall-clock hour of the calendar: a few thousand
 * hours a year, whose weekday and hour are then cheap to take.
 */
const arrivalsByHour = (
  instant: typeof queueEntries.joinedAt | typeof bookings.startAt,
  timezone: string,
  condition: SQL,
) =>
  sql`select date_trunc('hour', ${instant} at time zone ${timezone}) as local_hour, count(*) as customers
    from ${instant.table} where ${condition} group by 1`;

/**
 * Arrivals by local weekday and hour: walk-ins when they joined, bookings when they start
 * (the same rows as the walkIns and bookings counts). Only hours with arrivals are returned.
 */
export async function busiestHours(
  db: Db,
  scope: AnalyticsScope,
  period: Period,
  timezone: string,
) {
  const walkIns = arrivalsByHour(
    queueEntries.joinedAt,
    timezone,
    sql`${walkInsOf(scope)} and ${during(queueEntries.joinedAt, period)}`,
  );
  // A barber's own heat map counts the booked customers they took too.
  const arrivals = sql`${walkIns} union all ${arrivalsByHour(
    bookings.startAt,
    timezone,
    sql`${bookingsOf(scope)} and ${isCountedBooking} and ${during(bookings.startAt, period)}`,
  )}`;
  const rows = await rowsOf<{ weekday: number; hour: number; customers: number }>(
    db,
    sql`select extract(isodow from local_hour)::int as weekday,
          extract(hour from local_hour)::int as hour, sum(customers)::int as customers
        from (${arrivals}) as hours group by 1, 2 order by 1, 2`,
  );
  return rows.map((r) => ({
    weekday: Number(r.weekday),
    hour: Number(r.hour),
    customers: Number(r.customers),
  }));
}
