import { type OrderPlacePayload, waitingMinutes } from '@jono/contract';
import type { QueueLoad } from './shop-load';
import { type ShopStatusInput, shopRanges } from './shop-status';

export interface PlacedEntry {
  id: string;
  status: OrderPlacePayload['status'];
  isAtLocation: boolean;
  startedAt: Date | null;
  totalDurationMinutes: number;
}

const MINUTE = 60_000;

/**
 * Where entries stand: position among the waiting (1-based, in queue order), the range their
 * start is expected in, and its middle as the estimated start. The whole queue is played out
 * once, so placing every customer of a long queue costs the same as placing one.
 */
export function placesOf(
  entries: readonly PlacedEntry[],
  load: QueueLoad,
  shop: ShopStatusInput,
  now: Date,
): OrderPlacePayload[] {
  const ranges = shopRanges(shop, load, now).ranges.waiting;
  const indexById = new Map(load.waiting.map((w, index) => [w.id, index]));

  return entries.map((entry) => {
    const base = { orderId: entry.id, status: entry.status, isAtLocation: entry.isAtLocation };
    if (entry.status === 'in_service' && entry.startedAt) {
      const end = entry.startedAt.getTime() + entry.totalDurationMinutes * MINUTE;
      return {
        ...base,
        position: null,
        waitingTime: 0,
        estimatedStart: entry.startedAt.toISOString(),
        estimatedEnd: new Date(end).toISOString(),
        estimatedRange: null,
      };
    }
    const index = indexById.get(entry.id);
    const range = index === undefined ? undefined : ranges[index];
    if (entry.status !== 'waiting' || index === undefined || range === undefined) {
      return {
        ...base,
        position: null,
        waitingTime: 0,
        estimatedStart: null,
        estimatedEnd: null,
        estimatedRange: null,
      };
    }
    // A barber asked for who is not at work leaves the start unknown.
    const isKnown = Number.isFinite(range.latest);
    const start = Math.max(now.getTime(), range.likely);
    return {
      ...base,
      position: index + 1,
      waitingTime: isKnown ? waitingMinutes(now.getTime(), start) : 0,
      estimatedStart: isKnown ? new Date(start).toISOString() : null,
      estimatedEnd: isKnown
        ? new Date(start + entry.totalDurationMinutes * MINUTE).toISOString()
        : null,
      estimatedRange: isKnown
        ? {
            earliest: new Date(Math.max(now.getTime(), range.earliest)).toISOString(),
            latest: new Date(Math.max(now.getTime(), range.latest)).toISOString(),
          }
        : null,
    };
  });
}

export function placeOf(entry: PlacedEntry, load: QueueLoad, shop: ShopStatusInput, now: Date) {
  return placesOf([entry], load, shop, now)[0] as OrderPlacePayload;
}
