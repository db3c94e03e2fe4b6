import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { type OrderPlacePayload, rooms } from '@jono/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../../lib/seeded-random';
import type { BoundedRecoveryAdapter } from '../../../plugins/app/recovery-buffer';
import { buildTestApp, type TestApp, testOrigin } from '../../../test/build-test-app';
import { freshAddress } from '../../../test/client-address';
import { walkInShop } from '../../../test/walk-in-shop';
import { queuePassesSettled } from './queue.events';

// The soak of `npm run bench:soak` at a smaller scale: 3 shops, queues up to 30, a tracking
// page on every waiting order, joins and leaves in batches of 150: two to fill, two measured.
const SHOPS = 3;
const MAX_QUEUE = 30;
const BATCH = 150;
const MiB = 1024 * 1024;

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

describe('a queue soak at a smaller scale', () => {
  let t: TestApp;
  let url: string;
  /** Each page with the last place it heard (only the last: the test's own memory stays flat). */
  const pages = new Map<string, { socket: Socket; last?: OrderPlacePayload }>();
  beforeAll(async () => {
    t = await buildTestApp();
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    for (const page of pages.values()) page.socket.close();
    await t.close();
  });

  async function follow(orderId: string) {
    const socket = connect(url, {
      transports: ['websocket'],
      extraHeaders: { origin: testOrigin },
    });
    const page: { socket: Socket; last?: OrderPlacePayload } = { socket };
    socket.on('order:place', (place) => {
      page.last = place;
    });
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    socket.emit('order:watch', orderId);
    await expect.poll(() => t.app.io.of('/').adapter.rooms.has(rooms.order(orderId))).toBe(true);
    pages.set(orderId, page);
  }

  /** The page closes first, as a customer who is done with it would; then the order leaves. */
  async function leave(orderId: string) {
    pages.get(orderId)?.socket.close();
    pages.delete(orderId);
    await expect.poll(() => t.app.io.of('/').adapter.rooms.has(rooms.order(orderId))).toBe(false);
    const res = await t.app.inject({ method: 'PATCH', url: `/api/queue/cancel/${orderId}` });
    expect(res.statusCode, res.body).toBe(200);
  }

  async function heapAfterGc() {
    await queuePassesSettled(t.app.ctx);
    collectGarbage();
    return process.memoryUsage().heapUsed;
  }

  it('holds memory and the recovery buffer flat while every page hears its true place', {
    timeout: 180_000,
  }, async () => {
    const shops = await Promise.all(Array.from({ length: SHOPS }, () => walkInShop(t.database.db)));
    const queues = new Map(shops.map((shop) => [shop.shopId, [] as string[]]));
    const random = seededRandom(23);
    let turn = 0;
    async function join(shop: (typeof shops)[number]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/queue',
        remoteAddress: freshAddress(),
        payload: shop.order(),
      });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json().data as { orderId: string }).orderId;
    }
    async function step() {
      const shop = shops[turn++ % shops.length] as (typeof shops)[number];
      const queue = queues.get(shop.shopId) as string[];
      // Fill to the top, then sway between 80 % and full.
      if (queue.length < MAX_QUEUE * 0.8 || (queue.length < MAX_QUEUE && random.next() < 0.5)) {
        const orderId = await join(shop);
        queue.push(orderId);
        await follow(orderId);
      } else {
        const [orderId] = queue.splice(Math.floor(random.next() * queue.length), 1);
        await leave(orderId as string);
      }
    }
    const batch = async () => {
      for (let i = 0; i < BATCH; i++) await step();
    };

    // The first batches fill the queues and the node's caches (the last 256 queues' play-outs).
    await batch();
    await batch();
    const since = Date.now();
    const heapBefore = await heapAfterGc();
    await batch();
    await batch();
    const heapAfter = await heapAfterGc();

    // Kept for pages that drop out a moment: only the alerts said to a page that was there
    // (first in line), no count or place, nothing for rooms nobody is in.
    const kept = (t.app.io.of('/').adapter as BoundedRecoveryAdapter)
      .kept()
      .filter((packet) => packet.emittedAt >= since)
      .map((packet) => packet.data[0]);
    expect(kept.filter((event) => event !== 'order:alert')).toEqual([]);
    expect(kept.length).toBeLessThan(BATCH / 2);
    // 300 changes leave the heap as it was, give or take what a runtime moves by itself.
    expect((heapAfter - heapBefore) / MiB).toBeLessThan(8);

    // One more join in each shop, then every page has heard where it stands: the place its
    // tracking answer gives.
    for (const shop of shops) await join(shop);
    await queuePassesSettled(t.app.ctx);
    expect(pages.size).toBeGreaterThanOrEqual(SHOPS * MAX_QUEUE * 0.8);
    for (const [orderId, page] of pages) {
      const res = await t.app.inject({ method: 'GET', url: `/api/queue/${orderId}` });
      const { position, status } = res.json().data as OrderPlacePayload;
      await expect.poll(() => page.last).toMatchObject({ orderId, position, status });
    }
  });
});
