import { zonedParts } from '@jono/contract';
import { and, count, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { shopWithLoad } from '../queue/walk-ins/walk-ins.service';
import { presentSummary } from './analytics.presenter';
import { periodOf } from './analytics-period';
import { periodFigures } from './period-summary.query';

/**
 * Today at a glance, in the shop's time zone: computed in SQL, never by loading rows. Served
 * customers and takings are today's analytics summary (walk-ins and bookings served, service
 * takings plus fees less refunds), so the two screens always agree.
 */
export async function overviewToday(db: Db, shopId: string, now: Date) {
  const context = await shopWithLoad(db, shopId, now);
  if (!context) throw notFound('Shop not found');
  const { shop, status, load } = context;
  const today = zonedParts(now, shop.timezone).date;
  const period = periodOf(today, today, shop.timezone);
  const [figures, [booked]] = await Promise.all([
    periodFigures(db, { shopId, barberId: null }, period),
    db
      .select({ n: count() })
      .from(bookings)
      .where(
        and(
          eq(bookings.shopId, shopId),
          inArray(bookings.status, ['confirmed', 'completed']),
          gte(bookings.startAt, period.start),
          lt(bookings.startAt, period.end),
        ),
      ),
  ]);
  const summary = presentSummary(figures);
  return {
    queueState: status.queueState,
    waitingNow: load.waiting.length,
    inServiceNow: load.inService.length,
    servedToday: summary.served,
    bookingsToday: booked?.n ?? 0,
    takingsToday: summary.takings,
    currency: shop.currency,
    newcomerWait: status.newcomerWait,
  };
}
