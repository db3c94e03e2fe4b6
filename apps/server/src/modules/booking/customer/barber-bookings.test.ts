import { bookingPaths, zonedInstant } from '@jono/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { barberTimeOff, bookingSlotClaims, bookings, staffUsers } from '../../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createStaff, everyDay } from '../../../test/factories';
import { pinnedClock } from '../../../test/pinned-clock';
import {
  type BookableShop,
  barberOf,
  bookableShop,
  bookingBody,
  postBooking,
} from '../booking.test-kit';

// Saturday 20 March 2027, 10:00 in Helsinki; Monday the 22nd is the day booked.
const clock = pinnedClock('2027-03-20T08:00:00Z');
const MONDAY = '2027-03-22';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, clock.now);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const slotsOf = async (f: BookableShop, barberId?: string, duration = 30) => {
  const who = barberId ? `&barberId=${barberId}` : '';
  const res = await get(
    `${bookingPaths.availability(f.shop.id)}?date=${MONDAY}&duration=${duration}${who}`,
  );
  expect(res.statusCode).toBe(200);
  return (res.json().data.slots as { time: string }[]).map((s) => s.time);
};
const claimsOf = (bookingId: string) =>
  t.database.db
    .select({ barberId: bookingSlotClaims.barberId, slotStartAt: bookingSlotClaims.slotStartAt })
    .from(bookingSlotClaims)
    .where(eq(bookingSlotClaims.bookingId, bookingId));

/** Open 09-18, three chairs; Barber 2 works 12-17 only. */
async function team() {
  const f = await bookableShop(t, { openingHours: everyDay('09:00', '18:00'), chairCount: 3 });
  await t.database.db
    .update(staffUsers)
    .set({ weeklyHours: everyDay('12:00', '17:00') })
    .where(eq(staffUsers.id, barberOf(f, 1).id));
  return f;
}

describe('a booking with a named barber', () => {
  it('is offered the times that barber works and is free, and belongs to them', async () => {
    const f = await team();
    const second = barberOf(f, 1);
    const theirs = await slotsOf(f, second.id);
    expect(theirs[0]).toBe('12:00');
    expect(theirs.at(-1)).toBe('16:30');
    expect((await slotsOf(f))[0]).toBe('09:00');

    const early = await postBooking(t, { ...bookingBody(f, MONDAY, '10:00'), barberId: second.id });
    expect(early.statusCode).toBe(400);
    expect(early.json().code).toBe('SLOT_NOT_BOOKABLE');

    const booked = await postBooking(t, {
      ...bookingBody(f, MONDAY, '12:00'),
      barberId: second.id,
    });
    expect(booked.statusCode).toBe(201);
    const view = booked.json().data.booking;
    expect(view.barber).toEqual({ id: second.id, name: 'Barber 2', named: true });
    expect(await claimsOf(view.id)).toEqual([
      { barberId: second.id, slotStartAt: new Date('2027-03-22T10:00:00Z') },
    ]);
    expect(await slotsOf(f, second.id)).not.toContain('12:00');
    // The others are still free at noon, so "any barber" still is.
    expect(await slotsOf(f)).toContain('12:00');

    const again = await postBooking(t, { ...bookingBody(f, MONDAY, '12:00'), barberId: second.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SLOT_TAKEN');
  });

  it('leaves out the barber’s time off, and the month shows the day they are off as full', async () => {
    const f = await team();
    const first = barberOf(f, 0);
    await t.database.db.insert(barberTimeOff).values({
      shopId: f.shop.id,
      userId: first.id,
      startsOn: MONDAY,
      endsOn: MONDAY,
      startsAt: new Date('2027-03-21T22:00:00Z'),
      endsAt: new Date('2027-03-22T22:00:00Z'),
    });
    expect(await slotsOf(f, first.id)).toEqual([]);
    // "Any barber" goes to the others: from 09:00 Barber 3 works the shop's hours.
    expect((await slotsOf(f))[0]).toBe('09:00');
    const month = await get(
      `${bookingPaths.month(f.shop.id)}?month=2027-03&duration=30&barberId=${first.id}`,
    );
    const days = month.json().data.days as { date: string; status: string }[];
    expect(days.find((d) => d.date === MONDAY)?.status).toBe('full');
    expect(days.find((d) => d.date === '2027-03-23')?.status).toBe('available');
  });

  // The day's bookings and time off are read before the shop's zone is known: at either end
  // of the world's clocks (+14 and -12), a local day's first and last hours still count.
  it.each(['Pacific/Kiritimati', 'Etc/GMT+12'])(
    'in %s, time off for the whole day and a booking at its last slot are both kept',
    async (timezone) => {
      const f = await bookableShop(t, {
        timezone,
        openingHours: everyDay('09:00', '18:00'),
        chairCount: 2,
      });
      const [off, booked] = [barberOf(f, 0), barberOf(f, 1)];
      await t.database.db.insert(barberTimeOff).values({
        shopId: f.shop.id,
        userId: off.id,
        startsOn: MONDAY,
        endsOn: MONDAY,
        startsAt: zonedInstant(MONDAY, 0, timezone),
        endsAt: zonedInstant('2027-03-23', 0, timezone),
      });
      expect(await slotsOf(f, off.id)).toEqual([]);
      const late = await postBooking(t, {
        ...bookingBody(f, MONDAY, '17:30'),
        barberId: booked.id,
      });
      expect(late.statusCode).toBe(201);
      const theirs = await slotsOf(f, booked.id);
      expect(theirs[0]).toBe('09:00');
      expect(theirs.at(-1)).toBe('17:00');
      // Nobody is left for 17:30: one barber is off, the other booked.
      expect(await slotsOf(f)).not.toContain('17:30');
    },
  );

  it('refuses with 400 a barber who takes no bookings here, and changes nothing', async () => {
    const f = await team();
    const other = await team();
    const receptionist = await createStaff(t.database.db, f.shop.id, { role: 'receptionist' });
    for (const barberId of [barberOf(other, 0).id, receptionist.id, crypto.randomUUID()]) {
      const day = await get(
        `${bookingPaths.availability(f.shop.id)}?date=${MONDAY}&duration=30&barberId=${barberId}`,
      );
      expect(day.statusCode).toBe(400);
      expect(day.json().code).toBe('BARBER_NOT_WORKING');
      const made = await postBooking(t, { ...bookingBody(f, MONDAY, '13:00'), barberId });
      expect(made.statusCode).toBe(400);
      expect(made.json().code).toBe('BARBER_NOT_WORKING');
    }
    const malformed = await get(
      `${bookingPaths.availability(f.shop.id)}?date=${MONDAY}&duration=30&barberId=__proto__`,
    );
    expect(malformed.statusCode).toBe(400);
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.shopId, f.shop.id));
    expect(rows).toEqual([]);
  });
});

