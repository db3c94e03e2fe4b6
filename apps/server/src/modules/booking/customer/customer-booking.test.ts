import { bookingPaths } from '@jono/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createBooking, everyDay } from '../../../test/factories';
import { nextPhone } from '../../../test/phones';
import { pinnedClock } from '../../../test/pinned-clock';
import { startSmtpInbox } from '../../../test/smtp-inbox';
import {
  type BookableShop,
  bookableShop,
  bookingBody,
  countRows,
  freshAddress,
  mailText,
  postBooking,
} from '../booking.test-kit';

// Saturday 20 March 2027, 10:00 in Helsinki.
const clock = pinnedClock('2027-03-20T08:00:00Z');
const unknownId = '6f1c2b9e-8d1a-4c55-9a0e-3f1b2c3d4e5f';

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let f: BookableShop;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await buildTestApp({ SMTP_URL: inbox.url, RATE_LIMIT_PER_MINUTE: '100000' }, clock.now);
  f = await bookableShop(t, {
    name: 'Parturi; Kallio, Helsinki',
    address: 'Fleminginkatu 5',
    openingHours: everyDay('09:00', '18:00'),
    chairCount: 1,
  });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

/** A confirmed booking made through the API, with the phone it was made with. */
async function book(date: string, time: string, extra: Parameters<typeof bookingBody>[3] = {}) {
  const phone = extra.phone ?? nextPhone();
  const res = await postBooking(t, bookingBody(f, date, time, { ...extra, phone }), {
    'x-lang': 'en',
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().data.booking.id as string;
  if (extra.email) await inbox.next(extra.email); // the confirmation, read out of the way
  return { id, phone };
}

const post = (url: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: freshAddress(),
    ...(payload ? { payload } : {}),
  });
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the booking page', () => {
  it('shows a booking by its id with the phone and email masked', async () => {
    const { id } = await book('2027-03-22', '10:00', { email: 'aino.virtanen@example.fi' });
    const res = await get(bookingPaths.booking(id));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id,
      status: 'confirmed',
      shop: { id: f.shop.id, name: 'Parturi; Kallio, Helsinki' },
      date: '2027-03-22',
      timeRange: '10:00 - 10:30',
      canCancel: true,
    });
    expect(res.json().data.phone).toMatch(/^\+•+\d{3}$/);
    expect(res.json().data.email).toBe('a•••@e•••.fi');
    expect(res.body).not.toContain('virtanen');
  });

  it.each([
    ['unknown', unknownId],
    ['malformed', 'not-a-booking'],
  ])('answers 404 for an %s id', async (_, id) => {
    const res = await get(bookingPaths.booking(id));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, message: 'Booking not found', code: 'NOT_FOUND' });
  });
});

