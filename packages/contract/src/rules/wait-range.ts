import { type BookedInterval, chairsNow, type QueuedCustomer, scheduleQueue } from './waiting-time';

/**
 * Honest waiting times. A time in the chair is not known in advance, and not everyone ahead
 * in the queue is served, so a start is given as a range: the queue is played out many times
 * with durations drawn around what the shop really takes and with each customer ahead coming
 * only as often as such customers do, and the range runs between low and high percentiles
 * of the starts seen.
 */

/** A time in the chair as the shop really takes it: median and 80th percentile, minutes. */
export interface DurationSpread {
  median: number;
  p80: number;
}

/** With no history, a service's 80th percentile is a fifth over its catalogue duration. */
const nominalSpreadFactor = 1.2;
/** Samples count against this many pseudo-samples of the catalogue's duration. */
export const priorSamples = 8;
/** A time over five times the nominal is a service someone forgot to finish, not a haircut. */
const forgottenFactor = 5;

export const nominalSpread = (minutes: number): DurationSpread => ({
  median: minutes,
  p80: minutes * nominalSpreadFactor,
});

/** The q-quantile of sorted numbers, interpolated between neighbours. */
export function quantile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const at = (sorted.length - 1) * q;
  const below = Math.floor(at);
  const low = sorted[below] ?? Number.NaN;
  const high = sorted[Math.min(below + 1, sorted.length - 1)] ?? low;
  // Equal neighbours (also two infinite starts) need no interpolation.
  return low === high ? low : low + (high - low) * (at - below);
}

/**
 * What a service takes in this shop, from its real times in the chair: median and 80th
 * percentile (a few very long or very short visits do not move them), drawn toward `prior`
 * (the catalogue's duration, or the shop's own figure for one barber) while samples are few.
 */
export function learnDuration(
  samplesMinutes: readonly number[],
  nominalMinutes: number,
  prior: DurationSpread = nominalSpread(nominalMinutes),
): DurationSpread {
  const kept = samplesMinutes
    .filter((m) => m > 0 && m <= nominalMinutes * forgottenFactor)
    .sort((a, b) => a - b);
  if (kept.length === 0) return prior;
  const weight = kept.length / (kept.length + priorSamples);
  const median = weight * quantile(kept, 0.5) + (1 - weight) * prior.median;
  const p80 = weight * quantile(kept, 0.8) + (1 - weight) * prior.p80;
  return { median, p80: Math.max(median, p80) };
}

/** The share of such orders served, drawn toward `prior` while there are few of them. */
export function learnShowChance(served: number, total: number, prior = 0.9): number {
  const pseudo = 20;
  return (served + prior * pseudo) / (total + pseudo);
}

/** A service with its add-ons, each drawn on its own: medians add, spreads add in quadrature. */
export function combineSpreads(parts: readonly DurationSpread[]): DurationSpread {
  const median = parts.reduce((sum, p) => sum + p.median, 0);
  const spread = Math.sqrt(parts.reduce((sum, p) => sum + (p.p80 - p.median) ** 2, 0));
  return { median, p80: median + spread };
}

const z80 = 0.8416212335729143;

/** Standard normal distribution function (Abramowitz and Stegun 7.1.26, error under 1.5e-7). */
function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

// Acklam's coefficients, named once: the quantile runs for every simulated draw, so it must
// allocate nothing.
const [A0, A1, A2, A3, A4, A5] = [
  -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
  2.506628277459239,
] as const;
const [B0, B1, B2, B3, B4] = [
  -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
] as const;
const [C0, C1, C2, C3, C4, C5] = [
  -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734,
  4.374664141464968, 2.938163982698783,
] as const;
const [D0, D1, D2, D3] = [
  0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416,
] as const;
const P_LOW = 0.02425;

/** The quantile's tails, where `q` is sqrt(-2 ln p) of the nearer end. */
function quantileTail(q: number): number {
  return (
    (((((C0 * q + C1) * q + C2) * q + C3) * q + C4) * q + C5) /
    ((((D0 * q + D1) * q + D2) * q + D3) * q + 1)
  );
}

