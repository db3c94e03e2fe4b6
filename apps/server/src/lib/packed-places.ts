import type { OrderPlacePayload } from '@jono/contract';

/**
 * One order's place as it travels between server nodes: a tuple with instants as epoch
 * milliseconds, about a third of the message's size (a long queue's whole list crosses the
 * Redis stream on every change, and the stream keeps its last entries). Unpacking gives back
 * exactly the message a page reads.
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
];

const toMs = (iso: string | null | undefined) => (iso ? Date.parse(iso) : null);
const toIso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function packPlace(place: OrderPlacePayload): PackedPlace {
  return [
    place.orderId,
    place.status,
    place.isAtLocation ? 1 : 0,
    place.position,
    place.waitingTime,
    toMs(place.estimatedStart),
    toMs(place.estimatedEnd),
    toMs(place.estimatedRange?.earliest),
    toMs(place.estimatedRange?.latest),
  ];
}

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
