import { paymentPaths } from '@jono/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { bookings, mailOutbox, payments, refundRequests } from '../../db/schema';
import { createUnpaidBooking } from '../../test/booking-factories';
import { buildTestApp, type TestApp, testOrigin } from '../../test/build-test-app';
import { createShop } from '../../test/factories';
import { startSmtpInbox } from '../../test/smtp-inbox';
import { type StripeStandIn, startStripeStandIn } from '../../test/stripe-stand-in';
import { sweepExpiredHolds } from '../booking/booking.service';
import { SLOT_LOST_REASON } from '../refunds/refunds.service';
import { openBookingCheckout, paymentsOfBookings } from './payments.service';

const MINUTE = 60_000;

describe('payments configuration', () => {
  it('reads STRIPE_API_URL into the parts the SDK takes', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    });
    expect(config.stripeApi).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(loadConfig({}).stripeApi).toBeUndefined();
  });

  it('refuses a Stripe key without the webhook secret, and a bad API URL', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ STRIPE_API_URL: 'ftp://stripe' })).toThrow(/STRIPE_API_URL/);
  });
});

describe('Stripe Checkout through the official SDK, against a local stand-in', () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let clock = new Date();
  let shopId: string;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    inbox = await startSmtpInbox();
    t = await buildTestApp({ ...stripe.env, SMTP_URL: inbox.url }, () => clock);
    shopId = (await createShop(t.database.db, { name: 'Stripe Barbers', chairCount: 1 })).id;
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
    await inbox.close();
  });

  async function checkout(overrides: Parameters<typeof createUnpaidBooking>[2] = {}) {
    const booking = await createUnpaidBooking(t.database.db, shopId, {
      holdExpiresAt: new Date(clock.getTime() + 15 * MINUTE),
      ...overrides,
    });
    const { checkoutUrl } = await openBookingCheckout(t.app.ctx, {
      bookingId: booking.id,
      shopId,
      amountCents: 200,
      currency: 'EUR',
      description: 'Booking fee – Stripe Barbers',
      customerEmail: booking.email as string,
      language: 'fi',
      holdExpiresAt: booking.holdExpiresAt as Date,
      returnOrigin: testOrigin,
    });
    const payment = await paymentRow(booking.id);
    return { booking, checkoutUrl, payment, sessionId: payment.providerReference as string };
  }

  async function paymentRow(bookingId: string) {
    const rows = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, bookingId));
    const latest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    if (!latest) throw new Error(`no payment for ${bookingId}`);
    return latest;
  }
  const bookingRow = async (id: string) =>
    (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];
  const deliver = (event: { payload: string; signature?: string }) =>
    t.app.inject({
      method: 'POST',
      url: paymentPaths.webhook('stripe'),
      headers: {
        'content-type': 'application/json',
        ...(event.signature ? { 'stripe-signature': event.signature } : {}),
      },
      payload: event.payload,
    });

  it('opens a Checkout Session with the fee, the customer, the locale and an idempotency key', async () => {
    const { booking, checkoutUrl, payment, sessionId } = await checkout();
    expect(checkoutUrl).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    expect(payment).toMatchObject({ provider: 'stripe', status: 'pending', amountCents: 200 });

    const call = stripe.calls.find(
      (c) => c.path === '/v1/checkout/sessions' && c.form['metadata[bookingId]'] === booking.id,
    );
    expect(call?.method).toBe('POST');
    expect(call?.authorization).toBe(`Bearer ${stripe.env.STRIPE_SECRET_KEY}`);
    expect(call?.idempotencyKey).toBe(payment.idempotencyKey);
    expect(call?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][unit_amount]': '200',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][product_data][name]': 'Booking fee – Stripe Barbers',
      customer_email: booking.email,
      locale: 'fi',
      client_reference_id: booking.id,
      'metadata[paymentId]': payment.id,
      'metadata[bookingId]': booking.id,
      success_url: `${testOrigin}/success?booking=${booking.id}`,
      cancel_url: `${testOrigin}/failed?booking=${booking.id}`,
    });
    // Stripe takes no session shorter than 30 minutes, whatever the 15-minute hold says.
    expect(Number(call?.form.expires_at)).toBeGreaterThanOrEqual(
      Math.floor(Date.now() / 1000) + 30 * 60,
    );
  });

  /** The customer pays again, by the booking's own facts. */
  const payAgain = (booking: Awaited<ReturnType<typeof createUnpaidBooking>>) =>
    openBookingCheckout(t.app.ctx, {
      bookingId: booking.id,
      shopId,
      amountCents: 200,
      currency: 'EUR',
      description: 'Booking fee',
      customerEmail: booking.email as string,
      language: 'fi',
      holdExpiresAt: booking.holdExpiresAt as Date,
      returnOrigin: testOrigin,
    });

  it('paying again reuses the open session; once it is closed, a new one under a fresh key', async () => {
    const { booking, checkoutUrl, payment: first } = await checkout();
    expect((await payAgain(booking)).checkoutUrl).toBe(checkoutUrl);
    expect(await paymentRow(booking.id)).toEqual(first);

    // The customer started a delayed method on it: Stripe completes the session unpaid.
    Object.assign(stripe.sessions.get(first.providerReference as string) ?? {}, {
      status: 'complete',
    });
    const again = await payAgain(booking);
    const second = await paymentRow(booking.id);
    expect(again.checkoutUrl).toBe(
      `https://checkout.stripe.test/c/pay/${second.providerReference}`,
    );
    expect(second.id).not.toBe(first.id);
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
    expect(second.providerReference).not.toBe(first.providerReference);
  });

  it('answers 502 PAYMENT_UNAVAILABLE when Stripe refuses, and leaves no payment behind', async () => {
    const booking = await createUnpaidBooking(t.database.db, shopId);
    stripe.failCalls('/v1/checkout/sessions');
    try {
      await expect(
        openBookingCheckout(t.app.ctx, {
          bookingId: booking.id,
          shopId,
          amountCents: 200,
          currency: 'EUR',
          description: 'Booking fee',
          customerEmail: 'x@example.fi',
          language: 'fi',
          holdExpiresAt: new Date(clock.getTime() + 15 * MINUTE),
          returnOrigin: testOrigin,
        }),
      ).rejects.toMatchObject({ statusCode: 502, code: 'PAYMENT_UNAVAILABLE' });
    } finally {
      stripe.failCalls(null);
    }
    expect(await paymentsOfBookings(t.database.db, [booking.id])).toEqual(new Map());
  });

  it('a signed checkout.session.completed confirms the booking; a replay changes nothing', async () => {
    const { booking, sessionId } = await checkout();
    const event = stripe.pay(sessionId);
    const res = await deliver(event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, received: true });
    expect((await bookingRow(booking.id))?.status).toBe('confirmed');
    const paid = await paymentRow(booking.id);
    expect(paid).toMatchObject({ status: 'paid', refundedCents: 0 });
    expect(paid.paidAt).toEqual(clock);

    const replay = await deliver(event);
    expect(replay.statusCode).toBe(200);
    expect(await paymentRow(booking.id)).toEqual(paid);
    expect((await bookingRow(booking.id))?.status).toBe('confirmed');
  });

  it('the same event delivered twice at once confirms once and mails once', async () => {
    const { booking, sessionId } = await checkout({ email: 'twice-at-once@example.fi' });
    const event = stripe.pay(sessionId);
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect((await bookingRow(booking.id))?.status).toBe('confirmed');
    await inbox.next('twice-at-once@example.fi');
    // Every answer is in, so every mail they would send is already in the outbox.
    const queued = await t.database.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'twice-at-once@example.fi'));
    expect(queued).toHaveLength(1);
  });

  it('refuses a tampered body, a wrong secret or no signature with 400, and changes nothing', async () => {
    const { booking, sessionId } = await checkout();
    const event = stripe.pay(sessionId);
    const tampered = {
      ...event,
      payload: event.payload.replace('"amount_total":200', '"amount_total":2'),
    };
    expect(tampered.payload).not.toBe(event.payload);
    const wrongSecret = stripe.signedEvent(
      'checkout.session.completed',
      sessionId,
      {},
      'whsec_someone_else',
    );
    for (const bad of [tampered, wrongSecret, { payload: event.payload }]) {
      const res = await deliver(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ ok: false, code: 'WEBHOOK_SIGNATURE' });
    }
    expect((await paymentRow(booking.id)).status).toBe('pending');
    expect((await bookingRow(booking.id))?.status).toBe('pending_payment');
  });

  it('ignores events it does not act on with 200', async () => {
    const { booking, sessionId } = await checkout();
    const unpaid = stripe.signedEvent('checkout.session.completed', sessionId, {
      payment_status: 'unpaid',
    });
    const other = stripe.signedEvent('payment_intent.created', sessionId);
    for (const event of [unpaid, other]) expect((await deliver(event)).statusCode).toBe(200);
    expect((await paymentRow(booking.id)).status).toBe('pending');
  });

  it('refuses a paid event whose amount is not the fee', async () => {
    const { booking, sessionId } = await checkout();
    const res = await deliver(
      stripe.signedEvent('checkout.session.completed', sessionId, {
        payment_status: 'paid',
        amount_total: 150,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect((await paymentRow(booking.id)).status).toBe('pending');
  });

  it('a delayed method: async_payment_failed fails the attempt and keeps the slot; succeeded pays', async () => {
    const first = await checkout();
    const failed = await deliver(
      stripe.signedEvent('checkout.session.async_payment_failed', first.sessionId),
    );
    expect(failed.statusCode).toBe(200);
    expect((await paymentRow(first.booking.id)).status).toBe('failed');
    expect((await bookingRow(first.booking.id))?.status).toBe('pending_payment');

    const second = await checkout();
    const succeeded = await deliver(
      stripe.signedEvent('checkout.session.async_payment_succeeded', second.sessionId, {
        payment_status: 'paid',
      }),
    );
    expect(succeeded.statusCode).toBe(200);
    expect((await bookingRow(second.booking.id))?.status).toBe('confirmed');
  });

  it('checkout.session.expired releases the unpaid booking', async () => {
    const { booking, sessionId } = await checkout();
    const res = await deliver(stripe.signedEvent('checkout.session.expired', sessionId));
    expect(res.statusCode).toBe(200);
    expect((await paymentRow(booking.id)).status).toBe('failed');
    expect((await bookingRow(booking.id))?.status).toBe('cancelled');
  });

  it('a payment after the hold ran out and the slot was taken is refunded at once, with a mail', async () => {
    const { booking, sessionId } = await checkout({ email: 'late@example.fi', language: 'fi' });
    clock = new Date(clock.getTime() + 16 * MINUTE);
    await sweepExpiredHolds(t.app.ctx);
    // Someone else books the freed slot on the shop's only chair.
    await createUnpaidBooking(t.database.db, shopId, {
      startAt: booking.startAt,
      endAt: booking.endAt,
      status: 'confirmed',
      holdExpiresAt: null,
    });

    const event = stripe.pay(sessionId);
    const res = await deliver(event);
    expect(res.statusCode).toBe(200);
    expect((await bookingRow(booking.id))?.status).toBe('cancelled');
    expect(await paymentRow(booking.id)).toMatchObject({ status: 'refunded', refundedCents: 200 });
    const [request] = await t.database.db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.bookingId, booking.id));
    expect(request).toMatchObject({
      status: 'refunded',
      amountCents: 200,
      reason: SLOT_LOST_REASON,
    });
    const refundCalls = stripe.calls.filter(
      (c) => c.path === '/v1/refunds' && c.idempotencyKey?.startsWith(`refund-${request?.id}-`),
    );
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]?.form).toMatchObject({
      amount: '200',
      payment_intent: stripe.sessions.get(sessionId)?.payment_intent,
    });
    const mail = await inbox.next('late@example.fi');
    expect(mail.body).toContain('Varausta ei voitu vahvistaa: Stripe Barbers');
    expect(mail.body).toContain('Palautamme varausmaksun 2,00');

    // Stripe delivers the same event again: no second refund.
    expect((await deliver(event)).statusCode).toBe(200);
    expect(
      stripe.refunds.filter((r) => r.payment_intent === refundCalls[0]?.form.payment_intent),
    ).toHaveLength(1);
  });

  it('a second checkout paid for a booking already paid goes back in full', async () => {
    const first = await checkout();
    // A delayed method started on the first session completes it unpaid, so paying again
    // opens a second; the delayed payment lands after the second was paid.
    Object.assign(stripe.sessions.get(first.sessionId) ?? {}, { status: 'complete' });
    const retry = await payAgain(first.booking);
    const secondSession = retry.checkoutUrl.split('/').pop() as string;
    expect((await deliver(stripe.pay(secondSession))).statusCode).toBe(200);
    expect((await bookingRow(first.booking.id))?.status).toBe('confirmed');

    // The customer also pays the first tab they left open.
    expect((await deliver(stripe.pay(first.sessionId))).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, first.booking.id));
    expect(rows.find((p) => p.providerReference === first.sessionId)).toMatchObject({
      status: 'refunded',
      refundedCents: 200,
    });
    expect(rows.find((p) => p.providerReference === secondSession)).toMatchObject({
      status: 'paid',
      refundedCents: 0,
    });
    expect(
      stripe.refunds.filter(
        (r) => r.payment_intent === stripe.sessions.get(first.sessionId)?.payment_intent,
      ),
    ).toHaveLength(1);
    expect(
      (await paymentsOfBookings(t.database.db, [first.booking.id])).get(first.booking.id),
    ).toEqual({
      status: 'paid',
      amountCents: 200,
      refundedCents: 0,
    });
  });
});
