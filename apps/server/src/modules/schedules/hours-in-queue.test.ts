import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { freshAddress } from '../../test/client-address';
import {
  createCatalogue,
  createQueueEntry,
  createShop,
  createStaff,
  everyDay,
} from '../../test/factories';
import { loginAs } from '../../test/login';
import { nextPhone } from '../../test/phones';
import { pinnedClock } from '../../test/pinned-clock';

// Wednesday 25 November 2026, 12:00 in Helsinki (UTC+2); the shop is open 09:00-18:00.
const clock = pinnedClock('2026-11-25T10:00:00Z');
const local = (hhmm: string) => new Date(`2026-11-25T${hhmm}:00+02:00`).toISOString();

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, clock.now);
});
afterAll(() => t.close());

/** Aino (owner) and Bruno (barber) both at work; a 30-minute haircut. */
async function shop() {
  const db = t.database.db;
  const { id } = await createShop(db, { openingHours: everyDay('09:00', '18:00'), chairCount: 2 });
  const aino = await createStaff(db, id, { role: 'owner', name: 'Aino', liveStatus: 'available' });
  const bruno = await createStaff(db, id, {
    role: 'barber',
    name: 'Bruno',
    liveStatus: 'available',
  });
  const { services } = await createCatalogue(db, id, {
    services: [{ name: 'Haircut', priceCents: 3000, durationMinutes: 30 }],
    addons: [],
  });
  const owner = await loginAs(t.app, aino.email);
  const cut = services[0];
  if (!cut) throw new Error('catalogue incomplete');
  const order = (barberId: string | null) => ({
    name: 'Eero Esimerkki',
    phone: nextPhone(),
    shopId: id,
    services: [{ id: cut.id, quantity: 1, addons: [] }],
    additionalServices: [],
    totalTimeRequires: 30,
    totalPrice: 30,
    payNow: false,
    barberId,
  });
  return { id, aino, bruno, owner, order };
}

const setHours = (who: { authorization: string }, userId: string, hours: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/team/${userId}/hours`,
    headers: { authorization: who.authorization },
    payload: { hours } as object,
  });
const addTimeOff = (who: { authorization: string }, userId: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/team/${userId}/time-off`,
    headers: { authorization: who.authorization },
    payload: body,
  });
const join = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/queue', payload: body, remoteAddress: freshAddress() });
const detail = async (shopId: string) => (await t.app.inject(`/api/shops/${shopId}`)).json().data;
const teamMember = (data: { team: { name: string }[] }, name: string) =>
  data.team.find((m) => m.name === name);

