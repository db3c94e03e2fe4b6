import type { TFunction } from 'i18next';
import { formatTimeRangeText } from '@/lib/format';
import { shopClock } from '@/lib/shop-time';

/**
 * 'HH:mm - HH:mm', the estimated start on the shop's clock plus the order's duration; an
 * unusable start reads "time not known" in the page's language ("Invalid Date" in English).
 */
export function estimatedTimeRange(
  estimatedStart: string,
  durationMinutes: number,
  timeZone: string,
  t: TFunction,
): string {
  // An unreadable instant reads "time not known", which is no start time either.
  return formatTimeRangeText(shopClock(estimatedStart, timeZone), durationMinutes, t);
}

/** Google Maps directions to the shop, from wherever the customer is. */
export function directionsUrl({ lat, lng }: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}
