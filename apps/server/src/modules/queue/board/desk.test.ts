import { deskPaths, errorCodes, type ShopDetail, staffQueuePaths } from '@jono/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueEntries, staffUsers } from '../../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshAddress } from '../../../test/client-address';
import {
  createCatalogue,
  createQueueEntry,
  createShop,
  createStaff,
} from '../../../test/factories';
import { loginAs } from '../../../test/login';
import { nextPhone } from '../../../test/phones';

// Tuesday 10 March 2026, 12:00 in Helsinki.
const now = new Date('2026-03-10T10:00:00Z');
const minutesFromNow = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, () => now);
});
afterAll(() => t.close());

type Role = 'owner' | 'barber' | 'receptionist';

/**
 * A shop open around the clock with two chairs, a 30-minute haircut, two barbers (Aino and
 * Bruno, both available) and a receptionist, each signed in.
 */
async function shopAtWork(overrides: Parameters<typeof createShop>[1] = {}) {
  const db = t.database.db;
  const shop = await createShop(db, { chairCount: 2, queueLimit: 50, ...overrides });
  const { services } = await createCatalogue(db, shop.id, {
    services: [{ name: 'Haircut', priceCents: 3000, durationMinutes: 30 }],
    addons: [],
  });
  const cut = services[0];
  if (!cut) throw new Error('catalogue incomplete');
  const aino = await createStaff(db, shop.id, { role: 'owner', name: 'Aino' });
  const bruno = await createStaff(db, shop.id, { role: 'barber', name: 'Bruno' });
  const riikka = await createStaff(db, shop.id, {
    role: 'receptionist',
    name: 'Riikka',
    liveStatus: null,
  });
  const tokens = new Map<Role, string>();
  for (const [role, user] of [
    ['owner', aino],
    ['barber', bruno],
    ['receptionist', riikka],
  ] as const) {
    tokens.set(role, (await loginAs(t.app, user.email)).authorization);
  }
  const as = (role: Role) => ({ authorization: tokens.get(role) as string });
  const haircut = (fields: object = {}) => ({
    name: 'Matti',
    services: [{ id: cut.id, quantity: 1, addons: [] }],
    ...fields,
  });
  return { shop, cut, aino, bruno, riikka, as, haircut };
}

type Shop = Awaited<ReturnType<typeof shopAtWork>>;

const addAtDesk = (s: Shop, role: Role, body: object, shopId = s.shop.id) =>
  t.app.inject({
    method: 'POST',
    url: deskPaths.walkIns(shopId),
    headers: s.as(role),
    payload: body,
  });

const entriesOf = (shopId: string) =>
  t.database.db.select().from(queueEntries).where(eq(queueEntries.shopId, shopId));

const join = (s: Shop, fields: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/queue',
    remoteAddress: freshAddress(),
    payload: {
      name: 'Aino Virtanen',
      phone: nextPhone(),
      shopId: s.shop.id,
      services: [{ id: s.cut.id, quantity: 1, addons: [] }],
      additionalServices: [],
      totalTimeRequires: 30,
      totalPrice: 30,
      payNow: false,
      ...fields,
    },
  });

