import L from 'leaflet';

export interface MapPosition {
  lat: number;
  lng: number;
}

/** A town's streets, where the map starts before the shop has a position. */
export const TOWN_ZOOM = 13;
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

export interface MapTiles {
  tilesUrl: string;
  attribution: string;
  /** The zoom buttons' names in the page's language (Leaflet's own are English). */
  zoomTitles: { zoomIn: string; zoomOut: string };
}

/** A map in `container` showing a town's streets around `startAt`; a tap says where it landed. */
export function openMap(
  container: HTMLElement,
  { tilesUrl, attribution, zoomTitles }: MapTiles,
  startAt: MapPosition,
  onTap: (position: MapPosition) => void,
): L.Map {
  const map = L.map(container, { zoomControl: false, attributionControl: true });
  map.attributionControl.setPrefix(false);
  L.control.zoom({ zoomInTitle: zoomTitles.zoomIn, zoomOutTitle: zoomTitles.zoomOut }).addTo(map);
  L.tileLayer(tilesUrl, { maxZoom: 19, attribution }).addTo(map);
  map.setView(startAt, TOWN_ZOOM);
  map.on('click', (event: L.LeafletMouseEvent) => onTap(rounded(event.latlng)));
  return map;
}

/** A draggable pin titled `label` that says where it was dragged to. */
function newPin(point: L.LatLng, label: string, onDrag: (position: MapPosition) => void) {
  const pin = L.marker(point, { draggable: true, icon: pinIcon, title: label, alt: label });
  pin.on('dragend', () => onDrag(rounded(pin.getLatLng())));
  return pin;
}

/**
 * The pin at `at`: `marker` moved there, or a new pin when there is none yet. The map comes to
 * the street when the pin is out of view or the map is zoomed out too far to place a door.
 */
export function placePin(
  map: L.Map,
  marker: L.Marker | null,
  at: MapPosition,
  { label, onDrag }: { label: string; onDrag: (position: MapPosition) => void },
): L.Marker {
  const point = L.latLng(at.lat, at.lng);
  const pin = marker ? marker.setLatLng(point) : newPin(point, label, onDrag).addTo(map);
  if (!map.getBounds().pad(-0.2).contains(point) || map.getZoom() < STREET_ZOOM - 2) {
    map.setView(point, STREET_ZOOM);
  }
  return pin;
}
