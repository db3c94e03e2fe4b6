import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, queueEntries } from '../../db/schema';
import type { Period } from './analytics-period';
import { type AnalyticsScope, during, isCountedBooking, rowsOf, walkInsOf } from './analytics-sql';

/** The local wall-clock hour an arrival falls in, in the shop's time zone. */
const localHour = (
  instant: typeof queueEntries.joinedAt | typeof bookings.startAt,
  timezone: string,
) => sql`date_trunc('hour', ${instant} at time zone ${timezone}) as local_hour`;

/**
 * Arrivals by local weekday and hour: walk-ins when they joined, bookings when they start
 * (the same rows as the walkIns and bookings counts). Only hours with arrivals are returned.
 * Arrivals are first counted per local hour of the calendar, so the weekday and hour are
 * taken of a few thousand hours rather than of every arrival.
 */
export async function busiestHours(
  db: Db,
  scope: AnalyticsScope,
  period: Period,
  timezone: string,
) {
  const walkIns = sql`select ${localHour(queueEntries.joinedAt, timezone)}
    from ${queueEntries} where ${walkInsOf(scope)} and ${during(queueEntries.joinedAt, period)}`;
  // A barber's own heat map is their walk-ins alone: bookings are not assigned to barbers.
  const arrivals = scope.barberId
    ? walkIns
    : sql`${walkIns} union all select ${localHour(bookings.startAt, timezone)}
        from ${bookings} where ${bookings.shopId} = ${scope.shopId}
        and ${isCountedBooking} and ${during(bookings.startAt, period)}`;
  const rows = await rowsOf<{ weekday: number; hour: number; customers: number }>(
    db,
    sql`select extract(isodow from local_hour)::int as weekday,
          extract(hour from local_hour)::int as hour, sum(customers)::int as customers
        from (select local_hour, count(*) as customers from (${arrivals}) as arrivals
              group by local_hour) as hours
        group by 1, 2 order by 1, 2`,
  );
  return rows.map((r) => ({
    weekday: Number(r.weekday),
    hour: Number(r.hour),
    customers: Number(r.customers),
  }));
}
