import type { StaffBookingPayload } from '@jono/contract';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSlotClaims, bookings } from '../../../db/schema/index';
import { buildTestApp, type TestApp, testOrigin } from '../../../test/build-test-app';
import { createCatalogue, createShop, createStaff, everyDay } from '../../../test/factories';
import { openLivePage, watch } from '../../../test/live-pages';
import { loginAs } from '../../../test/login';
import { e164, nextPhone } from '../../../test/phones';
import { pinnedClock } from '../../../test/pinned-clock';
import { startSmtpInbox } from '../../../test/smtp-inbox';
import {
  type BookableShop,
  bookableShop,
  bookingBody,
  countRows,
  icsAttachment,
  mailText,
  postBooking,
} from '../booking.test-kit';

// Saturday 20 March 2027, 10:00 in Helsinki.
const clock = pinnedClock('2027-03-20T08:00:00Z');

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

async function staffScreen(shopId: string) {
  const owner = await loginAs(t.app, (await createStaff(t.database.db, shopId)).email);
  const socket = await openLivePage(url);
  sockets.push(socket);
  const heard: StaffBookingPayload[] = [];
  socket.on('staff:booking', (p) => heard.push(p));
  await watch(socket, 'staff:watch', owner.accessToken);
  return heard;
}

describe('booking a slot with no booking fee', () => {
  let f: BookableShop;
  beforeAll(async () => {
    f = await bookableShop(t, {
      name: 'Parturi Kallio',
      address: 'Fleminginkatu 5',
      postalCode: '00530',
      openingHours: everyDay('09:00', '18:00'),
      chairCount: 2,
    });
  });

  it('confirms at once, stores what the catalogue says, and tells the staff', async () => {
    const heard = await staffScreen(f.shop.id);
    const phone = nextPhone();
    const res = await postBooking(
      t,
      {
        ...bookingBody(f, '2027-03-22', '10:00', { phone }),
        additionalServices: [{ id: 'noWash', name: 'x' }],
      },
      { 'x-lang': 'en' },
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      ok: true,
      message: 'Your booking is confirmed',
      data: {
        checkoutUrl: null,
        booking: {
          status: 'confirmed',
          shop: { id: f.shop.id, name: 'Parturi Kallio', timezone: 'Europe/Helsinki' },
          customerName: 'Aino Virtanen',
          email: 'a•••@e•••.fi',
          date: '2027-03-22',
          timeRange: '10:00 - 10:30',
          startAt: '2027-03-22T08:00:00.000Z',
          endAt: '2027-03-22T08:30:00.000Z',
          order: [{ name: 'Haircut', price: 30, duration: 30, quantity: 1, addons: [] }],
          additionalServices: [{ id: 'noWash', name: 'No wash' }],
          barber: { id: f.barbers[0]?.id, name: 'Barber 1', named: false },
          totalPrice: 30,
          totalDuration: 30,
          currency: 'EUR',
          bookingFee: 0,
          holdExpiresAt: null,
          payment: null,
          refund: null,
          // 24 hours before the start, the shop's default refund window.
          freeCancellationUntil: '2027-03-21T08:00:00.000Z',
          canCancel: true,
          canRequestRefund: false,
          cancelledAt: null,
        },
      },
    });
    // Only the last three digits of the phone show, and the first letters of the email.
    const stored = e164(phone);
    expect(body.data.booking.phone).toBe(`+${'•'.repeat(stored.length - 4)}${stored.slice(-3)}`);

    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, body.data.booking.id));
    expect(row).toMatchObject({
      phone: stored,
      language: 'en',
      chair: 0,
      status: 'confirmed',
      holdExpiresAt: null,
      bookingFeeCents: 0,
      totalPriceCents: 3000,
    });
    const claims = await t.database.db
      .select()
      .from(bookingSlotClaims)
      .where(eq(bookingSlotClaims.bookingId, body.data.booking.id));
    expect(claims).toEqual([
      {
        bookingId: body.data.booking.id,
        shopId: f.shop.id,
        chair: 0,
        // "Any barber": both are free and neither has a booking that day, so the first listed.
        barberId: f.barbers[0]?.id,
        slotStartAt: new Date('2027-03-22T08:00:00Z'),
      },
    ]);
    await expect
      .poll(() => heard)
      .toEqual([
        {
          shopId: f.shop.id,
          kind: 'confirmed',
          bookingId: body.data.booking.id,
          date: '2027-03-22',
          customerName: 'Aino Virtanen',
          shortCode: body.data.booking.shortCode,
        },
      ]);
  });

  it('mails the confirmation with the calendar file in the language of x-lang', async () => {
    const res = await postBooking(
      t,
      bookingBody(f, '2027-03-23', '14:30', { email: 'sven@example.se', name: 'Sven', long: true }),
      { 'x-lang': 'sv' },
    );
    expect(res.statusCode).toBe(201);
    const id = res.json().data.booking.id;
    const mail = await inbox.next('sven@example.se');
    const text = mailText(mail.raw);
    expect(text).toMatch(/Subject: =\?UTF-8\?Q\?Bokning_bekräftad/);
    expect(text).toContain('Hej Sven,');
    expect(text).toContain('Din bokning är bekräftad.');
    expect(text).toContain('Salong: Parturi Kallio, Fleminginkatu 5, Helsinki');
    expect(text).toContain('Tid: 14:30 - 15:30');
    expect(text).toContain('Tjänster: Long cut × 1');
    expect(text).toContain('Totalt: 45,00\u00a0€');
    const code = res.json().data.booking.shortCode as string;
    const shown = `${code.slice(0, 3)}-${code.slice(3)}`;
    expect(text).toContain(`Bokningskod: ${shown}`);
    expect(text).toContain(`${testOrigin}/check-details?booking=${shown}`);
    expect(text).not.toContain(id);
    expect(text).not.toContain('Bokningsavgift betald'); // there was no fee

    const ics = icsAttachment(mail);
    expect(ics).not.toBeNull();
    expect(ics).toContain('BEGIN:VCALENDAR\r\n');
    expect(ics).toContain(`UID:${id}@jono\r\n`);
    expect(ics).toContain('DTSTART:20270323T123000Z\r\n');
    expect(ics).toContain('DTEND:20270323T133000Z\r\n');
    expect(ics).toContain('SUMMARY:Parturi Kallio: Long cut × 1\r\n');
    expect(ics).toContain('LOCATION:Fleminginkatu 5\\, 00530 Helsinki\r\n');
  });

  it('writes in Finnish when x-lang is missing or not one of the four languages', async () => {
    for (const [email, headers] of [
      ['missing@example.fi', {}],
      ['german@example.fi', { 'x-lang': 'de' }],
    ] as const) {
      const res = await postBooking(t, bookingBody(f, '2027-03-24', '11:00', { email }), headers);
      expect(res.statusCode).toBe(201);
      const text = mailText((await inbox.next(email)).raw);
      expect(text).toContain('Varauksesi on vahvistettu.');
      expect(text).toContain('Aika: 11:00 - 11:30');
      const [row] = await t.database.db
        .select({ language: bookings.language })
        .from(bookings)
        .where(eq(bookings.id, res.json().data.booking.id));
      expect(row?.language).toBe('fi');
    }
  });

  it('claims every slot of a longer order on one chair', async () => {
    const g = await bookableShop(t, { openingHours: everyDay('09:00', '18:00'), chairCount: 1 });
    const res = await postBooking(t, bookingBody(g, '2027-03-22', '16:30', { long: true }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.booking.timeRange).toBe('16:30 - 17:30');
    expect(await countRows(t, g.shop.id)).toEqual({ bookings: 1, claims: 2 });
    // The next customer cannot take its second half.
    const clash = await postBooking(t, bookingBody(g, '2027-03-22', '17:00'));
    expect(clash.statusCode).toBe(409);
  });

  it('answers 409 SLOT_TAKEN when the last chair of the slot was just taken', async () => {
    const g = await bookableShop(t, { chairCount: 1 });
    expect((await postBooking(t, bookingBody(g, '2027-03-25', '12:00'))).statusCode).toBe(201);
    const res = await postBooking(t, bookingBody(g, '2027-03-25', '12:00'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      ok: false,
      message: 'That time was just taken. Please choose another.',
      code: 'SLOT_TAKEN',
    });
    expect(await countRows(t, g.shop.id)).toEqual({ bookings: 1, claims: 1 });
  });
});

