import { staffBookingPaths } from '@jono/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingSlotClaims,
  bookings,
  holidays,
  shopBookingHours,
  shops,
} from '../../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshAddress } from '../../../test/client-address';
import {
  createBarbers,
  createBooking,
  createCatalogue,
  createShop,
  createStaff,
  everyDay,
} from '../../../test/factories';
import { loginAs } from '../../../test/login';
import { pinnedClock } from '../../../test/pinned-clock';
import { startSmtpInbox } from '../../../test/smtp-inbox';
import { mailText } from '../booking.test-kit';

// Saturday 20 March 2027, 10:00 in Helsinki.
const clock = pinnedClock('2027-03-20T08:00:00Z');

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let shopId: string;
let owner: Awaited<ReturnType<typeof loginAs>>;
let receptionist: Awaited<ReturnType<typeof loginAs>>;
let otherShopId: string;
let otherOwner: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await buildTestApp({ SMTP_URL: inbox.url, RATE_LIMIT_PER_MINUTE: '100000' }, clock.now);
  const db = t.database.db;
  shopId = (
    await createShop(db, {
      name: 'Parturi Kallio',
      openingHours: [1, 2, 3, 4, 5, 6].map((weekday) => ({
        weekday,
        opens: '09:00',
        closes: '18:00',
      })),
      weeklyOffs: [7],
      chairCount: 3,
    })
  ).id;
  owner = await loginAs(t.app, (await createStaff(db, shopId)).email);
  receptionist = await loginAs(
    t.app,
    (await createStaff(db, shopId, { role: 'receptionist', liveStatus: null })).email,
  );
  otherShopId = (await createShop(db)).id;
  otherOwner = await loginAs(t.app, (await createStaff(db, otherShopId)).email);
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

type Who = { authorization: string };
const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: who.authorization },
    ...(payload ? { payload } : {}),
  });

/** A local 'HH:mm' on a date in Helsinki (UTC+2 in March) as an instant. */
const at = (date: string, time: string) => new Date(`${date}T${time}:00+02:00`);

