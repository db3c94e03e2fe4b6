import { errorCodes, webhookPaths } from '@jono/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress, postOutbound } from '../../lib/outbound-post';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createShop, createStaff } from '../../test/factories';
import { freePort } from '../../test/free-port';
import { loginAs } from '../../test/login';
import { type WebhookReceiver, webhookReceiver } from '../../test/webhook-receiver';

// A production start: endpoints must be public https addresses.
let t: TestApp;
let receiver: WebhookReceiver;
let owner: { authorization: string };
let otherOwner: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  receiver = await webhookReceiver();
  const shop = await createShop(t.database.db);
  owner = await loginAs(t.app, (await createStaff(t.database.db, shop.id)).email);
  const other = await createShop(t.database.db);
  otherOwner = await loginAs(t.app, (await createStaff(t.database.db, other.id)).email);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const call = (
  who: { authorization: string },
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: who.authorization },
    ...(body ? { payload: body } : {}),
  });

const add = (url: string, events: string[] = ['walk_in.joined']) =>
  call(owner, 'POST', webhookPaths.list, { url, events });

describe('webhook endpoints', () => {
  it('refuses addresses of this machine and private networks, and plain http', async () => {
    for (const url of [
      'http://hooks.example.com/in',
      'https://127.0.0.1/in',
      'https://[::1]/in',
      'https://10.1.2.3/in',
      'https://192.168.1.20/in',
      'https://169.254.169.254/latest/meta-data',
      'https://[::ffff:10.0.0.1]/in',
      'https://localhost/in',
      'https://printer.local/in',
    ]) {
      const res = await add(url);
      expect([url, res.statusCode, res.json().code]).toEqual([
        url,
        400,
        errorCodes.webhookAddressNotAllowed,
      ]);
    }
    for (const url of [
      'ftp://hooks.example.com/',
      'not a url',
      `https://x.example/${'a'.repeat(2000)}`,
    ]) {
      expect((await add(url)).statusCode).toBe(400);
    }
    const { endpoints } = (await call(owner, 'GET', webhookPaths.list)).json().data;
    expect(endpoints).toEqual([]);
  });

  it('refuses no events, unknown events, a repeated event and unknown keys', async () => {
    for (const body of [
      { url: 'https://hooks.example.com/in', events: [] },
      { url: 'https://hooks.example.com/in', events: ['walk_in.teleported'] },
      { url: 'https://hooks.example.com/in', events: ['walk_in.joined', 'walk_in.joined'] },
      { url: 'https://hooks.example.com/in', events: ['ping'] },
      { url: 'https://hooks.example.com/in', events: ['walk_in.joined'], secret: 'mine' },
    ]) {
      expect((await call(owner, 'POST', webhookPaths.list, body)).statusCode).toBe(400);
    }
    const withProto = await t.app.inject({
      method: 'POST',
      url: webhookPaths.list,
      headers: { authorization: owner.authorization, 'content-type': 'application/json' },
      payload:
        '{"url":"https://hooks.example.com/in","events":["walk_in.joined"],"__proto__":{"x":1}}',
    });
    expect(withProto.statusCode).toBe(400);
    expect((await call(owner, 'GET', webhookPaths.list)).json().data.endpoints).toEqual([]);
  });

  it('keeps ten per shop, even when eleven are added at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 11 }, (_, n) => add(`https://hooks${n}.example.com/in`)),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([...Array(10).fill(200), 409]);
    expect(answers.find((res) => res.statusCode === 409)?.json().code).toBe(
      errorCodes.tooManyWebhooks,
    );
    const { endpoints } = (await call(owner, 'GET', webhookPaths.list)).json().data;
    expect(endpoints).toHaveLength(10);
    // Each new endpoint's secret is its own, shown in the answer that made it and never again.
    const secrets = answers.flatMap((res) =>
      res.statusCode === 200 ? [res.json().data.secret] : [],
    );
    expect(new Set(secrets).size).toBe(10);
    expect(secrets.every((s) => /^whsec_[A-Za-z0-9_-]{43}$/.test(s))).toBe(true);
    const first = endpoints[0];
    const renewed = await call(owner, 'POST', webhookPaths.secret(first.id));
    expect(secrets).not.toContain(renewed.json().data.secret);
    for (const { id } of endpoints) {
      expect((await call(owner, 'DELETE', webhookPaths.endpoint(id))).statusCode).toBe(200);
    }
  });

  it('keeps one shop’s endpoints and logs from another shop’s owner', async () => {
    const made = (await add('https://hooks.example.com/mine')).json().data.endpoint;
    for (const [method, url] of [
      ['PATCH', webhookPaths.endpoint(made.id)],
      ['DELETE', webhookPaths.endpoint(made.id)],
      ['POST', webhookPaths.secret(made.id)],
      ['POST', webhookPaths.ping(made.id)],
      ['GET', webhookPaths.deliveries(made.id)],
    ] as const) {
      const res = await call(
        otherOwner,
        method,
        url,
        method === 'PATCH' ? { enabled: false } : undefined,
      );
      expect([method, url, res.statusCode]).toEqual([method, url, 404]);
    }
    expect((await call(otherOwner, 'GET', webhookPaths.list)).json().data.endpoints).toEqual([]);
    const mine = (await call(owner, 'GET', webhookPaths.list)).json().data.endpoints;
    expect(mine.map((e: { url: string; state: string }) => [e.url, e.state])).toEqual([
      ['https://hooks.example.com/mine', 'active'],
    ]);
    const badCursor = await call(owner, 'GET', `${webhookPaths.deliveries(made.id)}?before=x`);
    expect(badCursor.statusCode).toBe(400);
    await call(owner, 'DELETE', webhookPaths.endpoint(made.id));
  });
});

