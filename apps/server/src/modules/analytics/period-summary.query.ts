import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, payments, queueEntries, refundRequests } from '../../db/schema';
import { shownRangeTally } from '../queue/estimates/estimate-accuracy.service';
import type { Period } from './analytics-period';
import {
  type AnalyticsScope,
  averageWhere,
  bookingsOf,
  countWhere,
  during,
  isCountedBooking,
  minutesBetween,
  onlyRow,
  percentileWhere,
  sumWhere,
  total,
  walkInsOf,
} from './analytics-sql';
import { visitCancellations } from './visit-cancellations.query';

const q = queueEntries;
const b = bookings;

/**
 * Walk-in figures of one period, in one pass over the entries touched in it. Each figure
 * names the instant that places an entry in the period.
 */
async function walkInFigures(db: Db, scope: AnalyticsScope, period: Period) {
  const joined = during(q.joinedAt, period);
  const started = during(q.startedAt, period);
  const finished = during(q.finishedAt, period);
  // Served walk-ins: status 'served', finished in the period (the sale happens at the chair).
  const served = sql`${q.status} = 'served' and ${finished}`;
  const wait = minutesBetween(q.startedAt, q.joinedAt);
  // Walk-ins that started in the period and were told a start when they joined; early or
  // late, the error is how far the real start was from it.
  const estimated = sql`${started} and ${q.estimatedStartAt} is not null`;
  const estimateError = sql`abs(${minutesBetween(q.startedAt, q.estimatedStartAt)})`;
  const rows = await db
    .select({
      // Walk-ins: entries that joined in the period, whatever became of them.
      walkIns: countWhere(joined),
      // No-shows by joined_at: the rate then divides the period's own arrivals, and a
      // no-show marked after midnight still belongs to the day the customer joined.
      noShows: countWhere(sql`${q.status} = 'no_show' and ${joined}`),
      served: countWhere(served),
      serviceCents: sumWhere(q.totalPriceCents, served),
      // Waits of walk-ins that started in the period: started_at - joined_at.
      averageWait: averageWhere(wait, started),
      p90Wait: percentileWhere(0.9, wait, started),
      estimated: countWhere(estimated),
      estimateError: percentileWhere(0.5, estimateError, estimated),
      // "Within 10 minutes" includes the 10th: a customer told 10:00 who starts 10:10.
      estimatedWithin10: countWhere(sql`${estimated} and ${estimateError} <= 10`),
    })
    .from(q)
    .where(and(walkInsOf(scope), or(joined, started, finished)));
  return onlyRow(rows);
}

/** Booking figures of one period in one pass. */
async function bookingFigures(db: Db, scope: AnalyticsScope, period: Period) {
  const starting = during(b.startAt, period);
  // Served booked: status 'completed', starting in the period.
  const completed = sql`${b.status} = 'completed' and ${starting}`;
  const rows = await db
    .select({
      // Bookings starting in the period, without unpaid or expired holds.
      bookings: countWhere(sql`${isCountedBooking} and ${starting}`),
      noShows: countWhere(sql`${b.status} = 'no_show' and ${starting}`),
      served: countWhere(completed),
      serviceCents: sumWhere(b.totalPriceCents, completed),
    })
    .from(b)
    .where(and(bookingsOf(scope), starting));
  return onlyRow(rows);
}

/** Money that moved in the period, whatever booking it belongs to. */
async function feeFigures(db: Db, shopId: string, period: Period) {
  const [fees, refunds] = await Promise.all([
    // Booking fees: payments paid in the period (paid_at), refunded later or not, since a
    // refund is counted on its own when it happens.
    db
      .select({ cents: total(payments.amountCents) })
      .from(payments)
      .where(
        and(
          eq(payments.shopId, shopId),
          inArray(payments.status, ['paid', 'refunded', 'partially_refunded']),
          during(payments.paidAt, period),
        ),
      ),
    // Refunds: requests refunded and handled in the period, by their amount.
    db
      .select({ cents: total(refundRequests.amountCents) })
      .from(refundRequests)
      .where(
        and(
          eq(refundRequests.shopId, shopId),
          eq(refundRequests.status, 'refunded'),
          during(refundRequests.handledAt, period),
        ),
      ),
  ]);
  return { feeCents: onlyRow(fees).cents, refundCents: onlyRow(refunds).cents };
}

export type PeriodFigures = Awaited<ReturnType<typeof periodFigures>>;

/**
 * Everything the summary of one period needs. A barber's figures are their own walk-ins and
 * the booked customers they served; fees and refunds are the shop's, so theirs are 0.
 */
export async function periodFigures(db: Db, scope: AnalyticsScope, period: Period) {
  const [walkIns, ranges, booked, money, cancellations] = await Promise.all([
    walkInFigures(db, scope, period),
    // Walk-ins that started in the period against the range shown when they joined: the
    // statement the shop's page reads its accuracy from.
    shownRangeTally(db, and(walkInsOf(scope), during(q.startedAt, period))),
    bookingFigures(db, scope, period),
    scope.barberId ? { feeCents: 0, refundCents: 0 } : feeFigures(db, scope.shopId, period),
    visitCancellations(db, scope, period),
  ]);
  return { walkIns, ranges, booked, money, cancellations };
}
