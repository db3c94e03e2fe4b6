import L from 'leaflet';
import { useEffect, useRef } from 'react';

export interface MapPosition {
  lat: number;
  lng: number;
}

/** A town's streets, where the map starts before the shop has a position. */
const TOWN_ZOOM = 13;
const STREET_ZOOM = 17;

/** A drawn pin (no image files to serve), its point at the bottom centre. */
const pinIcon = L.divIcon({
  className: '',
  html: '<svg viewBox="0 0 24 32" width="32" height="42" aria-hidden="true"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z" fill="#fbbf24" stroke="#18181b" stroke-width="1.5"/><circle cx="12" cy="12" r="4.5" fill="#18181b"/></svg>',
  iconSize: [32, 42],
  iconAnchor: [16, 42],
});

/** Six decimals place a point within about 10 cm, more than a shop door needs. */
const rounded = ({ lat, lng }: L.LatLng): MapPosition => ({
  lat: Math.round(lat * 1e6) / 1e6,
  lng: Math.round(lng * 1e6) / 1e6,
});

export interface PinMapOptions {
  tilesUrl: string;
  attribution: string;
  /** The zoom buttons' names in the page's language (Leaflet's own are English). */
  zoomTitles: { zoomIn: string; zoomOut: string };
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
    if (!at) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    const point = L.latLng(at.lat, at.lng);
    if (markerRef.current) {
      markerRef.current.setLatLng(point);
    } else {
      const marker = L.marker(point, {
        draggable: true,
        icon: pinIcon,
        title: labelRef.current,
        alt: labelRef.current,
      });
      marker.on('dragend', () => onMoveRef.current(rounded(marker.getLatLng())));
      markerRef.current = marker.addTo(map);
    }
    if (!map.getBounds().pad(-0.2).contains(point) || map.getZoom() < STREET_ZOOM - 2) {
      map.setView(point, STREET_ZOOM);
    }
  }).current;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, { zoomControl: false, attributionControl: true });
    map.attributionControl.setPrefix(false);
    L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(map);
    L.tileLayer(tilesUrl, { maxZoom: 19, attribution }).addTo(map);
    map.setView(startAtRef.current, TOWN_ZOOM);
    map.on('click', (event: L.LeafletMouseEvent) => onMoveRef.current(rounded(event.latlng)));
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
