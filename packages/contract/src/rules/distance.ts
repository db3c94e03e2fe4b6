export interface Coords {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_METRES = 6_371_008.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine); the list shows it in km. */
export function distanceInMetres(a: Coords, b: Coords): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Distances are computed in metres and shown in km, to one decimal. */
export function metresToKm(metres: number): number {
  return Math.round(metres / 100) / 10;
}

/** An unknown position is stored as 0,0, so 0,0 means unknown. */
export function isKnownPosition(position: { latitude: number; longitude: number }): boolean {
  return !(position.latitude === 0 && position.longitude === 0);
}

/**
 * A shop's position is real when set and not 0,0: that point is in the Gulf of Guinea, where
 * no shop stands, and a missing position written as zeros once sent customers there.
 */
export function isRealPosition(coords: Coords | null): coords is Coords {
  return coords !== null && !(coords.lat === 0 && coords.lng === 0);
}

/**
 * Nearest first; the sort is stable, so equal distances keep their order. Items whose
 * position is not known follow the rest, without a distance.
 */
export function sortByDistance<T extends { coords: Coords | null }>(
  items: readonly T[],
  from: Coords,
): (T & { distance?: number })[] {
  const placed = items.flatMap((item) =>
    isRealPosition(item.coords)
      ? [{ ...item, distance: Math.round(distanceInMetres(from, item.coords)) }]
      : [],
  );
  const unplaced = items.filter((item) => !isRealPosition(item.coords));
  return [...placed.sort((a, b) => a.distance - b.distance), ...unplaced];
}
