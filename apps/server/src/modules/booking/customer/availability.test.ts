import { bookingPaths } from '@jono/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holidays, shopBookingHours } from '../../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createBooking, everyDay } from '../../../test/factories';
import { announceHandWritten } from '../../../test/hand-written';
import { pinnedClock } from '../../../test/pinned-clock';
import { type BookableShop, bookableShop, bookingBody, postBooking } from '../booking.test-kit';

// Saturday 20 March 2027, 10:00 in Helsinki (UTC+2 until the clocks go forward on the 28th).
const clock = pinnedClock('2027-03-20T08:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, clock.now);
});
afterAll(() => t.close());

type SlotAnswer = { time: string; startAt: string; endAt: string };

async function day(shopId: string, date: string, duration = 30) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${bookingPaths.availability(shopId)}?date=${date}&duration=${duration}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    date: string;
    timezone: string;
    slotLengthMinutes: number;
    slots: SlotAnswer[];
  };
}

async function month(shopId: string, value: string, duration = 30) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${bookingPaths.month(shopId)}?month=${value}&duration=${duration}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    month: string;
    today: string;
    tomorrow: string;
    lastDate: string;
    days: { date: string; status: string; freeStarts: number }[];
  };
}

const times = (slots: SlotAnswer[]) => slots.map((s) => s.time);

describe('free times of one day', () => {
  let f: BookableShop;
  beforeAll(async () => {
    f = await bookableShop(t, { openingHours: everyDay('09:00', '18:00'), chairCount: 2 });
  });

  it('steps through the opening hours in slots, in the shop time zone', async () => {
    const data = await day(f.shop.id, '2027-03-22');
    expect(data).toMatchObject({
      date: '2027-03-22',
      timezone: 'Europe/Helsinki',
      slotLengthMinutes: 30,
    });
    expect(data.slots).toHaveLength(18);
    expect(data.slots[0]).toEqual({
      time: '09:00',
      startAt: '2027-03-22T07:00:00.000Z',
      endAt: '2027-03-22T07:30:00.000Z',
    });
    expect(data.slots.at(-1)?.time).toBe('17:30');
  });

  it('lets a longer order start only where it ends by closing, its end at its own length', async () => {
    const data = await day(f.shop.id, '2027-03-22', 45);
    expect(data.slots).toHaveLength(17);
    expect(data.slots.at(-1)).toEqual({
      time: '17:00',
      startAt: '2027-03-22T15:00:00.000Z',
      endAt: '2027-03-22T15:45:00.000Z',
    });
  });

  it('offers no start in the past today', async () => {
    expect(times((await day(f.shop.id, '2027-03-20')).slots)[0]).toBe('10:30');
    expect((await day(f.shop.id, '2027-03-19')).slots).toEqual([]);
  });

  it('offers nothing past the horizon', async () => {
    expect((await day(f.shop.id, '2027-05-19')).slots).toHaveLength(18);
    expect((await day(f.shop.id, '2027-05-20')).slots).toEqual([]);
  });

  it('honours booking hours inside the opening hours of a weekday', async () => {
    const g = await bookableShop(t, { openingHours: everyDay('09:00', '18:00') });
    await t.database.db
      .insert(shopBookingHours)
      .values({ shopId: g.shop.id, weekday: 1, opens: '12:00', closes: '14:00' });
    expect(times((await day(g.shop.id, '2027-03-22')).slots)).toEqual([
      '12:00',
      '12:30',
      '13:00',
      '13:30',
    ]);
    expect((await day(g.shop.id, '2027-03-23')).slots).toHaveLength(18);
  });

  it('takes a slot away only when every bookable chair is held there', async () => {
    const g = await bookableShop(t, { openingHours: everyDay('09:00', '18:00'), chairCount: 2 });
    const at10 = new Date('2027-03-23T08:00:00Z');
    await createBooking(t.database.db, g.shop.id, { startAt: at10, chair: 0 });
    expect(times((await day(g.shop.id, '2027-03-23')).slots)).toContain('10:00');
    await createBooking(t.database.db, g.shop.id, { startAt: at10, chair: 1 });
    announceHandWritten(t, g.shop.id);
    const free = times((await day(g.shop.id, '2027-03-23')).slots);
    expect(free).not.toContain('10:00');
    expect(free).toContain('09:30');
    // An hour-long order starting 09:30 would run into the held 10:00 slot.
    const hourLong = times((await day(g.shop.id, '2027-03-23', 60)).slots);
    expect(hourLong).not.toContain('09:30');
    expect(hourLong).toContain('09:00');
    expect(hourLong).toContain('10:30');
  });

  it('counts only the bookable chairs', async () => {
    const g = await bookableShop(t, {
      openingHours: everyDay('09:00', '18:00'),
      chairCount: 3,
      bookableChairs: 1,
    });
    await createBooking(t.database.db, g.shop.id, { startAt: new Date('2027-03-23T08:00:00Z') });
    expect(times((await day(g.shop.id, '2027-03-23')).slots)).not.toContain('10:00');
  });

  it('is held by a booking waiting for payment until its hold runs out, then free again', async () => {
    const g = await bookableShop(t, { openingHours: everyDay('09:00', '18:00'), chairCount: 1 });
    await createBooking(t.database.db, g.shop.id, {
      startAt: new Date('2027-03-23T08:00:00Z'),
      status: 'pending_payment',
      holdExpiresAt: new Date(clock.now().getTime() + 5 * 60_000),
    });
    expect(times((await day(g.shop.id, '2027-03-23')).slots)).not.toContain('10:00');
    clock.advanceMinutes(6);
    try {
      expect(times((await day(g.shop.id, '2027-03-23')).slots)).toContain('10:00');
    } finally {
      clock.set('2027-03-20T08:00:00Z');
    }
  });

  it('ignores cancelled, completed and no-show bookings', async () => {
    const g = await bookableShop(t, { openingHours: everyDay('09:00', '18:00'), chairCount: 1 });
    for (const status of ['cancelled', 'completed', 'no_show'] as const) {
      await createBooking(t.database.db, g.shop.id, {
        startAt: new Date('2027-03-23T08:00:00Z'),
        status,
      });
    }
    expect(times((await day(g.shop.id, '2027-03-23')).slots)).toContain('10:00');
  });
});

