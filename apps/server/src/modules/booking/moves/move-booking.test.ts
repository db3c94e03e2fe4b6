import { bookingPaths, paymentPaths, staffBookingPaths } from '@jono/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSlotClaims, bookings } from '../../../db/schema/index';
import type { TestApp } from '../../../test/build-test-app';
import { createBooking, createStaff, everyDay } from '../../../test/factories';
import { loginAs } from '../../../test/login';
import { nextPhone } from '../../../test/phones';
import { pinnedClock } from '../../../test/pinned-clock';
import { auditRowsOf } from '../../audit/audit.service';
import {
  type BookingWorld,
  bookableShop,
  bookingBody,
  icsAttachment,
  mailText,
  postAsCustomer,
  postBooking,
  startBookingWorld,
} from '../booking.test-kit';

// Saturday 20 March 2027, 10:00 in Helsinki (UTC+2).
const START = '2027-03-20T08:00:00Z';
const clock = pinnedClock(START);

let t: TestApp;
let inbox: BookingWorld['inbox'];
let close: BookingWorld['close'];

beforeAll(async () => {
  ({ t, inbox, close } = await startBookingWorld(clock.now));
});
afterAll(() => close());

const at = (date: string, time: string) => new Date(`${date}T${time}:00+02:00`);
const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  postAsCustomer(t, url, payload, headers);
const move = (id: string, phone: string, date: string, time: string) =>
  post(bookingPaths.move(id), { phone, date, time });
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
describe('a customer moves a paid booking', () => {
  it('keeps the payment, frees the old time, and mails a calendar file that replaces the old one', async () => {
    clock.set(START);
    const f = await bookableShop(t, {
      bookingFeeCents: 200,
      chairCount: 1,
      openingHours: everyDay('09:00', '18:00'),
    });
    const phone = nextPhone();
    const email = `mover-${Date.now()}@example.fi`;
    const created = await postBooking(t, bookingBody(f, '2027-03-24', '10:00', { phone, email }), {
      'x-lang': 'en',
    });
    const { booking, checkoutUrl } = created.json().data;
    const paid = await t.app.inject({
      method: 'POST',
      url: paymentPaths.testCheckoutPay(checkoutUrl.split('/').pop()),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    const first = await inbox.next(email);
    expect(icsAttachment(first)).toContain('SEQUENCE:0');
    expect(await freeTimes(f.shop.id, '2027-03-24')).not.toContain('10:00');

    const res = await move(booking.id, phone, '2027-03-25', '14:30');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: booking.id,
      status: 'confirmed',
      date: '2027-03-25',
      timeRange: '14:30 - 15:00',
      payment: { status: 'paid', amount: 2, refunded: 0 },
      refund: null,
    });
    // The old time is free again and the new one is taken, by exactly one set of claims.
    expect(await freeTimes(f.shop.id, '2027-03-24')).toContain('10:00');
    expect(await freeTimes(f.shop.id, '2027-03-25')).not.toContain('14:30');
    const claims = await t.database.db
      .select()
      .from(bookingSlotClaims)
      .where(eq(bookingSlotClaims.bookingId, booking.id));
    expect(claims.map((c) => c.slotStartAt.toISOString())).toEqual([
      at('2027-03-25', '14:30').toISOString(),
    ]);

    const mail = await inbox.next(email);
    const text = mailText(mail.raw);
    expect(text).toContain('Booking moved');
    expect(text).toContain('14:30 - 15:00');
    const ics = icsAttachment(mail);
    expect(ics).toContain(`UID:${booking.id}@jono`);
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain('DTSTART:20270325T123000Z');
    expect(ics).toContain('DTSTAMP:20270320T080000Z');
    // The download agrees with the mail.
    const download = await t.app.inject({ method: 'GET', url: bookingPaths.calendar(booking.id) });
    expect(download.body).toContain('SEQUENCE:1');
  });

  it('refuses a move after the refund window, for a cancelled booking, past the limit, and with a wrong phone', async () => {
    clock.set(START);
    const f = await bookableShop(t, { chairCount: 1, openingHours: everyDay('09:00', '18:00') });
    const phone = '+358401110001';
    const soon = await createBooking(t.database.db, f.shop.id, {
      startAt: at('2027-03-21', '09:00'), // 23 hours ahead: inside the 24-hour window
      phone,
    });
    const late = await move(soon.id, phone, '2027-03-26', '10:00');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('MOVE_NOT_ALLOWED');
    expect((await rowOf(soon.id))?.startAt).toEqual(at('2027-03-21', '09:00'));

    const cancelled = await createBooking(t.database.db, f.shop.id, {
      startAt: at('2027-03-27', '09:00'),
      phone,
      status: 'cancelled',
    });
    const gone = await move(cancelled.id, phone, '2027-03-26', '10:00');
    expect(gone.statusCode).toBe(409);
    expect(gone.json().code).toBe('MOVE_NOT_ALLOWED');

    const wrongPhone = await move(cancelled.id, '+358409999999', '2027-03-26', '10:00');
    expect(wrongPhone.statusCode).toBe(404);

    // The owner allows one move per booking; the other settings stay as they are.
    const owner = await loginAs(t.app, (await createStaff(t.database.db, f.shop.id)).email);
    const settings = await t.app.inject({
      method: 'GET',
      url: staffBookingPaths.settings,
      headers: { authorization: owner.authorization },
    });
    expect(settings.json().data.moveLimit).toBeNull();
    const { slotLengthMinutes, bookableChairs, horizonDays, bookingFee, refundWindowHours } =
      settings.json().data;
    const limited = await t.app.inject({
      method: 'PUT',
      url: staffBookingPaths.settings,
      headers: { authorization: owner.authorization },
      payload: {
        slotLengthMinutes,
        bookableChairs,
        horizonDays,
        bookingFee,
        refundWindowHours,
        bookingHours: [],
        moveLimit: 1,
      },
    });
    expect(limited.statusCode, limited.body).toBe(200);
    expect(limited.json().data.moveLimit).toBe(1);
    const once = await createBooking(t.database.db, f.shop.id, {
      startAt: at('2027-03-28', '09:00'),
      phone,
    });
    expect((await move(once.id, phone, '2027-03-28', '11:00')).statusCode).toBe(200);
    const twice = await move(once.id, phone, '2027-03-28', '12:00');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('MOVE_NOT_ALLOWED');
    // Into a taken or closed time: the booking's own refusals.
    const other = await createBooking(t.database.db, f.shop.id, {
      startAt: at('2027-03-29', '09:00'),
      phone,
    });
    const taken = await move(other.id, phone, '2027-03-28', '11:00');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('SLOT_TAKEN');
    const closed = await move(other.id, phone, '2027-03-28', '20:00');
    expect(closed.statusCode).toBe(400);
    expect(closed.json().code).toBe('SLOT_NOT_BOOKABLE');
    expect((await rowOf(other.id))?.moveCount).toBe(0);
  });
});

