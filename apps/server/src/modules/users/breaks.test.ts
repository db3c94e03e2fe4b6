import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createQueueEntry, createShop, createStaff, everyDay } from '../../test/factories';
import { loginAs } from '../../test/login';
import { pinnedClock } from '../../test/pinned-clock';

// Wednesday 25 November 2026, 12:00 in Helsinki; the shop is open 09:00-18:00.
const clock = pinnedClock('2026-11-25T10:00:00Z');
const at = (minutes: number) => new Date(clock.now().getTime() + minutes * 60_000).toISOString();

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, clock.now);
});
afterAll(() => t.close());

type Who = { authorization: string };

/** A two-chair shop with Aino and Bruno cutting and Riikka at the desk. */
async function shop() {
  const db = t.database.db;
  const { id } = await createShop(db, { chairCount: 2, openingHours: everyDay('09:00', '18:00') });
  const aino = await createStaff(db, id, { role: 'owner', name: 'Aino' });
  const bruno = await createStaff(db, id, { role: 'barber', name: 'Bruno' });
  const riikka = await createStaff(db, id, { role: 'receptionist', liveStatus: null });
  return {
    id,
    aino,
    bruno,
    as: {
      aino: await loginAs(t.app, aino.email),
      bruno: await loginAs(t.app, bruno.email),
      riikka: await loginAs(t.app, riikka.email),
    },
  };
}

const setStatus = (who: Who, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/users/status',
    headers: { authorization: who.authorization },
    payload: payload as object,
  });
