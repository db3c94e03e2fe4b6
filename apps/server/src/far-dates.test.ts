import {
  analyticsPaths,
  auditPaths,
  bookingPaths,
  staffBookingPaths,
  staffWaitlistPaths,
} from '@jono/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { freshAddress } from './test/client-address';
import { createBooking, createCatalogue, createShop, createStaff } from './test/factories';
import { loginAs } from './test/login';

/**
 * Dates at the ends of what four digits can write: PostgreSQL has no year 0, and a day or
 * month after 9999-12-31 has no four-digit year. Every route that takes a date refuses them
 * as bad input, never with a server fault.
 */
const farDates = ['0000-01-01', '0000-12-31', '9999-12-31', '10000-01-01'];
const farMonths = ['0000-01', '9999-12', '10000-01'];

let t: TestApp;
let shopId: string;
let cutId: string;
let bookingId: string;
let phone: string;
let authorization: string;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  shopId = (await createShop(t.database.db, { bookingFeeCents: 0 })).id;
  const { services } = await createCatalogue(t.database.db, shopId, {
    services: [{ name: 'Haircut', priceCents: 3000, durationMinutes: 30 }],
    addons: [],
  });
  cutId = services[0]?.id ?? '';
  const booking = await createBooking(t.database.db, shopId, {
    startAt: new Date(Date.now() + 3 * 86_400_000),
    status: 'confirmed',
  });
  bookingId = booking.id;
  phone = booking.phone;
  const owner = await createStaff(t.database.db, shopId, { role: 'owner' });
  authorization = (await loginAs(t.app, owner.email)).authorization;
});
afterAll(() => t?.close());

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, asStaff = false) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    remoteAddress: freshAddress(),
    headers: asStaff ? { authorization } : {},
  });

const order = () => ({
  name: 'Aino Virtanen',
  phone: '040 6123456',
  email: 'aino@example.fi',
  shopId,
  services: [{ id: cutId, quantity: 1, addons: [] }],
  additionalServices: [],
  totalTimeRequires: 30,
  totalPrice: 30,
});

const requestsWith = (date: string) => [
  send('GET', `${bookingPaths.availability(shopId)}?date=${date}&duration=30`),
  send('POST', bookingPaths.create, { ...order(), date, time: '10:00' }),
  send('POST', bookingPaths.waitlist, { ...order(), date }),
  send('POST', bookingPaths.move(bookingId), { phone, date, time: '10:00' }),
  send('GET', `${staffWaitlistPaths.ofDay}?date=${date}`, undefined, true),
  send('GET', `${staffBookingPaths.bookings}?date=${date}`, undefined, true),
  send('POST', staffBookingPaths.move(bookingId), { date, time: '10:00' }, true),
  send('POST', staffBookingPaths.holidays, { startsOn: date, endsOn: date }, true),
  send(
    'GET',
    `${staffBookingPaths.holidayConflicts}?startsOn=${date}&endsOn=${date}`,
    undefined,
    true,
  ),
  send('GET', `${analyticsPaths.analytics}?from=${date}&to=${date}`, undefined, true),
  send('GET', `${auditPaths.log}?from=${date}&to=${date}`, undefined, true),
];

describe('a date at the far ends of the calendar', () => {
  it.each(farDates)('%s is refused with a code by every route that takes a date', async (date) => {
    for (const res of await Promise.all(requestsWith(date))) {
      const what = `${res.raw.req.method} ${res.raw.req.url}: ${res.body.slice(0, 160)}`;
      expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, what).toBeLessThan(500);
      expect(res.json(), what).toMatchObject({ ok: false, code: expect.any(String) });
    }
  });

  it.each(farMonths)('%s is refused as a month of availability', async (month) => {
    const res = await send('GET', `${bookingPaths.month(shopId)}?month=${month}&duration=30`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
  });
});
