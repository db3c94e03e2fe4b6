import { errorCodes, paymentPaths, shopPaths } from '@jono/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments } from '../../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { pinnedClock } from '../../../test/pinned-clock';
import { bookableShop, bookingBody, freshAddress, postBooking } from '../booking.test-kit';

// Saturday 20 March 2027, 10:00 in Helsinki; the booking is for Monday.
const clock = pinnedClock('2027-03-20T08:00:00Z');

describe('payments with no provider chosen', () => {
  let t: TestApp;
  beforeAll(async () => {
    // What `npm start` gives, and production without Stripe keys: no PAYMENTS, no keys.
    t = await buildTestApp({ PAYMENTS: '', NODE_ENV: 'production' }, clock.now);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a booking that carries a fee instead of confirming it for free, and holds nothing', async () => {
    const f = await bookableShop(t, { bookingFeeCents: 200 });
    const res = await postBooking(t, bookingBody(f, '2027-03-22', '10:00'), {});
    // Not "try again in a moment": no moment will take the fee.
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(errorCodes.bookingFeeUnpayable);
    const live = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.shopId, f.shop.id), eq(bookings.status, 'pending_payment')));
    expect(live).toEqual([]);
    expect(await t.database.db.select().from(payments)).toEqual([]);
    // The slot is still free for the next customer.
    const again = await postBooking(t, bookingBody(f, '2027-03-22', '10:00'));
    expect(again.json().code).toBe(errorCodes.bookingFeeUnpayable);
  });

  it("says on the shop's page, before any form, whether it takes bookings", async () => {
    const withFee = await bookableShop(t, { bookingFeeCents: 200 });
    const free = await bookableShop(t, { bookingFeeCents: 0 });
    const bookingOf = async (shopId: string) =>
      (await t.app.inject({ method: 'GET', url: shopPaths.detail(shopId) })).json().data.booking;
    expect(await bookingOf(withFee.shop.id)).toMatchObject({ takesBookings: false, fee: 2 });
    expect(await bookingOf(free.shop.id)).toMatchObject({ takesBookings: true, fee: 0 });
  });

  it('still takes bookings without a fee', async () => {
    const f = await bookableShop(t, { bookingFeeCents: 0 });
    const res = await postBooking(t, bookingBody(f, '2027-03-22', '11:00'));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.booking.status).toBe('confirmed');
  });

  it('has no test checkout page to confirm a booking without money', async () => {
    for (const url of [
      paymentPaths.testCheckout('cs_test_9999999999_abc'),
      paymentPaths.testCheckoutPay('cs_test_9999999999_abc'),
    ]) {
      const res = await t.app.inject({
        method: url.endsWith('pay') ? 'POST' : 'GET',
        url,
        remoteAddress: freshAddress(),
      });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
