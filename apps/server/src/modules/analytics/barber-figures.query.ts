import { and, avg, count, eq, sql } from 'drizzle-orm';
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
function servedBy(db: Db, scope: AnalyticsScope, period: Period) {
  const served = count();
  return db
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
    .groupBy(staffUsers.id, staffUsers.name);
}

/**
 * Per barber: walk-ins who joined in the period asking for them rather than any barber,
 * however their visit ended. A barber sees only how often they were asked for.
 */
function requestedOf(db: Db, scope: AnalyticsScope, period: Period) {
  return db
    .select({ id: staffUsers.id, name: staffUsers.name, requested: count() })
    .from(q)
    .innerJoin(staffUsers, eq(staffUsers.id, q.requestedBarberId))
    .where(
      and(
        eq(q.shopId, scope.shopId),
        scope.barberId ? eq(q.requestedBarberId, scope.barberId) : undefined,
        during(q.joinedAt, period),
      ),
    )
    .groupBy(staffUsers.id, staffUsers.name);
}

export interface BarberFigures {
  id: string;
  name: string;
  served: number;
  requested: number;
  /** Null for a barber who served nobody in the period. */
  averageServiceMinutes: number | null;
  averageCatalogueMinutes: number | null;
  takingsCents: number;
}

/** Each barber who served or was asked for in the period, busiest first. */
export async function barberFigures(
  db: Db,
  scope: AnalyticsScope,
  period: Period,
): Promise<BarberFigures[]> {
  const [served, requested] = await Promise.all([
    servedBy(db, scope, period),
    requestedOf(db, scope, period),
  ]);
  const requestedById = new Map(requested.map((row) => [row.id, row.requested]));
  const rows: BarberFigures[] = served.map((row) => ({
    ...row,
    requested: requestedById.get(row.id) ?? 0,
  }));
  for (const row of requested) {
    if (served.some((s) => s.id === row.id)) continue;
    rows.push({
      id: row.id,
      name: row.name,
      served: 0,
      requested: row.requested,
      averageServiceMinutes: null,
      averageCatalogueMinutes: null,
      takingsCents: 0,
    });
  }
  return rows.sort(
    (a, b) => b.served - a.served || b.requested - a.requested || a.name.localeCompare(b.name),
  );
}
