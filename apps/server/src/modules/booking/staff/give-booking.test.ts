import { staffBookingPaths, teamSchedulePaths } from '@jono/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSlotClaims, bookings } from '../../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createStaff, everyDay } from '../../../test/factories';
import { loginAs } from '../../../test/login';
import { pinnedClock } from '../../../test/pinned-clock';
import { startSmtpInbox } from '../../../test/smtp-inbox';
import { auditRowsOf } from '../../audit/audit.service';
import { barberOf, bookableShop, bookingBody, mailText, postBooking } from '../booking.test-kit';

// Saturday 20 March 2027, 10:00 in Helsinki; Monday the 22nd is the day booked.
const clock = pinnedClock('2027-03-20T08:00:00Z');
const MONDAY = '2027-03-22';

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await buildTestApp({ SMTP_URL: inbox.url, RATE_LIMIT_PER_MINUTE: '100000' }, clock.now);
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

type Who = Awaited<ReturnType<typeof loginAs>>;
const post = (who: Who, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: who.authorization }, payload });
/** Two barbers, an owner who signs in, and a booking named for Barber 1 on Monday at 10:00. */
async function shopWithBooking(email: string) {
  const f = await bookableShop(t, { openingHours: everyDay('09:00', '18:00'), chairCount: 2 });
  const owner = await loginAs(t.app, (await createStaff(t.database.db, f.shop.id)).email);
  const first = barberOf(f, 0);
  const made = await postBooking(
    t,
    { ...bookingBody(f, MONDAY, '10:00', { email }), barberId: first.id },
    { 'x-lang': 'en' },
  );
  expect(made.statusCode).toBe(201);
  await inbox.next(email);
  return { f, owner, first, second: barberOf(f, 1), bookingId: made.json().data.booking.id };
}

describe('time off that falls on a barber’s bookings', () => {
  it('lists those bookings when it is added, and the shop gives one to a free barber, who the customer is told of', async () => {
    const { f, owner, first, second, bookingId } = await shopWithBooking('given@example.fi');
    const off = await post(owner, teamSchedulePaths.timeOff(first.id), {
      startsOn: MONDAY,
      endsOn: MONDAY,
      note: 'Sick',
    });
    expect(off.statusCode).toBe(201);
    expect(off.json().bookingsHit).toMatchObject([
      {
        id: bookingId,
        timeRange: '10:00 - 10:30',
        barber: { id: first.id, name: 'Barber 1', named: true },
      },
    ]);

    // The barber on time off cannot have it back, nor can someone who takes no bookings.
    const back = await post(owner, staffBookingPaths.barber(bookingId), { barberId: first.id });
    expect(back.statusCode).toBe(409);
    const receptionist = await createStaff(t.database.db, f.shop.id, { role: 'receptionist' });
    const nobody = await post(owner, staffBookingPaths.barber(bookingId), {
      barberId: receptionist.id,
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().code).toBe('BARBER_NOT_WORKING');

    const given = await post(owner, staffBookingPaths.barber(bookingId), { barberId: second.id });
    expect(given.statusCode).toBe(200);
    expect(given.json().data.barber).toEqual({ id: second.id, name: 'Barber 2', named: false });
    const [entry] = await auditRowsOf(t.database.db, f.shop.id);
    expect(entry).toMatchObject({
      action: 'booking_barber_changed',
      actor: { id: owner.userId },
      subject: { kind: 'booking', id: bookingId },
      details: { barberBefore: 'Barber 1', barberAfter: 'Barber 2' },
    });
    const claims = await t.database.db
      .select({ barberId: bookingSlotClaims.barberId })
      .from(bookingSlotClaims)
      .where(eq(bookingSlotClaims.bookingId, bookingId));
    expect(claims).toEqual([{ barberId: second.id }]);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row).toMatchObject({ barberId: second.id, barberNamed: false });
    const mail = mailText((await inbox.next('given@example.fi')).raw);
    expect(mail).toContain('Your booking has a new barber');
    expect(mail).toContain('Your booking is now with Barber 2, on the same day at the same time.');
  });

  it('refuses a barber who has a booking of their own then, and changes nothing', async () => {
    const { f, owner, first, second, bookingId } = await shopWithBooking('busy@example.fi');
    const theirs = await postBooking(t, {
      ...bookingBody(f, MONDAY, '10:00', { email: 'other@example.fi' }),
      barberId: second.id,
    });
    expect(theirs.statusCode).toBe(201);
    const refused = await post(owner, staffBookingPaths.barber(bookingId), { barberId: second.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('BARBER_NOT_FREE');
    expect(await auditRowsOf(t.database.db, f.shop.id)).toEqual([]);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row?.barberId).toBe(first.id);
  });

  it('does not let another shop’s staff give a booking away', async () => {
    const { bookingId, second } = await shopWithBooking('mine@example.fi');
    const other = await bookableShop(t);
    const stranger = await loginAs(t.app, (await createStaff(t.database.db, other.shop.id)).email);
    const res = await post(stranger, staffBookingPaths.barber(bookingId), { barberId: second.id });
    expect(res.statusCode).toBe(404);
  });
});

describe('new weekly hours that leave out a barber’s bookings', () => {
  const put = (who: Who, url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers: { authorization: who.authorization }, payload });
  const weekdays = (opens: string, closes: string) =>
    [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens, closes }));

  it('lists the bookings inside the old hours and outside the new, and only once', async () => {
    const { f, owner, first, bookingId } = await shopWithBooking('hours@example.fi');
    const afternoon = await postBooking(t, {
      ...bookingBody(f, MONDAY, '15:00', { email: 'afternoon@example.fi' }),
      barberId: first.id,
    });
    expect(afternoon.statusCode).toBe(201);

    const later = await put(owner, teamSchedulePaths.hours(first.id), {
      hours: weekdays('12:00', '18:00'),
    });
    expect(later.statusCode).toBe(200);
    expect(later.json().bookingsHit).toMatchObject([
      { id: bookingId, timeRange: '10:00 - 10:30', barber: { id: first.id, named: true } },
    ]);
    // The booking stays theirs until the shop does something with it.
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row).toMatchObject({ barberId: first.id, status: 'confirmed' });

    // Already outside the hours before this change: not listed again.
    const shorter = await put(owner, teamSchedulePaths.hours(first.id), {
      hours: weekdays('12:30', '18:00'),
    });
    expect(shorter.json().bookingsHit).toEqual([]);
    // Hours that leave the afternoon out list that one; back to the shop's hours, none.
    const mornings = await put(owner, teamSchedulePaths.hours(first.id), {
      hours: weekdays('09:00', '12:00'),
    });
    expect(mornings.json().bookingsHit.map((b: { id: string }) => b.id)).toEqual([
      afternoon.json().data.booking.id,
    ]);
    const shop = await put(owner, teamSchedulePaths.hours(first.id), { hours: null });
    expect(shop.json().bookingsHit).toEqual([]);
  });

  it('does not list another barber’s bookings', async () => {
    const { owner, second } = await shopWithBooking('theirs@example.fi');
    const res = await put(owner, teamSchedulePaths.hours(second.id), {
      hours: weekdays('16:00', '18:00'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().bookingsHit).toEqual([]);
  });
});