describe('moves at once into one free time', () => {
  it('lets exactly as many of 50 concurrent moves in as there are chairs', async () => {
    clock.set(START);
    const chairs = 2;
    const f = await bookableShop(t, {
      chairCount: chairs,
      openingHours: everyDay('09:00', '18:00'),
    });
    const times = Array.from({ length: 18 }, (_, i) => {
      const minutes = 9 * 60 + i * 30;
      return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
    });
    const made: { id: string; phone: string }[] = [];
    for (let n = 0; n < 50; n++) {
      const date = n < 36 ? '2027-03-22' : '2027-03-23';
      const k = n % 36;
      const phone = `+35840222${String(n).padStart(4, '0')}`;
      const row = await createBooking(t.database.db, f.shop.id, {
        startAt: at(date, times[Math.floor(k / chairs)] ?? '09:00'),
        chair: k % chairs,
        phone,
      });
      made.push({ id: row.id, phone });
    }
    const answers = await Promise.all(made.map((b) => move(b.id, b.phone, '2027-03-24', '10:00')));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(chairs);
    expect(codes.filter((c) => c === 409)).toHaveLength(50 - chairs);
    expect(new Set(answers.filter((a) => a.statusCode === 409).map((a) => a.json().code))).toEqual(
      new Set(['SLOT_TAKEN']),
    );
    const target = await t.database.db
      .select()
      .from(bookingSlotClaims)
      .where(eq(bookingSlotClaims.slotStartAt, at('2027-03-24', '10:00')));
    expect(target.filter((c) => c.shopId === f.shop.id)).toHaveLength(chairs);
    // Those who lost kept their old time.
    const lost = made.filter((_, i) => answers[i]?.statusCode === 409);
    for (const b of lost.slice(0, 3)) expect((await rowOf(b.id))?.moveCount).toBe(0);
  });
});

