import { useEffect, useRef, useState } from 'react';
import { useGeocodeMutation } from '../api/going-live';
import type { MapPosition } from '../utils/leaflet-pin';
import { capitalOf } from '../utils/map-start';

/**
 * Where the map of a shop with no position starts: its town, asked of the geocoder once
 * when the page opens (the town the shop was registered in), and its country's capital until
 * the geocoder answers, or when it does not know the town.
 */
export function useMapStart(
  { city, country }: { city: string; country: string },
  isPlaced: boolean,
): MapPosition {
  const [geocode] = useGeocodeMutation();
  const [town, setTown] = useState<MapPosition | null>(null);
  // Asked once: the fields change as the owner types, and each answer is a geocoder request.
  const asked = useRef({ city, country, isPlaced });
  useEffect(() => {
    const { city: townName, country: countryName, isPlaced: hasPosition } = asked.current;
    if (hasPosition || townName.trim().length < 2 || countryName.trim().length < 2) return;
    let isCurrent = true;
    void geocode({ address: townName, city: townName, country: countryName }).then((result) => {
      const answer = result.data;
      if (isCurrent && answer?.outcome === 'found' && answer.position) setTown(answer.position);
    });
    return () => {
      isCurrent = false;
    };
  }, [geocode]);
  return town ?? capitalOf(country);
}
