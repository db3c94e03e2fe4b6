import {
  type ClientToServerEvents,
  type OrderPlacePayload,
  rooms,
  type ServerToClientEvents,
} from '@jono/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from './lib/seeded-random';
import { MAX_WATCHED_ORDERS } from './modules/queue/walk-ins/order-watches.socket';
import { MAX_WATCHED_SHOPS } from './modules/shops/shops.socket';
import { buildTestApp, type TestApp, testOrigin } from './test/build-test-app';
import { freshAddress } from './test/client-address';
import { walkInShop } from './test/walk-in-shop';

/**
 * Malformed and flooding live-update events from guests' connections: every event a page may
 * send, with ids real, made up and inherited (`__proto__`...), wrong types, huge strings and
 * lists of thousands. Every event that asks for an answer gets a well-formed one, no
 * connection holds more rooms than its limits, nothing fails inside the server, and a page
 * connecting afterwards still follows its order. FUZZ_SEED replays another sequence.
 */

type Page = Socket<ServerToClientEvents, ClientToServerEvents>;

const seed = Number(process.env.FUZZ_SEED ?? 20_251_202);
const replay = `replay with FUZZ_SEED=${seed}`;
const pagesCount = 4;
const eventsPerPage = 400;
const inherited = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype'];
const events = ['order:watch', 'shop:watch', 'shop:unwatch', 'staff:watch'] as const;

describe('malformed and flooding live-update events', () => {
  let t: TestApp;
  let url: string;
  const logLines: string[] = [];
  const pages: Page[] = [];
  const answers: { event: string; answer: unknown }[] = [];
  const unanswered: string[] = [];
  let real: { orderIds: string[]; shopId: string };

  const openPage = async (): Promise<Page> => {
    const page: Page = connect(url, {
      transports: ['websocket'],
      extraHeaders: { origin: testOrigin },
      reconnection: false,
    });
    pages.push(page);
    await new Promise<void>((resolve) => page.on('connect', () => resolve()));
    return page;
  };

  beforeAll(async () => {
    t = await buildTestApp({}, undefined, logLines);
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const shop = await walkInShop(t.database.db);
    const orderIds: string[] = [];
    for (let i = 0; i < MAX_WATCHED_ORDERS + 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/queue',
        remoteAddress: freshAddress(),
        payload: shop.order(),
      });
      orderIds.push((res.json().data as OrderPlacePayload).orderId);
    }
    real = { orderIds, shopId: shop.shopId };

    const random = seededRandom(seed);
    const id = () =>
      random.pick([
        () => random.pick(real.orderIds),
        () => real.shopId,
        () => random.uuid(),
        () => random.pick(inherited),
        () => '',
      ])();
    const longText = () => 'x'.repeat(1 + random.next() * 50_000);
    const anything = (): unknown =>
      random.pick([
        id,
        longText,
        () => random.next() * 1e12,
        () => null,
        () => true,
        () => ({ __proto__: { polluted: true }, constructor: longText(), toString: id() }),
        () => Object.fromEntries(inherited.map((key) => [key, id()])),
        () => [[id()], { id: id() }],
        () => [random.uuid(), real.shopId],
        () => [real.shopId],
        () => Array.from({ length: random.next() * 3_000 }, id),
        () => Array.from({ length: MAX_WATCHED_SHOPS + 1 }, () => real.shopId),
      ])();

    await Promise.all(
      Array.from({ length: pagesCount }, async () => {
        const page = await openPage();
        const sent: Promise<void>[] = [];
        for (let i = 0; i < eventsPerPage; i++) {
          const event = random.pick(events);
          // Every so often a page tries to follow every real order: past the limit.
          const payload =
            event === 'order:watch' && random.next() < 0.7
              ? real.orderIds[i % real.orderIds.length]
              : anything();
          // An event sent without a callback must not fail either: old pages send none.
          if (event === 'shop:unwatch' || random.next() < 0.2) {
            (page.emit as (event: string, ...args: unknown[]) => void)(event, payload);
            continue;
          }
          sent.push(
            (page.timeout(10_000).emitWithAck as (e: string, p: unknown) => Promise<unknown>)(
              event,
              payload,
            ).then(
              (answer) => {
                answers.push({ event, answer });
              },
              () => {
                // A connection the server closed (a frame over its size limit) answers nothing.
                if (page.connected) unanswered.push(`${event} ${JSON.stringify(payload)}`);
              },
            ),
          );
        }
        await Promise.all(sent);
      }),
    );
  }, 120_000);

  afterAll(async () => {
    for (const page of pages) page.close();
    await t.close();
  });

  it('answers every event that asks, in the shape pages read', () => {
    expect(unanswered.slice(0, 5), replay).toEqual([]);
    expect(answers.length).toBeGreaterThan(pagesCount * eventsPerPage * 0.5);
    for (const { event, answer } of answers) {
      if (event === 'staff:watch') expect(answer, replay).toBe(false);
      else
        expect(answer, `${event} ${replay}`).toEqual(
          expect.objectContaining({ ok: expect.any(Boolean) }),
        );
    }
    // The flood reached the limits, so they were tried, and refusals name why.
    const refusals = answers.flatMap(({ answer }) =>
      typeof answer === 'object' && answer !== null && 'code' in answer ? [answer.code] : [],
    );
    expect(new Set(refusals)).toEqual(
      new Set(['VALIDATION_FAILED', 'NOT_FOUND', 'TOO_MANY_REQUESTS']),
    );
  });

  it('holds no connection in more rooms than its limits, and a guest in no staff room', () => {
    for (const socket of t.app.io.of('/').sockets.values()) {
      const held = [...socket.rooms];
      const ofKind = (prefix: string) => held.filter((room) => room.startsWith(prefix)).length;
      expect(ofKind(rooms.order('')), replay).toBeLessThanOrEqual(MAX_WATCHED_ORDERS);
      expect(ofKind(rooms.shop('')), replay).toBeLessThanOrEqual(MAX_WATCHED_SHOPS);
      expect(ofKind('staff-'), replay).toBe(0);
    }
  });

  it('fails nothing inside the server, and a page connecting afterwards follows its order', async () => {
    expect(logLines.filter((line) => /\b(ERROR|FATAL)\b/.test(line)).slice(0, 5), replay).toEqual(
      [],
    );
    const page = await openPage();
    const [orderId] = real.orderIds;
    expect(await page.timeout(5_000).emitWithAck('order:watch', orderId ?? '')).toEqual({
      ok: true,
    });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
