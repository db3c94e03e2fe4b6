import { and, asc, count, eq, gt, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, holidays, queueEntries, staffUsers } from '../../db/schema';

/** What a shop's queue looks like right now: the inputs of the waiting-time rule. */
export interface QueueLoad {
  waiting: { id: string; durationMinutes: number }[];
  inService: { startedAt: number; durationMinutes: number }[];
  bookings: { chair: number; start: number; end: number }[];
  holidays: { startsOn: string; endsOn: string }[];
  /** Owners and barbers at work now (not away); 0 when nobody has set a status. */
  workingBarbers: number;
}

const emptyLoad = (): QueueLoad => ({
  waiting: [],
  inService: [],
  bookings: [],
  holidays: [],
  workingBarbers: 0,
});

/**
 * Loads the queue of several shops in four queries, whatever their number, so a page of
 * shops costs the same as one.
 */
export async function loadQueueLoads(
  db: Db,
  shopIds: readonly string[],
  now: Date,
): Promise<Map<string, QueueLoad>> {
  const loads = new Map(shopIds.map((id) => [id, emptyLoad()]));
  if (shopIds.length === 0) return loads;
  const ids = [...shopIds];
  const today = now.toISOString().slice(0, 10);
  const [entries, confirmed, closures, barbers] = await Promise.all([
    db
      .select({
        id: queueEntries.id,
        shopId: queueEntries.shopId,
        status: queueEntries.status,
        startedAt: queueEntries.startedAt,
        durationMinutes: queueEntries.totalDurationMinutes,
      })
      .from(queueEntries)
      .where(
        and(
          inArray(queueEntries.shopId, ids),
          inArray(queueEntries.status, ['waiting', 'in_service']),
        ),
      )
      .orderBy(asc(queueEntries.sortKey), asc(queueEntries.seq)),
    db
      .select({
        shopId: bookings.shopId,
        chair: bookings.chair,
        startAt: bookings.startAt,
        endAt: bookings.endAt,
      })
      .from(bookings)
      .where(
        and(
          inArray(bookings.shopId, ids),
          eq(bookings.status, 'confirmed'),
          gt(bookings.endAt, now),
          lte(bookings.startAt, new Date(now.getTime() + 24 * 3_600_000)),
        ),
      ),
    // Holidays are whole local days; a day's margin either side covers every time zone.
    db
      .select({ shopId: holidays.shopId, startsOn: holidays.startsOn, endsOn: holidays.endsOn })
      .from(holidays)
      .where(
        and(
          inArray(holidays.shopId, ids),
          gte(holidays.endsOn, shiftDate(today, -1)),
          lte(holidays.startsOn, shiftDate(today, 1)),
        ),
      ),
    db
      .select({ shopId: staffUsers.shopId, n: count() })
      .from(staffUsers)
      .where(
        and(
          inArray(staffUsers.shopId, ids),
          eq(staffUsers.isActive, true),
          inArray(staffUsers.role, ['owner', 'barber']),
          inArray(staffUsers.liveStatus, ['available', 'busy', 'on_break']),
        ),
      )
      .groupBy(staffUsers.shopId),
  ]);
  for (const b of barbers) {
    const load = loads.get(b.shopId);
    if (load) load.workingBarbers = b.n;
  }
  for (const e of entries) {
    const load = loads.get(e.shopId);
    if (!load) continue;
    if (e.status === 'waiting') load.waiting.push({ id: e.id, durationMinutes: e.durationMinutes });
    else if (e.startedAt)
      load.inService.push({ startedAt: e.startedAt.getTime(), durationMinutes: e.durationMinutes });
  }
  for (const b of confirmed) {
    loads.get(b.shopId)?.bookings.push({
      chair: b.chair,
      start: b.startAt.getTime(),
      end: b.endAt.getTime(),
    });
  }
  for (const h of closures) loads.get(h.shopId)?.holidays.push(h);
  return loads;
}

function shiftDate(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
