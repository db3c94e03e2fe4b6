import { createServer, type ServerResponse } from 'node:http';
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
  /**
   * While set, searches answer 200 with a JSON list that never ends in time: 'huge' sends up
   * to 200 MB as fast as the caller reads, 'drip' one byte every 50 ms.
   */
  endless: 'huge' | 'drip' | null;
  /** Bytes of endless answers the caller has taken from the stand-in so far. */
  endlessBytesSent: number;
  close(): Promise<void>;
}

const HUGE_ANSWER_BYTES = 200 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, ' ');

/** An answer that opens a JSON list and keeps it open: filled with spaces, fast or slowly. */
function sendEndless(
  response: ServerResponse,
  kind: 'huge' | 'drip',
  sent: (bytes: number) => void,
): void {
  response.write('[');
  if (kind === 'drip') {
    const timer = setInterval(() => {
      if (response.destroyed) clearInterval(timer);
      else response.write(' ', () => sent(1));
    }, 50);
    response.on('close', () => clearInterval(timer));
    return;
  }
  let left = HUGE_ANSWER_BYTES;
  const pump = () => {
    while (left > 0 && !response.destroyed) {
      left -= CHUNK.length;
      const canGoOn = response.write(CHUNK, (error) => {
        if (!error) sent(CHUNK.length);
      });
      if (!canGoOn) {
        response.once('drain', pump);
        return;
      }
    }
    if (!response.destroyed) response.end(']');
  };
  pump();
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
    endless: null,
    endlessBytesSent: 0,
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
    if (standIn.endless) {
      response.writeHead(200, { 'content-type': 'application/json' });
      sendEndless(response, standIn.endless, (bytes) => {
        standIn.endlessBytesSent += bytes;
      });
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