describe('adding a walk-in at the desk', () => {
  it('adds a customer with a name and no phone, checked in and marked as added at the desk', async () => {
    const s = await shopAtWork();
    const res = await addAtDesk(s, 'receptionist', s.haircut());
    expect(res.statusCode).toBe(201);
    const place = res.json().data;
    expect(place).toMatchObject({ status: 'waiting', position: 1, isAtLocation: true });
    expect(place.shortCode).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    const [stored] = await entriesOf(s.shop.id);
    expect(stored).toMatchObject({
      id: place.orderId,
      customerName: 'Matti',
      phone: null,
      email: null,
      addedAtDesk: true,
      isAtLocation: true,
      atLocationAt: now,
      requestedBarberId: null,
      totalPriceCents: 3000,
      totalDurationMinutes: 30,
    });
  });

  it('lets every role of the shop add, several customers without phones at once', async () => {
    const s = await shopAtWork();
    for (const role of ['owner', 'barber', 'receptionist'] as const) {
      const res = await addAtDesk(s, role, s.haircut({ name: `Added by ${role}` }));
      expect(res.statusCode, res.body).toBe(201);
    }
    const stored = await entriesOf(s.shop.id);
    expect(stored.map((e) => e.customerName).sort()).toEqual([
      'Added by barber',
      'Added by owner',
      'Added by receptionist',
    ]);
    expect(stored.every((e) => e.phone === null && e.addedAtDesk)).toBe(true);
  });

  it("answers 404 to another shop's staff and adds nothing there", async () => {
    const s = await shopAtWork();
    const other = await shopAtWork();
    const res = await addAtDesk(other, 'owner', s.haircut(), s.shop.id);
    expect(res.statusCode).toBe(404);
    expect(await entriesOf(s.shop.id)).toEqual([]);
    expect(await entriesOf(other.shop.id)).toEqual([]);
  });

  it('is not held to the per-address join limit', async () => {
    const s = await shopAtWork();
    // Customers may join three times a window from one address; the desk is one address.
    for (let i = 0; i < 5; i++) {
      expect((await addAtDesk(s, 'receptionist', s.haircut())).statusCode).toBe(201);
    }
    expect(await entriesOf(s.shop.id)).toHaveLength(5);
  });

  it('keeps a phone given at the desk in E.164 and refuses one already waiting', async () => {
    const s = await shopAtWork();
    const phone = nextPhone();
    const first = await addAtDesk(s, 'owner', s.haircut({ phone, email: 'matti@example.fi' }));
    expect(first.statusCode).toBe(201);
    const [stored] = await entriesOf(s.shop.id);
    expect(stored?.phone).toBe(`+358${phone.replace(/\s/g, '').slice(1)}`);
    expect(stored?.email).toBe('matti@example.fi');

    const again = await addAtDesk(s, 'receptionist', s.haircut({ phone }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: errorCodes.alreadyInQueue });
    expect(again.body).not.toContain(first.json().data.orderId);
    const bad = await addAtDesk(s, 'receptionist', s.haircut({ phone: '12' }));
    expect(bad.statusCode).toBe(400);
    expect(await entriesOf(s.shop.id)).toHaveLength(1);
  });

  it("keeps to the shop's admission: a closed or full queue refuses with its code", async () => {
    const closed = await shopAtWork({ queueStateOverride: 'closed' });
    const refused = await addAtDesk(closed, 'receptionist', closed.haircut());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(errorCodes.shopClosed);

    const full = await shopAtWork({ queueLimit: 1 });
    expect((await addAtDesk(full, 'receptionist', full.haircut())).statusCode).toBe(201);
    const tooMany = await addAtDesk(full, 'receptionist', full.haircut());
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().code).toBe(errorCodes.queueFull);

    expect(await entriesOf(closed.shop.id)).toHaveLength(0);
    expect(await entriesOf(full.shop.id)).toHaveLength(1);
  });

  it('refuses a service the shop does not offer and a missing name with 400', async () => {
    const s = await shopAtWork();
    const other = await shopAtWork();
    const foreign = await addAtDesk(
      s,
      'owner',
      s.haircut({ services: [{ id: other.cut.id, quantity: 1, addons: [] }] }),
    );
    expect(foreign.statusCode).toBe(400);
    const nameless = await addAtDesk(s, 'owner', s.haircut({ name: '   ' }));
    expect(nameless.statusCode).toBe(400);
    expect(await entriesOf(s.shop.id)).toEqual([]);
  });
});

