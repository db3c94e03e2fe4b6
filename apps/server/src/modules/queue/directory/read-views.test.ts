import { createServer, type Server, type Socket } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  goingLivePaths,
  managePaths,
  queuePaths,
  shopDetailResponse,
  shopListResponse,
  shopPaths,
  staffQueuePaths,
  trackingOrderResponse,
} from '@jono/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { shops } from '../../../db/schema/index';
import { prepareAnswer } from '../../../lib/prepared-answer';
import { onShopChange } from '../../../lib/shop-changes';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshAddress } from '../../../test/client-address';
import { clusterNode, heardAcross, testRedisUrl } from '../../../test/cluster-nodes';
import { createCatalogue, createShop, createStaff, everyDay } from '../../../test/factories';
import { loginAs } from '../../../test/login';
import { nextPhone } from '../../../test/phones';
import { tempFolders } from '../../../test/temp-folders';
import { createTestDatabase } from '../../../test/test-database';
import { getTrackingOrder } from '../walk-ins/walk-ins.service';
import { getShop, listShops } from './shop-directory.service';

const redisUrl = testRedisUrl;

/**
 * A shop with one 30-minute service and its owner, open 09:00-18:00 Helsinki time (or the
 * hours given: a test on the real clock needs a shop open whenever it runs).
 */
async function openShop(db: Database['db'], name = 'Parturi Näkymä', hours = everyDay()) {
  const shop = await createShop(db, { name, chairCount: 1, queueLimit: 20, openingHours: hours });
  const { services } = await createCatalogue(db, shop.id, {
    services: [{ name: 'Haircut', priceCents: 3000, durationMinutes: 30 }],
  });
  const owner = await createStaff(db, shop.id);
  const service = services[0];
  if (!service) throw new Error('no service');
  return { shop, service, owner };
}

const joinBody = (shopId: string, serviceId: string) => ({
  name: 'Aino Virtanen',
  phone: nextPhone(),
  shopId,
  services: [{ id: serviceId, quantity: 1, addons: [] }],
  additionalServices: [],
  totalTimeRequires: 30,
  totalPrice: 30,
  payNow: false,
});

/** What the database read answers now, as the route's schema serialises it. */
async function databaseAnswers(app: FastifyInstance, shopId: string, orderIds: string[]) {
  const now = app.now();
  const list = prepareAnswer(
    shopListResponse,
    await listShops(app.db, { sort: 'nearest', limit: 50, offset: 0 }, now),
  ).json.toString();
  const detail = await getShop(app.db, shopId, now, { takesPayments: true, textsOn: false }).then(
    (data) => prepareAnswer(shopDetailResponse, { ok: true, data }).json.toString(),
    (error: { statusCode?: number }) => error.statusCode ?? 500,
  );
  const orders = await Promise.all(
    orderIds.map(async (id) =>
      prepareAnswer(trackingOrderResponse, {
        ok: true,
        data: await getTrackingOrder(app.db, id, now),
      }).json.toString(),
    ),
  );
  return { list, detail, orders };
}

/** What the routes answer (from the views). */
async function routeAnswers(app: FastifyInstance, shopId: string, orderIds: string[]) {
  const body = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    return res.statusCode === 200 ? res.body : res.statusCode;
  };
  return {
    list: await body(shopPaths.list),
    detail: await body(shopPaths.detail(shopId)),
    orders: await Promise.all(orderIds.map((id) => body(queuePaths.order(id)))),
  };
}

