import { errorCodes, type ShopQueuePayload, type WatchAnswer } from '@jono/contract';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holidays, shops } from '../../db/schema';
import { shopChanged } from '../../lib/shop-changes';
import { buildTestApp, type TestApp, testOrigin } from '../../test/build-test-app';
import { freshAddress } from '../../test/client-address';
import { createCatalogue, createQueueEntry, createShop, everyDay } from '../../test/factories';

// Monday 2026-11-23, 10:00 in Helsinki (UTC+2).
const mondayTen = new Date('2026-11-23T08:00:00Z');

describe('the public shop API', () => {
  let t: TestApp;
  let kallio: Awaited<ReturnType<typeof createShop>>;
  let tampere: Awaited<ReturnType<typeof createShop>>;
  let closedToday: Awaited<ReturnType<typeof createShop>>;

  beforeAll(async () => {
    t = await buildTestApp({}, () => mondayTen);
    const db = t.database.db;
    kallio = await createShop(db, {
      name: 'Parturi Kallio',
      city: 'Helsinki',
      address: 'Helsinginkatu 15',
      lat: 60.1841,
      lng: 24.9496,
      chairCount: 1,
      queueLimit: 2,
      openingHours: everyDay('09:00', '19:00'),
    });
    tampere = await createShop(db, {
      name: 'Tampereen Tukkatalo',
      city: 'Tampere',
      address: 'Hämeenkatu 10',
      lat: 61.4978,
      lng: 23.761,
      openingHours: everyDay('11:00', '18:00'),
    });
    closedToday = await createShop(db, {
      name: 'Maanantaina kiinni',
      city: 'Turku',
      address: 'Eerikinkatu 12',
      lat: 60.4518,
      lng: 22.2666,
      weeklyOffs: [1],
    });
    await createShop(db, { name: 'Not yet verified', status: 'pending_verification' });
    await createCatalogue(db, kallio.id, {
      category: 'Hiustenleikkaus',
      services: [
        { name: 'Miesten hiustenleikkaus', priceCents: 3250, durationMinutes: 30 },
        { name: 'Konesiili', priceCents: 2200, durationMinutes: 20 },
        { name: 'Poistettu palvelu', priceCents: 1000, durationMinutes: 10, isActive: false },
      ],
      addons: [{ name: 'Hiustenpesu', priceCents: 500, durationMinutes: 10 }],
    });
    await createCatalogue(db, kallio.id, {
      category: 'Tyhjä kategoria',
      services: [{ name: 'Vanha', priceCents: 100, durationMinutes: 5, isActive: false }],
      addons: [],
    });
    await createQueueEntry(db, kallio.id, { totalDurationMinutes: 30 });
    await db.insert(holidays).values({
      shopId: kallio.id,
      startsOn: '2026-12-24',
      endsOn: '2026-12-26',
      note: 'Joulu',
    });
  });
  afterAll(() => t.close());

  const list = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/shops${query}` });
    return { status: res.statusCode, body: res.json() };
  };

  it('lists active shops with every field the shop list shows', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.total).toBe(3);
    const shop = body.data.find((s: { id: string }) => s.id === kallio.id);
    expect(shop).toEqual({
      id: kallio.id,
      name: 'Parturi Kallio',
      city: 'Helsinki',
      address: 'Helsinginkatu 15',
      country: 'Finland',
      timezone: 'Europe/Helsinki',
      open: true,
      openTime: '09:00',
      closeTime: '19:00',
      queue: 1,
      queueState: 'open',
      fullReason: null,
      maxWaitMinutes: null,
      // Closing at 19:00 and the shortest service (Konesiili) takes 20 minutes.
      walkInsUntil: '2026-11-23T16:40:00.000Z',
      chairCount: 1,
      coords: { lat: 60.1841, lng: 24.9496 },
      weeklyOffs: [],
      serviceCategories: [{ id: expect.any(String), name: 'Hiustenleikkaus' }],
      image: null,
      rating: null,
      // One waiting ahead in the one chair: a walk-in joining now starts in about half an hour.
      waitingTime: expect.any(Number),
      waitRange: { earliest: expect.any(String), latest: expect.any(String) },
      estimates: { learned: false, visits: 0, withinRange: 0 },
    });
    expect(shop.waitingTime).toBeGreaterThan(0);
    expect(Date.parse(shop.waitRange.earliest)).toBeLessThanOrEqual(
      Date.parse(shop.waitRange.latest),
    );
  });

  it("computes open, today's hours and the state in the shop's time zone", async () => {
    const { body } = await list();
    const byId = new Map(body.data.map((s: { id: string }) => [s.id, s]));
    // 10:00 in Helsinki: Tampere opens at 11:00.
    expect(byId.get(tampere.id)).toMatchObject({
      open: false,
      openTime: '11:00',
      closeTime: '18:00',
      queueState: 'closed',
    });
    expect(byId.get(closedToday.id)).toMatchObject({
      open: false,
      openTime: null,
      closeTime: null,
      queueState: 'closed',
      weeklyOffs: [1],
    });
  });

  it('searches city or address, case-insensitively', async () => {
    expect((await list('?q=TAMPERE')).body.data.map((s: { name: string }) => s.name)).toEqual([
      'Tampereen Tukkatalo',
    ]);
    expect((await list('?q=eerikin')).body.data.map((s: { name: string }) => s.name)).toEqual([
      'Maanantaina kiinni',
    ]);
    expect((await list('?q=kallio')).body.total).toBe(0); // the name is not searched
  });

  it('sorts nearest first with distances in metres', async () => {
    // From Tampere's railway station.
    const { body } = await list('?lat=61.4986&lng=23.7731');
    expect(body.data.map((s: { name: string }) => s.name)).toEqual([
      'Tampereen Tukkatalo',
      'Maanantaina kiinni', // Turku, about 130 km
      'Parturi Kallio', // Helsinki, about 160 km
    ]);
    expect(body.data[0].distance).toBeGreaterThan(500);
    expect(body.data[0].distance).toBeLessThan(800);
    expect(body.data[1].distance).toBeGreaterThan(120_000);
    expect(body.data[2].distance).toBeGreaterThan(body.data[1].distance);
  });

  it('pages with limit and offset', async () => {
    const first = await list('?limit=2&offset=0');
    const second = await list('?limit=2&offset=2');
    expect(first.body).toMatchObject({ total: 3, limit: 2, offset: 0 });
    expect(first.body.data).toHaveLength(2);
    expect(second.body.data).toHaveLength(1);
    const names = [...first.body.data, ...second.body.data].map((s: { id: string }) => s.id);
    expect(new Set(names).size).toBe(3);
  });

  it.each([
    ['?lat=60.1', 'querystring.lat: lat and lng go together'],
    ['?lat=91&lng=0', 'querystring.lat'],
    ['?limit=0', 'querystring.limit'],
    ['?limit=abc', 'querystring.limit'],
    ['?offset=-1', 'querystring.offset'],
    [`?q=${'x'.repeat(101)}`, 'querystring.q'],
  ])('refuses the bad query %s with 400', async (query, field) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.ok).toBe(false);
    expect(body.message).toContain(field);
  });

  it('shows a shop full at its queue limit, and closed when staff close it', async () => {
    // Written here behind the app's back, so announced as the app announces its own changes.
    const changeKallio = () => shopChanged(t.app.io, kallio.id);
    await createQueueEntry(t.database.db, kallio.id);
    changeKallio();
    expect((await list('?q=helsinginkatu')).body.data[0]).toMatchObject({
      queue: 2,
      queueState: 'full',
    });
    await t.database.db
      .update(shops)
      .set({ queueStateOverride: 'closed' })
      .where(eq(shops.id, kallio.id));
    changeKallio();
    expect((await list('?q=helsinginkatu')).body.data[0].queueState).toBe('closed');
    await t.database.db
      .update(shops)
      .set({ queueStateOverride: null })
      .where(eq(shops.id, kallio.id));
    changeKallio();
  });

  it('gives one shop with its catalogue, hours, holidays and booking settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/shops/${kallio.id}` });
    expect(res.statusCode).toBe(200);
    const shop = res.json().data;
    expect(shop.categories).toEqual([
      {
        id: expect.any(String),
        name: 'Hiustenleikkaus',
        services: [
          {
            id: expect.any(String),
            name: 'Miesten hiustenleikkaus',
            description: '',
            price: 32.5,
            duration: 30,
            addons: [{ id: expect.any(String), name: 'Hiustenpesu', price: 5, duration: 10 }],
            barbers: [],
          },
          {
            id: expect.any(String),
            name: 'Konesiili',
            description: '',
            price: 22,
            duration: 20,
            addons: [],
            barbers: [],
          },
        ],
      },
    ]);
    expect(shop.additionalServices).toEqual({
      noHotTowel: { name: 'No hot towel', value: false },
      noWash: { name: 'No wash', value: false },
      silentService: { name: 'Silent service', value: false },
    });
    expect(shop.openingHours).toHaveLength(7);
    expect(shop.holidays).toEqual([
      { startsOn: '2026-12-24', endsOn: '2026-12-26', note: 'Joulu' },
    ]);
    expect(shop.booking).toEqual({
      takesBookings: true,
      fee: 2,
      slotLengthMinutes: 30,
      horizonDays: 60,
      refundWindowHours: 24,
    });
    // One chair, two customers of 30 minutes ahead: a newcomer waits about an hour, less
    // when one of them does not come, more when a cut runs long.
    expect(shop.waitingTime).toBeGreaterThanOrEqual(55);
    expect(shop.waitingTime).toBeLessThanOrEqual(60);
    expect(Date.parse(shop.waitRange.earliest)).toBeLessThan(mondayTen.getTime() + 60 * 60_000);
    expect(Date.parse(shop.waitRange.latest)).toBeGreaterThan(mondayTen.getTime() + 60 * 60_000);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"])(
    'answers 404 for the unknown or malformed shop id %s',
    async (id) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/shops/${encodeURIComponent(id)}`,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ ok: false, message: 'Shop not found', code: 'NOT_FOUND' });
    },
  );
});

describe('live shop queue updates', () => {
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

  async function watcher(shopIds: string[]) {
    const socket = connect(url, {
      transports: ['websocket'],
      extraHeaders: { origin: testOrigin },
    });
    sockets.push(socket);
    const received: ShopQueuePayload[] = [];
    socket.on('shop:queue', (payload) => received.push(payload));
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    // The server answers once the watch is in its rooms (or refused): from then on, what is
    // announced reaches this page.
    const answer: WatchAnswer = await socket.timeout(10_000).emitWithAck('shop:watch', shopIds);
    return { socket, received, answer };
  }

  it('tells the pages watching a shop its new count and state, and nobody else', async () => {
    const watched = await createShop(t.database.db, { chairCount: 1, queueLimit: 1 });
    const [service] = (await createCatalogue(t.database.db, watched.id, { addons: [] })).services;
    const other = await createShop(t.database.db);
    const fan = await watcher([watched.id]);
    const bystander = await watcher([other.id]);
    const rogue = await watcher(['not-a-uuid', watched.id]); // bad input joins nothing
    expect(fan.answer).toEqual({ ok: true });
    expect(bystander.answer).toEqual({ ok: true });
    expect(rogue.answer).toEqual({ ok: false, code: errorCodes.validation });

    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/queue',
      remoteAddress: freshAddress(),
      payload: {
        name: 'Live Customer',
        phone: '040 123 9876',
        shopId: watched.id,
        services: [{ id: service?.id, quantity: 1, addons: [] }],
        additionalServices: [],
        totalTimeRequires: 30,
        totalPrice: 32,
        payNow: false,
      },
    });
    expect(joined.statusCode).toBe(201);

    await expect
      .poll(() => fan.received, { timeout: 1000 })
      .toEqual([{ shopId: watched.id, queue: 1, queueState: 'full', fullReason: 'limit' }]);
    expect(bystander.received).toEqual([]);
    expect(rogue.received).toEqual([]);
  });
});
