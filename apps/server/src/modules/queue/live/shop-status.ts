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
import { chairHours, type ShiftsLeft, shiftsLeftToday, teamDayEnd } from './barber-shifts';
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
  /** No walk-ins while a newcomer would wait longer than this; null: off. */
  maxWaitMinutes: number | null;
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
  /**
   * When a walk-in joining now for one barber would start (played out when asked); null when
   * nobody can say (they are not at a chair, or not in time today).
   */
  barberRange: (barberId: string) => { earliest: Date; latest: Date } | null;
  /** While walk-ins are taken: the last time one can join and still be served by closing. */
  walkInsUntil: Date | null;
  /** The rest of today of the members who keep hours of their own or have time off. */
  shiftsLeft: ShiftsLeft;
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

/**
 * When a walk-in joining now would start: behind everyone waiting, with any barber (null) or
 * waiting for one of them, with time for their services (by default the shop's shortest)
 * before their barber's shift ends. Infinity when no chair (or not that barber) is at work,
 * or none will be in time.
 */
export function newcomerStart(
  context: { chairCount: number; load: QueueLoad; now: Date; shiftsLeft: ShiftsLeft },
  barberId: string | null = null,
  serviceMinutes?: number,
) {
  const { chairCount, load, now } = context;
  const chairs = chairsAtWork(chairCount, load);
  const hours = chairHours(chairs, context.shiftsLeft);
  return estimateStart({
    now: now.getTime(),
    chairs,
    breaks: breaksOf(load, now),
    hours,
    inService: load.inService,
    bookings: load.bookings,
    ahead: load.waiting,
    durationMinutes: 0,
    plannedMinutes: hours.length > 0 ? (serviceMinutes ?? load.shortestServiceMinutes ?? 0) : 0,
    barberId,
  });
}

/** A start range as it leaves the server. */
export const rangeAnswer = (range: ShopStatus['newcomerRange']) =>
  range ? { earliest: range.earliest.toISOString(), latest: range.latest.toISOString() } : null;

/**
 * The last moment a walk-in can start and still have the shop's shortest service done by
 * closing, or by the end of the last barber's day when that comes first: the shop's own
 * "last walk-in" time.
 */
function lastWalkInStart(dayEnd: number | null, load: QueueLoad): number | null {
  if (dayEnd === null) return null;
  return dayEnd - (load.shortestServiceMinutes ?? 0) * MINUTE;
}

/**
 * The start ranges of the shop's queue now: played out with the chairs at work and the
 * walk-ins expected until the last walk-in start today.
 */
export function shopRanges(memory: LiveMemory, shop: ShopStatusInput, load: QueueLoad, now: Date) {
  const opening = openNow({ ...shop, holidays: load.holidays }, now);
  const shiftsLeft = shiftsLeftToday(shop, load, now);
  const lastStart = lastWalkInStart(teamDayEnd(opening.closesAt, load, shiftsLeft), load);
  const arrivals = expectedArrivals(load.model, now.getTime(), lastStart, shop.timezone);
  const barbers = chairsAtWork(shop.chairCount, load);
  const chairs = {
    barbers,
    breaks: breaksOf(load, now),
    hours: chairHours(barbers, shiftsLeft),
  };
  const ranges = queueRanges(memory.playOuts, chairs, load, now, arrivals);
  return { opening, lastStart, ranges, shiftsLeft };
}

/** A start range as instants, a start that has come reading as now. */
const fromNow = (range: { earliest: number; latest: number }, now: Date) => ({
  earliest: new Date(Math.max(now.getTime(), range.earliest)),
  latest: new Date(Math.max(now.getTime(), range.latest)),
});

/** Open or not, the waiting count and the queue state, all "now" in the shop's time zone. */
export function shopStatus(
  memory: LiveMemory,
  shop: ShopStatusInput,
  load: QueueLoad,
  now: Date,
): ShopStatus {
  const { opening, lastStart, ranges, shiftsLeft } = shopRanges(memory, shop, load, now);
  const { newcomer } = ranges;
  // The middle of the newcomer's range (its median), not its early end: it is the start the
  // shop's pages show as the wait ("about 35 min"), and the closing and the owner's most
  // wait are judged on it too, so a page never shows a wait over the most while still open,
  // and the join decided on this same status refuses exactly what the pages call full.
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
    now: now.getTime(),
    newcomerStart: isKnown ? start : now.getTime(),
    lastStartAt: lastStart,
    maxWaitMinutes: shop.maxWaitMinutes,
  };
  const queueState = queueStateOf(admission);
  return {
    opening,
    queue: load.waiting.length,
    queueState,
    fullReason: queueState === 'full' ? queueFullReason(admission) : null,
    newcomerWait: isKnown ? waitingMinutes(now.getTime(), start) : 0,
    newcomerRange: isKnown ? fromNow(newcomer, now) : null,
    barberRange: (barberId) => {
      const range = ranges.newcomerFor(barberId);
      return Number.isFinite(range.latest) ? fromNow(range, now) : null;
    },
    walkInsUntil: queueState === 'open' && lastStart !== null ? new Date(lastStart) : null,
    shiftsLeft,
  };
}