describe('the read views answer what the database answers', () => {
  // Monday 2026-11-23, 11:00:20 in Helsinki: open, mid-minute.
  let clock = new Date('2026-11-23T09:00:20Z');
  let t: TestApp;
  let f: Awaited<ReturnType<typeof openShop>>;
  let owner: Awaited<ReturnType<typeof loginAs>>;
  const orders: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp({}, () => clock);
    f = await openShop(t.database.db);
    await openShop(t.database.db, 'Toinen Parturi');
    owner = await loginAs(t.app, f.owner.email);
  });
  afterAll(() => t.close());

  const staff = (method: 'POST' | 'PATCH', url: string, payload: object = {}) =>
    t.app.inject({ method, url, payload, headers: { authorization: owner.authorization } });

  /** The views were read before the change (so kept) and must now give the new answer. */
  async function expectViewsCurrent() {
    const fromRoutes = await routeAnswers(t.app, f.shop.id, orders);
    expect(fromRoutes).toEqual(await databaseAnswers(t.app, f.shop.id, orders));
    return fromRoutes;
  }

  it('after joins and a leave', async () => {
    await expectViewsCurrent();
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: queuePaths.join,
        remoteAddress: freshAddress(),
        payload: joinBody(f.shop.id, f.service.id),
      });
      expect(res.statusCode).toBe(201);
      orders.push(res.json().data.orderId);
      await expectViewsCurrent();
    }
    const [first] = orders;
    if (!first) throw new Error('no order');
    const left = await t.app.inject({ method: 'PATCH', url: queuePaths.cancel(first) });
    expect(left.statusCode).toBe(200);
    const answers = await expectViewsCurrent();
    expect(JSON.parse(String(answers.orders[0])).data.status).toBe('cancelled');
  });

  it('after a step on the board', async () => {
    const second = orders[1] as string;
    const started = await staff('POST', staffQueuePaths.start(second), {
      barberId: f.owner.id,
    });
    expect(started.statusCode).toBe(200);
    const answers = await expectViewsCurrent();
    expect(JSON.parse(String(answers.orders[1])).data.status).toBe('in_service');
  });

  it('after a settings and a catalogue change', async () => {
    const saved = await staff('PATCH', managePaths.shop, { name: 'Parturi Uusi Nimi' });
    expect(saved.statusCode).toBe(200);
    expect(String((await expectViewsCurrent()).detail)).toContain('Parturi Uusi Nimi');

    const added = await staff('POST', managePaths.services, {
      categoryId: f.service.categoryId,
      name: 'Parranajo',
      price: 20,
      duration: 20,
    });
    expect(added.statusCode).toBe(201);
    expect(String((await expectViewsCurrent()).detail)).toContain('Parranajo');
  });

  it('after unpublishing and publishing again', async () => {
    expect((await staff('POST', goingLivePaths.unpublish)).statusCode).toBe(200);
    const hidden = await expectViewsCurrent();
    expect(hidden.detail).toBe(404);
    expect(hidden.list).not.toContain(f.shop.id);
    expect((await staff('POST', goingLivePaths.publish)).statusCode).toBe(200);
    expect((await expectViewsCurrent()).list).toContain(f.shop.id);
  });

  it('answers a search, a position, a sort and a page as the database read does', async () => {
    for (const query of [
      { q: 'helsinki', sort: 'nearest' as const, limit: 50, offset: 0 },
      { lat: 60.17, lng: 24.94, sort: 'nearest' as const, limit: 1, offset: 1 },
      { lat: 60.17, lng: 24.94, sort: 'soonest' as const, limit: 2, offset: 0 },
      { q: 'no such place', sort: 'soonest' as const, limit: 5, offset: 0 },
    ]) {
      const search = new URLSearchParams(
        Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
      const res = await t.app.inject({ method: 'GET', url: `${shopPaths.list}?${search}` });
      const expected = prepareAnswer(shopListResponse, await listShops(t.app.db, query, clock));
      expect(res.body).toBe(expected.json.toString());
    }
  });

  it('keeps an answer until its shop changes: a write behind the app stays unseen', async () => {
    const before = await routeAnswers(t.app, f.shop.id, []);
    await t.database.db
      .update(shops)
      .set({ name: 'Kirjoitettu Ohi' })
      .where(eq(shops.id, f.shop.id));
    expect((await routeAnswers(t.app, f.shop.id, [])).detail).toBe(before.detail);
    // Until the next minute: then every answer is read again, with the new name.
    clock = new Date(Math.ceil(clock.getTime() / 60_000) * 60_000);
    expect(String((await expectViewsCurrent()).detail)).toContain('Kirjoitettu Ohi');
  });

  it('sends each answer compressed as asked, with a validator that answers 304', async () => {
    const url = shopPaths.detail(f.shop.id);
    const plain = await t.app.inject({ method: 'GET', url });
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    const gzip = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    // Public data or not, a browser keeps none of it (the API's rule).
    expect(plain.headers['cache-control']).toBe('no-store');
    const etag = String(plain.headers.etag);
    expect(br.headers.etag).toBe(etag);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('time in the kept answers', () => {
  // Monday 2026-11-23 in Helsinki (UTC+2): the shop opens at 09:00, 07:00Z.
  let clock = new Date('2026-11-23T06:59:30Z');
  let t: TestApp;
  let f: Awaited<ReturnType<typeof openShop>>;
  beforeAll(async () => {
    t = await buildTestApp({}, () => clock);
    f = await openShop(t.database.db);
  });
  afterAll(() => t.close());

  const detail = async () =>
    (await t.app.inject({ method: 'GET', url: shopPaths.detail(f.shop.id) })).json().data;
  const fromDatabase = async () =>
    prepareAnswer(shopDetailResponse, {
      ok: true,
      data: await getShop(t.app.db, f.shop.id, clock, { takesPayments: true, textsOn: false }),
    }).json.toString();

  it('opens the shop on the minute it opens, and reads within a minute as of its start', async () => {
    expect(await detail()).toMatchObject({ open: false, queueState: 'closed' });
    clock = new Date('2026-11-23T06:59:59.999Z');
    expect(await detail()).toMatchObject({ open: false, queueState: 'closed' });
    clock = new Date('2026-11-23T07:00:00.000Z');
    const opened = await t.app.inject({ method: 'GET', url: shopPaths.detail(f.shop.id) });
    expect(opened.json().data).toMatchObject({ open: true, queueState: 'open' });
    expect(opened.body).toBe(await fromDatabase());
    // Later in the same minute: the answer made at 09:00:00, whose start range begins then.
    clock = new Date('2026-11-23T07:00:40.000Z');
    expect((await detail()).waitRange.earliest).toBe('2026-11-23T07:00:00.000Z');
    clock = new Date('2026-11-23T07:01:00.000Z');
    expect((await detail()).waitRange.earliest).toBe('2026-11-23T07:01:00.000Z');
    expect(JSON.stringify({ ok: true, data: await detail() })).toBe(await fromDatabase());
  });
});

/** A TCP relay to Redis whose connections can be cut, as a network blip cuts them. */
async function redisRelay(target: string) {
  const { hostname, port } = new URL(target);
  const open = new Set<Socket>();
  const { connect } = await import('node:net');
  const server: Server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    open.add(client);
    open.add(upstream);
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('relay has no port');
  return {
    url: `redis://127.0.0.1:${address.port}`,
    cut: () => {
      for (const socket of open) socket.destroy();
    },
    close: () => {
      for (const socket of open) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('the read views on several nodes (PostgreSQL or PGlite shared, Redis)', () => {
  let database: Database;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let relay: Awaited<ReturnType<typeof redisRelay>>;
  let f: Awaited<ReturnType<typeof openShop>>;
  const dataDir = tempFolders('jono-test-');

  beforeAll(async () => {
    database = await createTestDatabase();
    relay = await redisRelay(redisUrl);
    const node = (url: string) => clusterNode(database, url, dataDir());
    first = await node(redisUrl);
    // The second node reaches Redis through the relay, so the test can cut it off.
    second = await node(relay.url);
    await first.ready();
    await second.ready();
    await heardAcross(first, second);
    f = await openShop(database.db, 'Parturi Kaksi Solmua', everyDay('00:00', '24:00'));
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await relay.close();
    await database.close();
  });

  const detailOn = async (app: FastifyInstance) =>
    (await app.inject({ method: 'GET', url: shopPaths.detail(f.shop.id) })).json().data;

  // A kept answer lives until its shop changes or the minute turns: seeing the change within
  // two seconds shows the other node was told. How fast that is on a given machine is a
  // benchmark's question, not a test's (100 ms here failed under load at 124 ms).
  it('a change on one node is in the other node\u2019s view at once, not at the next minute', async () => {
    expect((await detailOn(second)).queue).toBe(0);
    const joined = await first.inject({
      method: 'POST',
      url: queuePaths.join,
      remoteAddress: freshAddress(),
      payload: joinBody(f.shop.id, f.service.id),
    });
    expect(joined.statusCode).toBe(201);
    const committed = performance.now();
    let seen = await detailOn(second);
    while (seen.queue !== 1 && performance.now() - committed < 2000) {
      // An answer from memory never waits for I/O: let the node read its Redis messages.
      await new Promise((resolve) => setImmediate(resolve));
      seen = await detailOn(second);
    }
    expect(seen.queue).toBe(1);
  });

  it('reads everything again after its Redis connection was cut, so a missed change shows', async () => {
    const before = await detailOn(second);
    // A change no node announces: what a node misses while it is cut off looks like this.
    await database.db.update(shops).set({ name: 'Ohi Mennyt' }).where(eq(shops.id, f.shop.id));
    expect((await detailOn(second)).name).toBe(before.name);
    const rebuilt = new Promise<void>((resolve) =>
      onShopChange(second.io, (shopId) => {
        if (shopId === null) resolve();
      }),
    );
    relay.cut();
    await rebuilt;
    expect((await detailOn(second)).name).toBe('Ohi Mennyt');
  });
});
