import {
  bookingPaths,
  paymentPaths,
  type RefundRequest,
  type StaffBookingPayload,
  staffBookingPaths,
} from '@jono/contract';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSlotClaims, bookings, payments, refundRequests } from '../../../db/schema/index';
import { buildTestApp, type TestApp, testOrigin } from '../../../test/build-test-app';
import { createStaff, everyDay } from '../../../test/factories';
import { openLivePage, watch } from '../../../test/live-pages';
import { loginAs } from '../../../test/login';
import { nextPhone } from '../../../test/phones';
import { pinnedClock } from '../../../test/pinned-clock';
import { startSmtpInbox } from '../../../test/smtp-inbox';
import { type StripeStandIn, startStripeStandIn } from '../../../test/stripe-stand-in';
import { recordPaidAttempt } from '../../payments/payment-webhooks.service';
import { bookingSummaries, PAYMENT_EXPIRED, sweepExpiredHolds } from '../booking.service';
import {
  type BookableShop,
  bookableShop,
  bookingBody,
  countRows,
  freshAddress,
  mailText,
  postBooking,
} from '../booking.test-kit';
import { confirmPaidBooking, releaseUnpaidBooking } from './booking-payments.service';

// Saturday 20 March 2027, 10:00 in Helsinki.
const START = '2027-03-20T08:00:00Z';
const clock = pinnedClock(START);

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await buildTestApp({ SMTP_URL: inbox.url, RATE_LIMIT_PER_MINUTE: '100000' }, clock.now);
  url = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
  await inbox.close();
});

/** A shop with a 2.00 booking fee and one chair, opening 09:00-18:00. */
const feeShop = () =>
  bookableShop(t, {
    name: 'Parturi Maksu',
    bookingFeeCents: 200,
    chairCount: 1,
    openingHours: everyDay('09:00', '18:00'),
  });

async function staffScreen(shopId: string) {
  const owner = await loginAs(t.app, (await createStaff(t.database.db, shopId)).email);
  const socket = await openLivePage(url);
  sockets.push(socket);
  const heard: StaffBookingPayload[] = [];
  socket.on('staff:booking', (p) => heard.push(p));
  await watch(socket, 'staff:watch', owner.accessToken);
  return { heard, owner };
}

/** Books with a fee and hands back the booking's id, phone and test checkout session. */
async function bookWithFee(
  f: BookableShop,
  date: string,
  time: string,
  extra: Parameters<typeof bookingBody>[3] = {},
) {
  const phone = extra.phone ?? nextPhone();
  const res = await postBooking(t, bookingBody(f, date, time, { ...extra, phone }), {
    'x-lang': 'en',
  });
  expect(res.statusCode).toBe(201);
  const { booking, checkoutUrl } = res.json().data;
  return {
    id: booking.id as string,
    phone,
    checkoutUrl: checkoutUrl as string,
    answer: res.json(),
  };
}

const sessionOf = (checkoutUrl: string) => checkoutUrl.split('/').pop() as string;
const press = (
  checkoutUrl: string,
  button: 'pay' | 'decline',
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: (button === 'pay' ? paymentPaths.testCheckoutPay : paymentPaths.testCheckoutDecline)(
      sessionOf(checkoutUrl),
    ),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: '',
  });
const view = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: bookingPaths.booking(id) })).json().data;
const post = (path: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: path,
    remoteAddress: freshAddress(),
    ...(payload ? { payload } : {}),
  });
const freeTimes = async (shopId: string, date: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `${bookingPaths.availability(shopId)}?date=${date}&duration=30`,
    })
  )
    .json()
    .data.slots.map((s: { time: string }) => s.time);
const rowOf = async (id: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];

