import {
  analyticsPaths,
  bookingPaths,
  formatShortCode,
  paymentPaths,
  type RefundRequest,
  type StaffBookingPayload,
  staffBookingPaths,
} from '@jono/contract';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundRequests } from '../../db/schema';
import { createUnpaidBooking } from '../../test/booking-factories';
import { buildTestApp, type TestApp, testOrigin } from '../../test/build-test-app';
import { createCatalogue, createShop, createStaff } from '../../test/factories';
import { openLivePage, watch } from '../../test/live-pages';
import { loginAs } from '../../test/login';
import { startSmtpInbox } from '../../test/smtp-inbox';
import { type StripeStandIn, startStripeStandIn } from '../../test/stripe-stand-in';
import { openBookingCheckout, paymentsOfBookings } from '../payments/payments.service';
import { refundsOfBookings } from './list-refunds.service';
import { refundBookingFee } from './refunds.service';
import { requestRefund } from './request-refund.service';

type Staff = Awaited<ReturnType<typeof loginAs>>;
type Inbox = Awaited<ReturnType<typeof startSmtpInbox>>;

/** The mail to an address that says something, waiting for it to arrive. */
async function mailContaining(inbox: Inbox, to: string, text: string) {
  const find = () => inbox.mails.find((m) => m.to.includes(to) && m.body.includes(text));
  await expect.poll(find, { timeout: 5000 }).toBeDefined();
  return find() as NonNullable<ReturnType<typeof find>>;
}

