import type { OrderPlacePayload, ShopQueuePayload } from '@jono/contract';
import { CUSTOMER_NAME_MAX, EMAIL_MAX, PHONE_INPUT_MAX } from '@jono/contract/api/customer-fields';
import { count, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueEntries, shops } from '../../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshAddress } from '../../../test/client-address';
import { createCatalogue, createShop, everyDay } from '../../../test/factories';
import { openLivePage, watch } from '../../../test/live-pages';
import { nextPhone } from '../../../test/phones';

async function shopWithCatalogue(t: TestApp, overrides: Parameters<typeof createShop>[1] = {}) {
  const shop = await createShop(t.database.db, overrides);
  const catalogue = await createCatalogue(t.database.db, shop.id, {
    services: [
      { name: 'Haircut', priceCents: 3250, durationMinutes: 30 },
      { name: 'Beard', priceCents: 2200, durationMinutes: 20 },
    ],
    addons: [{ name: 'Wash', priceCents: 500, durationMinutes: 10 }],
  });
  const [cut, beard] = catalogue.services;
  const [wash] = catalogue.addons;
  if (!cut || !beard || !wash) throw new Error('catalogue incomplete');
  return { shop, cut, beard, wash };
}

type ShopFixture = Awaited<ReturnType<typeof shopWithCatalogue>>;

/** One haircut with a wash: 37.50 and 40 minutes. */
/**
 * A wait about `minutes` long: the estimate is the middle of many simulated days, in which the
 * customer ahead may take a little more or less than the catalogue says, or not come at all.
 */
const expectWaitNear = (wait: number, minutes: number) => {
  expect(wait).toBeGreaterThanOrEqual(minutes - 3);
  expect(wait).toBeLessThanOrEqual(minutes + 2);
};

const haircutOrder = (f: ShopFixture, phone = nextPhone()) => ({
  name: 'Aino Virtanen',
  phone,
  shopId: f.shop.id,
  services: [{ id: f.cut.id, quantity: 1, addons: [{ id: f.wash.id, quantity: 1 }] }],
  additionalServices: [{ id: 'silentService', name: 'Silent service' }],
  totalTimeRequires: 40,
  totalPrice: 37.5,
  payNow: false,
});