describe('a POST to another party', () => {
  it('tells private addresses from public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.9.8.7',
      '172.20.0.1',
      '192.168.0.1',
      '169.254.1.1',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
      '100.64.0.1',
    ]) {
      expect([address, isPrivateAddress(address)]).toEqual([address, true]);
    }
    for (const address of [
      '8.8.8.8',
      '1.1.1.1',
      '2a00:1450:4001:80b::200e',
      '::ffff:8.8.8.8',
      '172.32.0.1',
    ]) {
      expect([address, isPrivateAddress(address)]).toEqual([address, false]);
    }
  });

  it('refuses a name that resolves to this machine, when private networks are off', async () => {
    const port = new URL(receiver.url).port;
    const post = { headers: {}, body: '{}', timeoutMs: 2000 };
    for (const url of [`http://localhost:${port}/in`, `http://127.0.0.1:${port}/in`]) {
      expect(await postOutbound({ ...post, url, privateNetworks: false })).toEqual({
        error: 'private_address',
      });
    }
    expect(receiver.received).toEqual([]);
    expect(await postOutbound({ ...post, url: receiver.url, privateNetworks: true })).toEqual({
      statusCode: 200,
    });
    expect(receiver.received).toHaveLength(1);
  });

  it('says why no answer came when nothing listens', async () => {
    const closed = await freePort();
    const outcome = await postOutbound({
      url: `http://127.0.0.1:${closed}/in`,
      headers: {},
      body: '{}',
      timeoutMs: 2000,
      privateNetworks: true,
    });
    expect(outcome).toEqual({ error: 'unreachable', detail: 'ECONNREFUSED' });
  });

  it('follows no redirect: a 3xx is a failure', async () => {
    receiver.behave(() => 302);
    const outcome = await postOutbound({
      url: receiver.url,
      headers: {},
      body: '{}',
      timeoutMs: 2000,
      privateNetworks: true,
    });
    expect(outcome).toEqual({ statusCode: 302 });
    receiver.reset();
  });
});
