import type { OrderPlacePayload } from '@jono/contract';

/**
 * One order's place as the server works it out and as it travels between server nodes: a
 * tuple with instants as epoch milliseconds, about a third of the message's size (a long
 * queue's whole list crosses the Redis stream on every change, and the stream keeps its last
 * entries). Unpacking gives the message a page reads; only a place that moved is unpacked.
 */
export type PackedPlace = [
  orderId: string,
  status: OrderPlacePayload['status'],
  isAtLocation: 0 | 1,
  position: number | null,
  waitingTime: number,
  start: number | null,
  end: number | null,
  earliest: number | null,
  latest: number | null,
  /**
   * The order's revision in the read (absent from nodes of a version before revisions):
   * places read on different nodes can arrive out of order, and the lower revision is older.
   */
  revision?: number | null,
];

const toIso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function unpackPlace(packed: PackedPlace): OrderPlacePayload {
  const [orderId, status, isAtLocation, position, waitingTime, start, end, earliest, latest] =
    packed;
  return {
    orderId,
    status,
    position,
    waitingTime,
    estimatedStart: toIso(start),
    estimatedEnd: toIso(end),
    estimatedRange:
      earliest === null || latest === null
        ? null
        : { earliest: toIso(earliest) as string, latest: toIso(latest) as string },
    isAtLocation: isAtLocation === 1,
  };
}

const STATUSES: readonly OrderPlacePayload['status'][] = [
  'waiting',
  'in_service',
  'served',
  'cancelled',
  'no_show',
];
/** A place's figures after its order id: status, at the shop, position, wait, four instants. */
const FIGURES = 8;
/** Where a told place keeps the highest revision told, after its figures. */
const REVISION = FIGURES;

/**
 * What a room was last told of its order's place, as numbers written over in place: a page
 * told again and again costs no new memory on the server, however long it follows.
 */
export type ToldPlace = Float64Array;

export function newToldPlace(): ToldPlace {
  // NaN equals nothing, so the first place is always told.
  return new Float64Array(FIGURES + 1).fill(Number.NaN);
}

/**
 * Writes `place` over what was told and says whether any of it differed. A place read before
 * one already told (a lower revision: another node read the order before its last change,
 * and its message came late) is old news and tells nothing.
 */
export function tellsNewPlace(told: ToldPlace, place: PackedPlace): boolean {
  const revision = place[9];
  if (typeof revision === 'number') {
    if (revision < (told[REVISION] as number)) return false;
    told[REVISION] = revision;
  }
  let differs = false;
  for (let i = 0; i < FIGURES; i++) {
    const value = place[i + 1];
    // Null is -1: positions, waits and instants are never negative.
    const figure = i === 0 ? STATUSES.indexOf(value as OrderPlacePayload['status']) : (value ?? -1);
    if (told[i] !== figure) {
      told[i] = figure as number;
      differs = true;
    }
  }
  return differs;
}
