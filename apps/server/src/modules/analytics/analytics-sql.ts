import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, queueEntries } from '../../db/schema';
import { PAYMENT_EXPIRED } from '../booking/booking.service';
import type { Period } from './analytics-period';

/**
 * The SQL pieces every analytics query shares. Instants go in as ISO strings cast to
 * timestamptz, so raw statements and the query builder bind them the same way on both drivers.
 */
export const during = (instant: AnyColumn | SQL, period: Period) =>
  sql`(${instant} >= ${period.start.toISOString()}::timestamptz and ${instant} < ${period.end.toISOString()}::timestamptz)`;

export const countWhere = (condition: SQL) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

export const sumWhere = (value: AnyColumn | SQL, condition: SQL) =>
  sql<number>`coalesce(sum(${value}) filter (where ${condition}), 0)`.mapWith(Number);

export const total = (value: AnyColumn) => sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number);

export const averageWhere = (value: SQL, condition: SQL) =>
  sql<number | null>`avg(${value}) filter (where ${condition})`.mapWith(Number);

/** A continuous percentile: 0.5 is the median, 0.9 the value nine in ten stay under. */
export const percentileWhere = (fraction: number, value: SQL, condition: SQL) =>
  sql<
    number | null
  >`percentile_cont(${sql.raw(String(fraction))}) within group (order by ${value}) filter (where ${condition})`.mapWith(
    Number,
  );

export const minutesBetween = (later: AnyColumn, earlier: AnyColumn) =>
  sql`(date_part('epoch', ${later} - ${earlier}) / 60)`;

/** The one row an aggregate without grouping always answers. */
export function onlyRow<Row>(rows: Row[]): Row {
  const [row] = rows;
  if (!row) throw new Error('an aggregate query answered no row');
  return row;
}

/** The rows of a raw statement; both drivers answer `{ rows }`. */
export async function rowsOf<Row>(db: Db, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown as { rows: Row[] };
  return result.rows;
}

/** Whose figures: a shop's, or one barber's own within it. */
export interface AnalyticsScope {
  shopId: string;
  /** Set for a barber: the walk-ins they took and the booked customers they started. */
  barberId: string | null;
}

/** The queue entries a scope sees: the shop's, or those the barber took. */
export const walkInsOf = (scope: AnalyticsScope) =>
  scope.barberId
    ? sql`(${queueEntries.shopId} = ${scope.shopId} and ${queueEntries.barberId} = ${scope.barberId})`
    : sql`${queueEntries.shopId} = ${scope.shopId}`;

/** The bookings a scope sees: the shop's, or those the barber started (a booking has its
 * barber once it is in a chair). */
export const bookingsOf = (scope: AnalyticsScope) =>
  scope.barberId
    ? sql`(${bookings.shopId} = ${scope.shopId} and ${bookings.barberId} = ${scope.barberId})`
    : sql`${bookings.shopId} = ${scope.shopId}`;

/** Bookings that count: not an unpaid hold, nor a hold cancelled because payment never came. */
export const isCountedBooking = sql`(${bookings.status} <> 'pending_payment' and ${bookings.cancelReason} is distinct from ${PAYMENT_EXPIRED})`;
