import { type Coords, distanceInMetres } from './distance';

export type TravelMode = 'walk' | 'drive';

/** Up to this straight-line distance people walk to the barber; beyond it they drive. */
export const WALKING_LIMIT_METRES = 2_000;
const WALKING_KMH = 5;
/** Town driving with lights and parking, not the open road. */
const DRIVING_KMH = 30;
/** Past this no estimate helps: the customer is simply told it is far. */
const MAX_TRAVEL_MINUTES = 180;

const minutesAt = (metres: number, kmh: number) => Math.round((metres / 1000 / kmh) * 60);

/**
 * How long the customer needs to reach the shop from where they shared their position:
 * the straight-line distance at walking speed under 2 km, else at driving speed, at least a
 * minute and at most three hours.
 */
export function travelTime(from: Coords, shop: Coords): { minutes: number; mode: TravelMode } {
  const metres = distanceInMetres(from, shop);
  const mode: TravelMode = metres < WALKING_LIMIT_METRES ? 'walk' : 'drive';
  const minutes = minutesAt(metres, mode === 'walk' ? WALKING_KMH : DRIVING_KMH);
  return { minutes: Math.min(MAX_TRAVEL_MINUTES, Math.max(1, minutes)), mode };
}

/** Minutes of slack on top of the travel time, so the customer is in the shop before the chair is. */
export const LEAVE_BUFFER_MINUTES = 5;

/**
 * When the customer should set off: the estimated start less the travel time and the slack.
 * Null while the start cannot be estimated.
 */
export function leaveAt(estimatedStart: Date | null, travelMinutes: number): Date | null {
  if (!estimatedStart) return null;
  return new Date(estimatedStart.getTime() - (travelMinutes + LEAVE_BUFFER_MINUTES) * 60_000);
}