describe('refunds through Stripe: the staff refunds page, approve and reject', () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let inbox: Inbox;
  let url: string;
  const sockets: Socket[] = [];
  let shopId: string;
  let owner: Staff;
  let receptionist: Staff;
  let otherOwner: Staff;
  /** How far the app's clock runs ahead of the real one. */
  let aheadMinutes = 0;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    inbox = await startSmtpInbox();
    t = await buildTestApp(
      { ...stripe.env, SMTP_URL: inbox.url },
      () => new Date(Date.now() + aheadMinutes * 60_000),
    );
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const db = t.database.db;
    shopId = (await createShop(db, { name: 'Refund Barbers' })).id;
    owner = await loginAs(t.app, (await createStaff(db, shopId, { name: 'Olga Owner' })).email);
    receptionist = await loginAs(
      t.app,
      (await createStaff(db, shopId, { role: 'receptionist', name: 'Rita Desk', liveStatus: null }))
        .email,
    );
    otherOwner = await loginAs(t.app, (await createStaff(db, (await createShop(db)).id)).email);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
    await stripe.close();
    await inbox.close();
  });

  /** A booking paid through Stripe Checkout the way a customer pays it. */
  async function paidBooking(language: 'fi' | 'en' | 'es' | 'sv' = 'en') {
    const booking = await createUnpaidBooking(t.database.db, shopId, { language });
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
    const event = stripe.pay(sessionId);
    const paid = await t.app.inject({
      method: 'POST',
      url: paymentPaths.webhook('stripe'),
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      payload: event.payload,
    });
    expect(paid.statusCode).toBe(200);
    const paymentIntent = stripe.sessions.get(sessionId)?.payment_intent as string;
    return { booking, paymentIntent, email: booking.email as string };
  }

  async function askRefund(language: 'fi' | 'en' | 'es' | 'sv' = 'en') {
    const paid = await paidBooking(language);
    await requestRefund(t.app.ctx, { bookingId: paid.booking.id, shopId, reason: 'I was ill' });
    const [request] = await t.database.db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.bookingId, paid.booking.id));
    if (!request) throw new Error('no refund request');
    return { ...paid, refundId: request.id };
  }

  const call = (who: Staff, method: 'GET' | 'POST', path: string, payload?: object) =>
    t.app.inject({
      method,
      url: path,
      headers: { authorization: who.authorization },
      ...(payload ? { payload } : {}),
    });
  const approve = (who: Staff, id: string) =>
    call(who, 'POST', staffBookingPaths.approveRefund(id));
  const reject = (who: Staff, id: string, reason: string) =>
    call(who, 'POST', staffBookingPaths.rejectRefund(id), { reason });
  const refundsTo = (paymentIntent: string) =>
    stripe.refunds.filter((r) => r.payment_intent === paymentIntent);

  async function staffScreen(who: Staff) {
    const socket = await openLivePage(url);
    sockets.push(socket);
    const heard: StaffBookingPayload[] = [];
    socket.on('staff:booking', (p) => heard.push(p));
    await watch(socket, 'staff:watch', who.accessToken);
    return heard;
  }

  it('lists a request with its order; approving refunds it once through Stripe and mails the customer', async () => {
    const heard = await staffScreen(receptionist);
    const { booking, paymentIntent, refundId, email } = await askRefund('fi');

    const list = await call(receptionist, 'GET', `${staffBookingPaths.refunds}?status=requested`);
    expect(list.statusCode).toBe(200);
    const listed = (list.json().data as RefundRequest[]).find((r) => r.id === refundId);
    expect(listed).toMatchObject({
      status: 'requested',
      amount: 2,
      currency: 'EUR',
      reason: 'I was ill',
      rejectReason: null,
      handledAt: null,
      handledBy: null,
      booking: {
        id: booking.id,
        customerName: booking.customerName,
        phone: booking.phone,
        status: 'confirmed',
        services: [{ name: 'Haircut', quantity: 1 }],
      },
    });
    expect(listed?.booking.timeRange).toMatch(/^\d\d:\d\d - \d\d:\d\d$/);

    const approved = await approve(receptionist, refundId);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({
      id: refundId,
      status: 'refunded',
      amount: 2,
      handledBy: 'Rita Desk',
    });
    expect(refundsTo(paymentIntent)).toEqual([
      expect.objectContaining({ amount: 200, payment_intent: paymentIntent }),
    ]);
    expect(
      stripe.calls.find((c) => c.path === '/v1/refunds' && c.form.payment_intent === paymentIntent)
        ?.idempotencyKey,
    ).toMatch(new RegExp(`^refund-${refundId}-[0-9a-f]{16}$`));
    expect((await paymentsOfBookings(t.database.db, [booking.id])).get(booking.id)).toEqual({
      status: 'refunded',
      amountCents: 200,
      refundedCents: 200,
    });
    expect((await refundsOfBookings(t.database.db, [booking.id])).get(booking.id)).toEqual({
      status: 'refunded',
      amountCents: 200,
      reason: 'I was ill',
      rejectReason: null,
    });

    const mail = await mailContaining(inbox, email, 'Palautamme 2,00');
    expect(mail.body).toContain('Refund Barbers hyv');
    // The booking's date written the Finnish way, as the web writes it, not 'YYYY-MM-DD'.
    expect(mail.body).toMatch(
      /varauksesta \p{L}+ \d{1,2}\. \p{L}+ \d{4} klo \d\d:\d\d - \d\d:\d\d\./u,
    );
    expect(mail.body).toContain(
      `${testOrigin}/check-details?booking=${formatShortCode(booking.shortCode)}`,
    );
    await expect
      .poll(() => heard.find((e) => e.bookingId === booking.id && e.kind === 'refund_handled'))
      .toMatchObject({ shopId, customerName: booking.customerName });

    // The second click finds it done: no second refund.
    const again = await approve(owner, refundId);
    expect(again.statusCode).toBe(409);
    expect(refundsTo(paymentIntent)).toHaveLength(1);
    const done = await call(owner, 'GET', `${staffBookingPaths.refunds}?status=refunded`);
    expect((done.json().data as RefundRequest[]).map((r) => r.id)).toContain(refundId);
  });

  it('rejecting keeps the money where it is and tells the customer why', async () => {
    const { booking, paymentIntent, refundId, email } = await askRefund('es');
    const short = await reject(owner, refundId, 'x');
    expect(short.statusCode).toBe(400);

    const rejected = await reject(owner, refundId, 'Cancelled too late');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      rejectReason: 'Cancelled too late',
      handledBy: 'Olga Owner',
    });
    expect(refundsTo(paymentIntent)).toHaveLength(0);
    expect((await paymentsOfBookings(t.database.db, [booking.id])).get(booking.id)?.status).toBe(
      'paid',
    );
    const mail = await mailContaining(
      inbox,
      email,
      'ha rechazado tu solicitud de reembolso de 2,00',
    );
    expect(mail.body).toContain('Cancelled too late');

    expect((await reject(owner, refundId, 'Again')).statusCode).toBe(409);
    expect((await approve(owner, refundId)).statusCode).toBe(409);
  });

  it('two approvals at once: one refund reaches Stripe, the other click is told so', async () => {
    const { paymentIntent, refundId } = await askRefund();
    const answers = await Promise.all([
      approve(owner, refundId),
      approve(receptionist, refundId),
      approve(owner, refundId),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(refundsTo(paymentIntent)).toHaveLength(1);
  });

  it('a claim stuck after Stripe paid out is taken over with its key: refunded, paid out once', async () => {
    const { booking, paymentIntent, refundId } = await askRefund();
    let takeover: Awaited<ReturnType<typeof approve>> | undefined;
    // Stripe pays out the first approval, but its answer comes only after the claim counts as
    // stuck and a second approval took it over, so the first one's settlement fails.
    stripe.whileAnswering('/v1/refunds', async () => {
      aheadMinutes += 6;
      takeover = await approve(receptionist, refundId);
    });
    const first = await approve(owner, refundId).finally(() => {
      aheadMinutes = 0;
    });
    expect(first.statusCode).toBe(409);
    expect(takeover?.statusCode).toBe(200);
    expect(refundsTo(paymentIntent)).toHaveLength(1);
    expect((await refundsOfBookings(t.database.db, [booking.id])).get(booking.id)?.status).toBe(
      'refunded',
    );
    expect((await paymentsOfBookings(t.database.db, [booking.id])).get(booking.id)).toMatchObject({
      status: 'refunded',
      refundedCents: 200,
    });
  });

  it('a stuck automatic refund is retaken with its key: refunded, paid out once', async () => {
    const { booking, paymentIntent } = await paidBooking();
    const input = { bookingId: booking.id, shopId, reason: 'Cancelled in time', handledBy: null };
    let retake: { refundedCents: number } | undefined;
    stripe.whileAnswering('/v1/refunds', async () => {
      aheadMinutes += 6;
      retake = await refundBookingFee(t.app.ctx, input);
    });
    await expect(
      refundBookingFee(t.app.ctx, input).finally(() => {
        aheadMinutes = 0;
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(retake).toEqual({ refundedCents: 200 });
    expect(refundsTo(paymentIntent)).toHaveLength(1);
    expect((await paymentsOfBookings(t.database.db, [booking.id])).get(booking.id)).toMatchObject({
      status: 'refunded',
      refundedCents: 200,
    });
  });

  it('two automatic refunds at once pay out once', async () => {
    const { booking, paymentIntent } = await paidBooking();
    const input = { bookingId: booking.id, shopId, reason: 'Cancelled in time', handledBy: null };
    const results = await Promise.all([
      refundBookingFee(t.app.ctx, input),
      refundBookingFee(t.app.ctx, input),
      refundBookingFee(t.app.ctx, input),
    ]);
    expect(results.map((r) => r.refundedCents).sort((a, b) => a - b)).toEqual([0, 0, 200]);
    expect(refundsTo(paymentIntent)).toHaveLength(1);
    expect(await refundBookingFee(t.app.ctx, input)).toEqual({ refundedCents: 0 });
    expect((await paymentsOfBookings(t.database.db, [booking.id])).get(booking.id)).toMatchObject({
      status: 'refunded',
      refundedCents: 200,
    });
  });

  it('an automatic refund takes over the customer’s open request', async () => {
    const { booking, paymentIntent, refundId } = await askRefund();
    const staffId = owner.userId;
    expect(
      await refundBookingFee(t.app.ctx, {
        bookingId: booking.id,
        shopId,
        reason: 'x',
        handledBy: staffId,
      }),
    ).toEqual({ refundedCents: 200 });
    const [request] = await t.database.db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.bookingId, booking.id));
    expect(request).toMatchObject({
      id: refundId,
      status: 'refunded',
      reason: 'I was ill',
      handledBy: staffId,
    });
    expect(refundsTo(paymentIntent)).toHaveLength(1);
  });

  it('a customer request needs paid money left, and only one may be open or done', async () => {
    const unpaid = await createUnpaidBooking(t.database.db, shopId);
    await expect(
      requestRefund(t.app.ctx, { bookingId: unpaid.id, shopId, reason: 'Please' }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'NOTHING_PAID' });

    const { booking } = await askRefund();
    await expect(
      requestRefund(t.app.ctx, { bookingId: booking.id, shopId, reason: 'Again please' }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'REFUND_EXISTS' });

    // Two at once: the database lets one in.
    const fresh = (await paidBooking()).booking.id;
    const both = await Promise.allSettled([
      requestRefund(t.app.ctx, { bookingId: fresh, shopId, reason: 'First tab' }),
      requestRefund(t.app.ctx, { bookingId: fresh, shopId, reason: 'Second tab' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(both.find((r) => r.status === 'rejected')).toMatchObject({
      reason: { statusCode: 409, code: 'REFUND_EXISTS' },
    });
  });

  it('when Stripe refuses, the request stays open and nothing is recorded as refunded', async () => {
    const { booking, paymentIntent, refundId } = await askRefund();
    stripe.failCalls('/v1/refunds', 'Charge already refunded elsewhere');
    try {
      const failed = await approve(owner, refundId);
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toMatchObject({ ok: false, code: 'PAYMENT_UNAVAILABLE' });
    } finally {
      stripe.failCalls(null);
    }
    expect((await refundsOfBookings(t.database.db, [booking.id])).get(booking.id)?.status).toBe(
      'requested',
    );
    expect((await paymentsOfBookings(t.database.db, [booking.id])).get(booking.id)).toMatchObject({
      status: 'paid',
      refundedCents: 0,
    });
    // Staff try again once Stripe answers.
    expect((await approve(owner, refundId)).statusCode).toBe(200);
    expect(refundsTo(paymentIntent)).toHaveLength(1);
  });

  it('a second payment of a paid booking goes back through the refunds service: listed on the refunds page, counted by analytics', async () => {
    const db = t.database.db;
    const twiceShop = (await createShop(db, { name: 'Twice Paid Barbers' })).id;
    const twiceOwner = await loginAs(t.app, (await createStaff(db, twiceShop)).email);
    const booking = await createUnpaidBooking(db, twiceShop);
    const open = () =>
      openBookingCheckout(t.app.ctx, {
        bookingId: booking.id,
        shopId: twiceShop,
        amountCents: 200,
        currency: 'EUR',
        description: 'Booking fee',
        customerEmail: booking.email as string,
        language: 'en',
        holdExpiresAt: booking.holdExpiresAt as Date,
        returnOrigin: testOrigin,
      });
    const sessionOf = (checkoutUrl: string) => checkoutUrl.split('/').pop() as string;
    const deliver = (event: { payload: string; signature: string }) =>
      t.app.inject({
        method: 'POST',
        url: paymentPaths.webhook('stripe'),
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        payload: event.payload,
      });
    // A delayed method completes the first session unpaid, so paying again opens a second;
    // the customer pays the second, then the first tab they left open.
    const first = sessionOf((await open()).checkoutUrl);
    Object.assign(stripe.sessions.get(first) ?? {}, { status: 'complete' });
    const second = sessionOf((await open()).checkoutUrl);
    expect(second).not.toBe(first);
    expect((await deliver(stripe.pay(second))).statusCode).toBe(200);
    expect((await deliver(stripe.pay(first))).statusCode).toBe(200);
    const firstIntent = stripe.sessions.get(first)?.payment_intent as string;
    expect(refundsTo(firstIntent)).toEqual([
      expect.objectContaining({ amount: 200, payment_intent: firstIntent }),
    ]);

    const listed = await call(twiceOwner, 'GET', `${staffBookingPaths.refunds}?status=refunded`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        status: 'refunded',
        amount: 2,
        currency: 'EUR',
        booking: expect.objectContaining({ id: booking.id, status: 'confirmed' }),
      }),
    ]);

    // The booking's own fee is untouched: its page shows it paid, with no refund of its own.
    const view = await t.app.inject({ method: 'GET', url: bookingPaths.booking(booking.id) });
    expect(view.json().data).toMatchObject({
      status: 'confirmed',
      payment: { status: 'paid', refunded: 0 },
      refund: null,
    });

    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const figures = await call(
      twiceOwner,
      'GET',
      `${analyticsPaths.analytics}?from=${day(-1)}&to=${day(1)}`,
    );
    expect(figures.statusCode).toBe(200);
    expect(figures.json().data.summary.current).toMatchObject({ bookingFees: 4, refunds: 2 });
  });

  it('another shop neither sees nor handles these requests', async () => {
    const { refundId } = await askRefund();
    expect((await approve(otherOwner, refundId)).statusCode).toBe(404);
    expect((await reject(otherOwner, refundId, 'Not yours')).statusCode).toBe(404);
    const theirs = await call(otherOwner, 'GET', staffBookingPaths.refunds);
    expect(theirs.json().data).toEqual([]);
    expect((await approve(owner, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await approve(owner, 'not-an-id')).statusCode).toBe(400);
  });
});

describe('the whole journey in test mode: book, pay, cancel, refund', () => {
  let t: TestApp;
  let inbox: Inbox;
  let owner: Staff;
  let address = 0;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await buildTestApp({ SMTP_URL: inbox.url });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  /** Tomorrow in Helsinki, where the test shops are. */
  const tomorrow = () =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki' }).format(
      new Date(Date.now() + 24 * 3_600_000),
    );

  async function bookAndPay(refundWindowHours: number, email: string) {
    const db = t.database.db;
    const shop = await createShop(db, {
      name: 'Journey Cuts',
      bookingFeeCents: 250,
      refundWindowHours,
    });
    owner = await loginAs(t.app, (await createStaff(db, shop.id)).email);
    const [cut] = (await createCatalogue(db, shop.id, { addons: [] })).services;
    const phone = `040 ${String(6_100_000 + ++address)}`;
    const remoteAddress = `10.99.0.${address}`;
    const created = await t.app.inject({
      method: 'POST',
      url: bookingPaths.create,
      headers: { 'x-lang': 'sv' },
      remoteAddress,
      payload: {
        name: 'Sven Svensson',
        phone,
        email,
        shopId: shop.id,
        services: [{ id: cut?.id, quantity: 1, addons: [] }],
        additionalServices: [],
        totalTimeRequires: 30,
        totalPrice: 32,
        date: tomorrow(),
        time: '12:00',
      },
    });
    expect(created.statusCode).toBe(201);
    const { booking, checkoutUrl } = created.json().data;
    expect(checkoutUrl).toMatch(`${testOrigin}/api/payments/test-checkout/`);
    const page = await t.app.inject({ method: 'GET', url: checkoutUrl.slice(testOrigin.length) });
    expect(page.body).toContain('TESTBETALNING – inga pengar flyttas');
    expect(page.body).toContain('Journey Cuts');
    // The booking's date and time the Swedish way ("onsdag 25 november 2026, 12:00 - 12:30").
    expect(page.body).toMatch(/\p{L}+dag \d{1,2} \p{L}+ \d{4}, 12:00 - 12:30/u);
    const paid = await t.app.inject({
      method: 'POST',
      url: `${checkoutUrl.slice(testOrigin.length)}/pay`,
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/success?booking=${booking.id}`);
    const view = await t.app.inject({ method: 'GET', url: bookingPaths.booking(booking.id) });
    expect(view.json().data).toMatchObject({
      status: 'confirmed',
      payment: { status: 'paid', amount: 2.5, refunded: 0 },
      refund: null,
    });
    return { bookingId: booking.id as string, phone, remoteAddress };
  }

  it('cancelled inside the refund window: the fee comes back at once', async () => {
    const { bookingId, phone, remoteAddress } = await bookAndPay(0, 'early@example.fi');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: bookingPaths.cancel(bookingId),
      remoteAddress,
      payload: { phone },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.refund).toBe('refunded');
    expect(cancelled.json().data.booking).toMatchObject({
      status: 'cancelled',
      payment: { status: 'refunded', amount: 2.5, refunded: 2.5 },
      refund: { status: 'refunded', amount: 2.5 },
    });
  });

  it('cancelled too late: the customer asks, staff approve on the refunds page, a mail tells them', async () => {
    const { bookingId, phone, remoteAddress } = await bookAndPay(72, 'late@example.fi');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: bookingPaths.cancel(bookingId),
      remoteAddress,
      payload: { phone },
    });
    expect(cancelled.json().data).toMatchObject({
      refund: 'none',
      booking: { canRequestRefund: true },
    });
    const asked = await t.app.inject({
      method: 'POST',
      url: bookingPaths.refundRequest(bookingId),
      remoteAddress,
      payload: { phone, reason: 'My flight was cancelled' },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.refund).toMatchObject({ status: 'requested', amount: 2.5 });

    const list = await t.app.inject({
      method: 'GET',
      url: staffBookingPaths.refunds,
      headers: { authorization: owner.authorization },
    });
    const [request] = list.json().data as RefundRequest[];
    expect(request).toMatchObject({
      status: 'requested',
      reason: 'My flight was cancelled',
      amount: 2.5,
    });
    const approved = await t.app.inject({
      method: 'POST',
      url: staffBookingPaths.approveRefund(request?.id as string),
      headers: { authorization: owner.authorization },
    });
    expect(approved.statusCode).toBe(200);
    const view = await t.app.inject({ method: 'GET', url: bookingPaths.booking(bookingId) });
    expect(view.json().data).toMatchObject({
      payment: { status: 'refunded', refunded: 2.5 },
      refund: { status: 'refunded' },
      canRequestRefund: false,
    });
    // The refund mail is in the booking's language (x-lang: sv).
    await mailContaining(inbox, 'late@example.fi', 'Vi betalar tillbaka 2,50');
  });
});
