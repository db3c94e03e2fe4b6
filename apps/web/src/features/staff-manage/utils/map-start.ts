import type { MapPosition } from './leaflet-pin';

/**
 * The capitals of the countries a shop can be in (the English names the registration form
 * sends), where the map starts before the shop has a position: a tap there lands in a town
 * the owner can zoom from, not in a forest in the middle of the country.
 */
const capitals = new Map<string, MapPosition>([
  ['Finland', { lat: 60.1699, lng: 24.9384 }],
  ['Sweden', { lat: 59.3293, lng: 18.0686 }],
  ['Norway', { lat: 59.9139, lng: 10.7522 }],
  ['Denmark', { lat: 55.6761, lng: 12.5683 }],
  ['Iceland', { lat: 64.1466, lng: -21.9426 }],
  ['Estonia', { lat: 59.437, lng: 24.7536 }],
  ['Latvia', { lat: 56.9496, lng: 24.1052 }],
  ['Lithuania', { lat: 54.6872, lng: 25.2797 }],
  ['Germany', { lat: 52.52, lng: 13.405 }],
  ['Netherlands', { lat: 52.3676, lng: 4.9041 }],
  ['Belgium', { lat: 50.8503, lng: 4.3517 }],
  ['France', { lat: 48.8566, lng: 2.3522 }],
  ['Spain', { lat: 40.4168, lng: -3.7038 }],
  ['Portugal', { lat: 38.7223, lng: -9.1393 }],
  ['Italy', { lat: 41.9028, lng: 12.4964 }],
  ['Austria', { lat: 48.2082, lng: 16.3738 }],
  ['Switzerland', { lat: 46.948, lng: 7.4474 }],
  ['Poland', { lat: 52.2297, lng: 21.0122 }],
  ['Ireland', { lat: 53.3498, lng: -6.2603 }],
  ['United Kingdom', { lat: 51.5074, lng: -0.1278 }],
]);

const helsinki = { lat: 60.1699, lng: 24.9384 };

/** The capital of the shop's country (Helsinki for one not in the list: Jono is Finnish). */
export function capitalOf(country: string): MapPosition {
  return capitals.get(country.trim()) ?? helsinki;
}
