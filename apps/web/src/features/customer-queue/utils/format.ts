import type { TFunction } from 'i18next';
import { shopClock } from '@/lib/dates';
import { formatTimeRangeText } from '@/lib/format';

/**
 * 'HH:mm - HH:mm', the estimated start on the shop's clock plus the order's duration; an
 * unusable start shows "Invalid Date".
 */
export function estimatedTimeRange(
  estimatedStart: string,
  durationMinutes: number,
  timeZone: string,
  t: TFunction,
): string {
  // An unreadable instant reads '–', which is no start time either.
  return formatTimeRangeText(shopClock(estimatedStart, timeZone), durationMinutes, t);
}

/** Google Maps directions to the shop, from wherever the customer is. */
export function directionsUrl({ lat, lng }: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}
