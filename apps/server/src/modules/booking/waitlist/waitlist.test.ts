import {
  bookingPaths,
  paymentPaths,
  type StaffBookingPayload,
  staffWaitlistPaths,
} from '@jono/contract';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEntries, bookings, waitlistEntries } from '../../../db/schema/index';
import { type TestApp, testOrigin } from '../../../test/build-test-app';
import { createBooking, createShop, createStaff, everyDay } from '../../../test/factories';
import { loginAs } from '../../../test/login';
import { pinnedClock } from '../../../test/pinned-clock';
import type { BrowserSubscription } from '../../../test/push-service-stand-in';
import {
  type BookableShop,
  type BookingWorld,
  bookableShop,
  bookingBody,
  mailText,
  postAsCustomer,
  startBookingWorld,
} from '../booking.test-kit';
import { sweepHoldsAndOffer } from './waitlist.service';

// Saturday 20 March 2027, 10:00 in Helsinki (UTC+2).
const START = '2027-03-20T08:00:00Z';
const clock = pinnedClock(START);
const DAY = '2027-03-24';

let t: TestApp;
let inbox: BookingWorld['inbox'];
let push: BookingWorld['push'];
let close: BookingWorld['close'];

beforeAll(async () => {
  ({ t, inbox, push, close } = await startBookingWorld(clock.now));
});
afterAll(() => close());

const at = (date: string, time: string) => new Date(`${date}T${time}:00+02:00`);
const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  postAsCustomer(t, url, payload, headers);

/** A one-chair shop whose day DAY (09:00-11:00, four half hours) is fully booked. */
async function fullDay(feeCents: number) {
  const f = await bookableShop(t, {
    bookingFeeCents: feeCents,
    chairCount: 1,
    openingHours: everyDay('09:00', '11:00'),
  });
  const booked = [];
  for (const [i, time] of ['09:00', '09:30', '10:00', '10:30'].entries()) {
    const phone = `+3584033${feeCents}${String(i).padStart(3, '0')}`;
    booked.push(await createBooking(t.database.db, f.shop.id, { startAt: at(DAY, time), phone }));
  }
  return { f, booked };
}

let waiter = 0;
/**
 * Joins DAY's waitlist as a new person, by mail unless told (`email: null`: push only), and
 * with a browser's push subscription when given; their mail address comes back.
 */
async function wait(
  f: BookableShop,
  date = DAY,
  channels: { email?: null; push?: BrowserSubscription } = {},
) {
  const email = `waiter${++waiter}-${Date.now()}@example.fi`;
  const {
    time: _,
    email: __,
    ...body
  } = bookingBody(f, date, '09:00', {
    phone: `050 ${String(1_000_000 + waiter)}`,
    name: `Waiter ${waiter}`,
  });
  const res = await post(
    bookingPaths.waitlist,
    {
      ...body,
      ...(channels.email === null ? {} : { email }),
      ...(channels.push
        ? { push: { endpoint: channels.push.endpoint, keys: channels.push.keys } }
        : {}),
    },
    { 'x-lang': 'en' },
  );
  return { res, email };
}

const offerIdIn = (body: string) => /waitlist-offer\?booking=([0-9a-f-]{36})/.exec(body)?.[1];
const mailsTo = (email: string) => inbox.mails.filter((m) => m.to.includes(email));

