import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createQueueEntry, createShop, createStaff } from '../../test/factories';
import { loginAs } from '../../test/login';

describe('the owner sets up the catalogue', () => {
  let t: TestApp;
  let shopId: string;
  let owner: string;
  beforeAll(async () => {
    t = await buildTestApp();
    shopId = (await createShop(t.database.db)).id;
    owner = (await loginAs(t.app, (await createStaff(t.database.db, shopId)).email)).authorization;
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: owner },
      ...(payload ? { payload } : {}),
    });
  const publicShop = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/shops/${shopId}` })).json().data;

  it('adds categories, services and add-ons that customers see at once', async () => {
    expect((await call('POST', '/api/manage/categories', { name: 'Hiukset' })).statusCode).toBe(
      201,
    );
    expect((await call('POST', '/api/manage/categories', { name: 'Parta' })).statusCode).toBe(201);
    const categories = (await call('GET', '/api/manage/categories')).json().data;
    expect(categories.map((c: { name: string }) => c.name)).toEqual(['Hiukset', 'Parta']);
    const [hair, beard] = categories;

    expect(
      (
        await call('POST', '/api/manage/services', {
          categoryId: hair.id,
          name: 'Leikkaus',
          price: 32.5,
          duration: 30,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await call('POST', '/api/manage/services', {
          categoryId: beard.id,
          name: 'Parran muotoilu',
          description: 'Koneella',
          price: 22,
          duration: 20,
        })
      ).statusCode,
    ).toBe(201);
    const services = (await call('GET', '/api/manage/services')).json().data;
    const cut = services.find((s: { name: string }) => s.name === 'Leikkaus');
    expect(
      (
        await call('POST', '/api/manage/addons', {
          name: 'Pesu',
          price: 5,
          duration: 10,
          serviceIds: [cut.id],
        })
      ).statusCode,
    ).toBe(201);

    const shop = await publicShop();
    expect(shop.categories.map((c: { name: string }) => c.name)).toEqual(['Hiukset', 'Parta']);
    expect(shop.categories[0].services[0]).toMatchObject({
      name: 'Leikkaus',
      price: 32.5,
      duration: 30,
      addons: [{ name: 'Pesu', price: 5 }],
    });
  });

  it('renames and reorders, and refuses an order that drops or repeats one', async () => {
    const [hair, beard] = (await call('GET', '/api/manage/categories')).json().data;
    expect(
      (await call('PATCH', `/api/manage/categories/${hair.id}`, { name: 'Hiustenleikkaus' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', '/api/manage/categories/order', { ids: [beard.id, hair.id] })).statusCode,
    ).toBe(200);
    expect((await publicShop()).categories.map((c: { name: string }) => c.name)).toEqual([
      'Parta',
      'Hiustenleikkaus',
    ]);
    const dropped = await call('PUT', '/api/manage/categories/order', { ids: [beard.id] });
    expect(dropped.statusCode).toBe(400);
    const repeated = await call('PUT', '/api/manage/categories/order', {
      ids: [beard.id, beard.id],
    });
    expect(repeated.statusCode).toBe(400);
  });

  it('refuses to delete a category in use, and says why', async () => {
    const [beard] = (await call('GET', '/api/manage/categories')).json().data;
    const res = await call('DELETE', `/api/manage/categories/${beard.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CATEGORY_NOT_EMPTY' });
    expect(res.json().message).toMatch(/still has 1 service/);
    await call('POST', '/api/manage/categories', { name: 'Tyhjä' });
    const empty = (await call('GET', '/api/manage/categories'))
      .json()
      .data.find((c: { name: string }) => c.name === 'Tyhjä');
    expect((await call('DELETE', `/api/manage/categories/${empty.id}`)).statusCode).toBe(200);
  });

  it('deactivates instead of deleting a service that orders refer to, and deletes one they do not', async () => {
    const services = (await call('GET', '/api/manage/services')).json().data;
    const cut = services.find((s: { name: string }) => s.name === 'Leikkaus');
    await createQueueEntry(t.database.db, shopId, {
      status: 'served',
      items: [
        {
          id: cut.id,
          name: 'Leikkaus',
          priceCents: 3250,
          durationMinutes: 30,
          quantity: 1,
          addons: [],
        },
      ],
    });
    const removed = await call('DELETE', `/api/manage/services/${cut.id}`);
    expect(removed.json()).toMatchObject({
      outcome: 'deactivated',
      message: expect.stringMatching(/orders refer to it/),
    });
    expect(
      (await call('GET', '/api/manage/services'))
        .json()
        .data.find((s: { id: string }) => s.id === cut.id).isActive,
    ).toBe(false);
    expect(JSON.stringify(await publicShop())).not.toContain('Leikkaus');

    const beard = services.find((s: { name: string }) => s.name === 'Parran muotoilu');
    // The shop is published, and a published shop keeps an active service: one more first.
    await call('POST', '/api/manage/services', {
      categoryId: beard.categoryId,
      name: 'Parran ajo',
      price: 25,
      duration: 25,
    });
    expect((await call('DELETE', `/api/manage/services/${beard.id}`)).json().outcome).toBe(
      'deleted',
    );
  });

  it.each([
    ['a negative price', { price: -1 }, /^body\.price/],
    ['a price with three decimals', { price: 10.005 }, /^body\.price/],
    ['a zero duration', { duration: 0 }, /^body\.duration/],
    ['an empty name', { name: ' ' }, /^body\.name/],
    [
      'a category of another shop',
      { categoryId: '00000000-0000-4000-8000-000000000000' },
      /Category not found/,
    ],
  ])('refuses a service with %s', async (_, change, message) => {
    const [category] = (await call('GET', '/api/manage/categories')).json().data;
    const res = await call('POST', '/api/manage/services', {
      categoryId: category.id,
      name: 'X',
      price: 10,
      duration: 10,
      ...change,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toMatch(message);
  });

  it('saves shop details that the public pages show, and refuses impossible ones', async () => {
    const res = await call('PATCH', '/api/manage/shop', {
      name: 'Parturi Uusi',
      lat: 60.2,
      lng: 24.9,
      openingHours: [{ weekday: 1, opens: '08:00', closes: '16:00' }],
      weeklyOffs: [7],
      chairCount: 4,
      bookingFee: 2.5,
      additionalServices: { noHotTowel: true, noWash: false, silentService: true },
    });
    expect(res.statusCode).toBe(200);
    const shop = await publicShop();
    expect(shop).toMatchObject({
      name: 'Parturi Uusi',
      chairCount: 4,
      coords: { lat: 60.2, lng: 24.9 },
      weeklyOffs: [7],
    });
    expect(shop.booking.fee).toBe(2.5);
    expect(shop.additionalServices.noHotTowel).toEqual({ name: 'No hot towel', value: true });

    for (const bad of [
      { timezone: 'Mars/Olympus' },
      { openingHours: [{ weekday: 1, opens: '18:00', closes: '09:00' }] },
      {
        openingHours: [
          { weekday: 1, opens: '08:00', closes: '16:00' },
          { weekday: 1, opens: '09:00', closes: '17:00' },
        ],
      },
      { chairCount: 0 },
      { lat: 91 },
      {},
    ]) {
      const refused = await call('PATCH', '/api/manage/shop', bad);
      expect(refused.statusCode).toBe(400);
    }
  });
});
