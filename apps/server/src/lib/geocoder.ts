import type { GeocodeAnswer } from '@jono/contract';
import { isRealPosition } from '@jono/contract';
import { z } from 'zod';

/** An address as the owner typed it. */
export interface AddressQuery {
  address: string;
  postalCode: string;
  city: string;
  country: string;
}

export interface GeocoderSettings {
  /** A Nominatim-compatible search API's base; null: no geocoder, owners place the pin. */
  url: string | null;
  /** Nominatim's usage policy wants every caller identified. */
  userAgent: string;
  timeoutMs: number;
  /** Nominatim's usage policy allows one request a second at most. */
  minIntervalMs: number;
}

export interface Geocoder {
  locate(query: AddressQuery): Promise<GeocodeAnswer>;
}

/** Nominatim's jsonv2 answer: a list of places, best first, coordinates as strings. */
const nominatimPlaces = z.array(
  z.object({ lat: z.coerce.number(), lon: z.coerce.number(), display_name: z.string().optional() }),
);

/**
 * A search for one place answers a few hundred bytes; anything past this is a broken or
 * hostile geocoder, and reading it would hold memory and the owner's request for nothing.
 */
const MAX_ANSWER_BYTES = 1024 * 1024;

/**
 * The answer's body as JSON, read only up to `MAX_ANSWER_BYTES` (the stream is cancelled
 * there, so the rest is never downloaded); undefined past the limit, past the deadline (a
 * body that trickles in) or when it is no JSON.
 */
async function boundedJson(response: Response, deadline: AbortSignal): Promise<unknown> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > MAX_ANSWER_BYTES || !response.body || deadline.aborted) {
    await response.body?.cancel();
    return undefined;
  }
  const reader = response.body.getReader();
  // The fetch's own signal does not always end a read already waiting on a silent server.
  // Cancelling a stream the signal has errored already rejects with that error: handled here,
  // since an unhandled rejection would end the process.
  const stop = () => {
    reader.cancel().catch(() => undefined);
  };
  deadline.addEventListener('abort', stop, { once: true });
  try {
    return await readUpToLimit(reader);
  } finally {
    deadline.removeEventListener('abort', stop);
  }
}

async function readUpToLimit(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<unknown> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

const unavailable: GeocodeAnswer = { outcome: 'unavailable', position: null, label: null };
const notFound: GeocodeAnswer = { outcome: 'notFound', position: null, label: null };

/** The free-form query Nominatim reads best: street, then postal code and city, then country. */
export function searchText(query: AddressQuery): string {
  const place = [query.postalCode, query.city].filter(Boolean).join(' ');
  return [query.address, place, query.country].filter(Boolean).join(', ');
}

/**
 * Finds where an address is. Searches leave one at a time, the next `minIntervalMs` after the
 * previous one was answered, however many owners ask at once, so the geocoder never sees two
 * within a second; each is given up after `timeoutMs`. A failure of any kind answers
 * `unavailable` and never throws, since the shop is saved without a position then.
 */
export function createGeocoder(settings: GeocoderSettings): Geocoder {
  if (!settings.url) return { locate: async () => unavailable };
  const searchUrl = `${settings.url.replace(/\/$/, '')}/`;
  let queue: Promise<unknown> = Promise.resolve();
  const pause = () => new Promise((resolve) => setTimeout(resolve, settings.minIntervalMs));

  async function search(query: AddressQuery): Promise<GeocodeAnswer> {
    const url = new URL('search', searchUrl);
    url.search = new URLSearchParams({
      format: 'jsonv2',
      limit: '1',
      q: searchText(query),
    }).toString();
    try {
      const deadline = AbortSignal.timeout(settings.timeoutMs);
      const response = await fetch(url, {
        headers: { 'User-Agent': settings.userAgent, Accept: 'application/json' },
        redirect: 'error',
        signal: deadline,
      });
      if (!response.ok) {
        await response.body?.cancel();
        return unavailable;
      }
      const places = nominatimPlaces.safeParse(await boundedJson(response, deadline));
      if (!places.success) return unavailable;
      const [best] = places.data;
      if (!best) return notFound;
      const position = { lat: best.lat, lng: best.lon };
      const inRange = Math.abs(position.lat) <= 90 && Math.abs(position.lng) <= 180;
      if (!inRange || !isRealPosition(position)) return notFound;
      return { outcome: 'found', position, label: best.display_name ?? null };
    } catch {
      return unavailable;
    }
  }

  return {
    locate(query) {
      const answer = queue.then(() => search(query));
      queue = answer.then(pause);
      return answer;
    },
  };
}
