import { createServer } from 'node:http';
import { startGeocoderStandIn } from '../../apps/server/src/test/geocoder-stand-in';

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

/**
 * Playwright's global setup: the stand-ins the app's map needs instead of OpenStreetMap, so
 * no journey reaches the internet. The server is started with GEOCODER_URL and MAP_TILES_URL
 * pointing at them (playwright.config.ts): a Nominatim stand-in that knows `standInAddress`
 * (the same one the server tests use), and a tile server answering /{z}/{x}/{y}.png.
 */
export default async function startMapStandIns() {
  const { address, postalCode, city, country, position } = standInAddress;
  const geocoder = await startGeocoderStandIn(
    { [`${address}, ${postalCode} ${city}, ${country}`]: position },
    Number(process.env.E2E_GEOCODER_PORT),
  );
  const tiles = createServer((request, response) => {
    const isTile = /^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '');
    if (!isTile) response.writeHead(404).end();
    else response.writeHead(200, { 'content-type': 'image/png' }).end(greyTile);
  });
  await new Promise<void>((resolve) =>
    tiles.listen(Number(process.env.E2E_TILES_PORT), '127.0.0.1', resolve),
  );
  return async () => {
    await geocoder.close();
    tiles.closeAllConnections();
    await new Promise<void>((resolve) => tiles.close(() => resolve()));
  };
}