/** Its inverse (Acklam's rational approximation, relative error under 1.2e-9). */
function normalQuantile(p: number): number {
  if (p < P_LOW) return quantileTail(Math.sqrt(-2 * Math.log(p)));
  if (p > 1 - P_LOW) return -quantileTail(Math.sqrt(-2 * Math.log(1 - p)));
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((A0 * r + A1) * r + A2) * r + A3) * r + A4) * r + A5) * q) /
    (((((B0 * r + B1) * r + B2) * r + B3) * r + B4) * r + 1)
  );
}

/**
 * Draws from the log-normal distribution with this median and 80th percentile: each draw is
 * given uniform `u` in (0, 1); `atLeast` keeps only the part beyond that many minutes (a
 * service already under way has at least lasted so far). The distribution is worked out once,
 * so a play-out drawing a customer's length in every run pays only for the draw.
 */
export function durationDraws(spread: DurationSpread): (u: number, atLeast?: number) => number {
  if (spread.median <= 0) return (_u, atLeast = 0) => Math.max(0, atLeast);
  const sigma = Math.log(Math.max(spread.p80, spread.median) / spread.median) / z80;
  if (sigma === 0) return (_u, atLeast = 0) => Math.max(spread.median, atLeast);
  const mu = Math.log(spread.median);
  return (u, atLeast = 0) => {
    const floor = atLeast > 0 ? normalCdf((Math.log(atLeast) - mu) / sigma) : 0;
    const p = Math.min(1 - 1e-9, Math.max(1e-9, floor + (1 - floor) * u));
    return Math.max(atLeast, Math.exp(mu + sigma * normalQuantile(p)));
  };
}

/** One draw: see `durationDraws`. */
export const drawDuration = (spread: DurationSpread, u: number, atLeast = 0): number =>
  durationDraws(spread)(u, atLeast);

/**
 * The play-out's random numbers: each decision has its own, found by hashing what it is about
 * (a customer's coming and length in a run, a service's length, a booking's, a run's walk-ins),
 * so the same queue gives the same ranges on every node, and a customer's draws do not depend
 * on who else is in the queue. That is what lets a queue grow at its back without being played
 * out again.
 */
const SEED = 0x6a6f6e6f;
const stream = { queue: 1, inService: 2, bookings: 3, arrivals: 4 } as const;

