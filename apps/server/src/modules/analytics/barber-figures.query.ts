import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, queueEntries, staffUsers } from '../../db/schema';
import type { Period } from './analytics-period';
import {
  type AnalyticsScope,
  bookingsOf,
  during,
  minutesBetween,
  total,
  walkInsOf,
} from './analytics-sql';

const q = queueEntries;
const b = bookings;

/** What one kind of visit a barber served adds up to: sums, so two kinds add together. */
const servedColumns = (visit: typeof q | typeof b) => ({
  id: staffUsers.id,
  name: staffUsers.name,
  served: count(),
  // Visits whose chair time is known (started and finished), and its sum in minutes.
  timed: count(visit.finishedAt),
  serviceMinutes:
    sql<number>`coalesce(sum(${minutesBetween(visit.finishedAt, visit.startedAt)}), 0)`.mapWith(
      Number,
    ),
  catalogueMinutes:
    sql<number>`coalesce(sum(${visit.totalDurationMinutes}) filter (where ${visit.finishedAt} is not null), 0)`.mapWith(
      Number,
    ),
  takingsCents: total(visit.totalPriceCents),
});

/**
 * Per staff member, what they served in the period: walk-ins finished in it and booked
 * customers they started whose booking starts in it (as the summary counts them), with how
 * long the chair actually took (finished - started) against what the catalogue said, and
 * their service takings.
 */
async function servedBy(db: Db, scope: AnalyticsScope, period: Period) {
  const [walkIns, booked] = await Promise.all([
    db
      .select(servedColumns(q))
      .from(q)
      .innerJoin(staffUsers, eq(staffUsers.id, q.barberId))
      .where(and(walkInsOf(scope), sql`${q.status} = 'served'`, during(q.finishedAt, period)))
      .groupBy(staffUsers.id, staffUsers.name),
    db
      .select(servedColumns(b))
      .from(b)
      .innerJoin(staffUsers, eq(staffUsers.id, b.barberId))
      .where(and(bookingsOf(scope), sql`${b.status} = 'completed'`, during(b.startAt, period)))
      .groupBy(staffUsers.id, staffUsers.name),
  ]);
  const byBarber = new Map<string, (typeof walkIns)[number]>();
  for (const row of [...walkIns, ...booked]) {
    const known = byBarber.get(row.id);
    byBarber.set(
      row.id,
      known
        ? {
            ...known,
            served: known.served + row.served,
            timed: known.timed + row.timed,
            serviceMinutes: known.serviceMinutes + row.serviceMinutes,
            catalogueMinutes: known.catalogueMinutes + row.catalogueMinutes,
            takingsCents: known.takingsCents + row.takingsCents,
          }
        : row,
    );
  }
  return [...byBarber.values()].map(({ timed, serviceMinutes, catalogueMinutes, ...row }) => ({
    ...row,
    averageServiceMinutes: timed === 0 ? null : serviceMinutes / timed,
    averageCatalogueMinutes: timed === 0 ? null : catalogueMinutes / timed,
  }));
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
