import { createServer, type RequestListener, type Server } from 'node:http';

/** The one address the journeys geocode, and where the stand-in puts it (Helsinki centre). */
export const standInAddress = {
  address: 'Aleksanterinkatu 1',
  postalCode: '00100',
  city: 'Helsinki',
  country: 'Finland',
  position: { lat: 60.16855, lng: 24.95099 },
};

/** A plain grey 1×1 PNG: every tile the map asks for. */
const greyTile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGPY/R8AAuEBxf0pJVYAAAAASUVORK5CYII=',
  'base64',
);

/** Where the stand-in Nominatim puts `standInAddress`, as its search API answers. */
function nominatimAnswer(query: string): unknown[] {
  const { address, postalCode, city, country, position } = standInAddress;
  const known = `${address}, ${postalCode} ${city}, ${country}`.toLowerCase();
  if (query.toLowerCase() !== known) return [];
  return [
    { lat: String(position.lat), lon: String(position.lng), display_name: query, place_rank: 30 },
  ];
}

const answerSearches: RequestListener = (request, response) => {
  const url = new URL(request.url ?? '/', 'http://stand-in');
  if (url.pathname !== '/search') response.writeHead(404).end();
  else
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(nominatimAnswer(url.searchParams.get('q') ?? '')));
};

const answerTiles: RequestListener = (request, response) => {
  const isTile = /^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '');
  if (!isTile) response.writeHead(404).end();
  else response.writeHead(200, { 'content-type': 'image/png' }).end(greyTile);
};

async function listen(answer: RequestListener, port: number): Promise<Server> {
  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/**
 * Playwright's global setup: the stand-ins the app's map needs instead of OpenStreetMap, so
 * no journey reaches the internet. The server is started with GEOCODER_URL and MAP_TILES_URL
 * pointing at them (playwright.config.ts): a Nominatim search API that knows
 * `standInAddress`, and a tile server answering /{z}/{x}/{y}.png.
 */
export default async function startMapStandIns() {
  const servers = await Promise.all([
    listen(answerSearches, Number(process.env.E2E_GEOCODER_PORT)),
    listen(answerTiles, Number(process.env.E2E_TILES_PORT)),
  ]);
  return async () => {
    await Promise.all(
      servers.map((server) => {
        server.closeAllConnections();
        return new Promise<void>((resolve) => server.close(() => resolve()));
      }),
    );
  };
}
