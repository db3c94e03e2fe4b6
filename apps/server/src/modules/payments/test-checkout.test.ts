import { paymentPaths } from '@jono/contract';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments } from '../../db/schema';
import { createUnpaidBooking } from '../../test/booking-factories';
import { buildTestApp, type TestApp, testOrigin } from '../../test/build-test-app';
import { createShop } from '../../test/factories';
import { refundBookingFee } from '../refunds/refunds.service';
import { openBookingCheckout, paymentsOfBookings } from './payments.service';

const MINUTE = 60_000;

describe('the built-in test checkout (no Stripe key set)', () => {
  let t: TestApp;
  let clock = new Date();
  let shopId: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp({}, () => clock, logLines);
    shopId = (await createShop(t.database.db, { name: 'Parturi Testi' })).id;
  });
  afterAll(() => t.close());

  async function checkout(language: 'fi' | 'en' | 'es' | 'sv' = 'fi') {
    const booking = await createUnpaidBooking(t.database.db, shopId, {
      language,
      holdExpiresAt: new Date(clock.getTime() + 15 * MINUTE),
    });
    const { checkoutUrl } = await openBookingCheckout(t.app.ctx, {
      bookingId: booking.id,
      shopId,
      amountCents: 200,
      currency: 'EUR',
      description: 'Booking fee',
      customerEmail: booking.email as string,
      language,
      holdExpiresAt: booking.holdExpiresAt as Date,
      returnOrigin: testOrigin,
    });
    const sessionId = checkoutUrl.split('/').pop() as string;
    return { booking, checkoutUrl, sessionId };
  }

  const get = (sessionId: string) =>
    t.app.inject({ method: 'GET', url: paymentPaths.testCheckout(sessionId) });
  const press = (sessionId: string, button: 'pay' | 'decline') =>
    t.app.inject({
      method: 'POST',
      url:
        button === 'pay'
          ? paymentPaths.testCheckoutPay(sessionId)
          : paymentPaths.testCheckoutDecline(sessionId),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
  const bookingStatus = async (id: string) =>
    (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]?.status;

  it('opens a local checkout page that says plainly it is a test, in the booking language', async () => {
    const { booking, checkoutUrl, sessionId } = await checkout('fi');
    expect(checkoutUrl).toBe(`${testOrigin}${paymentPaths.testCheckout(sessionId)}`);
    const page = await get(sessionId);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('TESTIMAKSU – rahaa ei siirry');
    expect(page.body).toContain('TEST PAYMENT – no money moves');
    expect(page.body).toContain('Parturi Testi');
    expect(page.body).toMatch(/2,00\s€/);
    expect(page.body).toContain(`action="${paymentPaths.testCheckoutPay(sessionId)}"`);
    expect(page.body).toContain(`action="${paymentPaths.testCheckoutDecline(sessionId)}"`);
    // The CSP forbids inline script, and the page needs none.
    expect(page.body).not.toContain('<script');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, booking.id));
    expect(payment).toMatchObject({
      provider: 'test',
      status: 'pending',
      providerReference: sessionId,
    });
  });

  it('tells the operator of each payment received and each refund paid out, in one line', async () => {
    logLines.length = 0;
    const { booking, sessionId } = await checkout('fi');
    expect((await press(sessionId, 'pay')).statusCode).toBe(303);
    await refundBookingFee(t.app.ctx, {
      bookingId: booking.id,
      shopId,
      reason: 'The shop closed for the day',
      handledBy: null,
    });
    const said = logLines.map((line) => line.replace(/^\d\d:\d\d:\d\d /, ''));
    expect(said.filter((line) => /payment received|refund paid out/.test(line))).toEqual([
      expect.stringMatching(/^INFO {2}payment received: €2\.00 .*bookingId=/),
      expect.stringMatching(/^INFO {2}refund paid out: €2\.00 .*bookingId=/),
    ]);
  });

  it('pay confirms the booking through the signed webhook path and lands on /success', async () => {
    const { booking, sessionId } = await checkout('en');
    const paid = await press(sessionId, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/success?booking=${booking.id}`);
    expect(await bookingStatus(booking.id)).toBe('confirmed');
    expect((await paymentsOfBookings(t.database.db, [booking.id])).get(booking.id)).toEqual({
      status: 'paid',
      amountCents: 200,
      refundedCents: 0,
    });

    const again = await get(sessionId);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This test payment has already been paid.');
    expect(again.body).not.toContain('<form');
    const payTwice = await press(sessionId, 'pay');
    expect(payTwice.statusCode).toBe(409);
  });

  it('decline marks the attempt failed, keeps the slot held, and lands on /failed', async () => {
    const { booking, sessionId } = await checkout('sv');
    const declined = await press(sessionId, 'decline');
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(`/failed?booking=${booking.id}`);
    expect(await bookingStatus(booking.id)).toBe('pending_payment');
    expect((await paymentsOfBookings(t.database.db, [booking.id])).get(booking.id)?.status).toBe(
      'failed',
    );
    expect((await get(sessionId)).body).toContain('Den här testbetalningen är redan avslutad.');

    // The customer tries again from /failed: a fresh checkout, and this time pays.
    const retry = await openBookingCheckout(t.app.ctx, {
      bookingId: booking.id,
      shopId,
      amountCents: 200,
      currency: 'EUR',
      description: 'Booking fee',
      customerEmail: 'x@example.fi',
      language: 'sv',
      holdExpiresAt: booking.holdExpiresAt as Date,
      returnOrigin: testOrigin,
    });
    const retried = await press(retry.checkoutUrl.split('/').pop() as string, 'pay');
    expect(retried.headers.location).toContain('/success?');
    expect((await paymentsOfBookings(t.database.db, [booking.id])).get(booking.id)?.status).toBe(
      'paid',
    );
  });

  it('an expired session says so and takes no payment', async () => {
    const { booking, sessionId } = await checkout('es');
    clock = new Date(clock.getTime() + 16 * MINUTE);
    try {
      const page = await get(sessionId);
      expect(page.statusCode).toBe(409);
      expect(page.body).toContain('Este pago de prueba ha caducado.');
      const late = await press(sessionId, 'pay');
      expect(late.statusCode).toBe(409);
      expect(await bookingStatus(booking.id)).toBe('pending_payment');
    } finally {
      clock = new Date(clock.getTime() - 16 * MINUTE);
    }
  });

  it('an unknown session is 404', async () => {
    expect((await get('cs_test_1_nothing')).statusCode).toBe(404);
    expect((await get('made-up')).statusCode).toBe(404);
  });

  it('the webhook refuses a forged event and changes nothing; a replay changes nothing', async () => {
    const { booking, sessionId } = await checkout('en');
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, booking.id));
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          payment_status: 'paid',
          amount_total: payment?.amountCents,
        },
      },
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: paymentPaths.webhook('test'),
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: 'whsec_guessed',
        }),
      },
      payload,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ ok: false, code: 'WEBHOOK_SIGNATURE' });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: paymentPaths.webhook('test'),
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await bookingStatus(booking.id)).toBe('pending_payment');

    // The same event, signed with the test provider's own secret, works once.
    const provider = t.app.payments;
    if (provider.name !== 'test') throw new Error('expected the test provider');
    const signed = {
      method: 'POST' as const,
      url: paymentPaths.webhook('test'),
      headers: { 'content-type': 'application/json', 'stripe-signature': provider.sign(payload) },
      payload,
    };
    expect((await t.app.inject(signed)).statusCode).toBe(200);
    expect(await bookingStatus(booking.id)).toBe('confirmed');
    const [paidRow] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, booking.id));
    const replay = await t.app.inject(signed);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ ok: true, received: true });
    const [afterReplay] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, booking.id));
    expect(afterReplay).toEqual(paidRow);
  });

  it('the Stripe webhook path is not served while the test provider is in use', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: paymentPaths.webhook('stripe'),
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the webhook and the rate limit', () => {
  it('provider webhooks are not rate limited, other API calls are', async () => {
    const t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const webhook = () =>
        t.app.inject({
          method: 'POST',
          url: paymentPaths.webhook('test'),
          headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=bad' },
          payload: '{}',
        });
      const answers = await Promise.all([webhook(), webhook(), webhook(), webhook()]);
      expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 400, 400]);
      const pages = [];
      for (let i = 0; i < 3; i++) {
        pages.push(
          (await t.app.inject({ method: 'GET', url: paymentPaths.testCheckout('x') })).statusCode,
        );
      }
      expect(pages).toEqual([404, 404, 429]);
    } finally {
      await t.close();
    }
  });
});
