import { centsToPrice, zonedInstant, zonedParts } from '@jono/contract';
import { and, count, eq, gte, inArray, lt, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, payments, queueEntries } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { shopWithLoad } from '../queue/walk-ins/walk-ins.service';

/** Today at a glance, in the shop's time zone: computed in SQL, never by loading rows. */
export async function overviewToday(db: Db, shopId: string, now: Date) {
  const context = await shopWithLoad(db, shopId, now);
  if (!context) throw notFound('Shop not found');
  const { shop, status, load } = context;
  const today = zonedParts(now, shop.timezone).date;
  const dayStart = zonedInstant(today, 0, shop.timezone);
  const dayEnd = zonedInstant(today, 24 * 60, shop.timezone);
  const [[served], [booked], [fees]] = await Promise.all([
    db
      .select({ n: count(), cents: sum(queueEntries.totalPriceCents) })
      .from(queueEntries)
      .where(
        and(
          eq(queueEntries.shopId, shopId),
          eq(queueEntries.status, 'served'),
          gte(queueEntries.finishedAt, dayStart),
          lt(queueEntries.finishedAt, dayEnd),
        ),
      ),
    db
      .select({ n: count() })
      .from(bookings)
      .where(
        and(
          eq(bookings.shopId, shopId),
          inArray(bookings.status, ['confirmed', 'completed']),
          gte(bookings.startAt, dayStart),
          lt(bookings.startAt, dayEnd),
        ),
      ),
    db
      .select({ cents: sum(payments.amountCents), refunded: sum(payments.refundedCents) })
      .from(payments)
      .where(
        and(
          eq(payments.shopId, shopId),
          gte(payments.paidAt, dayStart),
          lt(payments.paidAt, dayEnd),
        ),
      ),
  ]);
  const takingsCents =
    Number(served?.cents ?? 0) + Number(fees?.cents ?? 0) - Number(fees?.refunded ?? 0);
  return {
    queueState: status.queueState,
    waitingNow: load.waiting.length,
    inServiceNow: load.inService.length,
    servedToday: served?.n ?? 0,
    bookingsToday: booked?.n ?? 0,
    takingsToday: centsToPrice(takingsCents),
    currency: shop.currency,
    newcomerWait: status.newcomerWait,
  };
}