describe('the bookings of a day', () => {
  const date = '2027-03-22';
  beforeAll(async () => {
    const db = t.database.db;
    await createBooking(db, shopId, {
      startAt: at(date, '11:00'),
      customerName: 'Bertil Berg',
      phone: '+358401111222',
    });
    await createBooking(db, shopId, {
      startAt: at(date, '09:30'),
      customerName: 'Aino Virtanen',
      phone: '+358409998877',
      chair: 1,
    });
    await createBooking(db, shopId, {
      startAt: at(date, '10:00'),
      customerName: 'Cecilia Aho',
      status: 'cancelled',
    });
    await createBooking(db, shopId, {
      startAt: at(date, '12:00'),
      customerName: 'Daniel Pending',
      status: 'pending_payment',
      holdExpiresAt: new Date('2027-03-20T08:10:00Z'),
      bookingFeeCents: 200,
    });
    // Not this day (23:30 the day before), and not this shop.
    await createBooking(db, shopId, { startAt: at('2027-03-21', '23:30') });
    await createBooking(db, otherShopId, { startAt: at(date, '11:00') });
  });

  const list = (query: string, who: Who = receptionist) =>
    call(who, 'GET', `${staffBookingPaths.bookings}?${query}`);

  it('lists the day in the shop time zone, earliest first, with counts per status', async () => {
    const res = await list(`date=${date}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.date).toBe(date);
    expect(data.timezone).toBe('Europe/Helsinki');
    expect(data.bookings.map((b: { customerName: string }) => b.customerName)).toEqual([
      'Aino Virtanen',
      'Cecilia Aho',
      'Bertil Berg',
      'Daniel Pending',
    ]);
    expect(data.bookings[0]).toMatchObject({
      status: 'confirmed',
      phone: '+358409998877', // staff see the whole number
      date,
      timeRange: '09:30 - 10:00',
      chair: 1,
      services: [{ name: 'Haircut', quantity: 1 }],
      totalPrice: 30,
      totalDuration: 30,
      bookingFee: 0,
      paymentStatus: null,
    });
    expect(data.counts).toEqual({
      pending_payment: 1,
      confirmed: 2,
      cancelled: 1,
      completed: 0,
      no_show: 0,
    });
  });

  it('filters by status and searches names and phones, keeping the day counts', async () => {
    const names = async (query: string) =>
      (await list(`date=${date}&${query}`))
        .json()
        .data.bookings.map((b: { customerName: string }) => b.customerName);
    expect(await names('status=confirmed')).toEqual(['Aino Virtanen', 'Bertil Berg']);
    expect(await names('q=BERG')).toEqual(['Bertil Berg']);
    expect(await names('q=aho')).toEqual(['Cecilia Aho']);
    expect(await names(`q=${encodeURIComponent('040 999')}`)).toEqual(['Aino Virtanen']);
    expect(await names(`q=${encodeURIComponent('+358401111')}`)).toEqual(['Bertil Berg']);
    expect(await names('q=nobody')).toEqual([]);
    expect((await list(`date=${date}&q=nobody`)).json().data.counts.confirmed).toBe(2);
  });

  it('shows another shop nothing of this one', async () => {
    const data = (await list(`date=${date}`, otherOwner)).json().data;
    expect(data.bookings).toHaveLength(1);
    expect(data.counts.confirmed).toBe(1);
  });

  it.each([
    ['', /date/],
    ['date=2027-3-22', /date/],
    [`date=${date}&status=paid`, /status/],
  ])('refuses ?%s with 400', async (query, message) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });
});

describe('settling a booking', () => {
  it('marks a started booking completed, once, and frees its slots', async () => {
    const booking = await createBooking(t.database.db, shopId, {
      startAt: at('2027-03-20', '09:45'),
      chair: 2,
    });
    const res = await call(receptionist, 'POST', staffBookingPaths.complete(booking.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      message: 'Marked as completed',
      data: { id: booking.id, status: 'completed' },
    });
    const claims = await t.database.db
      .select()
      .from(bookingSlotClaims)
      .where(eq(bookingSlotClaims.bookingId, booking.id));
    expect(claims).toEqual([]);
    const again = await call(receptionist, 'POST', staffBookingPaths.complete(booking.id));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a confirmed booking can be marked completed');
  });

  it('will not settle a booking before its start', async () => {
    const booking = await createBooking(t.database.db, shopId, {
      startAt: at('2027-03-20', '10:30'),
      chair: 2,
    });
    for (const path of [staffBookingPaths.complete, staffBookingPaths.noShow]) {
      const res = await call(owner, 'POST', path(booking.id));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/has not started yet/);
    }
    clock.set('2027-03-20T08:35:00Z');
    try {
      const res = await call(owner, 'POST', staffBookingPaths.noShow(booking.id));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Marked as a no-show',
        data: { status: 'no_show' },
      });
    } finally {
      clock.set('2027-03-20T08:00:00Z');
    }
  });

  it('does not reach other shops or malformed ids', async () => {
    const foreign = await createBooking(t.database.db, otherShopId, {
      startAt: at('2027-03-20', '09:00'),
    });
    for (const id of [foreign.id, 'nope']) {
      const res = await call(owner, 'POST', staffBookingPaths.complete(id));
      expect(res.statusCode).toBe(404);
    }
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, foreign.id));
    expect(row?.status).toBe('confirmed');
  });
});

describe('the shop cancels a booking', () => {
  it('cancels, frees the slot and tells the customer why, in their language', async () => {
    const booking = await createBooking(t.database.db, shopId, {
      startAt: at('2027-03-25', '14:00'),
      email: 'fi.customer@example.fi',
      customerName: 'Aino',
      language: 'fi',
    });
    const res = await call(owner, 'POST', staffBookingPaths.cancel(booking.id), {
      reason: 'Parturi on sairaana',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Booking cancelled',
      data: { id: booking.id, status: 'cancelled' },
    });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'Parturi on sairaana' });
    const text = mailText((await inbox.next('fi.customer@example.fi')).raw);
    expect(text).toContain('Hei Aino,');
    expect(text).toContain('Parturi Kallio joutui perumaan varauksesi');
    expect(text).toContain('Syy: Parturi on sairaana');

    const again = await call(owner, 'POST', staffBookingPaths.cancel(booking.id), {
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(409);
  });

  it('needs a reason', async () => {
    const booking = await createBooking(t.database.db, shopId, {
      startAt: at('2027-03-25', '15:00'),
    });
    for (const payload of [{}, { reason: ' ' }]) {
      const res = await call(owner, 'POST', staffBookingPaths.cancel(booking.id), payload);
      expect(res.statusCode).toBe(400);
    }
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe('confirmed');
  });
});

describe('the slots page', () => {
  const valid = {
    slotLengthMinutes: 45,
    bookableChairs: 2,
    horizonDays: 30,
    bookingFee: 2.5,
    refundWindowHours: 12,
    bookingHours: [
      { weekday: 2, opens: '10:00', closes: '16:00' },
      { weekday: 1, opens: '09:00', closes: '12:00' },
    ],
  };

  it('shows the defaults: every chair, opening hours and no booking hours', async () => {
    const shop = await createShop(t.database.db, { chairCount: 4 });
    const who = await loginAs(t.app, (await createStaff(t.database.db, shop.id)).email);
    const res = await call(who, 'GET', staffBookingPaths.settings);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      slotLengthMinutes: 30,
      bookableChairs: 4,
      chairCount: 4,
      horizonDays: 60,
      bookingFee: 2,
      refundWindowHours: 24,
      currency: 'EUR',
      weeklyOffs: [],
      bookingHours: [],
    });
    expect(res.json().data.openingHours).toHaveLength(7);
  });

  it('saves the settings, the fee in cents, and replaces the booking hours', async () => {
    const res = await call(owner, 'PUT', staffBookingPaths.settings, valid);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      slotLengthMinutes: 45,
      bookableChairs: 2,
      chairCount: 3,
      horizonDays: 30,
      bookingFee: 2.5,
      refundWindowHours: 12,
      bookingHours: [
        { weekday: 1, opens: '09:00', closes: '12:00' },
        { weekday: 2, opens: '10:00', closes: '16:00' },
      ],
    });
    const [shop] = await t.database.db.select().from(shops).where(eq(shops.id, shopId));
    expect(shop).toMatchObject({
      bookingFeeCents: 250,
      bookableChairs: 2,
      bookingHorizonDays: 30,
      slotLengthMinutes: 45,
    });

    const replaced = await call(owner, 'PUT', staffBookingPaths.settings, {
      ...valid,
      bookingHours: [{ weekday: 3, opens: '12:00', closes: '13:00' }],
    });
    expect(replaced.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(shopBookingHours)
      .where(eq(shopBookingHours.shopId, shopId));
    expect(rows.map((r) => [r.weekday, r.opens, r.closes])).toEqual([[3, '12:00', '13:00']]);
    expect((await call(receptionist, 'GET', staffBookingPaths.settings)).json().data).toMatchObject(
      { bookingHours: [{ weekday: 3, opens: '12:00', closes: '13:00' }] },
    );
  });

  it.each([
    [
      'booking hours outside the opening hours',
      { bookingHours: [{ weekday: 1, opens: '08:00', closes: '12:00' }] },
      'bookingHours.0: booking hours on Monday must lie within the opening hours 09:00-18:00',
    ],
    [
      'booking hours on a day the shop is closed',
      { bookingHours: [{ weekday: 7, opens: '10:00', closes: '12:00' }] },
      'bookingHours.0: the shop is closed on Sunday',
    ],
    [
      'booking hours that end before they start',
      { bookingHours: [{ weekday: 2, opens: '12:00', closes: '11:00' }] },
      'bookingHours.0.closes: must be after 12:00',
    ],
    [
      'one weekday twice',
      {
        bookingHours: [
          { weekday: 2, opens: '10:00', closes: '11:00' },
          { weekday: 2, opens: '12:00', closes: '13:00' },
        ],
      },
      'bookingHours.1.weekday: Tuesday is listed twice',
    ],
    [
      'more bookable chairs than chairs',
      { bookableChairs: 4 },
      'bookableChairs: the shop has 3 chairs, so at most 3 can take bookings',
    ],
    ['a fee with fractions of a cent', { bookingFee: 2.005 }, /bookingFee/],
    ['a slot length off the 5-minute grid', { slotLengthMinutes: 22 }, /slotLengthMinutes/],
    ['a negative horizon', { horizonDays: -1 }, /horizonDays/],
  ])('refuses %s with 400 and keeps what was saved', async (_, change, message) => {
    const before = (await call(owner, 'GET', staffBookingPaths.settings)).json().data;
    const res = await call(owner, 'PUT', staffBookingPaths.settings, { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    if (typeof message === 'string') expect(res.json().message).toBe(message);
    else expect(res.json().message).toMatch(message);
    expect((await call(owner, 'GET', staffBookingPaths.settings)).json().data).toEqual(before);
  });
});

describe('holidays', () => {
  it('warns about the live bookings a holiday covers and does not cancel them', async () => {
    const db = t.database.db;
    const covered = await createBooking(db, shopId, {
      startAt: at('2027-04-06', '10:00'),
      customerName: 'Covered Customer',
    });
    await createBooking(db, shopId, {
      startAt: at('2027-04-06', '11:00'),
      status: 'cancelled',
    });
    await createBooking(db, shopId, { startAt: at('2027-04-09', '10:00') });

    const preview = await call(
      receptionist,
      'GET',
      `${staffBookingPaths.holidayConflicts}?startsOn=2027-04-05&endsOn=2027-04-07`,
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.map((b: { id: string }) => b.id)).toEqual([covered.id]);

    const res = await call(receptionist, 'POST', staffBookingPaths.holidays, {
      startsOn: '2027-04-05',
      endsOn: '2027-04-07',
      note: 'Easter',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ok: true,
      message: 'Holiday saved. 1 booking(s) fall on it and were not cancelled',
      data: {
        holiday: { startsOn: '2027-04-05', endsOn: '2027-04-07', note: 'Easter' },
        conflicts: [{ id: covered.id, customerName: 'Covered Customer', status: 'confirmed' }],
      },
    });
    const [row] = await db.select().from(bookings).where(eq(bookings.id, covered.id));
    expect(row?.status).toBe('confirmed');
  });

  it('lists current and coming holidays, soonest first, and deletes only its own', async () => {
    const db = t.database.db;
    await db.insert(holidays).values([
      { shopId, startsOn: '2027-06-20', endsOn: '2027-06-26', note: 'Midsummer' },
      { shopId, startsOn: '2027-03-19', endsOn: '2027-03-20', note: 'Ends today' },
      { shopId, startsOn: '2027-03-01', endsOn: '2027-03-19', note: 'Over' },
      { shopId: otherShopId, startsOn: '2027-05-01', endsOn: '2027-05-01', note: 'Not ours' },
    ]);
    const res = await call(owner, 'GET', staffBookingPaths.holidays);
    expect(res.statusCode).toBe(200);
    const notes = res.json().data.map((h: { note: string }) => h.note);
    expect(notes).toEqual(['Ends today', 'Easter', 'Midsummer']);

    const midsummer = res.json().data[2].id;
    const [foreign] = await db.select().from(holidays).where(eq(holidays.shopId, otherShopId));
    const refused = await call(owner, 'DELETE', staffBookingPaths.holiday(foreign?.id ?? ''));
    expect(refused.statusCode).toBe(404);
    expect((await call(owner, 'DELETE', staffBookingPaths.holiday('nope'))).statusCode).toBe(404);

    const deleted = await call(owner, 'DELETE', staffBookingPaths.holiday(midsummer));
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.map((h: { note: string }) => h.note)).toEqual([
      'Ends today',
      'Easter',
    ]);
    expect(await db.select().from(holidays).where(eq(holidays.shopId, otherShopId))).toHaveLength(
      1,
    );
  });

  it.each([
    [{ startsOn: '2027-04-10', endsOn: '2027-04-09' }, /endsOn: must not end before it starts/],
    [{ startsOn: '2027-03-01', endsOn: '2027-03-19' }, 'endsOn: a holiday cannot end in the past'],
    [{ startsOn: '2027-04-31', endsOn: '2027-05-01' }, /startsOn/],
    [{ startsOn: '2027-04-10', endsOn: '2027-04-11', note: 'x'.repeat(201) }, /note/],
  ])('refuses %j with 400 and saves nothing', async (payload, message) => {
    const before = await t.database.db.select().from(holidays).where(eq(holidays.shopId, shopId));
    const res = await call(owner, 'POST', staffBookingPaths.holidays, payload);
    expect(res.statusCode).toBe(400);
    if (typeof message === 'string') expect(res.json().message).toBe(message);
    else expect(res.json().message).toMatch(message);
    const after = await t.database.db.select().from(holidays).where(eq(holidays.shopId, shopId));
    expect(after).toHaveLength(before.length);
  });

  it('refuses a conflicts question that ends before it starts', async () => {
    const res = await call(
      owner,
      'GET',
      `${staffBookingPaths.holidayConflicts}?startsOn=2027-04-10&endsOn=2027-04-01`,
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('bookings and the walk-in queue', () => {
  it("moves a walk-in's estimate when a booking is confirmed on the only chair", async () => {
    const db = t.database.db;
    const shop = await createShop(db, {
      chairCount: 1,
      bookingFeeCents: 0,
      queueLimit: 10,
      openingHours: everyDay('09:00', '18:00'),
    });
    await createBarbers(db, shop.id, 1);
    const [cut] = (
      await createCatalogue(db, shop.id, {
        services: [{ name: 'Haircut', priceCents: 3000, durationMinutes: 30 }],
        addons: [],
      })
    ).services;
    // 10:15 local: a 30-minute walk-in could start at once.
    clock.set('2027-03-20T08:15:00Z');
    try {
      const order = {
        services: [{ id: cut?.id, quantity: 1, addons: [] }],
        additionalServices: [],
        totalTimeRequires: 30,
        totalPrice: 30,
        shopId: shop.id,
      };
      const joined = await t.app.inject({
        method: 'POST',
        url: '/api/queue',
        remoteAddress: freshAddress(),
        payload: { ...order, name: 'Walk In', phone: '040 5551234', payNow: false },
      });
      expect(joined.statusCode).toBe(201);
      const orderId = joined.json().data.orderId;
      expect(joined.json().data.waitingTime).toBe(0);

      const booked = await t.app.inject({
        method: 'POST',
        url: '/api/pre-booking',
        payload: {
          ...order,
          name: 'Booker',
          phone: '040 5554321',
          email: 'booker@example.fi',
          date: '2027-03-20',
          time: '10:30',
        },
      });
      expect(booked.statusCode).toBe(201);
      expect(booked.json().data.booking.status).toBe('confirmed');

      // The chair is taken 10:30-11:00, so the walk-in's 30 minutes start at 11:00.
      const tracked = await t.app.inject({ method: 'GET', url: `/api/queue/${orderId}` });
      expect(tracked.json().data).toMatchObject({
        waitingTime: 45,
        estimatedStart: '2027-03-20T09:00:00.000Z',
      });
    } finally {
      clock.set('2027-03-20T08:00:00Z');
    }
  });
});