describe('no barber is ever booked twice at once', () => {
  it('lets exactly 1 of 100 simultaneous bookings of one barber’s slot through', async () => {
    const f = await bookableShop(t, { chairCount: 3 });
    const wanted = barberOf(f, 1).id;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        postBooking(t, {
          ...bookingBody(f, '2027-03-24', '15:00', { email: `racer${i}@example.fi` }),
          barberId: wanted,
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(99);
    const claims = await t.database.db
      .select({ barberId: bookingSlotClaims.barberId })
      .from(bookingSlotClaims)
      .where(eq(bookingSlotClaims.shopId, f.shop.id));
    expect(claims).toEqual([{ barberId: wanted }]);
  });

  it('lets exactly 3 of 100 simultaneous "any barber" bookings through with 3 barbers and 5 chairs, one each', async () => {
    const f = await bookableShop(t, { chairCount: 5, barbers: 3 });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        postBooking(t, bookingBody(f, '2027-03-24', '15:00', { email: `any${i}@example.fi` })),
      ),
    );
    const made = answers.filter((a) => a.statusCode === 201);
    expect(made).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(97);
    const barbers = made.map((a) => a.json().data.booking.barber.id as string).sort();
    expect(barbers).toEqual(f.barbers.map((b) => b.id).sort());
  });

  it('refuses in the database a second claim on a barber’s slot', async () => {
    const f = await bookableShop(t, { chairCount: 2 });
    const barber = barberOf(f, 0).id;
    const made = await postBooking(t, {
      ...bookingBody(f, '2027-03-25', '11:00'),
      barberId: barber,
    });
    expect(made.statusCode).toBe(201);
    const other = await postBooking(t, bookingBody(f, '2027-03-25', '12:00'));
    const otherId = other.json().data.booking.id as string;
    await expect(
      t.database.db
        .update(bookingSlotClaims)
        // Another chair, so only the barber's index can refuse it.
        .set({ barberId: barber, chair: 1, slotStartAt: new Date('2027-03-25T09:00:00Z') })
        .where(eq(bookingSlotClaims.bookingId, otherId)),
    ).rejects.toThrow();
  });
});

describe('"any barber"', () => {
  it('goes to the barber with the fewest bookings that day', async () => {
    const f = await bookableShop(t, { chairCount: 2 });
    const [first, second] = [barberOf(f, 0).id, barberOf(f, 1).id];
    const a = await postBooking(t, bookingBody(f, '2027-03-26', '09:00'));
    expect(a.json().data.booking.barber.id).toBe(first);
    // Later that day both are free again: the one without a booking that day gets it.
    const b = await postBooking(t, bookingBody(f, '2027-03-26', '14:00'));
    expect(b.json().data.booking.barber.id).toBe(second);
  });
});