/** murmur3's finaliser: every bit of the input moves every bit of the output. */
function mix32(value: number): number {
  let h = value;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A uniform number in [0, 1) for one decision: the same three keys always give the same one. */
function uniform(kind: number, index: number, draw: number): number {
  return mix32(mix32(mix32(SEED ^ kind) ^ index) ^ draw) / 4294967296;
}

export interface RangeInput {
  now: number;
  /** The chairs at work, by the barber at each (null: a chair whose barber is not known). */
  chairs: readonly (string | null)[];
  inService: readonly { startedAt: number; spread: DurationSpread; barberId?: string | null }[];
  /**
   * Everyone waiting, in queue order, with the chance that such an order is served and the
   * length their barber plans by (the catalogue's; the spread's median when not given).
   */
  queue: readonly {
    spread: DurationSpread;
    barberId?: string | null;
    showChance: number;
    plannedMinutes?: number;
  }[];
  /** Walk-ins still to come, who take chairs that would otherwise stand free. */
  arrivals?: ExpectedArrivals;
  /** Bookings not started; with a spread, each run draws how long the booked visit takes. */
  bookings?: readonly (BookedInterval & { spread?: DurationSpread })[];
  /** What a customer who does not come costs their barber: calling, waiting, marking. */
  noShowMinutes?: number;
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
function drawArrivals(
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

/** When a customer may start: the range shown, and its middle as the single best guess. */
export interface StartRange {
  earliest: number;
  likely: number;
  latest: number;
}

export interface RangeOptions {
  runs?: number;
  /** The percentiles of the simulated starts that bound the range. */
  low?: number;
  high?: number;
}

/**
 * A queue played out: every customer's start range, and, where the queue can grow at its back
 * without being played out again, where each chair stands after it in every run.
 */
export interface PlayOut {
  ranges: StartRange[];
  /** Null when a newcomer's start depends on more than the chairs (a booking to keep one for). */
  chairs: {
    barbers: readonly (string | null)[];
    /** Run by run, when each chair is next free: `runs` rows of `barbers.length`. */
    freeAt: Float64Array;
    runs: number;
    /** False once a customer of no length is in: the chairs alone no longer say who is next. */
    isOpen: boolean;
  } | null;
}

const MINUTE = 60_000;

/**
 * Without a booking to keep a chair for, greedy dispatch gives every customer, in queue order,
 * the chair they may have that is free first (the earlier chair on a tie): nobody behind can
 * take a chair someone ahead may have, and walk-ins still to come join behind everyone. A
 * customer's start then depends only on those ahead, and a newcomer is placed from where the
 * chairs stand. With customers of no length in the middle, who leave a chair free at the same
 * instant, the order in which chairs are handed out matters, so those queues are played out
 * in full.
 */
export const playsOutInOrder = (input: RangeInput) =>
  (input.bookings ?? []).length === 0 &&
  input.queue.every(
    (customer, i) => i === input.queue.length - 1 || hasLength(customer, input.noShowMinutes),
  );

const hasLength = (customer: RangeInput['queue'][number], noShowMinutes = 0) =>
  customer.spread.median > 0 && (customer.showChance >= 1 || noShowMinutes > 0);

/** Run `run`'s length for customer `index`: drawn, or what finding out costs if they do not come. */
function customerLength(
  input: RangeInput,
  draws: ReturnType<typeof durationDraws>[],
  index: number,
  run: number,
): number {
  const customer = input.queue[index] as RangeInput['queue'][number];
  const comes = uniform(stream.queue, index, 2 * run) < customer.showChance;
  if (!comes) return input.noShowMinutes ?? 0;
  return (draws[index] as (typeof draws)[number])(uniform(stream.queue, index, 2 * run + 1));
}

/** Gives the customer the first chair free that they may have; their start, or Infinity. */
function takeChair(
  barbers: readonly (string | null)[],
  freeAt: Float64Array,
  row: number,
  barberId: string | null | undefined,
  minutes: number,
): number {
  let best = -1;
  for (let c = 0; c < barbers.length; c++) {
    if (barberId && barbers[c] !== barberId) continue;
    if (best === -1 || (freeAt[row + c] as number) < (freeAt[row + best] as number)) best = c;
  }
  if (best === -1) return Number.POSITIVE_INFINITY;
  const start = freeAt[row + best] as number;
  freeAt[row + best] = start + minutes * MINUTE;
  return start;
}

/** A customer's range from the starts of every run (sorted here, as numbers). */
function rangeOf(starts: Float64Array, low: number, high: number): StartRange {
  starts.sort();
  return {
    earliest: quantile(starts, low),
    // A start some run really had: between two likely outcomes (before a booking or after
    // it) the interpolated middle may be a time the chair is taken.
    likely: starts[Math.floor((starts.length - 1) / 2)] ?? Number.NaN,
    latest: quantile(starts, high),
  };
}

/**
 * The queue played out `runs` times. Each run decides who ahead comes and how long every
 * service takes; a customer who does not come costs their barber only the time it takes to
 * find out. A customer's own range assumes they come.
 */
export function playOut(input: RangeInput, options: RangeOptions = {}): PlayOut {
  const { runs = 200, low = 0.2, high = 0.8 } = options;
  const serviceDraws = input.inService.map(({ spread }) => durationDraws(spread));
  const customerDraws = input.queue.map(({ spread }) => durationDraws(spread));
  const bookingDraws = input.bookings?.map(({ spread }) => spread && durationDraws(spread));
  const inOrder = playsOutInOrder(input);
  const barbers = input.chairs;
  const freeAt = new Float64Array(inOrder ? runs * barbers.length : 0);
  // Typed, so each customer's starts sort as numbers without a comparator call per pair.
  const starts = input.queue.map(() => new Float64Array(runs));
  const lengths = new Float64Array(input.queue.length);
  for (let run = 0; run < runs; run++) {
    const inService = input.inService.map((service, i) => ({
      startedAt: service.startedAt,
      barberId: service.barberId,
      durationMinutes: (serviceDraws[i] as (typeof serviceDraws)[number])(
        uniform(stream.inService, i, run),
        Math.max(0, (input.now - service.startedAt) / MINUTE),
      ),
    }));
    for (let i = 0; i < lengths.length; i++) {
      lengths[i] = customerLength(input, customerDraws, i, run);
    }
    if (inOrder) {
      const row = run * barbers.length;
      chairsNow({ now: input.now, chairs: barbers, inService }).forEach((chair, c) => {
        freeAt[row + c] = chair.freeAt;
      });
      input.queue.forEach((customer, i) => {
        (starts[i] as Float64Array)[run] = takeChair(
          barbers,
          freeAt,
          row,
          customer.barberId,
          lengths[i] as number,
        );
      });
      continue;
    }
    const queue: QueuedCustomer[] = input.queue.map((customer, i) => ({
      barberId: customer.barberId,
      durationMinutes: lengths[i] as number,
      plannedMinutes: customer.plannedMinutes ?? customer.spread.median,
    }));
    let arrival = 0;
    const toCome = drawArrivals(input.arrivals, () => uniform(stream.arrivals, run, arrival++));
    const bookings = input.bookings?.map(({ spread: _, ...booking }, i) => {
      const draw = bookingDraws?.[i];
      const u = uniform(stream.bookings, i, run);
      return draw ? { ...booking, end: booking.start + draw(u) * MINUTE } : booking;
    });
    const runStarts = scheduleQueue({
      now: input.now,
      chairs: barbers,
      inService,
      bookings,
      queue: toCome.length > 0 ? [...queue, ...toCome] : queue,
    });
    starts.forEach((seen, i) => {
      seen[run] = runStarts[i] ?? Number.POSITIVE_INFINITY;
    });
  }
  const last = input.queue[input.queue.length - 1];
  return {
    ranges: starts.map((seen) => rangeOf(seen, low, high)),
    chairs: inOrder
      ? { barbers, freeAt, runs, isOpen: !last || hasLength(last, input.noShowMinutes) }
      : null,
  };
}

/**
 * The same play-out with the customers `input.queue` has beyond `previous` added at the back:
 * only they are placed, from where `previous` left the chairs. Null when that cannot give what
 * a whole play-out would (a booking now, a customer of no length last, other runs); `input`
 * must be the queue `previous` played out, at the same chairs, with the newcomers after it.
 */
export function extendPlayOut(
  previous: PlayOut,
  input: RangeInput,
  options: RangeOptions = {},
): PlayOut | null {
  const { runs = 200, low = 0.2, high = 0.8 } = options;
  const { chairs } = previous;
  const from = previous.ranges.length;
  if (!chairs?.isOpen || chairs.runs !== runs || input.queue.length < from) return null;
  // Those before `from` were played out in order already: only a booking since, or a newcomer
  // of no length before the last, needs the whole play-out.
  const newcomers = input.queue.slice(from, -1);
  if ((input.bookings ?? []).length > 0) return null;
  if (!newcomers.every((customer) => hasLength(customer, input.noShowMinutes))) return null;
  const freeAt = chairs.freeAt.slice();
  const customerDraws = input.queue.map((customer, i) =>
    i < from ? undefined : durationDraws(customer.spread),
  ) as ReturnType<typeof durationDraws>[];
  const added = input.queue.slice(from).map((customer, k) => {
    const index = from + k;
    const starts = new Float64Array(runs);
    for (let run = 0; run < runs; run++) {
      starts[run] = takeChair(
        chairs.barbers,
        freeAt,
        run * chairs.barbers.length,
        customer.barberId,
        customerLength(input, customerDraws, index, run),
      );
    }
    return rangeOf(starts, low, high);
  });
  const last = input.queue[input.queue.length - 1];
  return {
    ranges: [...previous.ranges, ...added],
    chairs: {
      ...chairs,
      freeAt,
      isOpen: !last || hasLength(last, input.noShowMinutes),
    },
  };
}

/** Every customer's start range, in queue order (epoch milliseconds; Infinity for one whose
 * barber has no chair at work): see `playOut`. */
export const startRanges = (input: RangeInput, options: RangeOptions = {}): StartRange[] =>
  playOut(input, options).ranges;