describe('the waitlist of a full day', () => {
  it('takes names only for a full day, once per phone, in the order they asked', async () => {
    clock.set(START);
    const { f } = await fullDay(0);
    const open = await wait(f, '2027-03-25');
    expect(open.res.statusCode).toBe(409);
    expect(open.res.json().code).toBe('DAY_NOT_FULL');
    const first = await wait(f);
    expect(first.res.statusCode).toBe(201);
    expect(first.res.json().data).toMatchObject({ date: DAY, position: 1 });
    const second = await wait(f);
    expect(second.res.json().data.position).toBe(2);
    const again = await post(
      bookingPaths.waitlist,
      {
        ...bookingBody(f, DAY, '09:00', { phone: `050 ${String(1_000_000 + waiter)}` }),
        time: undefined,
      },
      { 'x-lang': 'en' },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_WAITING');
  });

  it('offers a cancelled time to the first in line, passes it on when the hold runs out, and the next takes it', async () => {
    clock.set(START);
    const { f, booked } = await fullDay(0);
    const first = await wait(f);
    const second = await wait(f);
    const cancelled = booked[2];
    if (!cancelled) throw new Error('no booking');
    const cancel = await post(bookingPaths.cancel(cancelled.id), { phone: cancelled.phone });
    expect(cancel.statusCode).toBe(200);

    const offer = await inbox.next(first.email);
    const text = mailText(offer.raw);
    expect(text).toContain('A time freed up');
    expect(text).toContain('10:00 - 10:30');
    expect(text).toContain('10 minutes');
    const firstOffer = offerIdIn(offer.body);
    expect(firstOffer).toBeDefined();
    expect(mailsTo(second.email)).toHaveLength(0);
    const held = await t.app.inject({ method: 'GET', url: bookingPaths.booking(firstOffer ?? '') });
    expect(held.json().data).toMatchObject({
      status: 'pending_payment',
      isWaitlistOffer: true,
      timeRange: '10:00 - 10:30',
      holdExpiresAt: new Date(clock.now().getTime() + 10 * 60_000).toISOString(),
    });
    // Nobody else can book the held time meanwhile.
    const times = await t.app.inject({
      method: 'GET',
      url: `${bookingPaths.availability(f.shop.id)}?date=${DAY}&duration=30`,
    });
    expect(times.json().data.slots).toEqual([]);

    clock.advanceMinutes(11);
    await sweepHoldsAndOffer(t.app.ctx);
    const late = await post(bookingPaths.claimOffer(firstOffer ?? ''));
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('HOLD_EXPIRED');

    const next = await inbox.next(second.email);
    const secondOffer = offerIdIn(next.body);
    expect(secondOffer).toBeDefined();
    expect(secondOffer).not.toBe(firstOffer);
    const claimed = await post(bookingPaths.claimOffer(secondOffer ?? ''));
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().data).toMatchObject({
      checkoutUrl: null,
      booking: { status: 'confirmed', timeRange: '10:00 - 10:30', isWaitlistOffer: false },
    });
    expect(mailText((await inbox.next(second.email)).raw)).toContain('Booking confirmed');
    const entries = await t.database.db
      .select({ status: waitlistEntries.status })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.shopId, f.shop.id))
      .orderBy(waitlistEntries.seq);
    expect(entries.map((e) => e.status)).toEqual(['expired', 'booked']);
  });

  it('with a fee, the offer is taken by paying: the checkout confirms it', async () => {
    clock.set(START);
    const { f, booked } = await fullDay(200);
    const first = await wait(f);
    const moved = booked[0];
    if (!moved) throw new Error('no booking');
    // Moving a booking to another day frees its time just as a cancellation does.
    const res = await post(bookingPaths.move(moved.id), {
      phone: moved.phone,
      date: '2027-03-25',
      time: '10:00',
    });
    expect(res.statusCode).toBe(200);
    const offerId = offerIdIn((await inbox.next(first.email)).body) ?? '';
    const claim = await post(bookingPaths.claimOffer(offerId));
    expect(claim.statusCode).toBe(200);
    const { checkoutUrl } = claim.json().data;
    expect(checkoutUrl).toEqual(expect.any(String));
    const paid = await t.app.inject({
      method: 'POST',
      url: paymentPaths.testCheckoutPay(checkoutUrl.split('/').pop()),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    const view = await t.app.inject({ method: 'GET', url: bookingPaths.booking(offerId) });
    expect(view.json().data).toMatchObject({
      status: 'confirmed',
      timeRange: '09:00 - 09:30',
      payment: { status: 'paid', amount: 2 },
    });
  });
});