describe('choosing a barber, or any', () => {
  it('stores the barber a customer asks for, and none for any barber', async () => {
    const s = await shopAtWork();
    const chosen = await join(s, { barberId: s.bruno.id });
    expect(chosen.statusCode).toBe(201);
    const any = await join(s, { barberId: null });
    expect(any.statusCode).toBe(201);
    const unnamed = await join(s);
    expect(unnamed.statusCode).toBe(201);
    const byId = new Map((await entriesOf(s.shop.id)).map((e) => [e.id, e.requestedBarberId]));
    expect(byId.get(chosen.json().data.orderId)).toBe(s.bruno.id);
    expect(byId.get(any.json().data.orderId)).toBeNull();
    expect(byId.get(unnamed.json().data.orderId)).toBeNull();
  });

  it('takes a barber at the desk too', async () => {
    const s = await shopAtWork();
    const res = await addAtDesk(s, 'receptionist', s.haircut({ barberId: s.aino.id }));
    expect(res.statusCode).toBe(201);
    expect((await entriesOf(s.shop.id))[0]?.requestedBarberId).toBe(s.aino.id);
  });

  it('refuses anyone who does not cut hair in this shop today, with BARBER_NOT_WORKING', async () => {
    const s = await shopAtWork();
    const other = await shopAtWork();
    const db = t.database.db;
    const away = await createStaff(db, s.shop.id, { role: 'barber', liveStatus: 'away' });
    const gone = await createStaff(db, s.shop.id, { role: 'barber', isActive: false });
    const cases: [string, string, number][] = [
      ['a barber of another shop', other.bruno.id, 400],
      ['a receptionist', s.riikka.id, 400],
      ['a barber no longer active', gone.id, 400],
      ['an unknown id', '00000000-0000-4000-8000-000000000000', 400],
      ['a barber away today', away.id, 409],
    ];
    for (const [who, barberId, status] of cases) {
      const res = await join(s, { barberId });
      expect(res.statusCode, who).toBe(status);
      expect(res.json().code, who).toBe(errorCodes.barberNotWorking);
      const atDesk = await addAtDesk(s, 'owner', s.haircut({ barberId }));
      expect(atDesk.statusCode, who).toBe(status);
    }
    expect((await join(s, { barberId: 'not-an-id' })).statusCode).toBe(400);
    expect(await entriesOf(s.shop.id)).toEqual([]);
  });

  it('takes a barber on a break: a break is still a working day', async () => {
    const s = await shopAtWork();
    await t.database.db
      .update(staffUsers)
      .set({ liveStatus: 'on_break' })
      .where(eq(staffUsers.id, s.bruno.id));
    expect((await join(s, { barberId: s.bruno.id })).statusCode).toBe(201);
  });

  it("lists the shop's barbers with photo, role, working today and each one's next free time", async () => {
    const s = await shopAtWork();
    const db = t.database.db;
    const away = await createStaff(db, s.shop.id, {
      role: 'barber',
      name: 'Veikko',
      liveStatus: 'away',
    });
    // Aino has a 30-minute customer in her chair since 10 minutes ago and one waiting for
    // her; Bruno's chair is free, but a customer for any barber waits first in line.
    await createQueueEntry(db, s.shop.id, {
      status: 'in_service',
      barberId: s.aino.id,
      startedAt: minutesFromNow(-10),
      sortKey: minutesFromNow(-40),
    });
    await createQueueEntry(db, s.shop.id, {
      requestedBarberId: s.aino.id,
      sortKey: minutesFromNow(-5),
    });
    await createQueueEntry(db, s.shop.id, { sortKey: minutesFromNow(-4) });

    const res = await t.app.inject({ method: 'GET', url: `/api/shops/${s.shop.id}` });
    expect(res.statusCode).toBe(200);
    const team = (res.json().data as ShopDetail).team;
    const ranges = team.map(({ nextFreeRange }) => nextFreeRange);
    expect(team.map(({ nextFreeRange: _, ...member }) => member)).toEqual([
      // Free in 20 minutes, then 30 for the customer waiting for her: 50.
      {
        id: s.aino.id,
        name: 'Aino',
        role: 'owner',
        avatar: null,
        workingToday: true,
        nextFreeAt: minutesFromNow(50).toISOString(),
        workingUntil: null,
      },
      // The customer for any barber takes Bruno's free chair now: 30.
      {
        id: s.bruno.id,
        name: 'Bruno',
        role: 'barber',
        avatar: null,
        workingToday: true,
        nextFreeAt: minutesFromNow(30).toISOString(),
        workingUntil: null,
      },
      {
        id: away.id,
        name: 'Veikko',
        role: 'barber',
        avatar: null,
        workingToday: false,
        nextFreeAt: null,
        workingUntil: null,
      },
    ]);
    // Each start as a range, drawn like the shop's own: Aino's about 50 minutes from now,
    // Bruno's sooner, and none for one who is away.
    const [aino, bruno, veikko] = ranges;
    const minutesOf = (instant: string | undefined) =>
      (Date.parse(instant ?? '') - now.getTime()) / 60_000;
    expect(minutesOf(aino?.earliest)).toBeLessThanOrEqual(50);
    expect(minutesOf(aino?.latest)).toBeGreaterThanOrEqual(50);
    expect(minutesOf(bruno?.latest)).toBeLessThan(minutesOf(aino?.earliest));
    expect(veikko).toBeNull();
  });

  it('says nobody works on a day the shop is closed', async () => {
    // Tuesday is a weekly day off.
    const s = await shopAtWork({ weeklyOffs: [2] });
    const detail = (await t.app.inject({ method: 'GET', url: `/api/shops/${s.shop.id}` })).json()
      .data as ShopDetail;
    expect(detail.team.map((m) => [m.name, m.workingToday, m.nextFreeAt])).toEqual([
      ['Aino', false, null],
      ['Bruno', false, null],
    ]);
  });
});

