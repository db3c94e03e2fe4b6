import { and, asc, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queueEntries } from '../../../db/schema';

/**
 * Walk-ins a staff calendar shows beside the bookings: those in the chair or served in the
 * window, by one barber or (null) anyone at the shop, at the times they really ran.
 */
export function walkInsForCalendar(
  db: Db,
  window: { shopId: string; barberId: string | null; from: Date; until: Date },
) {
  return db
    .select({
      id: queueEntries.id,
      startedAt: queueEntries.startedAt,
      finishedAt: queueEntries.finishedAt,
      totalDurationMinutes: queueEntries.totalDurationMinutes,
      customerName: queueEntries.customerName,
      items: queueEntries.items,
      barberId: queueEntries.barberId,
    })
    .from(queueEntries)
    .where(
      and(
        eq(queueEntries.shopId, window.shopId),
        window.barberId ? eq(queueEntries.barberId, window.barberId) : undefined,
        inArray(queueEntries.status, ['in_service', 'served']),
        isNotNull(queueEntries.startedAt),
        gte(queueEntries.startedAt, window.from),
        lt(queueEntries.startedAt, window.until),
      ),
    )
    .orderBy(asc(queueEntries.startedAt), asc(queueEntries.id));
}
