import { bookingPaths, paymentPaths } from '@jono/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshAddress } from '../../../test/client-address';
import { everyDay } from '../../../test/factories';
import { pinnedClock } from '../../../test/pinned-clock';
import { type StripeStandIn, startStripeStandIn } from '../../../test/stripe-stand-in';
import { bookableShop, bookingBody, postBooking } from '../booking.test-kit';

// Saturday 20 March 2027, 10:00 in Helsinki.
const clock = pinnedClock('2027-03-20T08:00:00Z');

/** The paths through which a customer pays a booking's fee, on one app. */
function checkoutKit(t: () => TestApp) {
  async function bookWithFee(time: string) {
    const f = await bookableShop(t(), {
      bookingFeeCents: 200,
      chairCount: 1,
      openingHours: everyDay('09:00', '18:00'),
    });
    const res = await postBooking(t(), bookingBody(f, '2027-03-22', time));
    expect(res.statusCode).toBe(201);
    const { booking, checkoutUrl } = res.json().data;
    return { id: booking.id as string, checkoutUrl: checkoutUrl as string };
  }
  /** POST /api/pre-booking/{id}/checkout: the customer pays again. */
  async function payAgain(id: string) {
    const res = await t().app.inject({
      method: 'POST',
      url: bookingPaths.checkout(id),
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.checkoutUrl as string;
  }
  const paymentsOf = (bookingId: string) =>
    t().database.db.select().from(payments).where(eq(payments.bookingId, bookingId));
  return { bookWithFee, payAgain, paymentsOf };
}

const atOnce = <T>(n: number, call: () => Promise<T>) =>
  Promise.all(Array.from({ length: n }, call));

describe('paying again at the test checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, clock.now);
  });
  afterAll(() => t.close());
  const { bookWithFee, payAgain, paymentsOf } = checkoutKit(() => t);

  it('hands back the open checkout 200 times over, with one payment', async () => {
    const { id, checkoutUrl } = await bookWithFee('10:00');
    for (let call = 0; call < 200; call++) expect(await payAgain(id)).toBe(checkoutUrl);
    const rows = await paymentsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', providerReference: expect.any(String) });
  });

  it('opens one new checkout for 20 calls at once after a declined payment', async () => {
    const { id, checkoutUrl } = await bookWithFee('11:00');
    const session = checkoutUrl.split('/').pop() as string;
    const declined = await t.app.inject({
      method: 'POST',
      url: paymentPaths.testCheckoutDecline(session),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(declined.statusCode).toBe(303);

    const urls = new Set(await atOnce(20, () => payAgain(id)));
    expect(urls.size).toBe(1);
    expect(urls.has(checkoutUrl)).toBe(false);
    const rows = await paymentsOf(id);
    expect(rows.map((p) => p.status).sort()).toEqual(['failed', 'pending']);
  });
});

describe('paying again at Stripe Checkout', () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await buildTestApp({ ...stripe.env, RATE_LIMIT_PER_MINUTE: '100000' }, clock.now);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });
  const { bookWithFee, payAgain, paymentsOf } = checkoutKit(() => t);
  const sessionsOf = (bookingId: string) =>
    [...stripe.sessions.values()].filter((s) => s.metadata.bookingId === bookingId);

  it('hands back the open session to calls one by one and at once, with one payment', async () => {
    const { id, checkoutUrl } = await bookWithFee('10:00');
    for (let call = 0; call < 20; call++) expect(await payAgain(id)).toBe(checkoutUrl);
    expect(new Set(await atOnce(20, () => payAgain(id)))).toEqual(new Set([checkoutUrl]));
    expect(await paymentsOf(id)).toHaveLength(1);
    expect(sessionsOf(id)).toHaveLength(1);
  });

  it('opens one new session for 20 calls at once once Stripe has expired the open one', async () => {
    const { id, checkoutUrl } = await bookWithFee('11:00');
    const [first] = sessionsOf(id);
    if (!first) throw new Error('no session opened');
    first.status = 'expired';

    const urls = new Set(await atOnce(20, () => payAgain(id)));
    expect(urls.size).toBe(1);
    expect(urls.has(checkoutUrl)).toBe(false);
    expect(sessionsOf(id)).toHaveLength(2);
    const rows = await paymentsOf(id);
    expect(rows.find((p) => p.providerReference === first.id)?.status).toBe('failed');
    expect(rows.filter((p) => p.status === 'pending')).toHaveLength(1);
  });
});