describe('booking with a fee: hold, pay, confirm', () => {
  it('holds the slot 15 minutes while the customer pays, then confirms and mails', async () => {
    clock.set(START);
    const f = await feeShop();
    const staff = await staffScreen(f.shop.id);
    const { id, checkoutUrl, answer } = await bookWithFee(f, '2027-03-22', '10:00', {
      email: 'payer@example.fi',
    });
    expect(answer).toMatchObject({
      message: 'Your time is held for 15 minutes while you pay the booking fee',
      data: {
        booking: {
          id,
          status: 'pending_payment',
          bookingFee: 2,
          holdExpiresAt: '2027-03-20T08:15:00.000Z',
          payment: { status: 'pending', amount: 2, refunded: 0 },
          canCancel: true,
        },
      },
    });
    expect(checkoutUrl).toMatch(new RegExp(`^${testOrigin}/api/payments/test-checkout/cs_test_`));
    await expect.poll(() => staff.heard.map((e) => e.kind)).toEqual(['created']);
    // Held: nobody else gets it, and it is not offered.
    expect(await freeTimes(f.shop.id, '2027-03-22')).not.toContain('10:00');
    expect((await postBooking(t, bookingBody(f, '2027-03-22', '10:00'))).statusCode).toBe(409);
    // No calendar entry before it is paid.
    const ics = await t.app.inject({ method: 'GET', url: bookingPaths.calendar(id) });
    expect(ics.statusCode).toBe(404);

    const paid = await press(checkoutUrl, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(await view(id)).toMatchObject({
      status: 'confirmed',
      holdExpiresAt: null,
      payment: { status: 'paid', amount: 2, refunded: 0 },
    });
    await expect.poll(() => staff.heard.map((e) => e.kind)).toEqual(['created', 'confirmed']);
    const text = mailText((await inbox.next('payer@example.fi')).raw);
    expect(text).toContain('Your booking is confirmed.');
    expect(text).toContain('Booking fee paid: €2.00');
    expect(text).toContain('filename=jono-booking.ics');

    // A replayed "paid" changes nothing.
    expect(await confirmPaidBooking(t.app.ctx, id)).toBe('already');
    expect(staff.heard).toHaveLength(2);
    expect(await countRows(t, f.shop.id)).toEqual({ bookings: 1, claims: 1 });
  });

  it('pays and comes back at the address the customer booked from, one this server serves', async () => {
    clock.set(START);
    const f = await feeShop();
    const lan = 'http://192.168.1.20:3000';
    const booked = await postBooking(t, bookingBody(f, '2027-03-22', '13:00'), {
      'x-lang': 'es',
      host: '192.168.1.20:3000',
      origin: lan,
    });
    expect(booked.statusCode).toBe(201);
    const { booking, checkoutUrl } = booked.json().data;
    expect(checkoutUrl).toMatch(new RegExp(`^${lan}/api/payments/test-checkout/cs_test_`));
    // The checkout page is at that address, and sends the customer back within it.
    const paid = await press(checkoutUrl, 'pay');
    expect(paid.headers.location).toBe(`/success?booking=${booking.id}`);
    // The answer the page at that address reads says which language the booking was made in.
    expect(await view(booking.id)).toMatchObject({ status: 'confirmed', language: 'es' });

    // Paying again after a decline comes back there too.
    const second = await postBooking(t, bookingBody(f, '2027-03-22', '14:00'), {
      host: '192.168.1.20:3000',
      origin: lan,
    });
    const secondId = second.json().data.booking.id as string;
    await press(second.json().data.checkoutUrl, 'decline');
    clock.advanceMinutes(1);
    const retry = await t.app.inject({
      method: 'POST',
      url: bookingPaths.checkout(secondId),
      headers: { host: '192.168.1.20:3000', origin: lan },
      remoteAddress: freshAddress(),
    });
    expect(retry.json().data.checkoutUrl).toMatch(new RegExp(`^${lan}/`));
  });

  it('comes back to PUBLIC_URL from a page of an address it does not serve', async () => {
    clock.set(START);
    const f = await feeShop();
    // A foreign page naming our address as Host cannot choose its Origin: it is not ours.
    const booked = await postBooking(t, bookingBody(f, '2027-03-22', '15:00'), {
      host: '192.168.1.20:3000',
      origin: 'https://evil.example',
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().data.checkoutUrl).toMatch(new RegExp(`^${testOrigin}/`));
  });

  it('keeps the hold after a declined payment, so the customer can pay again', async () => {
    clock.set(START);
    const f = await feeShop();
    const { id, checkoutUrl } = await bookWithFee(f, '2027-03-22', '11:00');
    expect((await press(checkoutUrl, 'decline')).statusCode).toBe(303);
    expect(await view(id)).toMatchObject({
      status: 'pending_payment',
      payment: { status: 'failed' },
    });
    expect(await freeTimes(f.shop.id, '2027-03-22')).not.toContain('11:00');

    clock.advanceMinutes(5);
    const retry = await post(bookingPaths.checkout(id));
    expect(retry.statusCode).toBe(200);
    const again = retry.json().data.checkoutUrl as string;
    expect(again).not.toBe(checkoutUrl);
    expect((await press(again, 'pay')).statusCode).toBe(303);
    expect(await view(id)).toMatchObject({ status: 'confirmed', payment: { status: 'paid' } });
  });

  it('frees the slot when 15 minutes pass unpaid: expired, and swept with staff told', async () => {
    clock.set(START);
    const f = await feeShop();
    const staff = await staffScreen(f.shop.id);
    const { id, checkoutUrl } = await bookWithFee(f, '2027-03-22', '12:00');
    await press(checkoutUrl, 'decline');

    clock.advanceMinutes(15);
    // The hold no longer counts, even before the sweep writes it down.
    expect(await freeTimes(f.shop.id, '2027-03-22')).toContain('12:00');
    const retry = await post(bookingPaths.checkout(id));
    expect(retry.statusCode).toBe(409);
    expect(retry.json().code).toBe('HOLD_EXPIRED');

    // The 30-second sweep may get there first; either way the booking ends the same.
    await sweepExpiredHolds(t.app.ctx);
    expect(await rowOf(id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'payment_expired',
      cancelledAt: new Date('2027-03-20T08:15:00Z'),
    });
    expect(await countRows(t, f.shop.id)).toEqual({ bookings: 1, claims: 0 });
    await expect
      .poll(() => staff.heard.at(-1))
      .toMatchObject({ kind: 'expired', bookingId: id, date: '2027-03-22' });
    expect((await postBooking(t, bookingBody(f, '2027-03-22', '12:00'))).statusCode).toBe(201);
  });

  it('releases a shop’s expired holds inside the next booking at that shop', async () => {
    clock.set(START);
    const f = await feeShop();
    const first = await bookWithFee(f, '2027-03-22', '13:00');
    clock.advanceMinutes(16);
    await bookWithFee(f, '2027-03-22', '14:00');
    expect(await rowOf(first.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'payment_expired',
    });
    const claims = await t.database.db
      .select()
      .from(bookingSlotClaims)
      .where(eq(bookingSlotClaims.bookingId, first.id));
    expect(claims).toEqual([]);
  });

  it('confirms a payment that lands after the hold ran out if a chair is still free', async () => {
    clock.set(START);
    const f = await bookableShop(t, {
      bookingFeeCents: 200,
      chairCount: 2,
      openingHours: everyDay('09:00', '18:00'),
    });
    const late = await bookWithFee(f, '2027-03-22', '15:00', { email: 'late@example.fi' });
    clock.advanceMinutes(20);
    await sweepExpiredHolds(t.app.ctx);
    // Meanwhile someone took chair 0 at that time; chair 1 is still free.
    const other = await bookWithFee(f, '2027-03-22', '15:00');
    expect((await rowOf(other.id))?.chair).toBe(0);

    expect(await confirmPaidBooking(t.app.ctx, late.id)).toBe('confirmed');
    expect(await rowOf(late.id)).toMatchObject({
      status: 'confirmed',
      chair: 1,
      cancelReason: null,
      cancelledAt: null,
      holdExpiresAt: null,
    });
    expect(await countRows(t, f.shop.id)).toEqual({ bookings: 2, claims: 2 });
    expect(mailText((await inbox.next('late@example.fi')).raw)).toContain(
      'Your booking is confirmed.',
    );
    expect(await confirmPaidBooking(t.app.ctx, late.id)).toBe('already');
  });

  it("answers slot_lost when the late payment's slot is gone, and changes nothing", async () => {
    clock.set(START);
    const f = await feeShop();
    const late = await bookWithFee(f, '2027-03-22', '16:00');
    clock.advanceMinutes(20);
    await sweepExpiredHolds(t.app.ctx);
    const taker = await postBooking(t, bookingBody(f, '2027-03-22', '16:00'));
    expect(taker.statusCode).toBe(201);

    expect(await confirmPaidBooking(t.app.ctx, late.id)).toBe('slot_lost');
    expect(await rowOf(late.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'payment_expired',
    });
    expect(await countRows(t, f.shop.id)).toEqual({ bookings: 2, claims: 1 });
  });

  it('releases an unpaid booking when the provider says its checkout expired', async () => {
    clock.set(START);
    const f = await feeShop();
    const unpaid = await bookWithFee(f, '2027-03-22', '17:00');
    await releaseUnpaidBooking(t.app.ctx, unpaid.id);
    expect(await rowOf(unpaid.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'payment_expired',
    });
    expect(await freeTimes(f.shop.id, '2027-03-22')).toContain('17:00');

    const paid = await bookWithFee(f, '2027-03-22', '17:30');
    await press(paid.checkoutUrl, 'pay');
    await releaseUnpaidBooking(t.app.ctx, paid.id);
    expect((await rowOf(paid.id))?.status).toBe('confirmed');
  });

  it('names bookings for the payments and refunds pages', async () => {
    clock.set(START);
    const f = await feeShop();
    const { id, phone } = await bookWithFee(f, '2027-03-23', '09:30', { name: 'Sum Mary' });
    const summaries = await bookingSummaries(t.database.db, [id, 'not-an-id']);
    expect([...summaries.keys()]).toEqual([id]);
    expect(summaries.get(id)).toEqual({
      id,
      shopId: f.shop.id,
      shopName: 'Parturi Maksu',
      customerName: 'Sum Mary',
      phone: `+358${phone.replace(/\s/g, '').slice(1)}`,
      email: 'aino@example.fi',
      language: 'en',
      date: '2027-03-23',
      timeRange: '09:30 - 10:00',
      status: 'pending_payment',
      shortCode: expect.stringMatching(/^[2-9A-HJKMNP-Z]{6}$/),
      services: [{ name: 'Haircut', quantity: 1, addons: [] }],
      additionalServices: [],
    });
  });
});

describe('a checkout the provider cannot open', () => {
  it('answers 502 and gives the slot straight back', async () => {
    const broken = await buildTestApp(
      {
        STRIPE_SECRET_KEY: 'sk_test_unreachable',
        STRIPE_WEBHOOK_SECRET: 'whsec_unreachable',
        STRIPE_API_URL: 'http://127.0.0.1:9',
      },
      clock.now,
    );
    try {
      clock.set(START);
      const f = await bookableShop(broken, {
        bookingFeeCents: 200,
        chairCount: 1,
        openingHours: everyDay('09:00', '18:00'),
      });
      const res = await postBooking(broken, bookingBody(f, '2027-03-22', '10:00'));
      expect(res.statusCode).toBe(502);
      expect(res.json().code).toBe('PAYMENT_UNAVAILABLE');
      const [row] = await broken.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.shopId, f.shop.id));
      expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'payment_unavailable' });
      expect(await countRows(broken, f.shop.id)).toEqual({ bookings: 1, claims: 0 });
      expect(await broken.database.db.select().from(payments)).toEqual([]);
    } finally {
      await broken.close();
    }
  });
});

