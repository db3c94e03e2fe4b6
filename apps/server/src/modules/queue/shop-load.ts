import {
  addDays,
  type BookedInterval,
  type DurationSpread,
  type QueuedCustomer,
} from '@jono/contract';
import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LearnedWaitModel, OrderedService } from '../../db/schema';
import { queueEntries } from '../../db/schema';
import { queryAll } from '../../lib/query-all';
import { activeBarbers, type LiveStatus } from '../auth/staff-accounts.service';
import { bookingsNeedingChair } from '../booking/board-booking.service';
import { holidaysBetween } from '../booking/holidays.service';
import { shortestServiceMinutes } from '../catalog/catalog.service';
import { storedWaitModels } from './wait-learning';
import { orderSpread, showChanceOf, unlearnedModel } from './wait-model';

/** What a shop's queue looks like right now: the inputs of the waiting-time rule. */
export interface QueueLoad {
  /**
   * Waiting walk-ins in queue order, with the barber each asked for (none: any), what their
   * order really takes in this shop and the chance such a customer is served.
   */
  waiting: (QueuedCustomer & { id: string; spread: DurationSpread; showChance: number })[];
  /** Walk-ins and bookings in a chair now, with who is cutting. */
  inService: {
    startedAt: number;
    durationMinutes: number;
    barberId: string | null;
    spread: DurationSpread;
  }[];
  /** Confirmed bookings still to start. */
  bookings: BookedInterval[];
  holidays: { startsOn: string; endsOn: string }[];
  /** The shop's active owners and barbers, by name, with their live status. */
  team: { id: string; liveStatus: LiveStatus | null }[];
  /** The shop's shortest active service, minutes; null with none on offer. */
  shortestServiceMinutes: number | null;
  /** What the shop's history has taught about its waiting times. */
  model: LearnedWaitModel;
  /** The live walk-ins themselves, in queue order: whose places an announcement tells. */
  walkIns: {
    id: string;
    status: 'waiting' | 'in_service';
    isAtLocation: boolean;
    startedAt: Date | null;
    totalDurationMinutes: number;
  }[];
}

/** A waiting order as the estimate sees it. */
export function waitingCustomer(
  model: LearnedWaitModel,
  entry: {
    id: string;
    items: OrderedService[];
    totalDurationMinutes: number;
    requestedBarberId: string | null;
    addedAtDesk: boolean;
    isAtLocation: boolean;
  },
): QueueLoad['waiting'][number] {
  return {
    id: entry.id,
    durationMinutes: entry.totalDurationMinutes,
    barberId: entry.requestedBarberId,
    spread: orderSpread(model, entry, entry.requestedBarberId),
    showChance: showChanceOf(model, entry),
  };
}

/** A live entry as `liveEntries` reads it: id, shop, status, then what the estimate needs. */
type LiveEntry = [
  id: string,
  shopId: string,
  status: 'waiting' | 'in_service',
  startedAt: string | null,
  totalDurationMinutes: number,
  requestedBarberId: string | null,
  barberId: string | null,
  items: OrderedService[],
  addedAtDesk: boolean,
  isAtLocation: boolean,
];

/**
 * The shops' waiting and in-service entries in queue order, as one JSON value: a long queue
 * is one value to decode rather than a row per customer, which was most of what a read of a
 * 300-long queue cost.
 */
async function liveEntries(db: Db, shopIds: string[]): Promise<LiveEntry[]> {
  const e = queueEntries;
  const [answer] = await db
    .select({
      entries: sql<
        LiveEntry[]
      >`coalesce(json_agg(json_build_array(${e.id}, ${e.shopId}, ${e.status}, ${e.startedAt}, ${e.totalDurationMinutes}, ${e.requestedBarberId}, ${e.barberId}, ${e.items}, ${e.addedAtDesk}, ${e.isAtLocation}) order by ${e.sortKey}, ${e.seq}), '[]')`,
    })
    .from(e)
    .where(and(inArray(e.shopId, shopIds), inArray(e.status, ['waiting', 'in_service'])));
  return answer?.entries ?? [];
}

const emptyLoad = (): QueueLoad => ({
  waiting: [],
  inService: [],
  bookings: [],
  holidays: [],
  team: [],
  shortestServiceMinutes: null,
  model: unlearnedModel,
  walkIns: [],
});

/**
 * Loads the queue of several shops in six queries, whatever their number, so a page of
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
  const [entries, confirmed, closures, barbers, models, shortest] = await queryAll(db, [
    () => liveEntries(db, ids),
    // Confirmed bookings of the coming day that still need a chair.
    () => bookingsNeedingChair(db, ids, now),
    // Holidays are whole local days; a day's margin either side covers every time zone.
    () => holidaysBetween(db, ids, addDays(today, -1), addDays(today, 1)),
    () => activeBarbers(db, ids),
    () => storedWaitModels(db, ids),
    () => shortestServiceMinutes(db, ids),
  ]);
  const modelOf = (shopId: string) => models.get(shopId) ?? unlearnedModel;
  for (const [shopId, load] of loads) {
    load.model = modelOf(shopId);
    load.shortestServiceMinutes = shortest.get(shopId) ?? null;
  }
  for (const b of barbers) loads.get(b.shopId)?.team.push({ id: b.id, liveStatus: b.liveStatus });
  for (const [id, shopId, status, startedAt, ...estimated] of entries) {
    const [totalDurationMinutes, requestedBarberId, barberId, items, addedAtDesk, isAtLocation] =
      estimated;
    const e = {
      id,
      startedAt: startedAt === null ? null : new Date(startedAt),
      totalDurationMinutes,
      requestedBarberId,
      barberId,
      items,
      addedAtDesk,
      isAtLocation,
    };
    const load = loads.get(shopId);
    if (!load) continue;
    load.walkIns.push({
      id: e.id,
      status,
      isAtLocation: e.isAtLocation,
      startedAt: e.startedAt,
      totalDurationMinutes: e.totalDurationMinutes,
    });
    if (status === 'waiting') {
      load.waiting.push(waitingCustomer(load.model, e));
    } else if (e.startedAt) {
      load.inService.push({
        startedAt: e.startedAt.getTime(),
        durationMinutes: e.totalDurationMinutes,
        barberId: e.barberId,
        spread: orderSpread(load.model, e, e.barberId),
      });
    }
  }
  for (const b of confirmed) {
    const load = loads.get(b.shopId);
    if (!load) continue;
    if (b.startedAt) {
      load.inService.push({
        startedAt: b.startedAt.getTime(),
        durationMinutes: b.durationMinutes,
        barberId: b.barberId,
        spread: orderSpread(
          load.model,
          { items: b.items, totalDurationMinutes: b.durationMinutes },
          b.barberId,
        ),
      });
    } else {
      load.bookings.push({
        start: b.startAt.getTime(),
        end: b.endAt.getTime(),
        hasArrived: b.atLocationAt !== null,
      });
    }
  }
  for (const h of closures) loads.get(h.shopId)?.holidays.push(h);
  return loads;
}