describe('waitlist offers by push', () => {
  const cancel = (booking: { id: string; phone: string } | undefined) => {
    if (!booking) throw new Error('no booking');
    return post(bookingPaths.cancel(booking.id), { phone: booking.phone });
  };
  const entriesOf = (shopId: string) =>
    t.database.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.shopId, shopId))
      .orderBy(waitlistEntries.seq);

  it('needs a way to tell them: an email or a browser of a known push service', async () => {
    clock.set(START);
    const { f } = await fullDay(0);
    const neither = await wait(f, DAY, { email: null });
    expect(neither.res.statusCode).toBe(400);
    expect(neither.res.json().code).toBe('WAITLIST_NO_CHANNEL');
    const browser = push.subscribe();
    const stranger = await wait(f, DAY, {
      email: null,
      push: { ...browser, endpoint: 'https://attacker.example/push/1' },
    });
    expect(stranger.res.statusCode).toBe(400);
    expect(await entriesOf(f.shop.id)).toEqual([]);
  });

  it('keeps the order: a push-only first in line is pushed the offer, the next hears nothing until it runs out', async () => {
    clock.set(START);
    const { f, booked } = await fullDay(0);
    const browser = push.subscribe();
    const first = await wait(f, DAY, { email: null, push: browser });
    expect(first.res.statusCode).toBe(201);
    const secondBrowser = push.subscribe();
    const second = await wait(f, DAY, { push: secondBrowser });
    expect(second.res.json().data.position).toBe(2);

    expect((await cancel(booked[1])).statusCode).toBe(200);
    const received = await push.nextPush(browser.id);
    const [entry] = await entriesOf(f.shop.id);
    const offerId = entry?.offerBookingId ?? '';
    expect(received.message).toEqual({
      kind: 'waitlist-offer',
      bookingId: offerId,
      lang: 'en',
      title: `A time freed up: ${f.shop.name}`,
      body: expect.stringContaining('09:30 - 10:00. We hold it for you until 10:10.'),
      url: `/waitlist-offer?booking=${offerId}`,
      tag: `waitlist-offer-${offerId}`,
    });
    expect(received.ttl).toBe(600);
    expect(push.refused).toEqual([]);
    expect(push.pushesTo(secondBrowser.id)).toHaveLength(0);
    expect(mailsTo(second.email)).toHaveLength(0);

    clock.advanceMinutes(11);
    await sweepHoldsAndOffer(t.app.ctx);
    // The second has a browser and an address: the offer goes both ways.
    const pushed = await push.nextPush(secondBrowser.id);
    const mailed = await inbox.next(second.email);
    expect(offerIdIn(mailed.body)).toBe(pushed.message.bookingId);
    expect(pushed.message.bookingId).not.toBe(offerId);
  });

  it('a browser gone from its push service is forgotten and the offer still goes by mail', async () => {
    clock.set(START);
    const { f, booked } = await fullDay(0);
    const browser = push.subscribe();
    const first = await wait(f, DAY, { push: browser });
    push.expire(browser.id);
    expect((await cancel(booked[0])).statusCode).toBe(200);
    const offer = await inbox.next(first.email);
    expect(offerIdIn(offer.body)).toBeDefined();
    expect(push.pushesTo(browser.id)).toHaveLength(0);
    const [entry] = await entriesOf(f.shop.id);
    expect(entry).toMatchObject({ status: 'offered', pushEndpoint: null, pushAuth: null });
  });

  it('an offer that reached nobody (push-only, browser gone) passes to the next in line at once', async () => {
    clock.set(START);
    const { f, booked } = await fullDay(0);
    const browser = push.subscribe();
    expect((await wait(f, DAY, { email: null, push: browser })).res.statusCode).toBe(201);
    const second = await wait(f);
    push.expire(browser.id);

    expect((await cancel(booked[0])).statusCode).toBe(200);
    // No ten minutes of waiting: the freed 09:00 is the second's now, by mail.
    const offer = await inbox.next(second.email);
    expect(mailText(offer.raw)).toContain('09:00 - 09:30');
    const [first, next] = await entriesOf(f.shop.id);
    expect(first).toMatchObject({ status: 'expired', pushEndpoint: null });
    expect(next).toMatchObject({ status: 'offered', offerBookingId: offerIdIn(offer.body) });
    // The first one's hold is let go, not left to run out.
    const [firstHold] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, first?.offerBookingId ?? ''));
    expect(firstHold).toMatchObject({ status: 'cancelled', cancelReason: 'waitlist_unreached' });
    expect(push.pushesTo(browser.id)).toHaveLength(0);
  });
});

