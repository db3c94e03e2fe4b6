import { formatClockTime, formatTimeRange } from '@jono/contract/rules/time-range';
import { zonedParts } from '@jono/contract/rules/zoned-time';

/** 'HH:mm' of an instant on the shop's clock (the customer may be in another time zone). */
export function shopClock(instant: string, timeZone: string): string {
  return formatClockTime(zonedParts(new Date(instant), timeZone).minutes);
}

/**
 * Spec section 9: 'HH:mm - HH:mm', the estimated start on the shop's clock plus the order's
 * duration; an unusable start shows "Invalid Date" (spec section 8).
 */
export function estimatedTimeRange(
  estimatedStart: string,
  durationMinutes: number,
  timeZone: string,
): string {
  const start = new Date(estimatedStart);
  if (Number.isNaN(start.getTime())) return formatTimeRange('', durationMinutes);
  return formatTimeRange(shopClock(estimatedStart, timeZone), durationMinutes);
}

/** Google Maps directions to the shop, from wherever the customer is. */
export function directionsUrl({ lat, lng }: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}
