import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type GeocoderStandIn, startGeocoderStandIn } from '../test/geocoder-stand-in';
import { createGeocoder, type GeocoderSettings } from './geocoder';

const aleksanterinkatu = {
  address: 'Aleksanterinkatu 1',
  postalCode: '00100',
  city: 'Helsinki',
  country: 'Finland',
};

let standIn: GeocoderStandIn;
beforeAll(async () => {
  standIn = await startGeocoderStandIn({
    'Aleksanterinkatu 1, 00100 Helsinki, Finland': { lat: 60.16855, lng: 24.95099 },
  });
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
  standIn.hang = false;
  standIn.failWith = null;
  standIn.endless = null;
  standIn.endlessBytesSent = 0;
});

const settings = (changes: Partial<GeocoderSettings> = {}): GeocoderSettings => ({
  url: standIn.url,
  userAgent: 'Jono barbershop queue (https://jono.example)',
  timeoutMs: 2000,
  minIntervalMs: 0,
  ...changes,
});

describe('the geocoder client', () => {
  it('finds an address through the Nominatim search API, naming itself', async () => {
    const answer = await createGeocoder(settings()).locate(aleksanterinkatu);
    expect(answer).toEqual({
      outcome: 'found',
      position: { lat: 60.16855, lng: 24.95099 },
      label: 'Aleksanterinkatu 1, 00100 Helsinki, Finland',
    });
    expect(standIn.requests).toEqual([
      expect.objectContaining({
        q: 'Aleksanterinkatu 1, 00100 Helsinki, Finland',
        format: 'jsonv2',
        userAgent: 'Jono barbershop queue (https://jono.example)',
      }),
    ]);
  });

  it('says notFound when the geocoder knows no such place', async () => {
    const answer = await createGeocoder(settings()).locate({
      ...aleksanterinkatu,
      address: 'Ei-oo-katu 9',
    });
    expect(answer).toEqual({ outcome: 'notFound', position: null, label: null });
  });

  it('says unavailable when the geocoder fails or does not answer in time', async () => {
    standIn.failWith = 503;
    expect((await createGeocoder(settings()).locate(aleksanterinkatu)).outcome).toBe('unavailable');
    standIn.failWith = null;
    standIn.hang = true;
    const started = performance.now();
    const answer = await createGeocoder(settings({ timeoutMs: 300 })).locate(aleksanterinkatu);
    expect(answer.outcome).toBe('unavailable');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('reads at most a megabyte of an answer, however much the geocoder sends', async () => {
    standIn.endless = 'huge';
    const asked = performance.now();
    const answer = await createGeocoder(settings({ timeoutMs: 5000 })).locate(aleksanterinkatu);
    expect(answer.outcome).toBe('unavailable');
    expect(performance.now() - asked).toBeLessThan(2000);
    // What was in flight when the client let go is all it took: far from the 200 MB on offer.
    await expect.poll(() => standIn.endlessBytesSent).toBeGreaterThan(0);
    expect(standIn.endlessBytesSent).toBeLessThan(8 * 1024 * 1024);
  });

  it('gives up within its time limit on an answer that trickles in', async () => {
    standIn.endless = 'drip';
    const asked = performance.now();
    const answer = await createGeocoder(settings({ timeoutMs: 500 })).locate(aleksanterinkatu);
    expect(answer.outcome).toBe('unavailable');
    expect(performance.now() - asked).toBeLessThan(1500);
  });

  it('asks nothing when no geocoder is configured', async () => {
    expect((await createGeocoder(settings({ url: null })).locate(aleksanterinkatu)).outcome).toBe(
      'unavailable',
    );
    expect(standIn.requests).toEqual([]);
  });

  it('sends one search at a time, a second after the last was answered, however many owners ask at once', async () => {
    const geocoder = createGeocoder(settings({ minIntervalMs: 1000 }));
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => geocoder.locate(aleksanterinkatu)),
    );
    expect(answers.map((a) => a.outcome)).toEqual(['found', 'found', 'found']);
    const arrivals = standIn.requests.map((r) => r.arrivedAt);
    expect(arrivals).toHaveLength(3);
    for (let i = 1; i < arrivals.length; i++) {
      expect((arrivals[i] ?? 0) - (arrivals[i - 1] ?? 0)).toBeGreaterThanOrEqual(1000);
    }
  });
});