describe('staff move a booking', () => {
  it('moves it, records who did it in the activity log, and the customer is mailed', async () => {
    clock.set(START);
    const f = await bookableShop(t, { chairCount: 1, openingHours: everyDay('09:00', '18:00') });
    const owner = await loginAs(t.app, (await createStaff(t.database.db, f.shop.id)).email);
    const email = `staffmove-${Date.now()}@example.fi`;
    // Inside the refund window: staff may still move it.
    const row = await createBooking(t.database.db, f.shop.id, {
      startAt: at('2027-03-20', '15:00'),
      email,
      language: 'fi',
    });
    const res = await post(
      staffBookingPaths.move(row.id),
      { date: '2027-03-20', time: '16:00' },
      { authorization: owner.authorization },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: row.id, timeRange: '16:00 - 16:30' });
    const [entry] = await auditRowsOf(t.database.db, f.shop.id);
    expect(entry).toMatchObject({
      action: 'booking_moved',
      subject: { kind: 'booking', id: row.id, label: row.shortCode },
      details: {
        startBefore: at('2027-03-20', '15:00').toISOString(),
        startAfter: at('2027-03-20', '16:00').toISOString(),
      },
    });
    expect(mailText((await inbox.next(email)).raw)).toContain('Varaus siirretty');
    // Another shop's staff cannot reach it.
    const stranger = await bookableShop(t);
    const other = await loginAs(t.app, (await createStaff(t.database.db, stranger.shop.id)).email);
    const foreign = await post(
      staffBookingPaths.move(row.id),
      { date: '2027-03-20', time: '17:00' },
      { authorization: other.authorization },
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('a move racing a cancel of the same booking', () => {
  it('answers the loser 409 with a code, and the booking ends cancelled with no slot held', async () => {
    clock.set(START);
    const f = await bookableShop(t, { chairCount: 1, openingHours: everyDay('09:00', '18:00') });
    const rows = await Promise.all(
      ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'].map((time) =>
        createBooking(t.database.db, f.shop.id, {
          startAt: at('2027-03-24', time),
          status: 'confirmed',
        }),
      ),
    );
    const times = ['09:30', '10:30', '11:30', '12:30', '13:30', '14:30', '15:30', '16:30'];
    const answers = await Promise.all(
      rows.flatMap((row, i) => [
        move(row.id, row.phone, '2027-03-24', times[i] ?? '17:00'),
        post(bookingPaths.cancel(row.id), { phone: row.phone }),
      ]),
    );
    for (const res of answers) {
      expect([200, 409], res.body).toContain(res.statusCode);
      if (res.statusCode === 409) {
        expect(res.json()).toMatchObject({ ok: false, code: 'MOVE_NOT_ALLOWED' });
      }
    }
    for (const row of rows) {
      expect((await rowOf(row.id))?.status).toBe('cancelled');
      const held = await t.database.db
        .select()
        .from(bookingSlotClaims)
        .where(eq(bookingSlotClaims.bookingId, row.id));
      expect(held).toEqual([]);
    }
  });
});
