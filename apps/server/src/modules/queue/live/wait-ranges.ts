import {
  type ExpectedArrivals,
  extendPlayOut,
  type PlayOut,
  playOut,
  playsOutInOrder,
  type RangeInput,
  type StartRange,
} from '@jono/contract';
import type { QueueLoad } from './shop-load';

/** What a customer who does not come costs their barber: calling, waiting, marking. */
const NO_SHOW_MINUTES = 2;
/**
 * Simulated starts per queue: a long queue is played out fewer times, never under 60. The runs
 * change in steps of 50 customers, so a queue growing at its back keeps its runs and its
 * play-out can be extended instead of made again.
 */
const SIMULATED_STARTS = 20_000;
const MIN_RUNS = 60;
const MAX_RUNS = 200;
const RUN_STEP = 50;
/** Queues whose play-outs are kept: every change of a shop's queue makes a new one. */
const KEPT_QUEUES = 256;
/**
 * How long a play-out answers for an unchanged queue, and is extended for one that grew at its
 * back. Within it nothing a customer reads moves: starts are instants (a start that has come
 * reads as now) and a service in the chair has lasted a few seconds longer.
 */
const FRESH_MS = 5_000;

export interface QueueRanges {
  /** Every waiting customer's start range, in queue order. */
  waiting: StartRange[];
  /** A walk-in joining now, behind everyone, with any barber. */
  newcomer: StartRange;
  /**
   * A walk-in joining now for one barber, behind everyone: played out when first asked for
   * (the shop's page asks, for each of its barbers) and kept with the queue's play-out.
   */
  newcomerFor: (barberId: string) => StartRange;
}

/**
 * A queue's play-out (of those waiting, extendable where it can be), the newcomer behind with
 * any barber, and with each barber asked about so far; `input` is what was played out.
 */
interface Kept {
  at: number;
  waiting: PlayOut;
  newcomer: StartRange;
  input: RangeInput;
  byBarber: Map<string, StartRange>;
}
/** An app's recent play-outs by the queue each was made for, the least recently used first. */
export type PlayOuts = Map<string, Kept>;

const runsFor = (customers: number) =>
  Math.min(
    MAX_RUNS,
    Math.max(MIN_RUNS, Math.floor(SIMULATED_STARTS / (Math.ceil(customers / RUN_STEP) * RUN_STEP))),
  );

/** A waiting customer as a play-out's key has them: once per read of the queue, not per use. */
const customerKeys = new WeakMap<QueueLoad['waiting'][number], string>();
function customerKey(customer: QueueLoad['waiting'][number]): string {
  let key = customerKeys.get(customer);
  if (key === undefined) {
    const { spread, barberId, showChance, durationMinutes } = customer;
    key = `${spread.median},${spread.p80},${barberId ?? ''},${showChance},${durationMinutes};`;
    customerKeys.set(customer, key);
  }
  return key;
}

function remember(kept: PlayOuts, key: string, entry: Kept) {
  // Most recently used last, so the oldest is the first to go.
  kept.delete(key);
  kept.set(key, entry);
  if (kept.size > KEPT_QUEUES) kept.delete(kept.keys().next().value as string);
}

function freshAt(kept: PlayOuts, key: string, now: number): Kept | undefined {
  const known = kept.get(key);
  const age = known ? now - known.at : Number.POSITIVE_INFINITY;
  return known && age >= 0 && age < FRESH_MS ? known : undefined;
}

/**
 * A queue not played out within five seconds: extended from `shorter` (the same queue without
 * its last customer) where it can be, played out otherwise.
 */
