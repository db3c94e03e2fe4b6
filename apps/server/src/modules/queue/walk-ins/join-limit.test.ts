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
  // A low limit shows how the count works; the default's own test is at the end.
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000', JOINS_PER_ADDRESS: '3' }, () => now);
});
afterAll(() => t.close());

async function busyShop(app = t) {
  const shop = await createShop(app.database.db, { queueLimit: 100 });
  const { services } = await createCatalogue(app.database.db, shop.id, {
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

const join = (body: object, remoteAddress: string, headers: Record<string, string> = {}, app = t) =>
  app.app.inject({ method: 'POST', url: '/api/queue', payload: body, remoteAddress, headers });

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
      // Many strangers share one address: the words blame nobody, the code lets the page say so.
      expect(answer.json()).toEqual({
        ok: false,
        code: 'SHARED_NETWORK_BUSY',
        message:
          'This shop has had many orders from the same network just now, as happens on a shared Wi-Fi. Please try again in a few minutes, or use mobile data.',
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

describe('the default limit on a busy Saturday', () => {
  let saturday: TestApp;
  beforeAll(async () => {
    saturday = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, () => now);
  });
  afterAll(() => saturday.close());

  it("admits a shop's whole busiest 10 minutes on its guest Wi-Fi, and stops a flood past 20", async () => {
    // 6 chairs, about 80 walk-ins, half on the shop's Wi-Fi: at most about 6 of them join in
    // the busiest 10 minutes. Twenty strangers behind one address, each with their phone,
    // all get in; a 21st join in the same 10 minutes is refused without blame.
    const shop = await busyShop(saturday);
    const wifi = freshAddress();
    for (let i = 0; i < 20; i++) {
      expect((await join(shop.order(), wifi, {}, saturday)).statusCode).toBe(201);
    }
    const flood = await join(shop.order(), wifi, {}, saturday);
    expect(flood.statusCode).toBe(429);
    expect(flood.json().code).toBe('SHARED_NETWORK_BUSY');
  });
});
