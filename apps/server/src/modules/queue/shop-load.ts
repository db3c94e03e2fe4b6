import { addDays, type BookedInterval } from '@jono/contract';
import type { Db } from '../../db/client';
import type { LearnedWaitModel } from '../../db/schema';
import { queryAll } from '../../lib/query-all';
import { activeBarbers, type LiveStatus } from '../auth/staff-accounts.service';
import { bookingsNeedingChair } from '../booking/board-booking.service';
import { holidaysBetween } from '../booking/holidays.service';
import { shortestServiceMinutes } from '../catalog/catalog.service';
import { type LiveQueue, liveQueues } from './live-entries';
import { storedWaitModels } from './wait-learning';
import { orderSpread, unlearnedModel } from './wait-model';

/** What a shop's queue looks like right now: the inputs of the waiting-time rule. */
export interface QueueLoad extends LiveQueue {
  /** Confirmed bookings still to start. */
  bookings: BookedInterval[];
  holidays: { startsOn: string; endsOn: string }[];
  /** The shop's active owners and barbers, by name, with their live status. */
  team: { id: string; liveStatus: LiveStatus | null }[];
  /** The shop's shortest active service, minutes; null with none on offer. */
  shortestServiceMinutes: number | null;
  /** What the shop's history has taught about its waiting times. */
  model: LearnedWaitModel;
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
  const [confirmed, closures, barbers, models, shortest] = await queryAll(db, [
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
  // After the model, which the estimate of every entry needs.
  const queues = await liveQueues(db, ids, modelOf);
  for (const [shopId, queue] of queues) {
    const load = loads.get(shopId);
    if (!load) continue;
    load.walkIns = queue.walkIns;
    load.waiting = queue.waiting;
    load.inService.push(...queue.inService);
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