function playedOut(shop: Omit<RangeInput, 'queue'>, load: QueueLoad, shorter?: Kept): Kept {
  const waiting: RangeInput['queue'] = load.waiting.map(
    ({ spread, barberId, showChance, durationMinutes }) => ({
      spread,
      barberId,
      showChance,
      plannedMinutes: durationMinutes,
    }),
  );
  const waitingInput: RangeInput = { ...shop, queue: waiting };
  const withNewcomer = newcomerBehind(waitingInput, load, null);
  const options = { runs: runsFor(withNewcomer.queue.length) };
  const extended = shorter && extendPlayOut(shorter.waiting, waitingInput, options);
  const inOrder =
    extended ?? (playsOutInOrder(waitingInput) ? playOut(waitingInput, options) : null);
  const whole = inOrder ? extendPlayOut(inOrder, withNewcomer, options) : null;
  if (inOrder && whole) {
    return {
      // An extension answers only as long as the play-out it grew from.
      at: shorter && extended ? shorter.at : shop.now,
      waiting: inOrder,
      newcomer: whole.ranges.at(-1) as StartRange,
      input: waitingInput,
      byBarber: new Map(),
    };
  }
  // A booking to keep a chair for: the queue with the newcomer is played out whole.
  const ranges = playOut(withNewcomer, options).ranges;
  return {
    at: shop.now,
    waiting: { ranges: ranges.slice(0, -1), chairs: null },
    newcomer: ranges.at(-1) as StartRange,
    input: waitingInput,
    byBarber: new Map(),
  };
}

/**
 * The queue with a walk-in joining behind everyone, for `barberId` or anyone. The newcomer has
 * no length of their own: only when they would start is asked, with time for the shop's
 * shortest service before their barber's shift ends.
 */
function newcomerBehind(waiting: RangeInput, load: QueueLoad, barberId: string | null): RangeInput {
  const plannedMinutes = (waiting.hours ?? []).length > 0 ? (load.shortestServiceMinutes ?? 0) : 0;
  const newcomer = { spread: { median: 0, p80: 0 }, barberId, showChance: 1, plannedMinutes };
  return { ...waiting, queue: [...waiting.queue, newcomer] };
}

/** A walk-in joining for one barber: extended from the queue's play-out, or played out whole. */
function newcomerFor(known: Kept, load: QueueLoad, barberId: string): StartRange {
  const kept = known.byBarber.get(barberId);
  if (kept) return kept;
  const input = newcomerBehind(known.input, load, barberId);
  const options = { runs: runsFor(input.queue.length) };
  const played = extendPlayOut(known.waiting, input, options) ?? playOut(input, options);
  const range = played.ranges.at(-1) as StartRange;
  known.byBarber.set(barberId, range);
  return range;
}

/**
 * The start ranges of a queue at `now` (instants; a start before `now` reads as now). The
 * play-outs are seeded, so the same queue played out at the same instant gives the same
 * answer anywhere. A queue asked about again within five seconds, by one change's
 * announcements or by many readers of one shop, is answered from the play-out already made,
 * and a queue that only grew at its back since (a join) has just its newcomers placed: a join
 * costs the same at a queue of 300 as at an empty one (the last 256 queues are kept, in
 * `kept`, the app's own).
 */
export function queueRanges(
  kept: PlayOuts,
  chairs: {
    barbers: readonly (string | null)[];
    breaks: RangeInput['breaks'];
    hours: RangeInput['hours'];
  },
  load: QueueLoad,
  now: Date,
  arrivals?: ExpectedArrivals,
): QueueRanges {
  const at = now.getTime();
  const shop: Omit<RangeInput, 'queue'> = {
    now: at,
    chairs: chairs.barbers,
    breaks: chairs.breaks,
    hours: chairs.hours,
    inService: load.inService.map(({ startedAt, spread, barberId }) => ({
      startedAt,
      spread,
      barberId,
    })),
    bookings: load.bookings,
    noShowMinutes: NO_SHOW_MINUTES,
    arrivals,
  };
  // The first stretch of walk-ins to come starts now, which the key leaves out.
  const head = JSON.stringify({
    ...shop,
    now: undefined,
    arrivals: arrivals && { ...arrivals, windows: arrivals.windows.map((w) => [w.to, w.perHour]) },
  });
  const keys = load.waiting.map(customerKey);
  const key = `${head}${load.shortestServiceMinutes};${keys.join('')}`;
  // The same queue without its last customer: the play-out a join extends.
  const shorterKey = key.slice(0, key.length - (keys.at(-1)?.length ?? 0));

  const known =
    freshAt(kept, key, at) ??
    playedOut(shop, load, keys.length > 0 ? freshAt(kept, shorterKey, at) : undefined);
  remember(kept, key, known);
  return {
    waiting: known.waiting.ranges,
    newcomer: known.newcomer,
    newcomerFor: (barberId) => newcomerFor(known, load, barberId),
  };
}
