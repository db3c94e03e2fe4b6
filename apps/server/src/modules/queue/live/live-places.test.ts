import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { type OrderCalledPayload, type OrderPlacePayload, rooms } from '@jono/contract';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueEntries, shops } from '../../../db/schema/index';
import { recoveryBufferSize } from '../../../plugins/app/realtime';
import { buildTestApp, type TestApp, testOrigin } from '../../../test/build-test-app';
import { freshAddress } from '../../../test/client-address';
import { createCatalogue, createShop } from '../../../test/factories';
import { openLivePage, watch } from '../../../test/live-pages';
import { nextPhone } from '../../../test/phones';
import { queuePassesSettled } from './queue.events';
import { shopQueueUpdate } from './queue-updates';

/** A shop with one chair and a 30-minute haircut, and a way to join its queue. */
async function shopOf(t: TestApp) {
  const shop = await createShop(t.database.db, { chairCount: 1, queueLimit: 300 });
  const { services } = await createCatalogue(t.database.db, shop.id, {
    services: [{ name: 'Haircut', priceCents: 3000, durationMinutes: 30 }],
  });
  const cut = services[0];
  if (!cut) throw new Error('catalogue incomplete');
  const join = async (): Promise<OrderPlacePayload> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/queue',
      remoteAddress: freshAddress(),
      payload: {
        name: 'Aino Virtanen',
        phone: nextPhone(),
        shopId: shop.id,
        services: [{ id: cut.id, quantity: 1, addons: [] }],
        additionalServices: [],
        totalTimeRequires: 30,
        totalPrice: 30,
        payNow: false,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };
  const leave = (orderId: string) =>
    t.app.inject({ method: 'PATCH', url: `/api/queue/cancel/${orderId}` });
  return { shop, join, leave };
}

/** The node's broadcasts of places from now on: the rooms each went to. */
function recordPlaceBroadcasts(t: TestApp) {
  const adapter = t.app.io.of('/').adapter;
  const original = adapter.broadcast.bind(adapter);
  const sent: string[][] = [];
  adapter.broadcast = (packet, opts) => {
    if (packet.data[0] === 'order:place') sent.push([...opts.rooms]);
    return original(packet, opts);
  };
  return {
    sent,
    stop: () => {
      adapter.broadcast = original;
    },
  };
}

