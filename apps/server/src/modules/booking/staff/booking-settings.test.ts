import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createShop, createStaff } from '../../../test/factories';
import { loginAs } from '../../../test/login';

/**
 * A settings PUT replaces the settings with what it names: a key it does not know is a
 * mistake of the caller (a misspelt field would otherwise be dropped while the answer says
 * saved), refused with 400 like a PATCH's, and nothing is saved.
 */
describe('the booking settings PUTs', () => {
  let t: TestApp;
  let authorization: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const shop = await createShop(t.database.db);
    authorization = (await loginAs(t.app, (await createStaff(t.database.db, shop.id)).email))
      .authorization;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

  it.each([
    [
      '/api/staff/booking-settings',
      {
        slotLengthMinutes: 45,
        bookableChairs: 2,
        horizonDays: 30,
        bookingFee: 3,
        refundWindowHours: 12,
        bookingHours: [],
      },
    ],
    [
      '/api/staff/booking-settings/reminders',
      { offsetsMinutes: [1440, 120], quietHours: { starts: '21:00', ends: '08:00' } },
    ],
  ])('%s refuses an unknown key and saves nothing', async (url, body) => {
    const before = (await call('GET', url)).json().data;
    const res = await call('PUT', url, { ...body, slotLenghtMinutes: 15 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    expect(res.json().message).toMatch(/slotLenghtMinutes/);
    expect((await call('GET', url)).json().data).toEqual(before);

    const saved = await call('PUT', url, body);
    expect(saved.statusCode, saved.body).toBe(200);
  });
});
