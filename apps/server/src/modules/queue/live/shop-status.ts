import {
  type BarberBreak,
  estimateStart,
  type OpenNow,
  openNow,
  type QueueFullReason,
  type QueueState,
  queueFullReason,
  queueStateOf,
  waitingMinutes,
} from '@jono/contract';
import type { WeekdayHours } from '../../../db/schema/index';
import { expectedArrivals } from '../estimates/wait-model';
import type { LiveMemory } from './live-memory';
import type { QueueLoad } from './shop-load';
import { queueRanges } from './wait-ranges';

const MINUTE = 60_000;

export interface ShopStatusInput {
  timezone: string;
  openingHours: WeekdayHours[];
  weeklyOffs: number[];
  chairCount: number;
  queueStateOverride: QueueState | null;
  queueLimit: number | null;
}

export interface ShopStatus {
  opening: OpenNow;
  queue: number;
  queueState: QueueState;
  /** Why a full queue takes nobody; null unless queueState is 'full'. */
  fullReason: QueueFullReason | null;
  /** Minutes a walk-in joining now would wait (0 when nobody can say: no chair at work). */
  newcomerWait: number;
  /** When a walk-in joining now would start; null when nobody can say. */
  newcomerRange: { earliest: Date; latest: Date } | null;
  /** While walk-ins are taken: the last time one can join and still be served by closing. */
  walkInsUntil: Date | null;
}

type Member = QueueLoad['team'][number];
const isWorking = (m: Member) => m.liveStatus === 'available' || m.liveStatus === 'busy';
const isOnBreak = (m: Member) => m.liveStatus === 'on_break';

/**
 * The chairs at work, by the barber at each, up to the shop's chairs: owners and barbers
 * available or busy first, then those on a break, whose chair waits for them; one away has
 * none. A shop whose staff keep no status at all is taken at its full chair count, with its
 * barbers at the first chairs.
 */
export function chairsAtWork(chairCount: number, load: QueueLoad): (string | null)[] {
  const keepsStatus = load.team.some((member) => member.liveStatus !== null);
  const atWork = keepsStatus
    ? [...load.team.filter(isWorking), ...load.team.filter(isOnBreak)]
    : load.team;
  const named = atWork.slice(0, chairCount).map((member) => member.id);
  if (keepsStatus) return named;
  return [...named, ...Array.from({ length: chairCount - named.length }, () => null)];
}

/**
 * The barbers on a break and when each is back. A break whose end has passed while the
 * barber has not said they are back holds their chair no longer: they are due any moment.
 */
export const breaksOf = (load: QueueLoad, now: Date): BarberBreak[] =>
  load.team.flatMap(({ id, liveStatus, breakEndsAt }) =>
    liveStatus === 'on_break' && breakEndsAt !== null && breakEndsAt > now.getTime()
      ? [{ barberId: id, until: breakEndsAt }]
      : [],
  );

/**
 * How many chairs take customers now, the one count every screen shows: a chair whose barber
 * is on a break does not.
 */
export const workingChairs = (chairCount: number, load: QueueLoad) => {
  const onBreak = new Set(load.team.filter(isOnBreak).map((member) => member.id));
  return chairsAtWork(chairCount, load).filter((id) => id === null || !onBreak.has(id)).length;
};

/** The waiting-time rule's picture of the shop now, before anyone's place in the queue. */
export const scheduleOf = (chairCount: number, load: QueueLoad, now: Date) => ({
  now: now.getTime(),
  chairs: chairsAtWork(chairCount, load),
  breaks: breaksOf(load, now),
  inService: load.inService,
  bookings: load.bookings,
});

/**
 * When a walk-in joining now would start: behind everyone waiting, with any barber (null) or
 * waiting for one of them. Infinity when no chair (or not that barber) is at work.
 */
export const newcomerStart = (
  chairCount: number,
  load: QueueLoad,
  now: Date,
  barberId: string | null = null,
) =>
  estimateStart({
    ...scheduleOf(chairCount, load, now),
    ahead: load.waiting,
    durationMinutes: 0,
    barberId,
  });

/** A start range as it leaves the server. */
export const rangeAnswer = (range: ShopStatus['newcomerRange']) =>
  range ? { earliest: range.earliest.toISOString(), latest: range.latest.toISOString() } : null;

/**
 * The last moment a walk-in can start and still have the shop's shortest service done by
 * closing: the shop's own "last walk-in" time.
 */
export function lastWalkInStart(closesAt: Date | null, load: QueueLoad): number | null {
  if (!closesAt) return null;
  return closesAt.getTime() - (load.shortestServiceMinutes ?? 0) * MINUTE;
}

/**
 * The start ranges of the shop's queue now: played out with the chairs at work and the
 * walk-ins expected until the last walk-in start today.
 */
export function shopRanges(memory: LiveMemory, shop: ShopStatusInput, load: QueueLoad, now: Date) {
  const opening = openNow({ ...shop, holidays: load.holidays }, now);
  const lastStart = lastWalkInStart(opening.closesAt, load);
  const arrivals = expectedArrivals(load.model, now.getTime(), lastStart, shop.timezone);
  const chairs = { barbers: chairsAtWork(shop.chairCount, load), breaks: breaksOf(load, now) };
  const ranges = queueRanges(memory.playOuts, chairs, load, now, arrivals);
  return { opening, lastStart, ranges };
}

/** Open or not, the waiting count and the queue state, all "now" in the shop's time zone. */
export function shopStatus(
  memory: LiveMemory,
  shop: ShopStatusInput,
  load: QueueLoad,
  now: Date,
): ShopStatus {
  const { opening, lastStart, ranges } = shopRanges(memory, shop, load, now);
  const { newcomer } = ranges;
  const start = Math.max(now.getTime(), newcomer.likely);
  // With every barber away nobody can say when a newcomer starts; that is not "after
  // closing", so the queue stays open for them to come back to.
  const isKnown = Number.isFinite(newcomer.latest);
  const admission = {
    isOpen: opening.isOpen,
    override: shop.queueStateOverride,
    waiting: load.waiting.length,
    queueLimit: shop.queueLimit,
    chairCount: shop.chairCount,
    newcomerStart: isKnown ? start : now.getTime(),
    lastStartAt: lastStart,
  };
  const queueState = queueStateOf(admission);
  return {
    opening,
    queue: load.waiting.length,
    queueState,
    fullReason: queueState === 'full' ? queueFullReason(admission) : null,
    newcomerWait: isKnown ? waitingMinutes(now.getTime(), start) : 0,
    newcomerRange: isKnown
      ? {
          earliest: new Date(Math.max(now.getTime(), newcomer.earliest)),
          latest: new Date(Math.max(now.getTime(), newcomer.latest)),
        }
      : null,
    walkInsUntil: queueState === 'open' && lastStart !== null ? new Date(lastStart) : null,
  };
}
