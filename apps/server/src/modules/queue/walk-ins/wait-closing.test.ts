import { deskPaths, errorCodes, managePaths, shopPaths, staffQueuePaths } from '@jono/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueEntries, shops } from '../../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshAddress } from '../../../test/client-address';
import {
  createCatalogue,
  createQueueEntry,
  createShop,
  createStaff,
} from '../../../test/factories';
import { loginAs } from '../../../test/login';
import { nextPhone } from '../../../test/phones';

// Tuesday 10 March 2026, 12:00 in Helsinki; the shops are open around the clock.
const now = new Date('2026-03-10T10:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, () => now);
});
afterAll(() => t.close());

/**
 * A one-chair shop with a 30-minute haircut, its owner at the chair (signed in), `waiting`
 * customers of 30 minutes each already in line, and the owner's most wait.
 */
async function shopWithLine(maxWaitMinutes: number | null, waiting: number) {
  const db = t.database.db;
  const shop = await createShop(db, { chairCount: 1, queueLimit: 50, maxWaitMinutes });
  const { services } = await createCatalogue(db, shop.id, {
    services: [{ name: 'Haircut', priceCents: 3000, durationMinutes: 30 }],
    addons: [],
  });
  const cut = services[0];
  if (!cut) throw new Error('catalogue incomplete');
  const owner = await createStaff(db, shop.id, { role: 'owner', name: 'Aino' });
  const { authorization } = await loginAs(t.app, owner.email);
  for (let i = 0; i < waiting; i++) await createQueueEntry(db, shop.id, { joinedAt: now });
  const haircut = [{ id: cut.id, quantity: 1, addons: [] }];
  return {
    shop,
    authorization,
    join: () =>
      t.app.inject({
        method: 'POST',
        url: '/api/queue',
        remoteAddress: freshAddress(),
        payload: {
          name: 'Aino Virtanen',
          phone: nextPhone(),
          shopId: shop.id,
          services: haircut,
          additionalServices: [],
          totalTimeRequires: 30,
          totalPrice: 30,
          payNow: false,
        },
      }),
    addAtDesk: (fields: object = {}) =>
      t.app.inject({
        method: 'POST',
        url: deskPaths.walkIns(shop.id),
        headers: { authorization },
        payload: { name: 'Matti', services: haircut, ...fields },
      }),
  };
}

const waitingAt = async (shopId: string) =>
  (await t.database.db.select().from(queueEntries).where(eq(queueEntries.shopId, shopId))).length;

const listed = async (shopId: string) => {
  const list = (await t.app.inject({ method: 'GET', url: `${shopPaths.list}?limit=200` })).json();
  return list.data.find((shop: { id: string }) => shop.id === shopId);
};

describe("walk-ins stop while the wait passes the owner's most", () => {
  it("says full for the wait on the list, the shop's page and the big screen", async () => {
    const s = await shopWithLine(30, 4);
    const page = (await t.app.inject({ method: 'GET', url: shopPaths.detail(s.shop.id) })).json();
    const why = { queueState: 'full', fullReason: 'wait', maxWaitMinutes: 30 };
    expect(page.data).toMatchObject(why);
    expect(page.data.waitingTime).toBeGreaterThan(30);
    expect(await listed(s.shop.id)).toMatchObject(why);
    const screen = await t.app.inject({
      method: 'GET',
      url: staffQueuePaths.currentStatus(s.shop.id),
      headers: { authorization: s.authorization },
    });
    expect(screen.json().data.shop).toMatchObject(why);
  });

  it('refuses a join online and at the kiosk with 409 WAIT_TOO_LONG, and admits at the desk', async () => {
    const s = await shopWithLine(30, 4);
    const online = await s.join();
    expect(online.statusCode).toBe(409);
    expect(online.json()).toMatchObject({ ok: false, code: errorCodes.waitTooLong });
    expect(online.json().message).toMatch(/wait is too long/);
    const kiosk = await s.addAtDesk({ atKiosk: true });
    expect(kiosk.statusCode).toBe(409);
    expect(kiosk.json().code).toBe(errorCodes.waitTooLong);
    expect(await waitingAt(s.shop.id)).toBe(4);

    const desk = await s.addAtDesk();
    expect(desk.statusCode, desk.body).toBe(201);
    expect(await waitingAt(s.shop.id)).toBe(5);
  });

  it('takes joins with the rule off, or with the wait under the most', async () => {
    const off = await shopWithLine(null, 4);
    expect((await listed(off.shop.id)).fullReason).toBeNull();
    expect((await off.join()).statusCode).toBe(201);

    const under = await shopWithLine(240, 1);
    expect(await listed(under.shop.id)).toMatchObject({ queueState: 'open', fullReason: null });
    expect((await under.join()).statusCode).toBe(201);
    expect((await under.addAtDesk({ atKiosk: true })).statusCode).toBe(201);
  });

  it('a shop open with nobody waiting stays open under the shortest most', async () => {
    const empty = await shopWithLine(10, 0);
    expect(await listed(empty.shop.id)).toMatchObject({ queueState: 'open', maxWaitMinutes: 10 });
    expect((await empty.join()).statusCode).toBe(201);
  });
});

describe("the owner's most wait in the shop settings", () => {
  const patch = (authorization: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: managePaths.shop, headers: { authorization }, payload });
  const stored = async (shopId: string) =>
    (await t.database.db.select().from(shops).where(eq(shops.id, shopId)))[0];

  it('is read, set and cleared with null, changing nothing else', async () => {
    const s = await shopWithLine(null, 0);
    const read = await t.app.inject({
      method: 'GET',
      url: managePaths.shop,
      headers: { authorization: s.authorization },
    });
    expect(read.json().data.maxWaitMinutes).toBeNull();
    const before = await stored(s.shop.id);

    const set = await patch(s.authorization, { maxWaitMinutes: 45 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.maxWaitMinutes).toBe(45);
    expect(await stored(s.shop.id)).toEqual({ ...before, maxWaitMinutes: 45 });

    const cleared = await patch(s.authorization, { maxWaitMinutes: null });
    expect(cleared.json().data.maxWaitMinutes).toBeNull();
    expect(await stored(s.shop.id)).toEqual(before);
  });

  it.each([5, 1000, 30.5, '30'])('refuses %s with 400 and a clear message', async (value) => {
    const s = await shopWithLine(60, 0);
    const res = await patch(s.authorization, { maxWaitMinutes: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, code: errorCodes.validation });
    expect(res.body).toContain('maxWaitMinutes');
    expect((await stored(s.shop.id))?.maxWaitMinutes).toBe(60);
  });
});