describe('staff change the barber a customer waits for', () => {
  const reassign = (s: Shop, role: Role, orderId: string, barberId: string | null) =>
    t.app.inject({
      method: 'PATCH',
      url: deskPaths.requestedBarber(orderId),
      headers: s.as(role),
      payload: { barberId },
    });
  const board = async (s: Shop) =>
    (
      await t.app.inject({ method: 'GET', url: staffQueuePaths.board, headers: s.as('owner') })
    ).json().data;

  it('moves a waiting customer to a barber and back to any; the board shows whom', async () => {
    const s = await shopAtWork();
    const { orderId } = (await join(s)).json().data;
    const toBruno = await reassign(s, 'receptionist', orderId, s.bruno.id);
    expect(toBruno.statusCode).toBe(200);
    expect((await board(s)).waiting[0].requestedBarber).toEqual({ id: s.bruno.id, name: 'Bruno' });

    expect((await reassign(s, 'barber', orderId, null)).statusCode).toBe(200);
    expect((await board(s)).waiting[0].requestedBarber).toBeNull();
    expect((await entriesOf(s.shop.id))[0]?.requestedBarberId).toBeNull();
  });

  it('gives the customer the chosen line: their estimate waits for that barber', async () => {
    const s = await shopAtWork();
    // Aino is busy for 30 more minutes; Bruno is free.
    await createQueueEntry(t.database.db, s.shop.id, {
      status: 'in_service',
      barberId: s.aino.id,
      startedAt: now,
      sortKey: minutesFromNow(-1),
    });
    const { orderId } = (await join(s)).json().data;
    const estimate = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/queue/${orderId}` })).json().data
        .estimatedStart;
    expect(await estimate()).toBe(now.toISOString());
    await reassign(s, 'owner', orderId, s.aino.id);
    // About when Aino's 30 minutes end (a cut runs a little short or long).
    const withAino = Date.parse(await estimate());
    expect(Math.abs(withAino - minutesFromNow(30).getTime())).toBeLessThanOrEqual(2 * 60_000);
  });

  it('refuses a barber not working today, a customer no longer waiting, and unknown orders', async () => {
    const s = await shopAtWork();
    const other = await shopAtWork();
    const away = await createStaff(t.database.db, s.shop.id, {
      role: 'barber',
      liveStatus: 'away',
    });
    const { orderId } = (await join(s)).json().data;

    const toAway = await reassign(s, 'owner', orderId, away.id);
    expect(toAway.statusCode).toBe(409);
    expect(toAway.json().code).toBe(errorCodes.barberNotWorking);
    const toOtherShop = await reassign(s, 'owner', orderId, other.bruno.id);
    expect(toOtherShop.statusCode).toBe(400);

    const served = await createQueueEntry(t.database.db, s.shop.id, { status: 'served' });
    expect((await reassign(s, 'owner', served.id, s.bruno.id)).statusCode).toBe(409);
    // Another shop's staff do not know this order.
    expect((await reassign(other, 'owner', orderId, other.bruno.id)).statusCode).toBe(404);
    expect((await reassign(s, 'owner', 'nope', null)).statusCode).toBe(404);
    expect(
      (await entriesOf(s.shop.id)).find((e) => e.id === orderId)?.requestedBarberId,
    ).toBeNull();
  });
});
