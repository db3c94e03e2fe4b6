import { type OrderPlacePayload, waitingMinutes } from '@jono/contract';
import { type PackedPlace, unpackPlace } from '../../../lib/packed-places';
import type { LiveMemory } from './live-memory';
import type { QueueLoad } from './shop-load';
import { type ShopStatusInput, shopRanges } from './shop-status';

export interface PlacedEntry {
  id: string;
  status: OrderPlacePayload['status'];
  isAtLocation: boolean;
  startedAt: Date | null;
  totalDurationMinutes: number;
  /** The row's revision where the read had it: a place with a lower one is older news. */
  revision?: number;
}

/** A waiting entry's place in one read of its queue; instants in epoch milliseconds. */
export interface WaitingPlace {
  /** 1-based, in queue order. */
  position: number;
  waitingTime: number;
  /** Null while a barber asked for is not at work: the start is unknown. */
  start: number | null;
  earliest: number | null;
  latest: number | null;
  /** When a customer at home should set off by: see StartRange.soonest. */
  soonest: number | null;
}

/** Where the entries of one read of a queue stand, each worked out only when asked. */
export interface QueuePlaces {
  /** Any entry's place, as it travels (`unpackPlace` gives the message a page reads). */
  of(entry: PlacedEntry): PackedPlace;
  /** A waiting entry's place; undefined for an entry not waiting in this read. */
  waiting(orderId: string): WaitingPlace | undefined;
}

const MINUTE = 60_000;
/** A play-out's instant as a date holds it: whole milliseconds. */
const instant = (ms: number) => Math.trunc(ms);

/**
 * The whole queue is played out once, so placing every customer of a long queue costs the
 * same as placing one. Places are numbers until a page needs words: a change that moved
 * nobody followed allocates no message at all.
 */
export function queuePlaces(
  memory: LiveMemory,
  load: QueueLoad,
  shop: ShopStatusInput,
  now: Date,
): QueuePlaces {
  const ranges = shopRanges(memory, shop, load, now).ranges.waiting;
  // Made on the first question: a change that no page here follows asks none.
  let indexById: Map<string, number> | undefined;
  const at = now.getTime();

  const waiting = (orderId: string): WaitingPlace | undefined => {
    indexById ??= new Map(load.waiting.map((w, index) => [w.id, index]));
    const index = indexById.get(orderId);
    const range = index === undefined ? undefined : ranges[index];
    if (index === undefined || range === undefined) return undefined;
    if (!Number.isFinite(range.latest)) {
      return {
        position: index + 1,
        waitingTime: 0,
        start: null,
        earliest: null,
        latest: null,
        soonest: null,
      };
    }
    // The middle of the range is the estimate; a start that has come reads as now.
    const start = Math.max(at, range.likely);
    return {
      position: index + 1,
      waitingTime: waitingMinutes(at, start),
      start: instant(start),
      earliest: instant(Math.max(at, range.earliest)),
      latest: instant(Math.max(at, range.latest)),
      soonest: instant(Math.max(at, range.soonest)),
    };
  };

  const of = (entry: PlacedEntry): PackedPlace => {
    const { id, status } = entry;
    const here = entry.isAtLocation ? 1 : 0;
    const revision = entry.revision ?? null;
    if (status === 'in_service' && entry.startedAt) {
      const started = entry.startedAt.getTime();
      const end = started + entry.totalDurationMinutes * MINUTE;
      return [id, status, here, null, 0, started, end, null, null, revision];
    }
    const place = status === 'waiting' ? waiting(id) : undefined;
    if (!place) return [id, status, here, null, 0, null, null, null, null, revision];
    const { position, waitingTime, start, earliest, latest } = place;
    const end = start === null ? null : start + entry.totalDurationMinutes * MINUTE;
    return [id, status, here, position, waitingTime, start, end, earliest, latest, revision];
  };

  return { of, waiting };
}

/**
 * Where entries stand: position among the waiting, the range their start is expected in, and
 * its middle as the estimated start.
 */
export function placesOf(
  memory: LiveMemory,
  entries: readonly PlacedEntry[],
  load: QueueLoad,
  shop: ShopStatusInput,
  now: Date,
): OrderPlacePayload[] {
  const places = queuePlaces(memory, load, shop, now);
  return entries.map((entry) => unpackPlace(places.of(entry)));
}

export function placeOf(
  memory: LiveMemory,
  entry: PlacedEntry,
  load: QueueLoad,
  shop: ShopStatusInput,
  now: Date,
) {
  return placesOf(memory, [entry], load, shop, now)[0] as OrderPlacePayload;
}