describe('joining and following the walk-in queue', () => {
  let t: TestApp;
  let f: ShopFixture;
  beforeAll(async () => {
    t = await buildTestApp();
    f = await shopWithCatalogue(t, { chairCount: 1, queueLimit: 50 });
  });
  afterAll(() => t.close());

  const join = (body: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/queue',
      remoteAddress: freshAddress(),
      payload: body,
      headers,
    });
  const entriesOf = async (shopId: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(queueEntries)
        .where(eq(queueEntries.shopId, shopId))
    )[0]?.n;

  it('admits a customer and says where they stand', async () => {
    const res = await join(haircutOrder(f, '040 123 4567'), { 'x-lang': 'en' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      ok: true,
      message: 'You are in the queue',
      data: { status: 'waiting', position: 1, waitingTime: 0, isAtLocation: false },
    });
    const [stored] = await t.database.db
      .select()
      .from(queueEntries)
      .where(eq(queueEntries.id, body.data.orderId));
    expect(stored).toMatchObject({
      phone: '+358401234567',
      totalPriceCents: 3750,
      totalDurationMinutes: 40,
      language: 'en',
      payNow: false,
      additionalServices: [{ id: 'silentService', name: 'Silent service' }],
    });
    expect(stored?.items[0]).toMatchObject({ name: 'Haircut', priceCents: 3250, quantity: 1 });
    expect(stored?.estimatedStartAt).not.toBeNull();
  });

  it('shows the tracking data: place, wait, shop, order lines and totals', async () => {
    const joined = (await join(haircutOrder(f, '040 765 4321'))).json().data;
    const res = await t.app.inject({ method: 'GET', url: `/api/queue/${joined.orderId}` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      orderId: joined.orderId,
      status: 'waiting',
      position: 2,
      barberShop: {
        id: f.shop.id,
        name: f.shop.name,
        address: f.shop.address,
        queue: 2,
        queueState: 'open',
        isAtLocation: false,
        coords: { lat: f.shop.lat, lng: f.shop.lng },
      },
      order: [
        {
          id: f.cut.id,
          name: 'Haircut',
          price: 32.5,
          duration: 30,
          quantity: 1,
          addons: [{ id: f.wash.id, name: 'Wash', price: 5, duration: 10, quantity: 1 }],
        },
      ],
      additionalServices: [{ id: 'silentService', name: 'Silent service' }],
      totalDuration: 40,
      totalPrice: 37.5,
      // Anyone holding the link reads this answer: the name shows, the phone only masked.
      customerName: 'Aino Virtanen',
      customerPhone: '+•••••••••321',
    });
    expect(data).not.toHaveProperty('email');
    expectWaitNear(data.waitingTime, 40); // one chair, one customer of 40 minutes ahead
    const start = Date.parse(data.estimatedStart);
    expect(Date.parse(data.estimatedEnd) - start).toBe(40 * 60_000);
  });

  it('refuses totals that disagree with the catalogue, writing nothing', async () => {
    const before = await entriesOf(f.shop.id);
    const res = await join({ ...haircutOrder(f), totalPrice: 30 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, code: 'PRICES_CHANGED' });
    expect(res.json().message).toContain('The prices have changed');
    const wrongTime = await join({ ...haircutOrder(f), totalTimeRequires: 30 });
    expect(wrongTime.json().code).toBe('PRICES_CHANGED');
    expect(await entriesOf(f.shop.id)).toBe(before);
  });

  it('answers a retried request with the first answer when it carries an Idempotency-Key', async () => {
    const body = haircutOrder(f);
    const headers = { 'idempotency-key': 'retry-test-0001' };
    const first = await join(body, headers);
    const retry = await join(body, headers);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.orderId).toBe(first.json().data.orderId);
    const rows = await t.database.db
      .select()
      .from(queueEntries)
      .where(eq(queueEntries.idempotencyKey, 'retry-test-0001'));
    expect(rows).toHaveLength(1);
  });

  it('refuses a phone already waiting without a word about the order waiting there', async () => {
    const phone = nextPhone();
    const first = (await join(haircutOrder(f, phone))).json().data;
    // The same number written another way is the same phone.
    const again = await join(haircutOrder(f, `+358${phone.replace(/^0/, '').replace(/ /g, '')}`));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      ok: false,
      message:
        'You are already waiting in this queue: open your place from the link or code you got',
      code: 'ALREADY_IN_QUEUE',
    });
    expect(again.body).not.toContain(first.orderId);
    expect(again.body).not.toContain(first.shortCode);
  });

  it('checks a waiting customer in, and says it twice without harm', async () => {
    const { orderId } = (await join(haircutOrder(f))).json().data;
    const checkIn = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/queue/${orderId}`,
        payload: { isAtLocation: true },
      });
    const res = await checkIn();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'You are checked in',
      data: { isAtLocation: true },
    });
    expect((await checkIn()).statusCode).toBe(200);
    const tracking = await t.app.inject({ method: 'GET', url: `/api/queue/${orderId}` });
    expect(tracking.json().data.barberShop.isAtLocation).toBe(true);
  });

  it('lets a customer leave once, with an empty body, and says so the second time', async () => {
    const { orderId } = (await join(haircutOrder(f))).json().data;
    const leave = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/queue/cancel/${orderId}`,
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
    const first = await leave();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'You have left the queue',
      data: { status: 'cancelled', position: null },
    });
    const second = await leave();
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You have already left the queue');

    const lateCheckIn = await t.app.inject({
      method: 'PATCH',
      url: `/api/queue/${orderId}`,
      payload: { isAtLocation: true },
    });
    expect(lateCheckIn.statusCode).toBe(409);
    expect(lateCheckIn.json().message).toBe('Only a customer who is still waiting can check in');
  });

  it('finds an order for /check-details by its code, only with the phone it was made with', async () => {
    const phone = nextPhone();
    const { orderId, shortCode } = (await join(haircutOrder(f, phone))).json().data;
    expect(shortCode).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    const lookup = (body: object) =>
      t.app.inject({ method: 'POST', url: '/api/queue/lookup', payload: body });
    // As people type it: with or without the hyphen, in any case, with spaces around.
    for (const typed of [
      shortCode,
      `${shortCode.slice(0, 3)}-${shortCode.slice(3)}`,
      ` ${shortCode.toLowerCase().slice(0, 3)} ${shortCode.toLowerCase().slice(3)} `,
    ]) {
      const found = await lookup({ code: typed, phone });
      expect(found.statusCode).toBe(200);
      expect(found.json().data).toMatchObject({
        orderId,
        shortCode,
        customerName: 'Aino Virtanen',
      });
      // The lookup opens the tracking page, whose link anyone may hold: the phone is masked.
      expect(found.json().data.customerPhone).toMatch(/^\+•+\d{3}$/);
    }
    // A letter the codes leave out is a typing mistake, not a code: 400, never a guess.
    const lookAlike = await lookup({ code: `O${shortCode.slice(1)}`, phone });
    expect(lookAlike.statusCode).toBe(400);
    expect(lookAlike.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(lookAlike.json().message).toMatch(/^body\.code/);

    const wrongPhone = await lookup({ code: shortCode, phone: nextPhone() });
    const unknownCode = await lookup({ code: shortCode === '222222' ? '333333' : '222222', phone });
    expect(wrongPhone.statusCode).toBe(404);
    expect(unknownCode.statusCode).toBe(404);
    expect(wrongPhone.json()).toEqual(unknownCode.json());
    expect(wrongPhone.json()).toMatchObject({ code: 'ORDER_NO_MATCH' });
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'abc', '%27%20or%201=1'])(
    'answers 404 for the unknown order %s on every call',
    async (id) => {
      const calls = [
        { method: 'GET' as const, url: `/api/queue/${id}` },
        { method: 'PATCH' as const, url: `/api/queue/${id}`, payload: { isAtLocation: true } },
        { method: 'PATCH' as const, url: `/api/queue/cancel/${id}` },
      ];
      for (const call of calls) {
        const res = await t.app.inject(call);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ ok: false, message: 'Order not found' });
      }
    },
  );
});