const stored = async (userId: string) => {
  const [row] = await t.database.db
    .select({ liveStatus: staffUsers.liveStatus, breakEndsAt: staffUsers.breakEndsAt })
    .from(staffUsers)
    .where(eq(staffUsers.id, userId));
  return { liveStatus: row?.liveStatus, breakEndsAt: row?.breakEndsAt?.toISOString() ?? null };
};
const tracking = async (orderId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/queue/${orderId}` })).json().data;

describe('a break has an end', () => {
  it("lasts the shop's own length when the owner has set one, and the session says it", async () => {
    const s = await shop();
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/manage/shop',
      headers: { authorization: s.as.aino.authorization },
      payload: { defaultBreakMinutes: 25 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.defaultBreakMinutes).toBe(25);
    const res = await setStatus(s.as.bruno, { status: 'on_break' });
    expect(res.json().data).toEqual({ status: 'on_break', breakEndsAt: at(25) });
    const session = await loginAs(t.app, s.bruno.email);
    const refreshed = await t.app.inject({
      method: 'GET',
      url: '/api/auth/refresh-token',
      headers: { cookie: session.cookie },
    });
    expect(refreshed.json().session.defaultBreakMinutes).toBe(25);
    for (const defaultBreakMinutes of [0, 481, 2.5, '20']) {
      const refused = await t.app.inject({
        method: 'PATCH',
        url: '/api/manage/shop',
        headers: { authorization: s.as.aino.authorization },
        payload: { defaultBreakMinutes },
      });
      expect(refused.statusCode).toBe(400);
    }
  });

  it('lasts the default 15 minutes when no length is given, and says so on every screen', async () => {
    const s = await shop();
    const res = await setStatus(s.as.bruno, { status: 'on_break' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 'on_break', breakEndsAt: at(15) });
    expect(await stored(s.bruno.id)).toEqual({ liveStatus: 'on_break', breakEndsAt: at(15) });

    const session = await loginAs(t.app, s.bruno.email);
    const refreshed = await t.app.inject({
      method: 'GET',
      url: '/api/auth/refresh-token',
      headers: { cookie: session.cookie },
    });
    expect(refreshed.json().session).toMatchObject({ status: 'on_break', breakEndsAt: at(15) });
    const team = await t.app.inject({
      method: 'GET',
      url: '/api/users/team',
      headers: { authorization: s.as.riikka.authorization },
    });
    expect(team.json().data).toContainEqual(
      expect.objectContaining({ name: 'Bruno', status: 'on_break', breakEndsAt: at(15) }),
    );
    const board = await t.app.inject({
      method: 'GET',
      url: '/api/staff/queue',
      headers: { authorization: s.as.riikka.authorization },
    });
    expect(board.json().data.barbers).toContainEqual(
      expect.objectContaining({ name: 'Bruno', status: 'on_break', breakEndsAt: at(15) }),
    );
  });

  it('takes a length, is extended by a length alone, and ends at once with another status', async () => {
    const s = await shop();
    expect((await setStatus(s.as.bruno, { status: 'on_break', breakMinutes: 30 })).statusCode).toBe(
      200,
    );
    expect((await stored(s.bruno.id)).breakEndsAt).toBe(at(30));
    clock.advanceMinutes(10);
    try {
      // Twenty minutes more than the ten left: the end is counted from now.
      expect((await setStatus(s.as.bruno, { breakMinutes: 30 })).statusCode).toBe(200);
      expect(await stored(s.bruno.id)).toEqual({ liveStatus: 'on_break', breakEndsAt: at(30) });
      expect((await setStatus(s.as.bruno, { status: 'available' })).statusCode).toBe(200);
      expect(await stored(s.bruno.id)).toEqual({ liveStatus: 'available', breakEndsAt: null });
    } finally {
      clock.advanceMinutes(-10);
    }
  });

  it('refuses a length for anything but a break, and changes nothing', async () => {
    const s = await shop();
    const alone = await setStatus(s.as.bruno, { breakMinutes: 10 });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().code).toBe('NOT_ON_BREAK');
    for (const body of [
      { status: 'available', breakMinutes: 10 },
      { status: 'away', breakMinutes: 10 },
      { status: 'on_break', breakMinutes: 0 },
      { status: 'on_break', breakMinutes: 481 },
      { status: 'on_break', breakMinutes: 2.5 },
      { status: 'on_break', breakMinutes: '10' },
      { status: 'on_break', breakMinutes: null },
      { status: 'on_break', until: '13:30' },
      { breakMinutes: -5 },
    ]) {
      const res = await setStatus(s.as.bruno, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await stored(s.bruno.id)).toEqual({ liveStatus: 'available', breakEndsAt: null });
    const desk = await setStatus(s.as.riikka, { status: 'on_break', breakMinutes: 10 });
    expect(desk.statusCode).toBe(403);
  });

  it("counts the barber's chair from the break's end for the customers waiting for him", async () => {
    const s = await shop();
    const forBruno = await createQueueEntry(t.database.db, s.id, {
      requestedBarberId: s.bruno.id,
      totalDurationMinutes: 30,
      joinedAt: new Date(at(-5)),
      sortKey: new Date(at(-5)),
    });
    await setStatus(s.as.bruno, { status: 'on_break', breakMinutes: 20 });
    const waiting = await tracking(forBruno.id);
    expect(waiting.estimatedStart).toBe(at(20));
    expect(waiting.waitingTime).toBe(20);
    // The break's end has passed and he has not said he is back: he is due any moment.
    clock.advanceMinutes(25);
    try {
      const overdue = await tracking(forBruno.id);
      expect(overdue.estimatedStart).toBe(at(0));
    } finally {
      clock.advanceMinutes(-25);
    }
  });

  it('ends with a change to a receptionist, who keeps no status', async () => {
    const s = await shop();
    await setStatus(s.as.bruno, { status: 'on_break', breakMinutes: 45 });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/manage/staff/${s.bruno.id}`,
      headers: { authorization: s.as.aino.authorization },
      payload: { role: 'receptionist' },
    });
    expect(res.statusCode).toBe(200);
    expect(await stored(s.bruno.id)).toEqual({ liveStatus: null, breakEndsAt: null });
  });

  it('stays whole under concurrent changes: on a break with an end, or not on one without', async () => {
    const s = await shop();
    const bodies = Array.from({ length: 40 }, (_, i) =>
      i % 4 === 0
        ? { status: 'available' }
        : i % 4 === 1
          ? { breakMinutes: 5 + i }
          : { status: 'on_break', breakMinutes: 5 + i },
    );
    const answers = await Promise.all(bodies.map((body) => setStatus(s.as.bruno, body)));
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    const row = await stored(s.bruno.id);
    if (row.liveStatus === 'on_break') {
      const lengths = bodies.flatMap((b) => (b.breakMinutes ? [at(b.breakMinutes)] : []));
      expect(lengths).toContain(row.breakEndsAt);
    } else {
      expect(row).toEqual({ liveStatus: 'available', breakEndsAt: null });
    }
  });
});
