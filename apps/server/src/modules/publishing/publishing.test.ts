import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCatalogue, createShop, createStaff, everyDay } from '../../test/factories';
import { type GeocoderStandIn, startGeocoderStandIn } from '../../test/geocoder-stand-in';
import { loginAs } from '../../test/login';

/** Where the stand-in geocoder puts the one address it knows: Helsinki's Senate Square corner. */
const aleksanterinkatu = { lat: 60.16855, lng: 24.95099 };
const customerInHelsinki = { lat: 60.1699, lng: 24.9384 };

let t: TestApp;
let geocoder: GeocoderStandIn;
beforeAll(async () => {
  geocoder = await startGeocoderStandIn({
    'Aleksanterinkatu 1, 00100 Helsinki, Finland': aleksanterinkatu,
  });
  t = await buildTestApp({ GEOCODER_URL: geocoder.url, RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(async () => {
  await t.close();
  await geocoder.close();
});

/** A shop as registration leaves it once the owner's email is proven: unlisted, unplaced, no hours. */
async function newShop() {
  const shop = await createShop(t.database.db, {
    publishedAt: null,
    lat: null,
    lng: null,
    openingHours: [],
    city: 'Helsinki',
  });
  const owner = await createStaff(t.database.db, shop.id, { role: 'owner' });
  const { authorization } = await loginAs(t.app, owner.email);
  return { shop, headers: { authorization } };
}

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const listedIds = async (query = '') =>
  ((await call('GET', `/api/shops?limit=200${query}`)).json().data as { id: string }[]).map(
    (s) => s.id,
  );

describe('going live', () => {
  it('registration places the shop from its address through the geocoder, unlisted and without hours', async () => {
    const register = (address: string, email: string, phone: string) =>
      call(
        'POST',
        '/api/auth/register-shop',
        {},
        {
          shopName: `Parturi ${address}`,
          address,
          postalCode: '00100',
          city: 'Helsinki',
          country: 'Finland',
          ownerName: 'Olli Omistaja',
          email,
          phone,
          password: 'Saksi-ja-kampa-2026',
        },
      );
    // The answer says what became of the address, so the owner learns the pin is theirs to place.
    const found = await register('Aleksanterinkatu 1', 'olli@aleksi.fi', '040 555 0301');
    expect(found.statusCode).toBe(201);
    expect(found.json()).toMatchObject({ ok: true, addressOutcome: 'found' });
    const notFound = await register('Ei-oo-katu 9', 'olli@eioo.fi', '040 555 0302');
    expect(notFound.statusCode).toBe(201);
    expect(notFound.json()).toMatchObject({ ok: true, addressOutcome: 'notFound' });
    // An email an account already uses gets the same answer as a new one.
    const taken = await register('Ei-oo-katu 9', 'olli@eioo.fi', '040 555 0303');
    expect(taken.json()).toEqual(notFound.json());
    geocoder.failWith = 500;
    try {
      const unanswered = await register('Aleksanterinkatu 1', 'olli@down.fi', '040 555 0304');
      expect(unanswered.statusCode).toBe(201);
      expect(unanswered.json()).toMatchObject({ ok: true, addressOutcome: 'unavailable' });
    } finally {
      geocoder.failWith = null;
    }
    const [placed] = await t.database.db
      .select()
      .from(shops)
      .where(eq(shops.name, 'Parturi Aleksanterinkatu 1'));
    expect(placed).toMatchObject({ ...aleksanterinkatu, publishedAt: null, openingHours: [] });
    // Not found: saved without a position, never 0,0; the owner's checklist asks them to place it.
    const [unplaced] = await t.database.db
      .select()
      .from(shops)
      .where(eq(shops.name, 'Parturi Ei-oo-katu 9'));
    expect(unplaced).toMatchObject({ lat: null, lng: null, publishedAt: null });
    expect(geocoder.requests.map((r) => r.q)).toContain(
      'Aleksanterinkatu 1, 00100 Helsinki, Finland',
    );
  });

  it('keeps an unpublished shop out of the list, the search and the customer pages, but not from its staff', async () => {
    const { shop, headers } = await newShop();
    await createCatalogue(t.database.db, shop.id);
    expect(await listedIds()).not.toContain(shop.id);
    expect(await listedIds(`&q=${encodeURIComponent(shop.address)}`)).toEqual([]);
    const page = await call('GET', `/api/shops/${shop.id}`);
    expect(page.statusCode).toBe(404);
    expect(page.json().code).toBe('NOT_FOUND');
    expect((await call('GET', `/api/shops/${shop.id}/reviews`)).statusCode).toBe(404);
    expect((await call('GET', '/api/manage/shop', headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/manage/overview', headers)).statusCode).toBe(200);
  });

  it("refuses customers' joins at an unpublished shop, while its staff add walk-ins at the desk", async () => {
    const { shop, headers } = await newShop();
    // Hours now, so the desk's admission is decided by being open, not by the missing hours.
    await call('PATCH', '/api/manage/shop', headers, { openingHours: everyDay('00:00', '24:00') });
    const { services } = await createCatalogue(t.database.db, shop.id, { addons: [] });
    const haircut = [{ id: services[0]?.id, quantity: 1, addons: [] }];
    const join = await t.app.inject({
      method: 'POST',
      url: '/api/queue',
      payload: {
        name: 'Aino Virtanen',
        phone: '040 555 0411',
        shopId: shop.id,
        services: haircut,
        additionalServices: [],
        totalTimeRequires: 30,
        totalPrice: 32,
        payNow: false,
      },
    });
    expect(join.statusCode).toBe(404);
    expect(join.json().code).toBe('NOT_FOUND');
    const atDesk = await call('POST', `/api/staff/desk/${shop.id}/walk-ins`, headers, {
      name: 'Matti',
      services: haircut,
    });
    expect(atDesk.statusCode, atDesk.body).toBe(201);
  });

  it('refuses to publish while any step is left, naming each, and publishes once all are done', async () => {
    const { shop, headers } = await newShop();
    const publish = () => call('POST', '/api/manage/shop/publish', headers);
    const refusal = async () => {
      const res = await publish();
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('SHOP_NOT_READY');
      return res.json().missing;
    };
    expect(await refusal()).toEqual(['service', 'openingHours', 'position']);

    // A service that is switched off offers customers nothing.
    await createCatalogue(t.database.db, shop.id, {
      services: [{ name: 'Parta', priceCents: 2000, durationMinutes: 20, isActive: false }],
    });
    expect(await refusal()).toEqual(['service', 'openingHours', 'position']);
    await createCatalogue(t.database.db, shop.id);
    expect(await refusal()).toEqual(['openingHours', 'position']);

    expect(
      (await call('PATCH', '/api/manage/shop', headers, { openingHours: everyDay() })).statusCode,
    ).toBe(200);
    expect(await refusal()).toEqual(['position']);

    expect((await call('PATCH', '/api/manage/shop', headers, aleksanterinkatu)).statusCode).toBe(
      200,
    );
    const readiness = await call('GET', '/api/manage/shop/readiness', headers);
    expect(readiness.json().data).toEqual({
      publishedAt: null,
      steps: [
        { step: 'service', isDone: true },
        { step: 'openingHours', isDone: true },
        { step: 'position', isDone: true },
      ],
      missing: [],
    });
    expect(await listedIds()).not.toContain(shop.id);

    const published = await publish();
    expect(published.statusCode).toBe(200);
    expect(published.json().data.publishedAt).toEqual(expect.any(String));
    expect(await listedIds()).toContain(shop.id);
    const page = await call('GET', `/api/shops/${shop.id}`);
    expect(page.statusCode, page.body).toBe(200);
  });

  it('refuses 0,0, a position out of range and a lone latitude, changing nothing', async () => {
    const { shop, headers } = await newShop();
    for (const position of [
      { lat: 0, lng: 0 },
      { lat: 91, lng: 24.9 },
      { lat: 60.1, lng: -181 },
      { lat: 60.1 },
    ]) {
      const res = await call('PATCH', '/api/manage/shop', headers, position);
      expect(res.statusCode, JSON.stringify(position)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const [row] = await t.database.db.select().from(shops).where(eq(shops.id, shop.id));
    expect(row).toMatchObject({ lat: null, lng: null });
  });

  it('lists a published shop by its real distance from the customer', async () => {
    const far = await createShop(t.database.db, { lat: 61.4978, lng: 23.761 }); // Tampere
    const near = await createShop(t.database.db, { lat: 60.1719, lng: 24.9414 }); // Rautatientori
    const { shop, headers } = await newShop();
    await createCatalogue(t.database.db, shop.id);
    await call('PATCH', '/api/manage/shop', headers, {
      openingHours: everyDay(),
      ...aleksanterinkatu,
    });
    expect((await call('POST', '/api/manage/shop/publish', headers)).statusCode).toBe(200);

    const res = await call(
      'GET',
      `/api/shops?limit=200&lat=${customerInHelsinki.lat}&lng=${customerInHelsinki.lng}`,
    );
    const listed = res.json().data as { id: string; distance?: number; coords: unknown }[];
    const order = listed.map((s) => s.id).filter((id) => [far.id, near.id, shop.id].includes(id));
    expect(order).toEqual([near.id, shop.id, far.id]);
    const ours = listed.find((s) => s.id === shop.id);
    expect(ours?.coords).toEqual(aleksanterinkatu);
    // About 720 m from the customer, not the 7,000 km of a shop left at 0,0.
    expect(ours?.distance).toBeGreaterThan(600);
    expect(ours?.distance).toBeLessThan(800);
  });

  it('unpublishes, hiding the shop again; both steps are in the activity log, once each', async () => {
    const { shop, headers } = await newShop();
    await createCatalogue(t.database.db, shop.id);
    await call('PATCH', '/api/manage/shop', headers, {
      openingHours: everyDay(),
      ...aleksanterinkatu,
    });
    // Two taps at once publish once.
    const both = await Promise.all([
      call('POST', '/api/manage/shop/publish', headers),
      call('POST', '/api/manage/shop/publish', headers),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const off = await call('POST', '/api/manage/shop/unpublish', headers);
    expect(off.statusCode).toBe(200);
    expect(off.json().data.publishedAt).toBeNull();
    expect(await listedIds()).not.toContain(shop.id);
    expect((await call('GET', `/api/shops/${shop.id}`)).statusCode).toBe(404);

    const log = (await call('GET', '/api/audit', headers)).json().data.entries as {
      action: string;
      subject: { kind: string; label: string };
    }[];
    // The set-up before publishing is in the log too, by who made it.
    expect(log.map((e) => e.action)).toEqual([
      'shop_unpublished',
      'shop_published',
      'settings_changed',
    ]);
    expect(log[0]?.subject).toMatchObject({ kind: 'shop', label: shop.name });
  });

  it('lets only the owner publish', async () => {
    const { shop } = await newShop();
    const barber = await createStaff(t.database.db, shop.id, { role: 'barber' });
    const receptionist = await createStaff(t.database.db, shop.id, {
      role: 'receptionist',
      liveStatus: null,
    });
    for (const member of [barber, receptionist]) {
      const { authorization } = await loginAs(t.app, member.email);
      const res = await call('POST', '/api/manage/shop/publish', { authorization });
      expect(res.statusCode).toBe(403);
    }
    expect((await call('POST', '/api/manage/shop/publish')).statusCode).toBe(401);
  });
});

describe('finding the address on the shop details page', () => {
  const address = {
    address: 'Aleksanterinkatu 1',
    postalCode: '00100',
    city: 'Helsinki',
    country: 'Finland',
  };

  it('answers where the geocoder puts the address, or that it could not, saving nothing', async () => {
    const { shop, headers } = await newShop();
    const geocode = (body: object) => call('POST', '/api/manage/shop/geocode', headers, body);

    const found = await geocode(address);
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({ outcome: 'found', position: aleksanterinkatu });

    const notFound = await geocode({ ...address, address: 'Ei-oo-katu 9' });
    expect(notFound.json().data).toEqual({ outcome: 'notFound', position: null, label: null });

    geocoder.failWith = 500;
    try {
      const failed = await geocode(address);
      expect(failed.statusCode).toBe(200);
      expect(failed.json().data.outcome).toBe('unavailable');
    } finally {
      geocoder.failWith = null;
    }
    const [row] = await t.database.db.select().from(shops).where(eq(shops.id, shop.id));
    expect(row).toMatchObject({ lat: null, lng: null });
  });

  it('refuses an address that is no address with 400', async () => {
    const { headers } = await newShop();
    const res = await call('POST', '/api/manage/shop/geocode', headers, { ...address, city: '' });
    expect(res.statusCode).toBe(400);
  });
});
