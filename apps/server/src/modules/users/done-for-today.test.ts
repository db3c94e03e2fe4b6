import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { freshAddress } from '../../test/client-address';
import { createCatalogue, createShop, createStaff, everyDay } from '../../test/factories';
import { loginAs } from '../../test/login';
import { nextPhone } from '../../test/phones';
import { pinnedClock } from '../../test/pinned-clock';

// Wednesday 25 November 2026, 14:37 in Helsinki (UTC+2); the shop is open 09:00-18:00.
const clock = pinnedClock('2026-11-25T12:37:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, clock.now);
});
afterAll(() => t.close());

type Who = { authorization: string };

async function shop() {
  const db = t.database.db;
  const { id } = await createShop(db, { openingHours: everyDay('09:00', '18:00') });
  const aino = await createStaff(db, id, { role: 'owner', name: 'Aino', liveStatus: 'available' });
  const bruno = await createStaff(db, id, {
    role: 'barber',
    name: 'Bruno',
    liveStatus: 'available',
  });
  const riikka = await createStaff(db, id, { role: 'receptionist', liveStatus: null });
  const { services } = await createCatalogue(db, id, { addons: [] });
  return {
    id,
    bruno,
    cut: services[0]?.id ?? '',
    as: {
      aino: await loginAs(t.app, aino.email),
      bruno: await loginAs(t.app, bruno.email),
      riikka: await loginAs(t.app, riikka.email),
    },
  };
}

const setStatus = (who: Who, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/users/status',
    headers: { authorization: who.authorization },
    payload,
  });
const brunoOnShopPage = async (shopId: string) =>
  (await t.app.inject(`/api/shops/${shopId}`))
    .json()
    .data.team.find((m: { name: string }) => m.name === 'Bruno');
const brunosWeek = async (who: Who) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/team/schedule?from=2026-11-25',
      headers: { authorization: who.authorization },
    })
  )
    .json()
    .data.members.find((m: { name: string }) => m.name === 'Bruno');

describe('done for today', () => {
  it('takes the rest of the day off until the barber is at work again', async () => {
    const s = await shop();
    const res = await setStatus(s.as.bruno, { status: 'away', forToday: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'away' });

    const week = await brunosWeek(s.as.aino);
    expect(week.timeOff).toEqual([
      expect.objectContaining({ startsOn: '2026-11-25', from: '14:37', until: '24:00' }),
    ]);
    // What was left of today is gone; tomorrow is untouched.
    expect(week.days[0].shifts).toEqual([
      { start: '2026-11-25T07:00:00.000Z', end: '2026-11-25T12:37:00.000Z' },
    ]);
    expect(week.days[1].shifts).toHaveLength(1);
    expect(await brunoOnShopPage(s.id)).toMatchObject({ workingToday: false });
    const join = await t.app.inject({
      method: 'POST',
      url: '/api/queue',
      remoteAddress: freshAddress(),
      payload: {
        name: 'Eero',
        phone: nextPhone(),
        shopId: s.id,
        services: [{ id: s.cut, quantity: 1, addons: [] }],
        additionalServices: [],
        totalTimeRequires: 30,
        totalPrice: 32,
        payNow: false,
        barberId: s.bruno.id,
      },
    });
    expect(join.json().code).toBe('BARBER_NOT_WORKING');

    // Back after all: the day is his again.
    expect((await setStatus(s.as.bruno, { status: 'available' })).statusCode).toBe(200);
    expect((await brunosWeek(s.as.aino)).timeOff).toEqual([]);
    expect(await brunoOnShopPage(s.id)).toMatchObject({ workingToday: true });
  });

  it('keeps time off the barber asked for when they come back', async () => {
    const s = await shop();
    await t.app.inject({
      method: 'POST',
      url: `/api/team/${s.bruno.id}/time-off`,
      headers: { authorization: s.as.bruno.authorization },
      payload: { startsOn: '2026-11-25', endsOn: '2026-11-25', from: '16:00', until: '17:00' },
    });
    await setStatus(s.as.bruno, { status: 'away', forToday: true });
    await setStatus(s.as.bruno, { status: 'busy' });
    expect((await brunosWeek(s.as.aino)).timeOff).toEqual([
      expect.objectContaining({ from: '16:00', until: '17:00' }),
    ]);
  });

  it.each([
    [{ status: 'available', forToday: true }],
    [{ forToday: true }],
    [{ status: 'away', forToday: false }],
    [{ status: 'on_break', forToday: true, breakMinutes: 10 }],
  ])('is refused with any other status (%j), changing nothing', async (body) => {
    const s = await shop();
    const res = await setStatus(s.as.bruno, body);
    expect(res.statusCode).toBe(400);
    expect((await brunosWeek(s.as.aino)).timeOff).toEqual([]);
    expect(await brunoOnShopPage(s.id)).toMatchObject({ workingToday: true });
  });

  it('is nothing a receptionist can be', async () => {
    const s = await shop();
    expect((await setStatus(s.as.riikka, { status: 'away', forToday: true })).statusCode).toBe(403);
  });
});