describe('bad input to POST /api/queue', () => {
  let t: TestApp;
  let f: ShopFixture;
  let other: ShopFixture;
  beforeAll(async () => {
    t = await buildTestApp();
    f = await shopWithCatalogue(t);
    other = await shopWithCatalogue(t);
  });
  afterAll(() => t.close());

  const valid = () => haircutOrder(f);
  const cases: [string, () => object, number, RegExp][] = [
    ['no name', () => ({ ...valid(), name: '' }), 400, /^body\.name/],
    ['a blank name', () => ({ ...valid(), name: '   ' }), 400, /^body\.name/],
    ['a huge name', () => ({ ...valid(), name: 'x'.repeat(5000) }), 400, /^body\.name/],
    ['no phone', () => ({ ...valid(), phone: undefined }), 400, /^body\.phone/],
    ['an invalid phone', () => ({ ...valid(), phone: '12345' }), 400, /Invalid phone number/],
    ['a phone of letters', () => ({ ...valid(), phone: 'call me maybe' }), 400, /Invalid phone/],
    ['a malformed shop id', () => ({ ...valid(), shopId: 'shop-1' }), 400, /^body\.shopId/],
    [
      'an unknown shop',
      () => ({ ...valid(), shopId: '00000000-0000-4000-8000-000000000000' }),
      404,
      /Shop not found/,
    ],
    ['no services', () => ({ ...valid(), services: [] }), 400, /^body\.services/],
    [
      'services of the wrong type',
      () => ({ ...valid(), services: 'haircut' }),
      400,
      /^body\.services/,
    ],
    [
      'a zero quantity',
      () => ({ ...valid(), services: [{ id: f.cut.id, quantity: 0, addons: [] }] }),
      400,
      /^body\.services\.0\.quantity/,
    ],
    [
      'a negative quantity',
      () => ({ ...valid(), services: [{ id: f.cut.id, quantity: -2, addons: [] }] }),
      400,
      /quantity/,
    ],
    [
      'a fractional quantity',
      () => ({ ...valid(), services: [{ id: f.cut.id, quantity: 1.5, addons: [] }] }),
      400,
      /quantity/,
    ],
    [
      'an unknown service',
      () => ({
        ...valid(),
        services: [{ id: '00000000-0000-4000-8000-000000000001', quantity: 1, addons: [] }],
      }),
      400,
      /is not offered by this shop/,
    ],
    [
      "another shop's service",
      () => ({
        ...valid(),
        services: [{ id: other.cut.id, quantity: 1, addons: [] }],
        totalPrice: 32.5,
        totalTimeRequires: 30,
      }),
      400,
      /is not offered by this shop/,
    ],
    [
      "another shop's add-on",
      () => ({
        ...valid(),
        services: [{ id: f.cut.id, quantity: 1, addons: [{ id: other.wash.id, quantity: 1 }] }],
      }),
      400,
      /is not offered with Haircut/,
    ],
    [
      'an add-on on a service it does not go with',
      () => ({
        ...valid(),
        services: [{ id: f.beard.id, quantity: 1, addons: [{ id: f.wash.id, quantity: 1 }] }],
        totalPrice: 27,
        totalTimeRequires: 30,
      }),
      400,
      /is not offered with Beard/,
    ],
    [
      'a service listed twice',
      () => ({
        ...valid(),
        services: [
          { id: f.cut.id, quantity: 1, addons: [] },
          { id: f.cut.id, quantity: 1, addons: [] },
        ],
        totalPrice: 65,
        totalTimeRequires: 60,
      }),
      400,
      /listed twice/,
    ],
    [
      'an unknown additional service',
      () => ({ ...valid(), additionalServices: [{ id: 'freeBeer', name: 'Free beer' }] }),
      400,
      /Unknown additional service freeBeer/,
    ],
    ['payNow true', () => ({ ...valid(), payNow: true }), 400, /^body\.payNow/],
    ['a negative total', () => ({ ...valid(), totalPrice: -1 }), 400, /^body\.totalPrice/],
    ['a string total', () => ({ ...valid(), totalPrice: '37.50' }), 400, /^body\.totalPrice/],
    ['a bad email', () => ({ ...valid(), email: 'not-an-email' }), 400, /^body\.email/],
  ];

  it.each(cases)(
    'refuses %s with a clear 4xx and writes nothing',
    async (_, body, status, message) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/queue',
        remoteAddress: freshAddress(),
        payload: body(),
      });
      expect(res.statusCode).toBe(status);
      expect(res.json().ok).toBe(false);
      expect(res.json().message).toMatch(message);
      const [rows] = await t.database.db.select({ n: count() }).from(queueEntries);
      expect(rows?.n).toBe(0);
    },
  );

  // The web shows the refusal at the form's field, so the answer names it apart from the words.
  it.each([
    ['name', { name: 'x'.repeat(CUSTOMER_NAME_MAX + 1) }],
    ['phone', { phone: '0'.repeat(PHONE_INPUT_MAX + 1) }],
    ['email', { email: `${'a'.repeat(EMAIL_MAX)}@example.fi` }],
  ])('names the field %s when it is longer than the contract allows', async (field, change) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/queue',
      remoteAddress: freshAddress(),
      payload: { ...valid(), ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, code: 'VALIDATION_FAILED', field });
  });

  it('refuses malformed JSON and a body that is not an object', async () => {
    for (const payload of ['{"name":', '[]', '"text"', 'null']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/queue',
        remoteAddress: freshAddress(),
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().ok).toBe(false);
    }
  });
});