describe("staff see a day's waitlist", () => {
  const staffOf = async (shopId: string, role: 'owner' | 'receptionist' | 'barber' = 'owner') =>
    loginAs(t.app, (await createStaff(t.database.db, shopId, { role, liveStatus: null })).email);
  const list = (who: { authorization: string }, date = DAY) =>
    t.app.inject({
      method: 'GET',
      url: `${staffWaitlistPaths.ofDay}?date=${date}`,
      headers: { authorization: who.authorization },
    });
  const remove = (who: { authorization: string }, id: string) =>
    t.app.inject({
      method: 'DELETE',
      url: staffWaitlistPaths.entry(id),
      headers: { authorization: who.authorization },
    });

  /** An open staff screen of the shop, in its staff room; what it hears on 'staff:booking'. */
  const sockets: Socket[] = [];
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });
  async function staffScreen(accessToken: string) {
    const url = t.app.server.listening
      ? `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
      : await t.app.listen({ host: '127.0.0.1', port: 0 });
    const socket = connect(url, {
      transports: ['websocket'],
      extraHeaders: { origin: testOrigin },
    });
    sockets.push(socket);
    const heard: StaffBookingPayload[] = [];
    socket.on('staff:booking', (payload) => heard.push(payload));
    const isWatching = await new Promise<boolean>((resolve) =>
      socket.emit('staff:watch', accessToken, resolve),
    );
    expect(isWatching).toBe(true);
    return heard;
  }

  it('an open staff screen hears each join and removal, so the day’s list re-reads', async () => {
    clock.set(START);
    const { f } = await fullDay(0);
    const owner = await staffOf(f.shop.id);
    const heard = await staffScreen(owner.accessToken);
    const changed = { shopId: f.shop.id, kind: 'waitlist_changed', date: DAY };

    expect((await wait(f)).res.statusCode).toBe(201);
    await vi.waitFor(() => expect(heard).toEqual([changed]));

    const [entry] = (await list(owner)).json().data.entries;
    expect((await remove(owner, entry.id)).statusCode).toBe(200);
    await vi.waitFor(() => expect(heard).toEqual([changed, changed]));
  });

  it('lists each person in the order they asked, with services, channels and the offer state', async () => {
    clock.set(START);
    const { f, booked } = await fullDay(0);
    const receptionist = await staffOf(f.shop.id, 'receptionist');
    expect((await list(receptionist)).json().data).toEqual({
      timezone: 'Europe/Helsinki',
      entries: [],
    });
    const browser = push.subscribe();
    await wait(f, DAY, { email: null, push: browser });
    await wait(f);
    const cancelled = booked[3];
    if (!cancelled) throw new Error('no booking');
    await post(bookingPaths.cancel(cancelled.id), { phone: cancelled.phone });

    const res = await list(receptionist);
    expect(res.statusCode).toBe(200);
    const [first, second] = res.json().data.entries;
    expect(first).toMatchObject({
      customerName: expect.stringMatching(/^Waiter \d+$/),
      services: [{ name: 'Haircut', quantity: 1 }],
      askedAt: START.replace('Z', '.000Z'),
      channels: ['push'],
      state: 'offered',
      offeredUntil: '2027-03-20T08:10:00.000Z',
    });
    expect(second).toMatchObject({ channels: ['email'], state: 'waiting', offeredUntil: null });

    // The hold ran out but the line has not moved yet: the list says so already.
    clock.advanceMinutes(11);
    expect((await list(receptionist)).json().data.entries[0].state).toBe('expired');

    const barber = await staffOf(f.shop.id, 'barber');
    expect((await list(barber)).statusCode).toBe(403);
    expect((await list(receptionist, 'tomorrow')).statusCode).toBe(400);
  });

  it('takes a person off: their held time goes to the next in line, and the log keeps who did it', async () => {
    clock.set(START);
    const { f, booked } = await fullDay(0);
    const owner = await staffOf(f.shop.id);
    const first = await wait(f);
    const second = await wait(f);
    const cancelled = booked[0];
    if (!cancelled) throw new Error('no booking');
    await post(bookingPaths.cancel(cancelled.id), { phone: cancelled.phone });
    const firstOffer = offerIdIn((await inbox.next(first.email)).body) ?? '';
    const [entry] = (await list(owner)).json().data.entries;

    const other = await staffOf((await createShop(t.database.db)).id);
    expect((await remove(other, entry.id)).statusCode).toBe(404);
    expect((await remove(owner, 'not-an-id')).statusCode).toBe(400);

    const res = await remove(owner, entry.id);
    expect(res.statusCode).toBe(200);
    const [held] = await t.database.db.select().from(bookings).where(eq(bookings.id, firstOffer));
    expect(held?.status).toBe('cancelled');
    const next = offerIdIn((await inbox.next(second.email)).body);
    expect(next).toBeDefined();
    const left = (await list(owner)).json().data.entries;
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ state: 'offered' });
    expect((await remove(owner, entry.id)).statusCode).toBe(404);

    const logged = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.shopId, f.shop.id));
    expect(logged).toEqual([
      expect.objectContaining({
        action: 'waitlist_removed',
        subjectKind: 'waitlist',
        subjectId: entry.id,
        subjectLabel: DAY,
      }),
    ]);
  });
});