describe('live places of a long queue', () => {
  // The clock stands still, so a place that did not move reads exactly the same.
  const now = new Date('2026-11-25T10:00:00Z');
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await buildTestApp({}, () => now);
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  /** A tracking page following one order: every place it hears, in order. */
  async function track(node: TestApp, nodeUrl: string, orderId: string) {
    const socket = connect(nodeUrl, {
      transports: ['websocket'],
      extraHeaders: { origin: testOrigin },
    });
    sockets.push(socket);
    const heard: OrderPlacePayload[] = [];
    socket.on('order:place', (place) => heard.push(place));
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    socket.emit('order:watch', orderId);
    // The node has the page in the order's room.
    const room = rooms.order(orderId);
    await expect.poll(() => node.app.io.of('/').adapter.rooms.has(room)).toBe(true);
    return heard;
  }

  it('tells only the orders someone follows, whatever the length of the queue', async () => {
    const { join, leave } = await shopOf(t);
    const queue: OrderPlacePayload[] = [];
    for (let i = 0; i < 40; i++) queue.push(await join());
    const [first, second] = queue;
    const tenth = queue[9];
    const last = queue[39];
    if (!first || !second || !tenth || !last) throw new Error('queue incomplete');
    const tenthHears = await track(t, url, tenth.orderId);
    const lastHears = await track(t, url, last.orderId);

    const broadcasts = recordPlaceBroadcasts(t);
    const packetsBefore = recoveryBufferSize(t.app.io);
    await leave(first.orderId);
    await expect.poll(() => tenthHears.at(-1)).toMatchObject({ position: 9, status: 'waiting' });
    await expect.poll(() => lastHears.at(-1)).toMatchObject({ position: 39, status: 'waiting' });
    // One message per follower; the 37 rooms nobody follows get nothing.
    expect(broadcasts.sent).toHaveLength(2);
    // What is kept for pages that drop out a moment does not grow with the queue either.
    expect(recoveryBufferSize(t.app.io) - packetsBefore).toBeLessThanOrEqual(5);
    broadcasts.stop();
    expect(tenthHears).toHaveLength(1);
  });

  it('a burst of joins is told in order and ends on the newest count', async () => {
    const { shop, join } = await shopOf(t);
    const socket = connect(url, {
      transports: ['websocket'],
      extraHeaders: { origin: testOrigin },
    });
    sockets.push(socket);
    const counts: number[] = [];
    socket.on('shop:queue', (update: { queue: number }) => counts.push(update.queue));
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    socket.emit('shop:watch', [shop.id]);
    await expect.poll(() => t.app.io.of('/').adapter.rooms.has(rooms.shop(shop.id))).toBe(true);

    await Promise.all(Array.from({ length: 30 }, () => join()));
    // Every join answered after its change was told: the page's last word is all 30.
    await expect.poll(() => counts.at(-1)).toBe(30);
    // The counts never go back: a shop's passes run one at a time, each reading the queue
    // after every change it covers.
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts.length).toBeLessThanOrEqual(30);
  });

  it('tells a follower nothing when their place did not move', async () => {
    const { join, leave } = await shopOf(t);
    const front = await join();
    const hears = await track(t, url, front.orderId);
    // The first change after the page started following tells it where it stands.
    await join();
    await expect.poll(() => hears).toHaveLength(1);
    // Two more joining behind do not move the one at the front.
    await join();
    await join();
    await leave(front.orderId);
    await expect.poll(() => hears.at(-1)?.status).toBe('cancelled');
    expect(hears.map((place) => [place.status, place.position])).toEqual([
      ['waiting', 1],
      ['cancelled', null],
    ]);
  });
  it("a place read before the order's last change, arriving late from another node, tells its page nothing", async () => {
    const { shop, join, leave } = await shopOf(t);
    const customer = await join();
    // The join's own announcement is told before the page follows, so all it hears is below.
    await queuePassesSettled(t.app.ctx);
    const page = await openLivePage(url);
    sockets.push(page);
    const heard: OrderPlacePayload[] = [];
    page.on('order:place', (place: OrderPlacePayload) => heard.push(place));
    await watch(page, 'order:watch', customer.orderId);
    // Another node read the queue while the customer still waited...
    const read = await shopQueueUpdate(t.app.db, shop.id, now);
    const before = read?.places.find((place) => place[0] === customer.orderId);
    if (!before) throw new Error('the read has no place for the order');
    // ...then the customer left, and this node told the page.
    await leave(customer.orderId);
    await expect.poll(() => heard.at(-1)?.status).toBe('cancelled');

    // The other node's message comes now, as another node's announcement does.
    EventEmitter.prototype.emit.call(t.app.io.of('/'), 'queue:places', [before]);
    // Whatever the node sent the page before answering this watch has arrived by its answer.
    await watch(page, 'order:watch', customer.orderId);
    expect(heard.map((place) => place.status)).toEqual(['cancelled']);
  });
});