describe('admission', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('says the queue is full at the limit', async () => {
    const f = await shopWithCatalogue(t, { queueLimit: 1 });
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/queue',
        remoteAddress: freshAddress(),
        payload: haircutOrder(f),
      });
    expect((await post()).statusCode).toBe(201);
    const full = await post();
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({
      ok: false,
      message: 'Queue is Already Full',
      code: 'QUEUE_FULL',
    });
  });

  it('refuses walk-ins when the shop is closed, by hours or by staff', async () => {
    const night = await shopWithCatalogue(t, { openingHours: everyDay('00:00', '00:01') });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/queue',
      remoteAddress: freshAddress(),
      payload: haircutOrder(night),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'SHOP_CLOSED',
      message: 'The shop is not taking walk-ins right now',
    });

    const f = await shopWithCatalogue(t);
    await t.database.db
      .update(shops)
      .set({ queueStateOverride: 'closed' })
      .where(eq(shops.id, f.shop.id));
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/queue',
      remoteAddress: freshAddress(),
      payload: haircutOrder(f),
    });
    expect(closed.json().code).toBe('SHOP_CLOSED');
  });

  it('admits exactly the limit when 100 customers join at once', async () => {
    const f = await shopWithCatalogue(t, { chairCount: 2, queueLimit: 10 });
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/queue',
          remoteAddress: freshAddress(),
          payload: haircutOrder(f),
        }),
      ),
    );
    const admitted = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(admitted).toHaveLength(10);
    expect(refused).toHaveLength(90);
    for (const r of refused) expect(r.json().message).toBe('Queue is Already Full');

    // Nobody shares or skips a place: the tracking pages show positions 1..10.
    const positions = await Promise.all(
      admitted.map(async (a) => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/queue/${a.json().data.orderId}`,
        });
        return res.json().data.position as number;
      }),
    );
    expect(positions.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('live places', () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  async function follow(event: 'shop:watch' | 'order:watch', arg: string) {
    const socket = await openLivePage(url);
    sockets.push(socket);
    const places: OrderPlacePayload[] = [];
    const shopUpdates: ShopQueuePayload[] = [];
    socket.on('order:place', (p) => places.push(p));
    socket.on('shop:queue', (p) => shopUpdates.push(p));
    await watch(socket, event, event === 'shop:watch' ? [arg] : arg);
    return { places, shopUpdates };
  }

  it('moves the customer behind up within a second when someone ahead leaves', async () => {
    const f = await shopWithCatalogue(t, { chairCount: 1, queueLimit: 50 });
    const join = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/queue',
          remoteAddress: freshAddress(),
          payload: haircutOrder(f),
        })
      ).json().data;
    const ahead = await join();
    const behind = await join();
    expect(behind).toMatchObject({ position: 2 });
    expectWaitNear(behind.waitingTime, 40);

    const customer = await follow('order:watch', behind.orderId);
    const homePage = await follow('shop:watch', f.shop.id);
    await t.app.inject({ method: 'PATCH', url: `/api/queue/cancel/${ahead.orderId}` });

    await expect
      .poll(() => customer.places.at(-1), { timeout: 1000 })
      .toMatchObject({ orderId: behind.orderId, position: 1, waitingTime: 0 });
    await expect
      .poll(() => homePage.shopUpdates.at(-1), { timeout: 1000 })
      .toEqual({ shopId: f.shop.id, queue: 1, queueState: 'open', fullReason: null });
  });

  it("tells a shop's pages the new count when someone joins", async () => {
    const f = await shopWithCatalogue(t);
    const homePage = await follow('shop:watch', f.shop.id);
    await t.app.inject({
      method: 'POST',
      url: '/api/queue',
      remoteAddress: freshAddress(),
      payload: haircutOrder(f),
    });
    await expect
      .poll(() => homePage.shopUpdates.at(-1), { timeout: 1000 })
      .toEqual({ shopId: f.shop.id, queue: 1, queueState: 'open', fullReason: null });
  });
});
