import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createBooking, createShop, createStaff, everyDay } from '../../test/factories';
import { loginAs } from '../../test/login';
import { pinnedClock } from '../../test/pinned-clock';

// Wednesday 25 November 2026, 12:00 in Helsinki (UTC+2). The week shown starts Monday 23rd.
const clock = pinnedClock('2026-11-25T10:00:00Z');
const WEEK = '2026-11-23';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, clock.now);
});
afterAll(() => t.close());

type Who = { authorization: string };

/** A shop open 09:00-18:00, closed on Sundays, with Aino (owner), Bruno (barber), Riikka (desk). */
async function shop() {
  const db = t.database.db;
  const { id } = await createShop(db, {
    openingHours: everyDay('09:00', '18:00'),
    weeklyOffs: [7],
  });
  const aino = await createStaff(db, id, { role: 'owner', name: 'Aino' });
  const bruno = await createStaff(db, id, { role: 'barber', name: 'Bruno' });
  const riikka = await createStaff(db, id, {
    role: 'receptionist',
    name: 'Riikka',
    liveStatus: null,
  });
  return {
    id,
    aino,
    bruno,
    riikka,
    as: {
      aino: await loginAs(t.app, aino.email),
      bruno: await loginAs(t.app, bruno.email),
      riikka: await loginAs(t.app, riikka.email),
    },
  };
}

const call = (
  who: Who,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: {
      authorization: who.authorization,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: payload as object | string }),
  });
