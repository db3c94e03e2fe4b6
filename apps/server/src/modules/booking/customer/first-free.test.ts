import { bookingPaths } from '@jono/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { barberTimeOff, shops, staffUsers } from '../../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { everyDay } from '../../../test/factories';
import { announceHandWritten } from '../../../test/hand-written';
import { pinnedClock } from '../../../test/pinned-clock';
import { barberOf, bookableShop, bookingBody, postBooking } from '../booking.test-kit';

// Saturday 20 March 2027, 10:00 in Helsinki.
const clock = pinnedClock('2027-03-20T08:00:00Z');
const SATURDAY = '2027-03-20';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, clock.now);
});
afterAll(() => t.close());

const firstFree = (shopId: string, query = 'duration=30') =>
  t.app.inject({ method: 'GET', url: `${bookingPaths.firstFree(shopId)}?${query}` });

/** Open 09-18 every day, two chairs; the second barber is away this whole week. */
async function shopWithOneAway(horizonDays = 30) {
  const f = await bookableShop(t, {
    openingHours: everyDay('09:00', '18:00'),
    chairCount: 2,
    bookingHorizonDays: horizonDays,
  });
  await t.database.db.insert(barberTimeOff).values({
    shopId: f.shop.id,
    userId: barberOf(f, 1).id,
    startsOn: SATURDAY,
    endsOn: '2027-03-28',
    startsAt: new Date('2027-03-19T22:00:00Z'),
    endsAt: new Date('2027-03-28T21:00:00Z'),
  });
  return f;
}

describe('GET the first free times of a shop', () => {
  it('gives anyone and each barber their first free time, past a week for one who is away', async () => {
    const f = await shopWithOneAway();
    // The first barber's 10:30 and 11:00 are taken.
    for (const time of ['10:30', '11:00']) {
      const booked = await postBooking(t, {
        ...bookingBody(f, SATURDAY, time),
        barberId: barberOf(f, 0).id,
      });
      expect(booked.statusCode).toBe(201);
    }
    const res = await firstFree(f.shop.id);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.timezone).toBe('Europe/Helsinki');
    expect(data.any).toMatchObject({ date: SATURDAY, time: '11:30' });
    expect(data.barbers).toEqual([
      {
        barberId: barberOf(f, 0).id,
        slot: expect.objectContaining({ date: SATURDAY, time: '11:30' }),
      },
      // Back on Monday the 29th: past the first week read, so the whole horizon was read.
      {
        barberId: barberOf(f, 1).id,
        slot: expect.objectContaining({
          date: '2027-03-29',
          time: '09:00',
          startAt: '2027-03-29T06:00:00.000Z',
        }),
      },
    ]);
  });

  it('answers null for a barber with no free time within the horizon', async () => {
    const f = await shopWithOneAway(5);
    const data = (await firstFree(f.shop.id)).json().data;
    expect(data.any.date).toBe(SATURDAY);
    expect(data.barbers.map((b: { slot: unknown }) => b.slot)).toEqual([
      expect.objectContaining({ time: '10:30' }),
      null,
    ]);
  });

  it('says nobody is free when the day is closed for bookings, and 404s an unlisted shop', async () => {
    const f = await shopWithOneAway(0);
    await t.database.db
      .update(staffUsers)
      .set({ weeklyHours: everyDay('09:00', '10:00') })
      .where(eq(staffUsers.id, barberOf(f, 0).id));
    const data = (await firstFree(f.shop.id)).json().data;
    expect(data.any).toBeNull();
    expect(data.barbers.every((b: { slot: unknown }) => b.slot === null)).toBe(true);

    await t.database.db.update(shops).set({ publishedAt: null }).where(eq(shops.id, f.shop.id));
    announceHandWritten(t, f.shop.id);
    expect((await firstFree(f.shop.id)).statusCode).toBe(404);
  });

  it('refuses a missing or malformed length with 400', async () => {
    const f = await shopWithOneAway();
    for (const query of ['', 'duration=0', 'duration=abc', 'duration=99999', 'duration[]=1']) {
      const res = await firstFree(f.shop.id, query);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await firstFree('__proto__')).statusCode).toBe(404);
  });
});