describe('the calendar file', () => {
  it('is an RFC 5545 event in UTC with CRLF lines folded at 75 octets', async () => {
    const { id } = await book('2027-03-22', '11:00', { long: true });
    const res = await get(bookingPaths.calendar(id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="jono-booking.ics"');
    const ics = res.body;
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/); // no bare line breaks
    const lines = ics.split('\r\n').slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // Unfolded, the event reads as written.
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n');
    expect(unfolded).toContain(`UID:${id}@jono\r\n`);
    expect(unfolded).toContain('DTSTART:20270322T090000Z\r\n');
    expect(unfolded).toContain('DTEND:20270322T100000Z\r\n');
    expect(unfolded).toContain('SUMMARY:Parturi\\; Kallio\\, Helsinki: Long cut × 1\r\n');
    expect(unfolded).toContain('LOCATION:Fleminginkatu 5\\, Helsinki\r\n');
    const { shortCode } = (await get(bookingPaths.booking(id))).json().data;
    expect(unfolded).toContain(
      `URL:http://localhost:3000/check-details?booking=${shortCode.slice(0, 3)}-${shortCode.slice(3)}\r\n`,
    );
    expect(unfolded).toContain('END:VEVENT\r\nEND:VCALENDAR\r\n');
  });

  it('does not exist for a cancelled booking or an unknown id', async () => {
    const cancelled = await createBooking(t.database.db, f.shop.id, {
      startAt: new Date('2027-03-22T14:00:00Z'),
      status: 'cancelled',
    });
    expect((await get(bookingPaths.calendar(cancelled.id))).statusCode).toBe(404);
    expect((await get(bookingPaths.calendar(unknownId))).statusCode).toBe(404);
  });
});

describe('finding a booking by its code and phone', () => {
  const codeOf = async (id: string) =>
    (await get(bookingPaths.booking(id))).json().data.shortCode as string;

  it('matches the code and the phone however they are typed', async () => {
    const { id, phone } = await book('2027-03-22', '12:00');
    const code = await codeOf(id);
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    const international = `+358 ${phone.slice(1)}`;
    const typings = [
      [code, phone],
      [`${code.slice(0, 3)}-${code.slice(3)}`, international],
      [` ${code.slice(0, 3).toLowerCase()} ${code.slice(3).toLowerCase()} `, phone],
    ];
    for (const [typed, typedPhone] of typings) {
      const res = await post(bookingPaths.lookup, { code: typed, phone: typedPhone });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id, shortCode: code, status: 'confirmed' });
    }
  });

  it('answers a wrong phone exactly like an unknown code', async () => {
    const { id, phone } = await book('2027-03-22', '12:30');
    const code = await codeOf(id);
    const unknown = code === '222222' ? '333333' : '222222';
    const answers = await Promise.all([
      post(bookingPaths.lookup, { code, phone: nextPhone() }),
      post(bookingPaths.lookup, { code: unknown, phone }),
      post(bookingPaths.lookup, { code, phone: 'not a phone' }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        ok: false,
        message: 'No booking matches this code and phone',
        code: 'BOOKING_NO_MATCH',
      });
    }
  });

  it.each([
    ['a letter the codes leave out', 'K0M-2QD'],
    ['the long id', unknownId],
    ['too few characters', 'K7M2Q'],
  ])('refuses %s with 400', async (_, typed) => {
    const res = await post(bookingPaths.lookup, { code: typed, phone: nextPhone() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    expect(res.json().message).toMatch(/^body\.code/);
  });

  it('refuses a lookup with no phone', async () => {
    const res = await post(bookingPaths.lookup, { code: 'K7M2QD' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/phone/);
  });
});

describe('cancelling a booking', () => {
  it('cancels, frees the slot and mails the customer in their language', async () => {
    const email = 'cancel.me@example.fi';
    const { id, phone } = await book('2027-03-23', '10:00', { email });
    const before = await countRows(t, f.shop.id);

    const res = await post(bookingPaths.cancel(id), { phone });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      message: 'Your booking is cancelled',
      data: {
        refund: 'none', // no fee was paid
        booking: {
          id,
          status: 'cancelled',
          canCancel: false,
          canRequestRefund: false,
          cancelledAt: '2027-03-20T08:00:00.000Z',
        },
      },
    });
    expect(await countRows(t, f.shop.id)).toEqual({
      bookings: before.bookings,
      claims: before.claims - 1,
    });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'customer' });

    const text = mailText((await inbox.next(email)).raw);
    expect(text).toContain('Subject: Booking cancelled: Parturi; Kallio, Helsinki');
    expect(text).toMatch(/Your booking on Tuesday,? 23 March 2027 at 10:00 - 10:30 is cancelled./);

    // The slot can be booked again at once.
    expect((await postBooking(t, bookingBody(f, '2027-03-23', '10:00'))).statusCode).toBe(201);
  });

  it('says so when asked twice, and nothing changes', async () => {
    const { id, phone } = await book('2027-03-23', '11:00');
    expect((await post(bookingPaths.cancel(id), { phone })).statusCode).toBe(200);
    const again = await post(bookingPaths.cancel(id), { phone });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This booking is already cancelled');
  });

  it('cannot cancel a booking that has started or ended', async () => {
    const phone = nextPhone();
    const started = await createBooking(t.database.db, f.shop.id, {
      startAt: new Date('2027-03-20T07:50:00Z'),
      phone: `+358${phone.replace(/\s/g, '').slice(1)}`,
    });
    const res = await post(bookingPaths.cancel(started.id), { phone });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This booking can no longer be cancelled');
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, started.id));
    expect(row?.status).toBe('confirmed');
  });

  it('needs the phone the booking was made with', async () => {
    const { id } = await book('2027-03-23', '12:00');
    const res = await post(bookingPaths.cancel(id), { phone: nextPhone() });
    expect(res.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row?.status).toBe('confirmed');
    expect((await post(bookingPaths.cancel(id), {})).statusCode).toBe(400);
  });
});

describe('paying again', () => {
  it('is refused for a confirmed booking and a booking whose hold ran out', async () => {
    const { id } = await book('2027-03-24', '10:00');
    const paid = await post(bookingPaths.checkout(id));
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe('This booking is already paid and confirmed');

    const lapsed = await createBooking(t.database.db, f.shop.id, {
      startAt: new Date('2027-03-24T10:00:00Z'),
      status: 'pending_payment',
      holdExpiresAt: new Date('2027-03-20T07:59:00Z'),
      bookingFeeCents: 200,
    });
    const res = await post(bookingPaths.checkout(lapsed.id));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      ok: false,
      message: 'The time to pay ran out and the slot was released. Please book again.',
      code: 'HOLD_EXPIRED',
    });
    expect((await post(bookingPaths.checkout(unknownId))).statusCode).toBe(404);
  });
});

describe('asking for a refund', () => {
  it('is for cancelled bookings only, and only when a fee was paid', async () => {
    const { id, phone } = await book('2027-03-24', '11:00');
    const live = await post(bookingPaths.refundRequest(id), { phone, reason: 'Changed plans' });
    expect(live.statusCode).toBe(409);
    expect(live.json().message).toMatch(/Cancel the booking first/);

    expect((await post(bookingPaths.cancel(id), { phone })).statusCode).toBe(200);
    const unpaid = await post(bookingPaths.refundRequest(id), { phone, reason: 'Changed plans' });
    expect(unpaid.statusCode).toBe(400);
    expect(unpaid.json().code).toBe('NOTHING_PAID');

    const noReason = await post(bookingPaths.refundRequest(id), { phone, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const wrongPhone = await post(bookingPaths.refundRequest(id), {
      phone: nextPhone(),
      reason: 'Changed plans',
    });
    expect(wrongPhone.statusCode).toBe(404);
  });
});
