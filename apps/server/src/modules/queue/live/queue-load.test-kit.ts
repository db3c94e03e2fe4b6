import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, min, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  barberTimeOff,
  bookings,
  holidays,
  queueEntries,
  services,
  shopWaitModels,
  staffUsers,
} from '../../../db/schema/index';
import { orderSpread, unlearnedModel } from '../estimates/wait-model';
import { waitingCustomer } from './live-entries';
import type { QueueLoad } from './shop-load';

const DAY_MS = 24 * 60 * 60_000;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * The plain reading of a shop's queue load, for tests to hold `loadQueueLoads` to: one
 * query per table, rows mapped by the same waiting-time rules, no encoded text, no decoding
 * kept between reads, no batching across shops. Bookings, chairs in use and holidays are sorted, as
 * their order carries no meaning (see `comparableLoad`).
 */
export async function plainQueueLoad(db: Db, shopId: string, now: Date): Promise<QueueLoad> {
  const [stored] = await db
    .select({ model: shopWaitModels.model })
    .from(shopWaitModels)
    .where(eq(shopWaitModels.shopId, shopId));
  const model = stored?.model ?? unlearnedModel;
  const load: QueueLoad = {
    model,
    waiting: [],
    inService: [],
    walkIns: [],
    bookings: [],
    holidays: await holidaysNear(db, shopId, now),
    team: await db
      .select({
        id: staffUsers.id,
        liveStatus: staffUsers.liveStatus,
        breakEndsAt: staffUsers.breakEndsAt,
        weeklyHours: staffUsers.weeklyHours,
      })
      .from(staffUsers)
      .where(
        and(
          eq(staffUsers.shopId, shopId),
          eq(staffUsers.isActive, true),
          inArray(staffUsers.role, ['owner', 'barber']),
        ),
      )
      .orderBy(asc(staffUsers.name), asc(staffUsers.id))
      .then((rows) => rows.map((m) => ({ ...m, breakEndsAt: m.breakEndsAt?.getTime() ?? null }))),
    timeOff: await timeOffNear(db, shopId, now),
    shortestServiceMinutes: await shortestService(db, shopId),
  };
  for (const e of await liveWalkIns(db, shopId)) {
    const status = e.status === 'waiting' ? 'waiting' : 'in_service';
    load.walkIns.push({
      id: e.id,
      status,
      isAtLocation: e.isAtLocation,
      startedAt: e.startedAt,
      totalDurationMinutes: e.totalDurationMinutes,
      revision: e.revision,
    });
    if (status === 'waiting') {
      load.waiting.push(waitingCustomer(model, { ...e, isAtLocation: e.isAtLocation }));
    } else if (e.startedAt) {
      load.inService.push({
        startedAt: e.startedAt.getTime(),
        durationMinutes: e.totalDurationMinutes,
        barberId: e.barberId,
        spread: orderSpread(model, e, e.barberId),
      });
    }
  }
  for (const b of await bookingsStillNeedingChair(db, shopId, now)) {
    if (b.startedAt) {
      load.inService.push({
        startedAt: b.startedAt.getTime(),
        durationMinutes: b.totalDurationMinutes,
        barberId: b.barberId,
        spread: orderSpread(model, b, b.barberId),
      });
    } else {
      load.bookings.push({
        start: b.startAt.getTime(),
        end: b.endAt.getTime(),
        hasArrived: b.atLocationAt !== null,
      });
    }
  }
  return comparableLoad(load);
}

/** A load with its unordered parts (bookings, chairs in use, holidays) in one order, to compare two. */
export function comparableLoad(load: QueueLoad): QueueLoad {
  return {
    ...load,
    bookings: [...load.bookings].sort((a, b) => a.start - b.start || a.end - b.end),
    holidays: [...load.holidays].sort((a, b) => a.startsOn.localeCompare(b.startsOn)),
    timeOff: [...load.timeOff].sort(
      (a, b) => a.start - b.start || a.end - b.end || a.userId.localeCompare(b.userId),
    ),
    inService: [...load.inService].sort(
      (a, b) =>
        a.startedAt - b.startedAt ||
        String(a.barberId).localeCompare(String(b.barberId)) ||
        a.durationMinutes - b.durationMinutes,
    ),
  };
}

const liveWalkIns = (db: Db, shopId: string) =>
  db
    .select()
    .from(queueEntries)
    .where(
      and(eq(queueEntries.shopId, shopId), inArray(queueEntries.status, ['waiting', 'in_service'])),
    )
    .orderBy(asc(queueEntries.sortKey), asc(queueEntries.seq));

const holidaysNear = (db: Db, shopId: string, now: Date) =>
  db
    .select({ startsOn: holidays.startsOn, endsOn: holidays.endsOn })
    .from(holidays)
    .where(
      and(
        eq(holidays.shopId, shopId),
        gte(holidays.endsOn, isoDay(now.getTime() - DAY_MS)),
        lte(holidays.startsOn, isoDay(now.getTime() + DAY_MS)),
      ),
    );

const timeOffNear = async (db: Db, shopId: string, now: Date) =>
  (
    await db
      .select()
      .from(barberTimeOff)
      .where(
        and(
          eq(barberTimeOff.shopId, shopId),
          gt(barberTimeOff.endsAt, new Date(now.getTime() - 2 * DAY_MS)),
          lt(barberTimeOff.startsAt, new Date(now.getTime() + 2 * DAY_MS)),
        ),
      )
  ).map((t) => ({ userId: t.userId, start: t.startsAt.getTime(), end: t.endsAt.getTime() }));

async function shortestService(db: Db, shopId: string) {
  const [row] = await db
    .select({ minutes: min(services.durationMinutes) })
    .from(services)
    .where(and(eq(services.shopId, shopId), eq(services.isActive, true)));
  return row?.minutes ?? null;
}

const bookingsStillNeedingChair = (db: Db, shopId: string, now: Date) =>
  db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.shopId, shopId),
        eq(bookings.status, 'confirmed'),
        isNull(bookings.finishedAt),
        or(
          gt(bookings.endAt, now),
          isNotNull(bookings.startedAt),
          isNotNull(bookings.atLocationAt),
        ),
        gte(bookings.startAt, new Date(now.getTime() - DAY_MS)),
        lte(bookings.startAt, new Date(now.getTime() + DAY_MS)),
      ),
    );
