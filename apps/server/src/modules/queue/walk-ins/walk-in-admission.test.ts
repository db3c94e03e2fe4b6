import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { blockedPhones } from '../../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshAddress } from '../../../test/client-address';
import { createCatalogue, createShop } from '../../../test/factories';
import { walkInShop } from '../../../test/walk-in-shop';

/**
 * Walk-ins that reach a shop while its admission transaction runs are admitted together in
 * the next one. Whatever the batching, each customer must get the answer they would have got
 * alone, in the order they came.
 */
let t: TestApp;
let shop: Awaited<ReturnType<typeof walkInShop>>;

beforeEach(async () => {
  // A still clock: an estimate read later is the same estimate.
  t ??= await buildTestApp(
    { RATE_LIMIT_PER_MINUTE: '100000' },
    () => new Date('2026-11-30T10:00:00Z'),
  );
  shop = await walkInShop(t.database.db);
});
afterAll(() => t.close());

type Order = ReturnType<typeof shop.order>;
const join = (order: Order, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/queue',
    payload: order,
    headers,
    remoteAddress: freshAddress(),
  });
const burst = (orders: Order[]) => Promise.all(orders.map((order) => join(order)));

describe('walk-ins arriving together', () => {
  it('are admitted in the order they came, each with the place the queue then shows', async () => {
    const answers = await burst(Array.from({ length: 8 }, () => shop.order()));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    const places = answers.map((a) => a.json().data);
    expect(places.map((p) => p.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(places.map((p) => p.shortCode)).size).toBe(8);
    for (const place of places) {
      const tracked = (await t.app.inject(`/api/queue/${place.orderId}`)).json().data;
      expect(tracked.position).toBe(place.position);
      expect(tracked.estimatedStart).toBe(place.estimatedStart);
    }
  });

  it('refuse only the walk-in a refusal is about', async () => {
    const blocked = shop.order();
    await t.database.db
      .insert(blockedPhones)
      .values({ shopId: shop.shopId, phone: `+358${blocked.phone.slice(1).replace(/ /g, '')}` });
    const first = shop.order();
    const orders = [
      first,
      shop.order(),
      { ...shop.order(), totalPrice: 1 },
      blocked,
      // The same phone as the first, written another way, in the same burst.
      { ...shop.order(), phone: `+358${first.phone.slice(1).replace(/ /g, '')}` },
      shop.order(),
    ];
    const answers = await burst(orders);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 400, 403, 409, 201]);
    expect(answers[2]?.json().code).toBe('PRICES_CHANGED');
    expect(answers[3]?.json().code).toBe('PHONE_BLOCKED');
    expect(answers[4]?.json()).toMatchObject({ code: 'ALREADY_IN_QUEUE' });
    expect(answers[4]?.json()).not.toHaveProperty('orderId');
    // The refused took no place: the admitted are 1, 2 and 3.
    expect([0, 1, 5].map((i) => answers[i]?.json().data.position)).toEqual([1, 2, 3]);
  });

  it('fill the queue up to its limit and refuse the rest as full', async () => {
    const small = await createShop(t.database.db, { queueLimit: 3 });
    const { services } = await createCatalogue(t.database.db, small.id, {
      services: [{ name: 'Haircut', priceCents: 3000, durationMinutes: 30 }],
      addons: [],
    });
    const haircut = [{ id: services[0]?.id ?? '', quantity: 1, addons: [] }];
    const answers = await burst(
      Array.from({ length: 7 }, () => ({ ...shop.order(), shopId: small.id, services: haircut })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 409, 409, 409, 409]);
    expect(answers.slice(3).every((a) => a.json().code === 'QUEUE_FULL')).toBe(true);
    const summary = await t.app.inject({ method: 'GET', url: `/api/shops/${small.id}` });
    expect(summary.json().data).toMatchObject({
      queue: 3,
      queueState: 'full',
      fullReason: 'limit',
    });
  });

  it('answer two attempts with one Idempotency-Key with one order', async () => {
    const order = shop.order();
    const key = { 'idempotency-key': 'attempt-0001-burst' };
    const [first, retry] = await Promise.all([join(order, key), join(order, key)]);
    expect([first?.statusCode, retry?.statusCode]).toEqual([201, 200]);
    expect(retry?.json().data.orderId).toBe(first?.json().data.orderId);
    expect(retry?.json().data.position).toBe(1);
  });
});
