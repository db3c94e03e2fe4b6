import { privacyPaths } from '@jono/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, refundRequests } from '../../db/schema';
import { createPaidBooking } from '../../test/booking-factories';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { freshAddress } from '../../test/client-address';
import { createShop } from '../../test/factories';
import { applyRetention } from './retention';

/**
 * A refund reason is what the customer wrote, often about themselves ("my child was ill"):
 * it goes with their name and phone, whether the shop's retention or the customer's own
 * request wipes the booking.
 */
const now = new Date('2026-11-25T10:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const reason = 'Aino Virtanen here, my daughter Emma was taken to hospital';

let t: TestApp;
beforeAll(async () => {
  // The app's own retention run at start happens long before the bookings below.
  let clock = new Date('2020-01-01T00:00:00Z');
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, () => clock);
  await t.app.ready();
  clock = now;
});
afterAll(() => t.close());

/** A completed, paid booking `days` ago whose customer asked for the fee back. */
async function refundedBooking(shopId: string, days: number) {
  const { booking, payment } = await createPaidBooking(t.app.db, shopId, {
    startAt: daysAgo(days),
    status: 'completed',
  });
  await t.app.db
    .insert(refundRequests)
    .values({ shopId, bookingId: booking.id, paymentId: payment.id, reason, amountCents: 200 });
  return booking;
}
const reasonOf = async (bookingId: string) =>
  (await t.app.db.select().from(refundRequests).where(eq(refundRequests.bookingId, bookingId)))[0];

describe('the reasons customers give for refunds', () => {
  it('are wiped with the booking by the retention job, and kept while the booking is', async () => {
    const shop = await createShop(t.app.db);
    const old = await refundedBooking(shop.id, 40);
    const recent = await refundedBooking(shop.id, 5);
    await applyRetention(t.app.ctx, now);
    const [oldBooking] = await t.app.db.select().from(bookings).where(eq(bookings.id, old.id));
    expect(oldBooking?.customerName).toBe('');
    expect(await reasonOf(old.id)).toMatchObject({ reason: '', amountCents: 200 });
    expect((await reasonOf(recent.id))?.reason).toBe(reason);
  });

  it('are wiped at once when the customer asks for their data to be deleted', async () => {
    const shop = await createShop(t.app.db);
    const booking = await refundedBooking(shop.id, 3);
    const res = await t.app.inject({
      method: 'POST',
      url: privacyPaths.forget,
      payload: { code: booking.shortCode, phone: booking.phone },
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ wiped: 1 });
    expect((await reasonOf(booking.id))?.reason).toBe('');
  });
});
