import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One search as the stand-in received it. */
export interface GeocoderRequest {
  /** performance.now() when the request reached the stand-in. */
  arrivedAt: number;
  q: string;
  format: string | null;
  userAgent: string | undefined;
}

export interface GeocoderStandIn {
  /** The base URL to set as GEOCODER_URL. */
  url: string;
  requests: GeocoderRequest[];
  /** While true, searches are held open without an answer (a geocoder that hangs). */
  hang: boolean;
  /** While set, searches answer this HTTP status with no places (a geocoder that fails). */
  failWith: number | null;
  close(): Promise<void>;
}

/**
 * A Nominatim stand-in: `GET /search?format=jsonv2&q=…` answers the places it knows as
 * Nominatim does (a JSON list, best first, coordinates as strings) and `[]` for any other
 * query. Places are keyed by the whole query, compared without case.
 */
export async function startGeocoderStandIn(
  places: Record<string, { lat: number; lng: number }>,
  port = 0,
): Promise<GeocoderStandIn> {
  const known = new Map(Object.entries(places).map(([q, at]) => [q.toLowerCase(), at]));
  const held = new Set<() => void>();
  const standIn: GeocoderStandIn = {
    url: '',
    requests: [],
    hang: false,
    failWith: null,
    close: async () => {
      for (const release of held) release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (url.pathname !== '/search') {
      response.writeHead(404).end();
      return;
    }
    const q = url.searchParams.get('q') ?? '';
    standIn.requests.push({
      arrivedAt: performance.now(),
      q,
      format: url.searchParams.get('format'),
      userAgent: request.headers['user-agent'],
    });
    if (standIn.hang) {
      held.add(() => response.destroy());
      return;
    }
    if (standIn.failWith) {
      response.writeHead(standIn.failWith, { 'content-type': 'application/json' }).end('[]');
      return;
    }
    const place = known.get(q.toLowerCase());
    const answer = place
      ? [{ lat: String(place.lat), lon: String(place.lng), display_name: q, place_rank: 30 }]
      : [];
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
