import { and, asc, avg, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queueEntries, staffUsers } from '../../db/schema';
import type { Period } from './analytics-period';
import { type AnalyticsScope, during, minutesBetween, total, walkInsOf } from './analytics-sql';

const q = queueEntries;

/**
 * Per staff member who served walk-ins finished in the period: how many, how long the
 * chair actually took (finished - started) against what the catalogue said
 * (total_duration_minutes), and their service takings. Bookings have no barber, so they
 * are not here.
 */
export async function barberFigures(db: Db, scope: AnalyticsScope, period: Period) {
  const served = count();
  const rows = await db
    .select({
      id: staffUsers.id,
      name: staffUsers.name,
      served,
      averageServiceMinutes: avg(minutesBetween(q.finishedAt, q.startedAt)).mapWith(Number),
      averageCatalogueMinutes: avg(q.totalDurationMinutes).mapWith(Number),
      takingsCents: total(q.totalPriceCents),
    })
    .from(q)
    .innerJoin(staffUsers, eq(staffUsers.id, q.barberId))
    .where(and(walkInsOf(scope), sql`${q.status} = 'served'`, during(q.finishedAt, period)))
    .groupBy(staffUsers.id, staffUsers.name)
    .orderBy(desc(served), asc(staffUsers.name));
  return rows;
}
