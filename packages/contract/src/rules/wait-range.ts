import { lastAskedFor, takeChair } from './chair-dispatch';
import { type DurationSpread, durationDraws, quantile } from './duration-spread';
import { drawArrivals, type ExpectedArrivals, stream, uniform } from './play-out-draws';
import {
  type BarberBreak,
  type BarberHours,
  type BookedInterval,
  chairsNow,
  type QueuedCustomer,
  scheduleQueue,
} from './waiting-time';

/**
 * Honest waiting times. A time in the chair is not known in advance, and not everyone ahead
 * in the queue is served, so a start is given as a range: the queue is played out many times
 * with durations drawn around what the shop really takes and with each customer ahead coming
 * only as often as such customers do, and the range runs between low and high percentiles
 * of the starts seen.
 *
 * What a service takes and the draws from it: `duration-spread.ts`; the play-out's random
 * numbers and the walk-ins still to come: `play-out-draws.ts`. Both are reachable from here.
 */

export * from './duration-spread';
export type { ExpectedArrivals } from './play-out-draws';

export interface RangeInput {
  now: number;
  /** The chairs at work, by the barber at each (null: a chair whose barber is not known). */
  chairs: readonly (string | null)[];
  /** Barbers on a break: each one's chair takes nobody before they are back. */
  breaks?: readonly BarberBreak[];
  /** Barbers whose shifts end before the shop closes: they start nobody outside them. */
  hours?: readonly BarberHours[];
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

/** When a customer may start: the range shown, and its middle as the single best guess. */
export interface StartRange {
  earliest: number;
  likely: number;
  latest: number;
  /**
   * The start only one run in twenty beats: when a customer at home is told to set off, so a
   * turn that comes early still finds them at the shop (the range's early end would leave one
   * in five on the road).
   */
  soonest: number;
}

/** The share of runs a customer told to set off may still find their turn before them. */
export const SET_OFF_PERCENTILE = 0.05;

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
 * in full, and so are queues at a barber who keeps hours of their own: which customer fits
 * before their shift ends is asked at each instant.
 */
export const playsOutInOrder = (input: RangeInput) =>
  (input.bookings ?? []).length === 0 &&
  (input.hours ?? []).length === 0 &&
  input.queue.every(
    (customer, i) => i === input.queue.length - 1 || hasLength(customer, input.noShowMinutes),
  );

const hasLength = (customer: RangeInput['queue'][number], noShowMinutes = 0) =>
  customer.spread.median > 0 && (customer.showChance >= 1 || noShowMinutes > 0);

/**
 * Run `run`'s length for the customer at `index`: drawn with `draw` (from their spread), or
 * what finding out costs if they do not come.
 */
function customerLength(
  input: RangeInput,
  customer: RangeInput['queue'][number],
  draw: ReturnType<typeof durationDraws>,
  index: number,
  run: number,
): number {
  const comes = uniform(stream.queue, index, 2 * run) < customer.showChance;
  if (!comes) return input.noShowMinutes ?? 0;
  return draw(uniform(stream.queue, index, 2 * run + 1));
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
    soonest: quantile(starts, SET_OFF_PERCENTILE),
  };
}

/** The services in progress as run `run` has them: each as long as that run draws it. */
function inServiceDraws(input: RangeInput) {
  const services = input.inService.map((service) => ({
    service,
    draw: durationDraws(service.spread),
  }));
  return (run: number) =>
    services.map(({ service, draw }, i) => ({
      startedAt: service.startedAt,
      barberId: service.barberId,
      durationMinutes: draw(
        uniform(stream.inService, i, run),
        Math.max(0, (input.now - service.startedAt) / MINUTE),
      ),
    }));
}

/**
 * The queue played out `runs` times. Each run decides who ahead comes and how long every
 * service takes; a customer who does not come costs their barber only the time it takes to
 * find out. A customer's own range assumes they come.
 */
export function playOut(input: RangeInput, options: RangeOptions = {}): PlayOut {
  const { runs = 200, low = 0.2, high = 0.8 } = options;
  const inServiceOf = inServiceDraws(input);
  // Each customer's draws, the length this run gave them, and their start in every run
  // (typed, so the starts sort as numbers without a comparator call per pair).
  const customers = input.queue.map((customer) => ({
    customer,
    draw: durationDraws(customer.spread),
    length: 0,
    starts: new Float64Array(runs),
  }));
  const bookingDraws = input.bookings?.map(({ spread }) => spread && durationDraws(spread));
  const inOrder = playsOutInOrder(input);
  const barbers = input.chairs;
  const freeAt = new Float64Array(inOrder ? runs * barbers.length : 0);
  // Whom someone behind each customer waits for: a free barber nobody waits for goes first.
  const lastAsked = lastAskedFor(input.queue);
  for (let run = 0; run < runs; run++) {
    const inService = inServiceOf(run);
    customers.forEach((one, i) => {
      one.length = customerLength(input, one.customer, one.draw, i, run);
    });
    if (inOrder) {
      const row = run * barbers.length;
      chairsNow({ now: input.now, chairs: barbers, inService, breaks: input.breaks }).forEach(
        (chair, c) => {
          freeAt[row + c] = chair.freeAt;
        },
      );
      customers.forEach((one, i) => {
        const { barberId } = one.customer;
        one.starts[run] = takeChair(
          barbers,
          freeAt,
          row,
          { barberId, minutes: one.length },
          (barber) => barber !== null && (lastAsked.get(barber) ?? -1) > i,
        );
      });
      continue;
    }
    const queue: QueuedCustomer[] = customers.map(({ customer, length }) => ({
      barberId: customer.barberId,
      durationMinutes: length,
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
      breaks: input.breaks,
      hours: input.hours,
      inService,
      bookings,
      queue: toCome.length > 0 ? [...queue, ...toCome] : queue,
    });
    customers.forEach((one, i) => {
      one.starts[run] = runStarts[i] ?? Number.POSITIVE_INFINITY;
    });
  }
  const last = input.queue[input.queue.length - 1];
  return {
    ranges: customers.map((one) => rangeOf(one.starts, low, high)),
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
  if ((input.bookings ?? []).length > 0 || (input.hours ?? []).length > 0) return null;
  if (!newcomers.every((customer) => hasLength(customer, input.noShowMinutes))) return null;
  // One who asks for a barber would have sent those ahead for any barber to the others.
  if (input.queue.slice(from).some((customer) => customer.barberId)) return null;
  const freeAt = chairs.freeAt.slice();
  const added = input.queue.slice(from).map((customer, k) => {
    const index = from + k;
    const draw = durationDraws(customer.spread);
    const starts = new Float64Array(runs);
    for (let run = 0; run < runs; run++) {
      starts[run] = takeChair(
        chairs.barbers,
        freeAt,
        run * chairs.barbers.length,
        { barberId: null, minutes: customerLength(input, customer, draw, index, run) },
        () => false,
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
