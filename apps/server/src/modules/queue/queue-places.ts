import { estimateStart, type OrderPlacePayload, waitingMinutes } from '@jono/contract';
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
 * Where an entry stands: its position among the waiting (1-based, in queue order) and its
 * estimated start by the waiting-time rule over everyone ahead of it.
 */
export function placeOf(
  entry: PlacedEntry,
  load: QueueLoad,
  chairCount: number,
  now: Date,
): OrderPlacePayload {
  const chairs = workingChairs(chairCount, load);
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
  const index = load.waiting.findIndex((w) => w.id === entry.id);
  if (entry.status !== 'waiting' || index === -1) {
    return { ...base, position: null, waitingTime: 0, estimatedStart: null, estimatedEnd: null };
  }
  const start = estimateStart({
    now: now.getTime(),
    chairs,
    inService: load.inService,
    ahead: load.waiting.slice(0, index),
    bookings: load.bookings,
    durationMinutes: entry.totalDurationMinutes,
  });
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
}