describe('the days the clocks change in Helsinki, for a shop open around the clock', () => {
  it('skips the missing hour on 28 March 2027 and an order may span it', async () => {
    const f = await bookableShop(t, { chairCount: 1 });
    const data = await day(f.shop.id, '2027-03-28');
    expect(data.slots).toHaveLength(46); // 23 real hours
    const free = times(data.slots);
    expect(free).not.toContain('03:00');
    expect(free).not.toContain('03:30');
    expect(free.slice(4, 7)).toEqual(['02:00', '02:30', '04:00']);
    const hourLong = (await day(f.shop.id, '2027-03-28', 60)).slots.find((s) => s.time === '02:30');
    expect(hourLong).toEqual({
      time: '02:30',
      startAt: '2027-03-28T00:30:00.000Z',
      endAt: '2027-03-28T01:30:00.000Z',
    });

    const booked = await postBooking(t, bookingBody(f, '2027-03-28', '02:30', { long: true }));
    expect(booked.statusCode).toBe(201);
    expect(booked.json().data.booking).toMatchObject({
      date: '2027-03-28',
      timeRange: '02:30 - 04:30',
      startAt: '2027-03-28T00:30:00.000Z',
      endAt: '2027-03-28T01:30:00.000Z',
    });
    const after = times((await day(f.shop.id, '2027-03-28')).slots);
    expect(after).not.toContain('02:30');
    expect(after).not.toContain('04:00');
    expect(after).toContain('04:30');
  });

  it('has the repeated hour twice on 31 October 2027, each bookable in turn', async () => {
    clock.set('2027-10-20T08:00:00Z');
    try {
      const f = await bookableShop(t, { chairCount: 1 });
      const data = await day(f.shop.id, '2027-10-31');
      expect(data.slots).toHaveLength(50); // 25 real hours
      expect(data.slots.filter((s) => s.time === '03:00').map((s) => s.startAt)).toEqual([
        '2027-10-31T00:00:00.000Z',
        '2027-10-31T01:00:00.000Z',
      ]);
      const booked = await postBooking(t, bookingBody(f, '2027-10-31', '03:00'));
      expect(booked.statusCode).toBe(201);
      expect(booked.json().data.booking.startAt).toBe('2027-10-31T00:00:00.000Z');
      const left = (await day(f.shop.id, '2027-10-31')).slots.filter((s) => s.time === '03:00');
      expect(left.map((s) => s.startAt)).toEqual(['2027-10-31T01:00:00.000Z']);
    } finally {
      clock.set('2027-03-20T08:00:00Z');
    }
  });
});