const week = async (who: Who, from = WEEK) => {
  const res = await call(who, 'GET', `/api/team/schedule?from=${from}`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const memberOf = (data: { members: { name: string }[] }, name: string) =>
  // biome-ignore lint/suspicious/noExplicitAny: the answer's shape is the contract's, checked by the route
  data.members.find((m) => m.name === name) as any;
const shiftsOn = (member: { days: { date: string; shifts: unknown[] }[] }, date: string) =>
  member.days.find((d) => d.date === date)?.shifts;
const storedHours = async (userId: string) =>
  (
    await t.database.db
      .select({ hours: staffUsers.weeklyHours })
      .from(staffUsers)
      .where(eq(staffUsers.id, userId))
  )[0]?.hours;

const splitShift = [
  { weekday: 3, opens: '13:00', closes: '17:00' },
  { weekday: 3, opens: '09:00', closes: '12:00' },
  { weekday: 4, opens: '10:00', closes: '18:00' },
];

describe("the team's week", () => {
  it('shows the shop hours for a member with none of their own, and nobody at the desk', async () => {
    const s = await shop();
    const data = await week(s.as.riikka);
    expect(data.members.map((m: { name: string }) => m.name)).toEqual(['Aino', 'Bruno']);
    expect(data.shopDays).toHaveLength(7);
    expect(data.shopDays[0]).toEqual({
      date: '2026-11-23',
      hours: { opens: '09:00', closes: '18:00' },
      bookings: 0,
    });
    expect(data.shopDays[6]).toEqual({ date: '2026-11-29', hours: null, bookings: 0 });
    const aino = memberOf(data, 'Aino');
    expect(aino.hours).toBeNull();
    expect(shiftsOn(aino, '2026-11-25')).toEqual([
      { start: '2026-11-25T07:00:00.000Z', end: '2026-11-25T16:00:00.000Z' },
    ]);
    expect(shiftsOn(aino, '2026-11-29')).toEqual([]);
    // The desk reads everyone's week and changes nobody's.
    expect(data.members.every((m: { canEdit: boolean }) => !m.canEdit)).toBe(true);
  });

  it.each(['1900-01-01', '9998-12-31', '2027-03-28'])('answers the week from %s', async (from) => {
    const s = await shop();
    const data = await week(s.as.aino, from);
    expect(data.shopDays).toHaveLength(7);
    expect(data.members[0].days).toHaveLength(7);
  });

  it.each(['', '2026-02-30', '0000-01-01', '2026-11-23T00:00', '__proto__'])(
    'refuses a week from %j',
    async (from) => {
      const s = await shop();
      const res = await call(
        s.as.aino,
        'GET',
        `/api/team/schedule?from=${encodeURIComponent(from)}`,
      );
      expect(res.statusCode).toBe(400);
    },
  );

  it('keeps a split shift the owner sets, in weekday order, and shows it as that day’s shifts', async () => {
    const s = await shop();
    const res = await call(s.as.aino, 'PUT', `/api/team/${s.bruno.id}/hours`, {
      hours: splitShift,
    });
    expect(res.statusCode).toBe(200);
    expect(await storedHours(s.bruno.id)).toEqual([
      { weekday: 3, opens: '09:00', closes: '12:00' },
      { weekday: 3, opens: '13:00', closes: '17:00' },
      { weekday: 4, opens: '10:00', closes: '18:00' },
    ]);
    const bruno = memberOf(await week(s.as.bruno), 'Bruno');
    expect(bruno.canEdit).toBe(true);
    expect(shiftsOn(bruno, '2026-11-25')).toEqual([
      { start: '2026-11-25T07:00:00.000Z', end: '2026-11-25T10:00:00.000Z' },
      { start: '2026-11-25T11:00:00.000Z', end: '2026-11-25T15:00:00.000Z' },
    ]);
    // Not a working day of his.
    expect(shiftsOn(bruno, '2026-11-23')).toEqual([]);
    // Back to the shop's hours.
    await call(s.as.aino, 'PUT', `/api/team/${s.bruno.id}/hours`, { hours: null });
    expect(await storedHours(s.bruno.id)).toBeNull();
  });

  it('lets a barber change their own week but nobody else’s', async () => {
    const s = await shop();
    const own = await call(s.as.bruno, 'PUT', `/api/team/${s.bruno.id}/hours`, {
      hours: splitShift,
    });
    expect(own.statusCode).toBe(200);
    const hours = [{ weekday: 1, opens: '09:00', closes: '10:00' }];
    const owners = await call(s.as.bruno, 'PUT', `/api/team/${s.aino.id}/hours`, { hours });
    expect(owners.statusCode).toBe(403);
    const desk = await call(s.as.riikka, 'PUT', `/api/team/${s.bruno.id}/hours`, { hours });
    expect(desk.statusCode).toBe(403);
    const offDesk = await call(s.as.riikka, 'POST', `/api/team/${s.bruno.id}/time-off`, {
      startsOn: '2026-11-26',
      endsOn: '2026-11-26',
    });
    expect(offDesk.statusCode).toBe(403);
    expect(await storedHours(s.aino.id)).toBeNull();
    expect(memberOf(await week(s.as.bruno), 'Aino').canEdit).toBe(false);
  });

  it('refuses hours for someone who does not serve, or is not of the shop', async () => {
    const s = await shop();
    const other = await shop();
    const hours = [{ weekday: 1, opens: '09:00', closes: '10:00' }];
    const desk = await call(s.as.aino, 'PUT', `/api/team/${s.riikka.id}/hours`, { hours });
    expect(desk.statusCode).toBe(409);
    expect(desk.json().code).toBe('NOT_SERVING');
    const stranger = await call(s.as.aino, 'PUT', `/api/team/${other.bruno.id}/hours`, { hours });
    expect(stranger.statusCode).toBe(404);
    expect(await storedHours(other.bruno.id)).toBeNull();
    const nobody = await call(s.as.aino, 'PUT', '/api/team/not-an-id/hours', { hours });
    expect(nobody.statusCode).toBe(400);
  });

  it.each([
    ['OUTSIDE_OPENING', [{ weekday: 2, opens: '08:00', closes: '12:00' }]],
    ['CLOSED_DAY', [{ weekday: 7, opens: '10:00', closes: '12:00' }]],
    [
      'OVERLAPPING_HOURS',
      [
        { weekday: 2, opens: '09:00', closes: '12:00' },
        { weekday: 2, opens: '11:30', closes: '15:00' },
      ],
    ],
    ['VALIDATION_FAILED', [{ weekday: 2, opens: '12:00', closes: '12:00' }]],
    ['VALIDATION_FAILED', [{ weekday: 8, opens: '09:00', closes: '12:00' }]],
    ['VALIDATION_FAILED', [{ weekday: 2, opens: '9:00', closes: '12:00' }]],
  ])('refuses hours that do not fit the shop (%s) and keeps the old ones', async (code, hours) => {
    const s = await shop();
    await call(s.as.aino, 'PUT', `/api/team/${s.bruno.id}/hours`, { hours: splitShift });
    const res = await call(s.as.aino, 'PUT', `/api/team/${s.bruno.id}/hours`, { hours });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, code });
    expect(await storedHours(s.bruno.id)).toHaveLength(3);
  });
});

