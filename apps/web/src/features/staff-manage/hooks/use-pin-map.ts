import type L from 'leaflet';
import { useEffect, useRef } from 'react';
import {
  type MapPosition,
  type MapTiles,
  openMap,
  placePin,
  TOWN_ZOOM,
} from '../utils/leaflet-pin';

export type { MapPosition } from '../utils/leaflet-pin';

export interface PinMapOptions extends MapTiles {
  position: MapPosition | null;
  /** Where the map starts while there is no pin: the shop's town, or its country's capital. */
  startAt: MapPosition;
  /** The pin's title. */
  label: string;
  onMove: (position: MapPosition) => void;
}

/**
 * A Leaflet map in the element given the returned ref, with a pin that follows `position`: dragged or tapped, the
 * pin reports where it went; a position set elsewhere (found, located, typed) moves it; with
 * no pin, the map shows `startAt`. The map is made once per tile source.
 */
export function usePinMap({
  tilesUrl,
  attribution,
  zoomTitles,
  position,
  startAt,
  label,
  onMove,
}: PinMapOptions) {
  const { zoomIn, zoomOut } = zoomTitles;
  const containerRef = useRef<HTMLElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  // The map is made once per tile source; these are read when it is, and on every change.
  const onMoveRef = useRef(onMove);
  onMoveRef.current = onMove;
  const positionRef = useRef(position);
  positionRef.current = position;
  const labelRef = useRef(label);
  labelRef.current = label;
  const startAtRef = useRef(startAt);
  startAtRef.current = startAt;

  /** Puts the pin where the position is (or takes it away), bringing it into view. */
  const showPin = useRef((map: L.Map, at: MapPosition | null) => {
    if (at) {
      markerRef.current = placePin(map, markerRef.current, at, {
        label: labelRef.current,
        onDrag: (dragged) => onMoveRef.current(dragged),
      });
    } else {
      markerRef.current?.remove();
      markerRef.current = null;
    }
  }).current;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const tiles = { tilesUrl, attribution, zoomTitles: { zoomIn, zoomOut } };
    const map = openMap(container, tiles, startAtRef.current, (at) => onMoveRef.current(at));
    mapRef.current = map;
    showPin(map, positionRef.current);
    return () => {
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, [tilesUrl, attribution, zoomIn, zoomOut, showPin]);

  // The pin follows the position however it changed: dragged, found, located or typed.
  const lat = position?.lat;
  const lng = position?.lng;
  useEffect(() => {
    const map = mapRef.current;
    if (map) showPin(map, lat === undefined || lng === undefined ? null : { lat, lng });
  }, [lat, lng, showPin]);

  // A better start found later (the town once the geocoder answers) moves an empty map there.
  const startLat = startAt.lat;
  const startLng = startAt.lng;
  const hasPin = position !== null;
  useEffect(() => {
    const map = mapRef.current;
    if (map && !hasPin) map.setView({ lat: startLat, lng: startLng }, TOWN_ZOOM);
  }, [startLat, startLng, hasPin]);

  return containerRef;
}
