import { type DurationSpread, durationDraws } from './duration-spread';
import type { QueuedCustomer } from './waiting-time';

/**
 * The play-out's random numbers: each decision has its own, found by hashing what it is about
 * (a customer's coming and length in a run, a service's length, a booking's, a run's walk-ins),
 * so the same queue gives the same ranges on every node, and a customer's draws do not depend
 * on who else is in the queue. That is what lets a queue grow at its back without being played
 * out again.
 */
const SEED = 0x6a6f6e6f;
export const stream = { queue: 1, inService: 2, bookings: 3, arrivals: 4 } as const;

/** murmur3's finaliser: every bit of the input moves every bit of the output. */
function mix32(value: number): number {
  let h = value;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A uniform number in [0, 1) for one decision: the same three keys always give the same one. */
export function uniform(kind: number, index: number, draw: number): number {
  return mix32(mix32(mix32(SEED ^ kind) ^ index) ^ draw) / 4294967296;
}

/**
 * Walk-ins expected to join later: how many an hour in each stretch of time ahead (up to
 * closing), and what such a visit takes. Each run draws them as a Poisson process; they
 * take any barber.
 */
export interface ExpectedArrivals {
  windows: readonly { from: number; to: number; perHour: number }[];
  spread: DurationSpread;
  plannedMinutes: number;
}

/** One run's walk-ins still to come: when each joins, at the rates expected, and for how long. */
export function drawArrivals(
  arrivals: ExpectedArrivals | undefined,
  random: () => number,
): QueuedCustomer[] {
  if (!arrivals) return [];
  const draw = durationDraws(arrivals.spread);
  const joins: number[] = [];
  for (const { from, to, perHour } of arrivals.windows) {
    if (perHour <= 0) continue;
    for (let t = from; ; ) {
      t += (-Math.log(1 - random()) / perHour) * 3_600_000;
      if (t >= to) break;
      joins.push(t);
    }
  }
  return joins.map((joinsAt) => ({
    joinsAt,
    durationMinutes: draw(random()),
    plannedMinutes: arrivals.plannedMinutes,
  }));
}