describe('time off', () => {
  it('keeps every one of many requests sent at once, and hours as one of them whole', async () => {
    const s = await shop();
    const url = `/api/team/${s.bruno.id}/time-off`;
    const days = Array.from({ length: 30 }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')}`);
    const hours = days.map((_, i) => [{ weekday: 2, opens: '09:00', closes: `1${i % 9}:00` }]);
    const answers = await Promise.all([
      ...days.map((day) => call(s.as.bruno, 'POST', url, { startsOn: day, endsOn: day })),
      ...hours.map((h) => call(s.as.aino, 'PUT', `/api/team/${s.bruno.id}/hours`, { hours: h })),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([
      ...Array(30).fill(200),
      ...Array(30).fill(201),
    ]);
    const stored = await storedHours(s.bruno.id);
    expect(hours).toContainEqual(stored);
    const december = await t.app.inject({
      method: 'GET',
      url: '/api/team/schedule?from=2026-12-01',
      headers: { authorization: s.as.aino.authorization },
    });
    expect(memberOf(december.json().data, 'Bruno').timeOff).toHaveLength(7);
  });

  it('takes whole days and part of a day out of the shifts, with a note, and gives them back', async () => {
    const s = await shop();
    const url = `/api/team/${s.bruno.id}/time-off`;
    const days = await call(s.as.aino, 'POST', url, {
      startsOn: '2026-11-26',
      endsOn: '2026-11-27',
      note: ' Holiday in Lapland ',
    });
    expect(days.statusCode).toBe(201);
    expect(days.json().data).toMatchObject({
      startsOn: '2026-11-26',
      endsOn: '2026-11-27',
      from: null,
      until: null,
      note: 'Holiday in Lapland',
    });
    const dentist = await call(s.as.bruno, 'POST', url, {
      startsOn: '2026-11-25',
      endsOn: '2026-11-25',
      from: '14:00',
      until: '15:30',
    });
    expect(dentist.statusCode).toBe(201);
    const bruno = memberOf(await week(s.as.riikka), 'Bruno');
    expect(bruno.timeOff).toHaveLength(2);
    expect(shiftsOn(bruno, '2026-11-25')).toEqual([
      { start: '2026-11-25T07:00:00.000Z', end: '2026-11-25T12:00:00.000Z' },
      { start: '2026-11-25T13:30:00.000Z', end: '2026-11-25T16:00:00.000Z' },
    ]);
    expect(shiftsOn(bruno, '2026-11-26')).toEqual([]);
    expect(shiftsOn(bruno, '2026-11-27')).toEqual([]);
    expect(shiftsOn(bruno, '2026-11-28')).toHaveLength(1);

    const removed = await call(s.as.aino, 'DELETE', `${url}/${days.json().data.id}`);
    expect(removed.statusCode).toBe(200);
    const again = memberOf(await week(s.as.riikka), 'Bruno');
    expect(shiftsOn(again, '2026-11-26')).toHaveLength(1);
    const twice = await call(s.as.aino, 'DELETE', `${url}/${days.json().data.id}`);
    expect(twice.statusCode).toBe(404);
  });

  it('is not removed through another member’s address', async () => {
    const s = await shop();
    const added = await call(s.as.bruno, 'POST', `/api/team/${s.bruno.id}/time-off`, {
      startsOn: '2026-11-26',
      endsOn: '2026-11-26',
    });
    const id = added.json().data.id;
    const wrong = await call(s.as.aino, 'DELETE', `/api/team/${s.aino.id}/time-off/${id}`);
    expect(wrong.statusCode).toBe(404);
    expect(memberOf(await week(s.as.aino), 'Bruno').timeOff).toHaveLength(1);
  });

  it.each([
    [{ startsOn: '2026-11-27', endsOn: '2026-11-26' }],
    [{ startsOn: '2026-11-26', endsOn: '2026-11-26', from: '10:00' }],
    [{ startsOn: '2026-11-26', endsOn: '2026-11-27', from: '10:00', until: '12:00' }],
    [{ startsOn: '2026-11-26', endsOn: '2026-11-26', from: '12:00', until: '10:00' }],
    [{ startsOn: '2026-11-26', endsOn: '2028-11-26' }],
    [{ startsOn: '2026-02-30', endsOn: '2026-03-01' }],
    [{ startsOn: '2026-11-26', endsOn: '2026-11-26', note: 'x'.repeat(201) }],
    ['{"startsOn":"2026-11-26","endsOn":"2026-11-26","__proto__":{"from":"10:00"}}'],
  ])('refuses time off that makes no sense (%j) and keeps nothing', async (body) => {
    const s = await shop();
    const res = await call(s.as.aino, 'POST', `/api/team/${s.bruno.id}/time-off`, body);
    expect(res.statusCode).toBe(400);
    expect(memberOf(await week(s.as.aino), 'Bruno').timeOff).toEqual([]);
  });

  it('leaves a holiday of the shop closed for everyone', async () => {
    const s = await shop();
    const holiday = await call(s.as.aino, 'POST', '/api/staff/holidays', {
      startsOn: '2026-11-27',
      endsOn: '2026-11-27',
    });
    expect(holiday.statusCode).toBe(201);
    const data = await week(s.as.bruno);
    expect(data.shopDays[4]).toMatchObject({ date: '2026-11-27', hours: null });
    expect(shiftsOn(memberOf(data, 'Bruno'), '2026-11-27')).toEqual([]);
  });

  it("counts each day's live bookings, not cancelled ones", async () => {
    const s = await shop();
    const db = t.database.db;
    // Thursday 26th at 10:00 and 11:00 Helsinki time, and one cancelled at 12:00.
    await createBooking(db, s.id, { startAt: new Date('2026-11-26T08:00:00Z') });
    await createBooking(db, s.id, { startAt: new Date('2026-11-26T09:00:00Z') });
    await createBooking(db, s.id, {
      startAt: new Date('2026-11-26T10:00:00Z'),
      status: 'cancelled',
    });
    // Saturday 28th at 00:30 Helsinki time: still the 28th on the shop's clock.
    await createBooking(db, s.id, { startAt: new Date('2026-11-27T22:30:00Z') });
    const data = await week(s.as.bruno);
    expect(data.shopDays.map((d: { bookings: number }) => d.bookings)).toEqual([
      0, 0, 0, 2, 0, 1, 0,
    ]);
  });
});