describe('the recovery buffer', () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  /** A tracking page in an order's room; it comes back on its own after a drop, 2 s later. */
  async function trackingPage(orderId: string) {
    const socket = connect(url, {
      transports: ['websocket'],
      extraHeaders: { origin: testOrigin },
      reconnectionDelay: 2000,
      randomizationFactor: 0,
    });
    sockets.push(socket);
    const calls: OrderCalledPayload[] = [];
    socket.on('order:called', (call) => calls.push(call));
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    socket.emit('order:watch', orderId);
    await expect.poll(() => t.app.io.of('/').adapter.rooms.has(rooms.order(orderId))).toBe(true);
    return { socket, calls };
  }

  const call = (orderId: string, callCount: number): OrderCalledPayload => ({
    orderId,
    calledAt: '2026-11-25T10:00:00.000Z',
    callCount,
    chair: 1,
    barberName: null,
  });

  it('keeps a bounded number of recent broadcasts for pages that drop out a moment', async () => {
    const { orderId } = await (await shopOf(t)).join();
    await trackingPage(orderId);
    const before = recoveryBufferSize(t.app.io);
    for (let i = 0; i < 12_000; i++)
      t.app.io.to(rooms.order(orderId)).emit('order:called', call(orderId, i));
    expect(recoveryBufferSize(t.app.io)).toBeLessThanOrEqual(10_000);
    expect(recoveryBufferSize(t.app.io) - before).toBeGreaterThanOrEqual(9_000);
  });

  it('keeps nothing said to rooms no page is in, nor state that pages read again', async () => {
    const shopId = (await createShop(t.database.db)).id;
    const before = recoveryBufferSize(t.app.io);
    const nobodysOrder = randomUUID();
    t.app.io.to(rooms.order(nobodysOrder)).emit('order:called', call(nobodysOrder, 1));
    t.app.io
      .to(rooms.staff(shopId))
      .emit('staff:queue', { shopId, kind: 'joined', orderId: nobodysOrder, customerName: 'A' });
    const watcher = connect(url, {
      transports: ['websocket'],
      extraHeaders: { origin: testOrigin },
    });
    sockets.push(watcher);
    const counts: number[] = [];
    watcher.on('shop:queue', (update) => counts.push(update.queue));
    await new Promise<void>((resolve) => watcher.on('connect', () => resolve()));
    watcher.emit('shop:watch', [shopId]);
    await expect.poll(() => t.app.io.of('/').adapter.rooms.has(rooms.shop(shopId))).toBe(true);
    t.app.io
      .to(rooms.shop(shopId))
      .emit('shop:queue', { shopId, queue: 3, queueState: 'open', fullReason: null });
    // The watched count is heard, and none of the three is kept.
    await expect.poll(() => counts).toEqual([3]);
    expect(recoveryBufferSize(t.app.io)).toBe(before);
  });

  it("a page that dropped out hears, when it is back, the call said to its order's room meanwhile", async () => {
    const { orderId } = await (await shopOf(t)).join();
    const room = rooms.order(orderId);
    const { socket, calls } = await trackingPage(orderId);
    // What the page heard last is where its recovery starts.
    t.app.io.to(room).emit('order:called', call(orderId, 1));
    await expect.poll(() => calls).toHaveLength(1);
    // The connection is cut under the page (not closed by it): the server holds its session.
    socket.io.engine.close();
    await expect.poll(() => t.app.io.of('/').adapter.rooms.has(room)).toBe(false);
    const before = recoveryBufferSize(t.app.io);
    t.app.io.to(room).emit('order:called', call(orderId, 2));
    expect(recoveryBufferSize(t.app.io)).toBe(before + 1);
    await expect.poll(() => calls, { timeout: 5000 }).toEqual([call(orderId, 1), call(orderId, 2)]);
    expect(socket.recovered).toBe(true);
  });
});

describe('live places across several server nodes (Redis)', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const nodes: TestApp[] = [];
  const sockets: Socket[] = [];
  // Two servers with their own databases take a while to build on a busy machine: that is
  // set-up, not the behaviour timed by the test.
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) nodes.push(await buildTestApp({ REDIS_URL: redisUrl }));
  }, 120_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    for (const node of nodes) await node.close();
  });

  it('a follower connected to another node hears the new place once, its unfollowed neighbours nothing', async () => {
    const [first, second] = nodes;
    if (!first || !second) throw new Error('two nodes expected');
    await first.app.ready();
    const secondUrl = await second.app.listen({ host: '127.0.0.1', port: 0 });
    const { shop, join, leave } = await shopOf(first);
    const queue: OrderPlacePayload[] = [];
    for (let i = 0; i < 12; i++) queue.push(await join());
    const [front, , third] = queue;
    if (!front || !third) throw new Error('queue incomplete');

    // Nodes share one database in production; here each has its own, and a node lets a page
    // watch only an order it can read.
    const [shopRow] = await first.database.db.select().from(shops).where(eq(shops.id, shop.id));
    const [orderRow] = await first.database.db
      .select()
      .from(queueEntries)
      .where(eq(queueEntries.id, third.orderId));
    if (!shopRow || !orderRow) throw new Error('order not found');
    await second.database.db.insert(shops).values(shopRow);
    await second.database.db.insert(queueEntries).values({ ...orderRow, barberId: null });

    const socket = connect(secondUrl, {
      transports: ['websocket'],
      extraHeaders: { origin: testOrigin },
    });
    sockets.push(socket);
    const heard: OrderPlacePayload[] = [];
    socket.on('order:place', (place) => heard.push(place));
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    socket.emit('order:watch', third.orderId);
    await expect
      .poll(() => second.app.io.of('/').adapter.rooms.has(rooms.order(third.orderId)))
      .toBe(true);

    const broadcasts = recordPlaceBroadcasts(first);
    await leave(front.orderId);
    await expect
      .poll(() => heard.at(-1), { timeout: 3000 })
      .toMatchObject({
        orderId: third.orderId,
        position: 2,
      });
    // The node that made the change sends no message per order across the nodes.
    expect(broadcasts.sent).toHaveLength(0);
    broadcasts.stop();
  });
});
