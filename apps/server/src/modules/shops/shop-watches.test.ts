import { randomUUID } from 'node:crypto';
import {
  type ClientToServerEvents,
  rooms,
  type ServerToClientEvents,
  type WatchAnswer,
} from '@jono/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testOrigin } from '../../test/build-test-app';
import { createShop } from '../../test/factories';
import { MAX_WATCHED_SHOPS } from './shops.socket';

type Page = Socket<ServerToClientEvents, ClientToServerEvents>;

describe('the shops one connection may watch', () => {
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

  const watchShops = (page: Page, shopIds: unknown) =>
    new Promise<WatchAnswer>((resolve) => page.emit('shop:watch', shopIds as string[], resolve));

  /** The rooms of one kind the server holds for this page's connection. */
  const roomsOf = (page: Page, prefix: string) => {
    const socket = t.app.io.of('/').sockets.get(page.id ?? '');
    return [...(socket?.rooms ?? [])].filter((room) => room.startsWith(prefix));
  };

  it('joins at most the limit of shops, only shops that exist, a list as a whole', async () => {
    const shops = [];
    for (let i = 0; i < 3; i++) shops.push((await createShop(t.database.db)).id);
    const page = await openPage();

    expect(await watchShops(page, [shops[0], randomUUID()])).toEqual({
      ok: false,
      code: 'NOT_FOUND',
    });
    expect(await watchShops(page, ['not-a-uuid'])).toEqual({
      ok: false,
      code: 'VALIDATION_FAILED',
    });
    expect(roomsOf(page, rooms.shop(''))).toEqual([]);
    expect(await watchShops(page, shops)).toEqual({ ok: true });

    // A flood of lists of made-up ids: refused before the database is asked once the
    // connection is at its limit, and never more rooms than the limit.
    const flood = await Promise.all(
      Array.from({ length: 1000 }, () =>
        watchShops(
          page,
          Array.from({ length: 50 }, () => randomUUID()),
        ),
      ),
    );
    expect(flood.every((answer) => !answer.ok)).toBe(true);
    expect(roomsOf(page, rooms.shop('')).length).toBeLessThanOrEqual(MAX_WATCHED_SHOPS);
    expect(roomsOf(page, rooms.shop('')).sort()).toEqual(shops.map(rooms.shop).sort());
  });

  it('refuses shops past the limit with TOO_MANY_REQUESTS', async () => {
    const shops: string[] = [];
    for (let i = 0; i <= MAX_WATCHED_SHOPS; i++) shops.push((await createShop(t.database.db)).id);
    const page = await openPage();

    expect(await watchShops(page, shops.slice(0, MAX_WATCHED_SHOPS))).toEqual({ ok: true });
    expect(await watchShops(page, shops.slice(MAX_WATCHED_SHOPS))).toEqual({
      ok: false,
      code: 'TOO_MANY_REQUESTS',
    });
    expect(roomsOf(page, rooms.shop(''))).toHaveLength(MAX_WATCHED_SHOPS);
  });
});
