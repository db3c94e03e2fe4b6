import { randomUUID } from 'node:crypto';
import {
  type ClientToServerEvents,
  type OrderPlacePayload,
  rooms,
  type ServerToClientEvents,
  type WatchAnswer,
} from '@jono/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testOrigin } from '../../../test/build-test-app';
import { freshAddress } from '../../../test/client-address';
import { walkInShop } from '../../../test/walk-in-shop';
import { MAX_WATCHED_ORDERS } from './order-watches.socket';

type Page = Socket<ServerToClientEvents, ClientToServerEvents>;

describe('the orders one connection may watch', () => {
  let t: TestApp;
  let url: string;
  const pages: Page[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    for (const page of pages) page.close();
    await t.close();
  });

  async function openPage(): Promise<Page> {
    const page: Page = connect(url, {
      transports: ['websocket'],
      extraHeaders: { origin: testOrigin },
    });
    pages.push(page);
    await new Promise<void>((resolve) => page.on('connect', () => resolve()));
    return page;
  }

  const watchOrder = (page: Page, orderId: unknown) =>
    new Promise<WatchAnswer>((resolve) => page.emit('order:watch', orderId as string, resolve));

  /** The rooms of one kind the server holds for this page's connection. */
  const roomsOf = (page: Page, prefix: string) => {
    const socket = t.app.io.of('/').sockets.get(page.id ?? '');
    return [...(socket?.rooms ?? [])].filter((room) => room.startsWith(prefix));
  };

  async function joinQueue(shop: Awaited<ReturnType<typeof walkInShop>>) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/queue',
      remoteAddress: freshAddress(),
      payload: shop.order(),
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json().data as OrderPlacePayload).orderId;
  }

  it('joins at most the limit of a flood of 1,000 order watches, and answers each', async () => {
    const shop = await walkInShop(t.database.db);
    const orderIds: string[] = [];
    for (let i = 0; i < MAX_WATCHED_ORDERS + 5; i++) orderIds.push(await joinQueue(shop));
    const page = await openPage();

    // Real orders and made-up ids, all sent at once.
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, i) => watchOrder(page, orderIds[i] ?? randomUUID())),
    );

    expect(answers.filter((answer) => answer.ok)).toHaveLength(MAX_WATCHED_ORDERS);
    expect(roomsOf(page, rooms.order(''))).toHaveLength(MAX_WATCHED_ORDERS);
    // Past the limit (ids still being checked count) it is refused before the database is asked.
    for (const answer of answers.slice(MAX_WATCHED_ORDERS)) {
      expect(answer).toEqual({ ok: false, code: 'TOO_MANY_REQUESTS' });
    }
    // Watching again what it already follows costs nothing and is not refused.
    expect(await watchOrder(page, orderIds[0])).toEqual({ ok: true });
  });

  it('refuses ids that name no order, or no id at all, and joins no room for them', async () => {
    const page = await openPage();
    expect(await watchOrder(page, randomUUID())).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await watchOrder(page, 'not-a-uuid')).toEqual({ ok: false, code: 'VALIDATION_FAILED' });
    expect(await watchOrder(page, { __proto__: null })).toEqual({
      ok: false,
      code: 'VALIDATION_FAILED',
    });
    expect(roomsOf(page, rooms.order(''))).toEqual([]);
  });

  it('follows an order it may watch, and the page reads its place live', async () => {
    const shop = await walkInShop(t.database.db);
    const first = await joinQueue(shop);
    const second = await joinQueue(shop);
    const page = await openPage();
    const heard: OrderPlacePayload[] = [];
    page.on('order:place', (place) => heard.push(place));

    expect(await watchOrder(page, second)).toEqual({ ok: true });
    const left = await t.app.inject({ method: 'PATCH', url: `/api/queue/cancel/${first}` });
    expect(left.statusCode, left.body).toBe(200);
    await expect.poll(() => heard.at(-1)).toMatchObject({ orderId: second, position: 1 });
  });

  it('still works for a page that asks for no answer', async () => {
    const shop = await walkInShop(t.database.db);
    const orderId = await joinQueue(shop);
    const page = await openPage();
    page.emit('order:watch', orderId);
    await expect.poll(() => roomsOf(page, rooms.order(''))).toEqual([rooms.order(orderId)]);
  });
});
