/** Google Maps directions from wherever the reader is, to a position or else an address. */
export function directionsUrl(destination: { lat: number; lng: number } | string): string {
  const to =
    typeof destination === 'string'
      ? encodeURIComponent(destination)
      : `${destination.lat},${destination.lng}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${to}`;
}
