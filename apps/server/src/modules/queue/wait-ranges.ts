import {
  type ExpectedArrivals,
  type RangeInput,
  type StartRange,
  startRanges,
} from '@jono/contract';
import type { QueueLoad } from './shop-load';

/** What a customer who does not come costs their barber: calling, waiting, marking. */
const NO_SHOW_MINUTES = 2;
/** Simulated starts per queue: a long queue is played out fewer times, never under 60. */
const SIMULATED_STARTS = 20_000;
const MIN_RUNS = 60;
const MAX_RUNS = 200;
/** Queues whose ranges are kept: every change of a shop's queue makes a new one. */
const KEPT_QUEUES = 256;
/**
 * How long a play-out answers for an unchanged queue. Within it nothing a customer reads
 * moves: starts are instants (a start that has come reads as now) and a service in the chair
 * has lasted a few seconds longer.
 */
const FRESH_MS = 5_000;

export interface QueueRanges {
  /** Every waiting customer's start range, in queue order. */
  waiting: StartRange[];
  /** A walk-in joining now, behind everyone, with any barber. */
  newcomer: StartRange;
}

const kept = new Map<string, { at: number; ranges: QueueRanges }>();

/**
 * The start ranges of a queue at `now` (instants; a start before `now` reads as now). The
 * play-outs are seeded, so the same queue played out at the same instant gives the same
 * answer anywhere. A queue asked about again within five seconds, by one change's
 * announcements or by many readers of one shop, is answered from the play-out already made
 * (the last 256 queues are kept).
 */
export function queueRanges(
  chairs: readonly (string | null)[],
  load: QueueLoad,
  now: Date,
  arrivals?: ExpectedArrivals,
): QueueRanges {
  const input: RangeInput = {
    now: now.getTime(),
    chairs,
    inService: load.inService.map(({ startedAt, spread, barberId }) => ({
      startedAt,
      spread,
      barberId,
    })),
    queue: [
      ...load.waiting.map(({ spread, barberId, showChance, durationMinutes }) => ({
        spread,
        barberId,
        showChance,
        plannedMinutes: durationMinutes,
      })),
      // The newcomer has no length of their own: only when they would start is asked.
      { spread: { median: 0, p80: 0 }, barberId: null, showChance: 1, plannedMinutes: 0 },
    ],
    bookings: load.bookings,
    noShowMinutes: NO_SHOW_MINUTES,
    arrivals,
  };
  // The first stretch of walk-ins to come starts now, which the key leaves out.
  const key = JSON.stringify({
    ...input,
    now: undefined,
    arrivals: arrivals && { ...arrivals, windows: arrivals.windows.map((w) => [w.to, w.perHour]) },
  });
  const known = kept.get(key);
  const age = known ? input.now - known.at : Number.POSITIVE_INFINITY;
  if (known && age >= 0 && age < FRESH_MS) {
    // Most recently used last, so the oldest is the first to go.
    kept.delete(key);
    kept.set(key, known);
    return known.ranges;
  }
  const runs = Math.min(
    MAX_RUNS,
    Math.max(MIN_RUNS, Math.floor(SIMULATED_STARTS / input.queue.length)),
  );
  const ranges = startRanges(input, { runs });
  const answer = {
    waiting: ranges.slice(0, -1),
    newcomer: ranges[ranges.length - 1] as StartRange,
  };
  kept.delete(key);
  kept.set(key, { at: input.now, ranges: answer });
  if (kept.size > KEPT_QUEUES) kept.delete(kept.keys().next().value as string);
  return answer;
}
