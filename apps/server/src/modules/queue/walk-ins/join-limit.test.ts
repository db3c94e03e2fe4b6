import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueEntries } from '../../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshAddress } from '../../../test/client-address';
import { createCatalogue, createShop } from '../../../test/factories';
import { nextPhone } from '../../../test/phones';

// Saturday 20 March 2027, 10:00 in Helsinki; the shops are open around the clock.
let now = new Date('2027-03-20T08:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, () => now);
});
afterAll(() => t.close());

async function busyShop() {
  const shop = await createShop(t.database.db, { queueLimit: 100 });
  const { services } = await createCatalogue(t.database.db, shop.id, {
    services: [{ name: 'Haircut', priceCents: 3000, durationMinutes: 30 }],
    addons: [],
  });
  const cut = services[0];
  if (!cut) throw new Error('catalogue incomplete');
  return {
    shopId: shop.id,
    order: (phone = nextPhone()) => ({
      name: 'Aino Virtanen',
      phone,
      shopId: shop.id,
      services: [{ id: cut.id, quantity: 1, addons: [] }],
      additionalServices: [],
      totalTimeRequires: 30,
      totalPrice: 30,
      payNow: false,
    }),
  };
}

const join = (body: object, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/queue', payload: body, remoteAddress, headers });

const waitingAt = async (shopId: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(queueEntries)
      .where(and(eq(queueEntries.shopId, shopId), eq(queueEntries.status, 'waiting')))
  )[0]?.n;

describe('walk-in joins per client address and shop', () => {
  it('admits 3 of 14 joins sent at once from one address with 14 phones; the rest get 429 with Retry-After', async () => {
    const shop = await busyShop();
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 14 }, () => join(shop.order(), address)),
    );
    const admitted = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(admitted).toHaveLength(3);
    expect(refused).toHaveLength(11);
    for (const answer of refused) {
      expect(answer.json()).toEqual({
        ok: false,
        code: 'TOO_MANY_REQUESTS',
        message:
          'Several people have joined this queue from your connection just now. Please try again in a few minutes.',
      });
      expect(answer.headers['retry-after']).toBe('600');
    }
    expect(await waitingAt(shop.shopId)).toBe(3);
  });

  it('counts each shop and each address on its own, and frees a join once its 10 minutes pass', async () => {
    const first = await busyShop();
    const second = await busyShop();
    const address = freshAddress();
    for (let i = 0; i < 3; i++) expect((await join(first.order(), address)).statusCode).toBe(201);
    expect((await join(first.order(), address)).statusCode).toBe(429);
    expect((await join(second.order(), address)).statusCode).toBe(201);
    expect((await join(first.order(), freshAddress())).statusCode).toBe(201);

    now = new Date(now.getTime() + 9 * 60_000);
    const stillRefused = await join(first.order(), address);
    expect(stillRefused.statusCode).toBe(429);
    expect(stillRefused.headers['retry-after']).toBe('60');
    now = new Date(now.getTime() + 60_000);
    expect((await join(first.order(), address)).statusCode).toBe(201);
  });

  it('does not count joins that were refused or that replay an earlier one', async () => {
    const shop = await busyShop();
    const address = freshAddress();
    for (let i = 0; i < 3; i++) {
      const wrongTotal = await join({ ...shop.order(), totalPrice: 1 }, address);
      expect(wrongTotal.statusCode).toBe(400);
    }
    const key = { 'idempotency-key': 'join-once-and-retry' };
    const order = shop.order();
    expect((await join(order, address, key)).statusCode).toBe(201);
    for (let i = 0; i < 3; i++) expect((await join(order, address, key)).statusCode).toBe(200);
    expect((await join(shop.order(), address)).statusCode).toBe(201);
    expect((await join(shop.order(), address)).statusCode).toBe(201);
    expect((await join(shop.order(), address)).statusCode).toBe(429);
  });

  it('counts asking whether a phone is already waiting: a stranger cannot probe a queue for free', async () => {
    const shop = await busyShop();
    const waiting = shop.order();
    expect((await join(waiting, freshAddress())).statusCode).toBe(201);
    const prober = freshAddress();
    const probes = [];
    for (let i = 0; i < 3; i++) probes.push((await join(waiting, prober)).statusCode);
    expect(probes).toEqual([409, 409, 409]);
    const further = await join(waiting, prober);
    expect(further.statusCode).toBe(429);
    // Nor can the prober join anyone else from that address for now.
    expect((await join(shop.order(), prober)).statusCode).toBe(429);
  });
});