describe('bad bookings are refused and leave nothing behind', () => {
  let f: BookableShop;
  beforeAll(async () => {
    f = await bookableShop(t, {
      openingHours: everyDay('09:00', '18:00'),
      weeklyOffs: [7],
      chairCount: 1,
    });
  });

  const cases: [
    string,
    (body: ReturnType<typeof bookingBody>) => object,
    number,
    RegExp,
    string,
  ][] = [
    [
      'an invalid phone',
      (b) => ({ ...b, phone: '123' }),
      400,
      /Invalid phone number/,
      'BAD_REQUEST',
    ],
    ['no email', ({ email: _, ...b }) => b, 400, /email/, 'VALIDATION_FAILED'],
    ['a malformed email', (b) => ({ ...b, email: 'aino@' }), 400, /email/, 'VALIDATION_FAILED'],
    ['no name', (b) => ({ ...b, name: '' }), 400, /name/, 'VALIDATION_FAILED'],
    ['no services', (b) => ({ ...b, services: [] }), 400, /services/, 'VALIDATION_FAILED'],
    [
      'a wrong total',
      (b) => ({ ...b, totalPrice: 20 }),
      400,
      /prices have changed/,
      'PRICES_CHANGED',
    ],
    ['a wrong duration', (b) => ({ ...b, totalTimeRequires: 20 }), 400, /30 min/, 'PRICES_CHANGED'],
    ['a time that is no time', (b) => ({ ...b, time: '25:00' }), 400, /time/, 'VALIDATION_FAILED'],
    [
      'a date that is no date',
      (b) => ({ ...b, date: '2027-02-29' }),
      400,
      /date/,
      'VALIDATION_FAILED',
    ],
    [
      'a weekly day off',
      (b) => ({ ...b, date: '2027-03-28' }),
      400,
      /takes no bookings at that time/,
      'SLOT_NOT_BOOKABLE',
    ],
    [
      'a time after closing',
      (b) => ({ ...b, time: '18:00' }),
      400,
      /takes no bookings at that time/,
      'SLOT_NOT_BOOKABLE',
    ],
    [
      'a time between slots',
      (b) => ({ ...b, time: '10:15' }),
      400,
      /takes no bookings at that time/,
      'SLOT_NOT_BOOKABLE',
    ],
    [
      'a time earlier today',
      (b) => ({ ...b, date: '2027-03-20', time: '09:30' }),
      400,
      /already passed/,
      'SLOT_NOT_BOOKABLE',
    ],
    [
      'a past date',
      (b) => ({ ...b, date: '2027-03-01' }),
      400,
      /already passed/,
      'SLOT_NOT_BOOKABLE',
    ],
    [
      'a date beyond the horizon',
      (b) => ({ ...b, date: '2027-05-20' }),
      400,
      /Bookings open 60 days ahead/,
      'SLOT_NOT_BOOKABLE',
    ],
    [
      'an unknown additional service',
      (b) => ({ ...b, additionalServices: [{ id: 'massage', name: 'Massage' }] }),
      400,
      /Unknown additional service massage/,
      'WISH_NOT_OFFERED',
    ],
    [
      'an unknown shop',
      (b) => ({ ...b, shopId: '6f1c2b9e-8d1a-4c55-9a0e-3f1b2c3d4e5f' }),
      404,
      /Shop not found/,
      'NOT_FOUND',
    ],
  ];

  it.each(cases)('%s', async (_, change, status, message, code) => {
    const res = await postBooking(t, change(bookingBody(f, '2027-03-22', '10:00')));
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ ok: false, code });
    expect(res.json().message).toMatch(message);
    expect(await countRows(t, f.shop.id)).toEqual({ bookings: 0, claims: 0 });
  });

  it('refuses a shop that is not active and a service of another shop', async () => {
    const pending = await bookableShop(t, { status: 'pending_verification' });
    const res = await postBooking(t, bookingBody(pending, '2027-03-22', '10:00'));
    expect(res.statusCode).toBe(404);
    expect(await countRows(t, pending.shop.id)).toEqual({ bookings: 0, claims: 0 });

    const other = await createCatalogue(t.database.db, (await createShop(t.database.db)).id);
    const foreign = {
      ...bookingBody(f, '2027-03-22', '10:00'),
      services: [{ id: other.services[0]?.id, quantity: 1, addons: [] }],
    };
    const refused = await postBooking(t, foreign);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/is not offered by this shop/);
    expect(await countRows(t, f.shop.id)).toEqual({ bookings: 0, claims: 0 });
  });

  it('refuses every time when the shop takes no bookings on any chair', async () => {
    const none = await bookableShop(t, { bookableChairs: 0 });
    const res = await postBooking(t, bookingBody(none, '2027-03-22', '10:00'));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('SLOT_NOT_BOOKABLE');
  });
});

describe('no double booking, ever', () => {
  it('lets exactly 2 of 50 simultaneous bookings of one slot with 2 chairs through', async () => {
    const f = await bookableShop(t, { chairCount: 2 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postBooking(t, bookingBody(f, '2027-03-26', '15:00', { email: `racer${i}@example.fi` })),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(48);
    for (const lost of answers.filter((a) => a.statusCode === 409)) {
      expect(lost.json().code).toBe('SLOT_TAKEN');
    }
    const chairs = answers
      .filter((a) => a.statusCode === 201)
      .map((a) => a.json().data.booking.id as string);
    const rows = await t.database.db
      .select({ chair: bookingSlotClaims.chair, bookingId: bookingSlotClaims.bookingId })
      .from(bookingSlotClaims)
      .where(eq(bookingSlotClaims.shopId, f.shop.id));
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.chair).sort()).toEqual([0, 1]);
    expect(rows.map((r) => r.bookingId).sort()).toEqual(chairs.sort());
    expect(await countRows(t, f.shop.id)).toEqual({ bookings: 2, claims: 2 });
  });
});