describe('cancelling a paid booking', () => {
  it('refunds the fee at once when cancelled at least the refund window before', async () => {
    clock.set(START);
    const f = await feeShop();
    const email = 'early@example.fi';
    const booked = await bookWithFee(f, '2027-03-23', '10:00', { email });
    await press(booked.checkoutUrl, 'pay');
    await inbox.next(email); // the confirmation

    const res = await post(bookingPaths.cancel(booked.id), { phone: booked.phone });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Your booking is cancelled and the booking fee is refunded',
      data: {
        refund: 'refunded',
        booking: {
          status: 'cancelled',
          payment: { status: 'refunded', amount: 2, refunded: 2 },
          canRequestRefund: false,
        },
      },
    });
    const text = mailText((await inbox.next(email)).raw);
    expect(text).toContain('is cancelled.');
    expect(text).toContain('Your booking fee of €2.00 is being refunded.');
  });

  it('leaves a late cancellation to a refund request the staff decide', async () => {
    clock.set(START);
    const f = await feeShop();
    const staff = await staffScreen(f.shop.id);
    const email = 'late.cancel@example.fi';
    // Tomorrow's 09:00 is 23 hours away: inside the 24-hour window.
    const booked = await bookWithFee(f, '2027-03-21', '09:00', { email });
    await press(booked.checkoutUrl, 'pay');
    await inbox.next(email);
    const before = await view(booked.id);
    expect(before.freeCancellationUntil).toBe('2027-03-20T07:00:00.000Z');

    const res = await post(bookingPaths.cancel(booked.id), { phone: booked.phone });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Your booking is cancelled',
      data: {
        refund: 'none',
        booking: { status: 'cancelled', payment: { status: 'paid' }, canRequestRefund: true },
      },
    });
    expect(mailText((await inbox.next(email)).raw)).toContain(
      'The booking fee was not refunded automatically.',
    );

    const asked = await post(bookingPaths.refundRequest(booked.id), {
      phone: booked.phone,
      reason: 'I fell ill',
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe('Your refund request was sent to the shop');
    expect(asked.json().data).toMatchObject({
      refund: { status: 'requested', amount: 2, reason: 'I fell ill', rejectReason: null },
      canRequestRefund: false,
    });
    await expect.poll(() => staff.heard.map((e) => e.kind)).toContain('refund_requested');
    const twice = await post(bookingPaths.refundRequest(booked.id), {
      phone: booked.phone,
      reason: 'Again',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('REFUND_EXISTS');
  });

  it('refunds the whole fee when the shop cancels, whatever the window says', async () => {
    clock.set(START);
    const f = await feeShop();
    const { owner } = await staffScreen(f.shop.id);
    const email = 'shop.cancels@example.fi';
    const booked = await bookWithFee(f, '2027-03-20', '14:00', { email });
    await press(booked.checkoutUrl, 'pay');
    await inbox.next(email);

    const res = await t.app.inject({
      method: 'POST',
      url: staffBookingPaths.cancel(booked.id),
      headers: { authorization: owner.authorization },
      payload: { reason: 'The barber is ill' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Booking cancelled and the booking fee refunded',
      data: { status: 'cancelled', paymentStatus: 'refunded' },
    });
    const text = mailText((await inbox.next(email)).raw);
    expect(text).toContain('Parturi Maksu had to cancel your booking');
    expect(text).toContain('Reason: The barber is ill');
    expect(text).toContain('Your booking fee of €2.00 is being refunded.');
  });
});

describe('a paid webhook redelivered after its first delivery stopped past the ledger', () => {
  let s: TestApp;
  let stripe: StripeStandIn;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    s = await buildTestApp({ ...stripe.env, RATE_LIMIT_PER_MINUTE: '100000' }, clock.now);
  });
  afterAll(async () => {
    await s.close();
    await stripe.close();
  });

  /**
   * A booking paid on Stripe whose first 'paid' delivery recorded the payment and then
   * stopped (an error answered with a 5xx) before the booking heard; its hold then ran out
   * and the sweep cancelled it. Hands back the same event for Stripe to deliver again.
   */
  async function paidThenSwept(f: BookableShop, date: string, time: string) {
    const res = await postBooking(s, bookingBody(f, date, time, { phone: nextPhone() }));
    expect(res.statusCode).toBe(201);
    const id = res.json().data.booking.id as string;
    const sessionId = (res.json().data.checkoutUrl as string).split('/').pop() as string;
    const event = stripe.pay(sessionId);
    expect(
      await recordPaidAttempt(s.app.ctx, {
        eventId: 'evt_first_delivery',
        kind: 'paid',
        reference: sessionId,
        amountCents: 200,
      }),
    ).toMatchObject({ isNew: true });
    clock.advanceMinutes(20);
    expect(await sweepExpiredHolds(s.app.ctx)).toBeGreaterThanOrEqual(1);
    const paymentIntent = stripe.sessions.get(sessionId)?.payment_intent as string;
    return { id, event, paymentIntent };
  }
  const deliver = (event: { payload: string; signature: string }) =>
    s.app.inject({
      method: 'POST',
      url: paymentPaths.webhook('stripe'),
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      payload: event.payload,
    });
  const bookingRow = async (id: string) =>
    (await s.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];
  const refundsTo = (paymentIntent: string) =>
    stripe.refunds.filter((r) => r.payment_intent === paymentIntent);

  it('confirms the booking when its slot is still free', async () => {
    clock.set(START);
    const f = await bookableShop(s, {
      bookingFeeCents: 200,
      chairCount: 1,
      openingHours: everyDay('09:00', '18:00'),
    });
    const { id, event, paymentIntent } = await paidThenSwept(f, '2027-03-22', '11:00');
    expect(await bookingRow(id)).toMatchObject({
      status: 'cancelled',
      cancelReason: PAYMENT_EXPIRED,
    });

    expect((await deliver(event)).statusCode).toBe(200);
    expect(await bookingRow(id)).toMatchObject({ status: 'confirmed', cancelReason: null });
    expect(refundsTo(paymentIntent)).toHaveLength(0);
    expect(await countRows(s, f.shop.id)).toEqual({ bookings: 1, claims: 1 });
  });

  it('refunds the fee once, listed on the refunds page, when another booking took the slot', async () => {
    clock.set(START);
    const f = await bookableShop(s, {
      bookingFeeCents: 200,
      chairCount: 1,
      openingHours: everyDay('09:00', '18:00'),
    });
    const { id, event, paymentIntent } = await paidThenSwept(f, '2027-03-22', '12:00');
    // The freed slot goes to another customer, whose hold keeps it.
    const taker = await postBooking(
      s,
      bookingBody(f, '2027-03-22', '12:00', { phone: nextPhone() }),
    );
    expect(taker.statusCode).toBe(201);

    expect((await deliver(event)).statusCode).toBe(200);
    expect(await bookingRow(id)).toMatchObject({
      status: 'cancelled',
      cancelReason: PAYMENT_EXPIRED,
    });
    expect(refundsTo(paymentIntent)).toEqual([expect.objectContaining({ amount: 200 })]);
    const [request] = await s.database.db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.bookingId, id));
    expect(request).toMatchObject({ status: 'refunded', amountCents: 200 });
    const owner = await loginAs(s.app, (await createStaff(s.database.db, f.shop.id)).email);
    const page = await s.app.inject({
      method: 'GET',
      url: `${staffBookingPaths.refunds}?status=refunded`,
      headers: { authorization: owner.authorization },
    });
    expect(page.statusCode).toBe(200);
    expect((page.json().data as RefundRequest[]).map((r) => r.booking.id)).toEqual([id]);

    // A further delivery pays nothing out again.
    expect((await deliver(event)).statusCode).toBe(200);
    expect(refundsTo(paymentIntent)).toHaveLength(1);
  });

  it('leaves a booking the customer cancelled too late as it is: no refund from the replay', async () => {
    clock.set(START);
    const f = await bookableShop(s, {
      bookingFeeCents: 200,
      chairCount: 1,
      openingHours: everyDay('09:00', '18:00'),
    });
    const phone = nextPhone();
    const res = await postBooking(s, bookingBody(f, '2027-03-20', '13:00', { phone }));
    expect(res.statusCode).toBe(201);
    const id = res.json().data.booking.id as string;
    const sessionId = (res.json().data.checkoutUrl as string).split('/').pop() as string;
    const event = stripe.pay(sessionId);
    await recordPaidAttempt(s.app.ctx, {
      eventId: 'evt_first_delivery',
      kind: 'paid',
      reference: sessionId,
      amountCents: 200,
    });
    const cancelled = await s.app.inject({
      method: 'POST',
      url: bookingPaths.cancel(id),
      payload: { phone },
      remoteAddress: freshAddress(),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.refund).toBe('none');
    const paymentIntent = stripe.sessions.get(sessionId)?.payment_intent as string;

    expect((await deliver(event)).statusCode).toBe(200);
    expect(await bookingRow(id)).toMatchObject({ status: 'cancelled', cancelReason: 'customer' });
    expect(refundsTo(paymentIntent)).toHaveLength(0);
  });
});