describe('the month overview', () => {
  it('marks past, closed, full, available and beyond-horizon days', async () => {
    const f = await bookableShop(t, {
      openingHours: everyDay('09:00', '18:00'),
      weeklyOffs: [7],
      chairCount: 1,
    });
    await t.database.db
      .insert(holidays)
      .values({ shopId: f.shop.id, startsOn: '2027-03-24', endsOn: '2027-03-25', note: 'Trip' });
    // Thursday 1 April takes bookings 09:00-10:00 only, and both its slots are booked.
    await t.database.db
      .insert(shopBookingHours)
      .values({ shopId: f.shop.id, weekday: 4, opens: '09:00', closes: '10:00' });
    await createBooking(t.database.db, f.shop.id, { startAt: new Date('2027-04-01T06:00:00Z') });
    await createBooking(t.database.db, f.shop.id, { startAt: new Date('2027-04-01T06:30:00Z') });

    const march = await month(f.shop.id, '2027-03');
    expect(march).toMatchObject({
      month: '2027-03',
      today: '2027-03-20',
      tomorrow: '2027-03-21',
      lastDate: '2027-05-19',
    });
    expect(march.days).toHaveLength(31);
    const status = (date: string) => march.days.find((d) => d.date === date);
    expect(status('2027-03-19')).toEqual({ date: '2027-03-19', status: 'past', freeStarts: 0 });
    expect(status('2027-03-20')).toMatchObject({ status: 'available', freeStarts: 15 });
    expect(status('2027-03-21')).toMatchObject({ status: 'closed' }); // Sunday
    expect(status('2027-03-22')).toMatchObject({ status: 'available', freeStarts: 18 });
    expect(status('2027-03-24')).toMatchObject({ status: 'closed' }); // holiday
    expect(status('2027-03-25')).toMatchObject({ status: 'closed' });
    expect(status('2027-03-26')).toMatchObject({ status: 'available' });

    const april = await month(f.shop.id, '2027-04');
    expect(april.days).toHaveLength(30);
    expect(april.days[0]).toEqual({ date: '2027-04-01', status: 'full', freeStarts: 0 });

    const may = await month(f.shop.id, '2027-05');
    expect(may.days.find((d) => d.date === '2027-05-19')?.status).toBe('available');
    expect(may.days.find((d) => d.date === '2027-05-20')?.status).toBe('beyond_horizon');
  });

  it('counts an order of several slots on each day', async () => {
    const f = await bookableShop(t, { openingHours: everyDay('09:00', '18:00') });
    const data = await month(f.shop.id, '2027-04', 90);
    expect(data.days[0]).toMatchObject({ status: 'available', freeStarts: 16 });
  });
});

describe('bad availability questions', () => {
  let f: BookableShop;
  beforeAll(async () => {
    f = await bookableShop(t);
  });

  it.each([
    ['an unknown shop', () => bookingPaths.availability('6f1c2b9e-8d1a-4c55-9a0e-3f1b2c3d4e5f')],
    ['a malformed shop id', () => bookingPaths.availability('not-a-shop')],
    ['an unknown shop, by month', () => bookingPaths.month('6f1c2b9e-8d1a-4c55-9a0e-3f1b2c3d4e5f')],
  ])('answers 404 for %s', async (_, path) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${path()}?date=2027-03-22&month=2027-03&duration=30`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, message: 'Shop not found', code: 'NOT_FOUND' });
  });

  it('answers 404 for a shop that is not active yet, like every public shop call', async () => {
    const pending = await bookableShop(t, { status: 'pending_verification' });
    for (const url of [
      `${bookingPaths.availability(pending.shop.id)}?date=2027-03-22&duration=30`,
      `${bookingPaths.month(pending.shop.id)}?month=2027-03&duration=30`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it.each([
    ['date=2027-02-30&duration=30', /date/],
    ['date=22.3.2027&duration=30', /date/],
    ['date=2027-03-22&duration=0', /duration/],
    ['date=2027-03-22&duration=abc', /duration/],
    ['date=2027-03-22', /duration/],
  ])('refuses ?%s with 400', async (query, field) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${bookingPaths.availability(f.shop.id)}?${query}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    expect(res.json().message).toMatch(field);
  });

  it.each(['2027-13', '2027-3', 'march'])('refuses the month %s with 400', async (value) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${bookingPaths.month(f.shop.id)}?month=${value}&duration=30`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/month/);
  });
});
