import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

async function appWith(env: Record<string, string> = {}, logLines?: string[]) {
  const t = await buildTestApp(env, undefined, logLines);
  apps.push(t);
  return t;
}

/** The id an answer names, from a caller at `remoteAddress` that sent `sent` (if anything). */
async function idOf(t: TestApp, url: string, sent?: string, remoteAddress = '127.0.0.1') {
  const answer = await t.app.inject({
    method: 'GET',
    url,
    remoteAddress,
    headers: sent === undefined ? {} : { 'x-request-id': sent },
  });
  const id = answer.headers['x-request-id'];
  expect(typeof id).toBe('string');
  return id as string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('are random, so two nodes (or two starts) never hand out the same one', async () => {
    const one = await appWith();
    const other = await appWith();
    const ids = [
      await idOf(one, '/api/health'),
      await idOf(one, '/api/shops'),
      await idOf(other, '/api/health'),
      await idOf(other, '/api/shops'),
    ];
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(4);
  });

  it('come with every answer, a missing page and a refused body too', async () => {
    const t = await appWith();
    expect(await idOf(t, '/api/no-such-thing')).toMatch(UUID);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/queue',
      payload: { not: 'an order' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['x-request-id']).toMatch(UUID);
  });

  it("are the reqId of the request's log line", async () => {
    const lines: string[] = [];
    const t = await appWith({ LOG_FORMAT: 'json' }, lines);
    const id = await idOf(t, '/api/shops');
    const requestLine = lines
      .map((line) => JSON.parse(line) as { reqId?: string; msg?: string })
      .find((entry) => entry.msg === 'request completed');
    expect(requestLine?.reqId).toBe(id);
  });

  it("are taken from a trusted proxy's X-Request-Id, so its log and ours name the same id", async () => {
    const t = await appWith({ TRUST_PROXY: '127.0.0.1' });
    const fromNginx = '0f3c9a7e4b1d2c8a9e6f5d4c3b2a1908';
    expect(await idOf(t, '/api/shops', fromNginx)).toBe(fromNginx);
    expect(await idOf(t, '/api/shops', 'Root=1-67891233-abcdef012345678912345678')).toMatch(UUID);
    expect(await idOf(t, '/api/shops', 'lb:edge_7.request-42')).toBe('lb:edge_7.request-42');
  });

  it('are made afresh when the sender is not a trusted proxy', async () => {
    const t = await appWith({ TRUST_PROXY: '10.0.0.0/8' });
    const chosen = 'my-own-id';
    expect(await idOf(t, '/api/shops', chosen, '203.0.113.5')).toMatch(UUID);
    const untrusting = await appWith();
    expect(await idOf(untrusting, '/api/shops', chosen)).toMatch(UUID);
    expect(await idOf(t, '/api/shops', chosen, '10.1.2.3')).toBe(chosen);
  });

  it("are made afresh when a trusted proxy's id is too long or holds other characters", async () => {
    const t = await appWith({ TRUST_PROXY: 'true' });
    for (const sent of ['a'.repeat(129), '', 'has spaces', '<script>', 'ä-umlaut', 'a"b', 'x,y']) {
      expect(await idOf(t, '/api/shops', sent), JSON.stringify(sent)).toMatch(UUID);
    }
    expect(await idOf(t, '/api/shops', 'a'.repeat(128))).toBe('a'.repeat(128));
  });
});
