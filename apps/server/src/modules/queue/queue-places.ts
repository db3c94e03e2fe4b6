import { type OrderPlacePayload, scheduleQueue, waitingMinutes } from '@jono/contract';
import { type QueueLoad, workingChairs } from '../shops/shops.service';

export interface PlacedEntry {
  id: string;
  status: OrderPlacePayload['status'];
  isAtLocation: boolean;
  startedAt: Date | null;
  totalDurationMinutes: number;
}

const MINUTE = 60_000;

/**
 * Where entries stand: position among the waiting (1-based, in queue order) and the
 * estimated start from the waiting-time rule. The whole queue is scheduled once, so placing
 * every customer of a long queue costs one pass, not one pass each.
 */
export function placesOf(
  entries: readonly PlacedEntry[],
  load: QueueLoad,
  chairCount: number,
  now: Date,
): OrderPlacePayload[] {
  const starts = scheduleQueue({
    now: now.getTime(),
    chairs: workingChairs(chairCount, load),
    inService: load.inService,
    bookings: load.bookings,
    queue: load.waiting,
  });
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
      };
    }
    const index = indexById.get(entry.id);
    const start = index === undefined ? undefined : starts[index];
    if (entry.status !== 'waiting' || index === undefined || start === undefined) {
      return { ...base, position: null, waitingTime: 0, estimatedStart: null, estimatedEnd: null };
    }
    const isKnown = Number.isFinite(start);
    return {
      ...base,
      position: index + 1,
      waitingTime: isKnown ? waitingMinutes(now.getTime(), start) : 0,
      estimatedStart: isKnown ? new Date(start).toISOString() : null,
      estimatedEnd: isKnown
        ? new Date(start + entry.totalDurationMinutes * MINUTE).toISOString()
        : null,
    };
  });
}

export function placeOf(entry: PlacedEntry, load: QueueLoad, chairCount: number, now: Date) {
  return placesOf([entry], load, chairCount, now)[0] as OrderPlacePayload;
}
