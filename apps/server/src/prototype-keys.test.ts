import {
  bookingPaths,
  deskPaths,
  queuePaths,
  staffBookingPaths,
  staffQueuePaths,
} from '@jono/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { freshAddress } from './test/client-address';
import {
  createBooking,
  createCatalogue,
  createQueueEntry,
  createShop,
  createStaff,
} from './test/factories';
import { loginAs } from './test/login';
import { nextPhone } from './test/phones';

/**
 * Names every object inherits: a wish id looked up on a plain object finds them, and an
 * order stored with one broke every staff list that showed it.
 */
const inheritedNames = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];

let t: TestApp;
let shopId: string;
let cutId: string;
let authorization: string;
const today = () => new Date().toISOString().slice(0, 10);
const inTwoDays = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  const shop = await createShop(t.database.db, { bookingFeeCents: 0, queueLimit: 1000 });
  shopId = shop.id;
  const { services } = await createCatalogue(t.database.db, shopId, {
    services: [{ name: 'Haircut', priceCents: 3000, durationMinutes: 30 }],
    addons: [],
  });
  cutId = services[0]?.id ?? '';
  const owner = await createStaff(t.database.db, shopId, { role: 'owner' });
  authorization = (await loginAs(t.app, owner.email)).authorization;
});
afterAll(() => t?.close());

const order = (wishId: string) => ({
  name: 'Aino Virtanen',
  phone: nextPhone(),
  shopId,
  services: [{ id: cutId, quantity: 1, addons: [] }],
  additionalServices: [{ id: wishId, name: 'Wish' }],
  totalTimeRequires: 30,
  totalPrice: 30,
});

const post = (url: string, payload: object, asStaff = false) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: freshAddress(),
    headers: asStaff ? { authorization } : {},
  });

const staffGet = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });

/** The staff's lists that show every order's wishes all still answer. */
async function expectStaffListsAnswer() {
  for (const url of [
    staffQueuePaths.board,
    `${staffBookingPaths.bookings}?date=${today()}`,
    `${staffBookingPaths.bookings}?date=${inTwoDays()}`,
  ]) {
    const res = await staffGet(url);
    expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  }
}

describe('a wish id every object inherits', () => {
  it.each(inheritedNames)('is refused as %s when joining the queue online', async (wishId) => {
    const res = await post(queuePaths.join, { ...order(wishId), payNow: false });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, code: 'WISH_NOT_OFFERED' });
    await expectStaffListsAnswer();
  });

  it.each(inheritedNames)('is refused as %s when staff add a walk-in', async (wishId) => {
    const { phone: _, totalTimeRequires, totalPrice, shopId: __, ...body } = order(wishId);
    const res = await post(deskPaths.walkIns(shopId), body, true);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, code: 'WISH_NOT_OFFERED' });
    await expectStaffListsAnswer();
  });

  it.each(inheritedNames)('is refused as %s when booking', async (wishId) => {
    const res = await post(bookingPaths.create, {
      ...order(wishId),
      email: 'aino@example.fi',
      date: inTwoDays(),
      time: '10:00',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, code: 'WISH_NOT_OFFERED' });
    await expectStaffListsAnswer();
  });

  it.each(inheritedNames)('is refused as %s when joining a waitlist', async (wishId) => {
    const res = await post(bookingPaths.waitlist, {
      ...order(wishId),
      email: 'aino@example.fi',
      date: inTwoDays(),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, code: 'WISH_NOT_OFFERED' });
  });
});

describe('an order already stored with a wish that has no name', () => {
  const broken = [{ id: '__proto__' }, { id: 'constructor', name: 42 }] as never;

  beforeAll(async () => {
    await createQueueEntry(t.database.db, shopId, { additionalServices: broken });
    await createBooking(t.database.db, shopId, {
      startAt: new Date(`${inTwoDays()}T09:00:00Z`),
      status: 'confirmed',
      additionalServices: broken,
    });
  });

  it('leaves the staff queue and the bookings list answering', async () => {
    await expectStaffListsAnswer();
  });

  it('leaves the queue status changeable', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: staffQueuePaths.queueStatus,
      headers: { authorization },
      payload: { queueLimit: 400 },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