describe("the queue follows each barber's hours", () => {
  it('admits no walk-in for a barber who leaves before the service could be done', async () => {
    const s = await shop();
    // Bruno works until 12:20 today.
    const saved = await setHours(s.owner, s.bruno.id, [
      { weekday: 3, opens: '09:00', closes: '12:20' },
    ]);
    expect(saved.statusCode).toBe(200);
    const refused = await join(s.order(s.bruno.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('BARBER_LEAVES_BEFORE');
    // He is still working today; nobody joining now can have him in time.
    const team = await detail(s.id);
    expect(teamMember(team, 'Bruno')).toMatchObject({
      workingToday: true,
      nextFreeAt: null,
      workingUntil: local('12:20'),
    });
    // Aino works the shop's hours: nothing to say about when her day ends.
    expect(teamMember(team, 'Aino')).toMatchObject({ workingToday: true, workingUntil: null });
    expect((await join(s.order(s.aino.id))).statusCode).toBe(201);
    // Until 12:40 he has time for a haircut.
    await setHours(s.owner, s.bruno.id, [{ weekday: 3, opens: '09:00', closes: '12:40' }]);
    expect((await join(s.order(s.bruno.id))).statusCode).toBe(201);
  });

  it('sends a customer for any barber to the colleague who can finish them', async () => {
    const s = await shop();
    // Aino cuts until 12:15; Bruno is free but leaves at 12:20.
    await createQueueEntry(t.database.db, s.id, {
      status: 'in_service',
      startedAt: new Date(clock.now().getTime() - 15 * 60_000),
      barberId: s.aino.id,
      totalDurationMinutes: 30,
    });
    const before = await join(s.order(null));
    expect(before.json().data.estimatedStart).toBe(local('12:00'));
    await setHours(s.owner, s.bruno.id, [{ weekday: 3, opens: '09:00', closes: '12:20' }]);
    const after = await join(s.order(null));
    expect(after.statusCode).toBe(201);
    // The first any-barber customer now waits for Aino, due to finish about 12:15, as Bruno
    // cannot finish them (the estimate is the shop's learned length, not the catalogue's).
    const first = (await t.app.inject(`/api/queue/${before.json().data.orderId}`)).json().data;
    expect(Date.parse(first.estimatedStart)).toBeGreaterThan(Date.parse(local('12:10')));
    expect(Date.parse(first.estimatedStart)).toBeLessThanOrEqual(Date.parse(local('12:20')));
  });

  it('takes a barber on time off today out of the day', async () => {
    const s = await shop();
    const off = await addTimeOff(s.owner, s.bruno.id, {
      startsOn: '2026-11-25',
      endsOn: '2026-11-25',
    });
    expect(off.statusCode).toBe(201);
    expect(teamMember(await detail(s.id), 'Bruno')).toMatchObject({
      workingToday: false,
      nextFreeAt: null,
    });
    const refused = await join(s.order(s.bruno.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('BARBER_NOT_WORKING');
    // Back from 14:00: he works today again, from then.
    const entry = (
      await t.app.inject({
        method: 'GET',
        url: '/api/team/schedule?from=2026-11-23',
        headers: { authorization: s.owner.authorization },
      })
    )
      .json()
      .data.members.find((m: { name: string }) => m.name === 'Bruno').timeOff[0];
    await t.app.inject({
      method: 'DELETE',
      url: `/api/team/${s.bruno.id}/time-off/${entry.id}`,
      headers: { authorization: s.owner.authorization },
    });
    await addTimeOff(s.owner, s.bruno.id, {
      startsOn: '2026-11-25',
      endsOn: '2026-11-25',
      from: '09:00',
      until: '14:00',
    });
    expect(teamMember(await detail(s.id), 'Bruno')).toMatchObject({
      workingToday: true,
      nextFreeAt: local('14:00'),
    });
  });

  it("ends walk-ins with the last barber's day", async () => {
    const s = await shop();
    expect((await detail(s.id)).walkInsUntil).toBe(local('17:30'));
    await setHours(s.owner, s.bruno.id, [{ weekday: 3, opens: '09:00', closes: '15:00' }]);
    // Aino still works the shop's hours.
    expect((await detail(s.id)).walkInsUntil).toBe(local('17:30'));
    await setHours(s.owner, s.aino.id, [{ weekday: 3, opens: '09:00', closes: '16:00' }]);
    expect((await detail(s.id)).walkInsUntil).toBe(local('15:30'));
    await setHours(s.owner, s.aino.id, [{ weekday: 3, opens: '09:00', closes: '12:10' }]);
    await setHours(s.owner, s.bruno.id, [{ weekday: 3, opens: '09:00', closes: '12:10' }]);
    const closing = await detail(s.id);
    expect(closing).toMatchObject({
      queueState: 'full',
      fullReason: 'closing',
      walkInsUntil: null,
    });
    expect((await join(s.order(null))).json().code).toBe('LAST_WALK_IN_PASSED');
  });

  it('closes walk-ins in a shop open around the clock once its only barber is done', async () => {
    const db = t.database.db;
    const { id } = await createShop(db, { chairCount: 1 });
    const olga = await createStaff(db, id, {
      role: 'owner',
      name: 'Olga',
      liveStatus: 'available',
    });
    await createCatalogue(db, id);
    const owner = await loginAs(t.app, olga.email);
    expect((await detail(id)).queueState).toBe('open');
    await setHours(owner, olga.id, [{ weekday: 3, opens: '00:00', closes: '01:00' }]);
    expect(await detail(id)).toMatchObject({ queueState: 'full', fullReason: 'closing' });
  });
});
