import { bookingPaths, paymentPaths, staffBookingPaths } from '@jono/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addons } from './db/schema';
import {
  type BookableShop,
  bookableShop,
  bookingBody,
  postBooking,
} from './modules/booking/booking.test-kit';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { freshAddress } from './test/client-address';
import { createStaff } from './test/factories';
import { loginAs } from './test/login';
import { nextPhone } from './test/phones';
import { pinnedClock } from './test/pinned-clock';

/**
 * A transaction is one PostgreSQL connection, and node-postgres warns (pg 9 will refuse) when a
 * query is sent on it while another is still running. The warning comes once per process, so
 * it is listened for from the start of this file, which runs in a process of its own; it only
 * runs against PostgreSQL (PGlite queues every query and never warns).
 */
const overlaps: string[] = [];
process.on('warning', (warning) => {
  if (/already executing a query/.test(warning.message)) overlaps.push(warning.message);
});
/** Warnings are emitted on the next tick; this lets any from the last query arrive. */
const warningsDelivered = () => new Promise((resolve) => setImmediate(resolve));

// Saturday 20 March 2027, 10:00 in Helsinki.
const clock = pinnedClock('2027-03-20T08:00:00Z');
let t: TestApp;
let f: BookableShop;
let wash: { id: string };
let owner: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  expect(process.env.TEST_DB_DRIVER).toBe('postgres');
  expect(process.noDeprecation).not.toBe(true);
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, clock.now);
  f = await bookableShop(t, { bookingFeeCents: 250, chairCount: 2, queueLimit: 50 });
  const [addon] = await t.database.db.select().from(addons).where(eq(addons.shopId, f.shop.id));
  if (!addon) throw new Error('the shop has no add-on');
  wash = addon;
  owner = await loginAs(t.app, (await createStaff(t.database.db, f.shop.id)).email);
});
afterAll(() => t.close());

/** A haircut (30.00, 30 min) with the wash (5.00, 10 min), so the order is priced from services and add-ons alike. */
const withAddon = <T extends { services: { id: string; quantity: number }[] }>(body: T) => ({
  ...body,
  services: body.services.map((s) => ({ ...s, addons: [{ id: wash.id, quantity: 1 }] })),
  totalTimeRequires: 40,
  totalPrice: 35,
});

async function bookAndPay(date: string, time: string) {
  const phone = nextPhone();
  const booked = await postBooking(t, withAddon(bookingBody(f, date, time, { phone })));
  expect(booked.statusCode).toBe(201);
  const { booking, checkoutUrl } = booked.json().data;
  const paid = await t.app.inject({
    method: 'POST',
    url: paymentPaths.testCheckoutPay(String(checkoutUrl).split('/').pop() as string),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(paid.statusCode).toBe(303);
  return { id: booking.id as string, phone };
}

const customer = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: freshAddress() });
const staff = (method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url, headers: { authorization: owner.authorization } });

describe('one query at a time on a transaction’s connection', () => {
  it('joining the walk-in queue', async () => {
    const body = {
      name: 'Aino Virtanen',
      phone: nextPhone(),
      shopId: f.shop.id,
      services: [{ id: f.cut.id, quantity: 1, addons: [] }],
      additionalServices: [],
      payNow: false,
    };
    const joined = await customer('/api/queue', withAddon(body));
    expect(joined.statusCode).toBe(201);
    await warningsDelivered();
    expect(overlaps).toEqual([]);
  });

  it('booking, paying and cancelling in time for the automatic refund', async () => {
    const { id, phone } = await bookAndPay('2027-03-25', '10:00');
    const cancelled = await customer(bookingPaths.cancel(id), { phone });
    expect(cancelled.json().data.refund).toBe('refunded');
    await warningsDelivered();
    expect(overlaps).toEqual([]);
  });

  it('a late cancellation refunded on request by the staff', async () => {
    const { id, phone } = await bookAndPay('2027-03-20', '15:00');
    expect((await customer(bookingPaths.cancel(id), { phone })).statusCode).toBe(200);
    const asked = await customer(bookingPaths.refundRequest(id), { phone, reason: 'Flu' });
    expect(asked.statusCode).toBe(200);
    const [request] = (await staff('GET', staffBookingPaths.refunds)).json().data;
    expect((await staff('POST', staffBookingPaths.approveRefund(request.id))).statusCode).toBe(200);
    await warningsDelivered();
    expect(overlaps).toEqual([]);
  });
});
