import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app';

/** Two calls a minute per address: the third from one address is refused. */
const tightLimit = { RATE_LIMIT_PER_MINUTE: '2' };

async function statusesFrom(t: TestApp, forwardedFor: string[]) {
  const statuses: number[] = [];
  for (const address of forwardedFor) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/shops',
      headers: { 'x-forwarded-for': address },
      remoteAddress: '127.0.0.1',
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('the client address behind a proxy', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it('ignores X-Forwarded-For by default, also on https, so a caller cannot pick a new address per request', async () => {
    const t = await buildTestApp({ ...tightLimit, PUBLIC_URL: 'https://jono.example.fi' });
    apps.push(t);
    expect(await statusesFrom(t, ['203.0.113.1', '203.0.113.2', '203.0.113.3'])).toEqual([
      200, 200, 429,
    ]);
  });

  it('believes X-Forwarded-For from a proxy named in TRUST_PROXY', async () => {
    const t = await buildTestApp({ ...tightLimit, TRUST_PROXY: '127.0.0.1' });
    apps.push(t);
    expect(await statusesFrom(t, ['203.0.113.1', '203.0.113.2', '203.0.113.3'])).toEqual([
      200, 200, 200,
    ]);
    expect(await statusesFrom(t, ['203.0.113.1', '203.0.113.1'])).toEqual([200, 429]);
  });

  it('does not believe a proxy that is not named', async () => {
    const t = await buildTestApp({ ...tightLimit, TRUST_PROXY: '10.0.0.0/8' });
    apps.push(t);
    expect(await statusesFrom(t, ['203.0.113.1', '203.0.113.2', '203.0.113.3'])).toEqual([
      200, 200, 429,
    ]);
  });

  it('counts OPTIONS calls against the limit, and answers one that is no preflight without an error', async () => {
    const t = await buildTestApp(tightLimit);
    apps.push(t);
    const options = () =>
      t.app.inject({ method: 'OPTIONS', url: '/api/shops', remoteAddress: '192.0.2.9' });
    const first = await options();
    expect(first.statusCode).toBe(204);
    await options();
    const third = await options();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});
