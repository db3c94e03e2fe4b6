import {
  barberServicePaths,
  bookingPaths,
  errorCodes,
  queuePaths,
  shopPaths,
  staffQueuePaths,
} from '@jono/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopWaitModels } from './db/schema';
import { bookableShop, bookingBody, postBooking } from './modules/booking/booking.test-kit';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { freshAddress } from './test/client-address';
import { createBooking, createStaff, everyDay } from './test/factories';
import { loginAs } from './test/login';
import { nextPhone } from './test/phones';
import { pinnedClock } from './test/pinned-clock';

// Saturday 20 March 2027, 10:00 in Helsinki.
const clock = pinnedClock('2027-03-20T08:00:00Z');
const SATURDAY = '2027-03-20';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, clock.now);
});
afterAll(() => t.close());

type Who = { authorization: string };

/**
 * Open 09-18, two chairs, a 30-minute haircut (30.00) and a 60-minute long cut (45.00); Aaro
 * owns it and cuts hair, Bea cuts hair (names in the team's order), Rita keeps the desk.
 */
async function shop() {
  const f = await bookableShop(t, {
    openingHours: everyDay('09:00', '18:00'),
    chairCount: 2,
    barbers: 0,
  });
  const db = t.database.db;
  const first = await createStaff(db, f.shop.id, { role: 'owner', name: 'Aaro' });
  const second = await createStaff(db, f.shop.id, { role: 'barber', name: 'Bea' });
  const rita = await createStaff(db, f.shop.id, {
    role: 'receptionist',
    name: 'Rita',
    liveStatus: null,
  });
  return {
    ...f,
    first,
    second,
    rita,
    as: {
      owner: await loginAs(t.app, first.email),
      second: await loginAs(t.app, second.email),
      desk: await loginAs(t.app, rita.email),
    },
  };
}
type Shop = Awaited<ReturnType<typeof shop>>;

const read = (who: Who, userId: string) =>
  t.app.inject({ method: 'GET', url: barberServicePaths.services(userId), headers: who });
const change = (who: Who, userId: string, services: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: barberServicePaths.services(userId),
    headers: who,
    payload: { services },
  });

/** The first barber cuts hair in 45 minutes for 25.00 and does no long cuts. */
async function firstBarbersOwnTerms(s: Shop) {
  const res = await change(s.as.owner, s.first.id, [
    { serviceId: s.cut.id, offered: true, price: 25, duration: 45 },
    { serviceId: s.longCut.id, offered: false, price: null, duration: null },
  ]);
  expect(res.statusCode).toBe(200);
}

describe('a barber’s services', () => {
  it('are all the shop’s at the catalogue’s terms until changed, then theirs', async () => {
    const s = await shop();
    const before = (await read(s.as.desk, s.first.id)).json().data;
    expect(before).toMatchObject({ userId: s.first.id, canEdit: false });
    expect(before.services).toEqual([
      expect.objectContaining({
        serviceId: s.cut.id,
        name: 'Haircut',
        catalogue: { price: 30, duration: 30 },
        offered: true,
        price: null,
        duration: null,
        measured: null,
      }),
      expect.objectContaining({ serviceId: s.longCut.id, offered: true }),
    ]);

    await firstBarbersOwnTerms(s);
    const after = (await read(s.as.owner, s.first.id)).json().data;
    expect(after.canEdit).toBe(true);
    expect(after.services).toEqual([
      expect.objectContaining({ serviceId: s.cut.id, offered: true, price: 25, duration: 45 }),
      expect.objectContaining({ serviceId: s.longCut.id, offered: false }),
    ]);
    // A colleague's stay the catalogue's.
    const colleague = (await read(s.as.owner, s.second.id)).json().data;
    expect(colleague.services.every((x: { price: null }) => x.price === null)).toBe(true);

    // Back to the catalogue's terms for the haircut; the long cut is left as it was.
    await change(s.as.owner, s.first.id, [
      { serviceId: s.cut.id, offered: true, price: null, duration: null },
    ]);
    const back = (await read(s.as.second, s.first.id)).json().data.services;
    expect(back[0]).toMatchObject({ price: null, duration: null, offered: true });
    expect(back[1]).toMatchObject({ offered: false });
  });

  it('show the shop page each barber’s price and length, leaving out who does not do it', async () => {
    const s = await shop();
    await firstBarbersOwnTerms(s);
    const detail = (await t.app.inject({ method: 'GET', url: shopPaths.detail(s.shop.id) })).json()
      .data;
    const services = detail.categories.flatMap((c: { services: unknown[] }) => c.services);
    const cut = services.find((x: { id: string }) => x.id === s.cut.id);
    const longCut = services.find((x: { id: string }) => x.id === s.longCut.id);
    expect(cut.price).toBe(30);
    expect(cut.barbers).toEqual(
      expect.arrayContaining([
        { barberId: s.first.id, price: 25, duration: 45 },
        { barberId: s.second.id, price: 30, duration: 30 },
      ]),
    );
    expect(longCut.barbers.map((b: { barberId: string }) => b.barberId)).not.toContain(s.first.id);
    expect(longCut.barbers.map((b: { barberId: string }) => b.barberId)).toContain(s.second.id);
  });

  it('are changed by the owner or the barber, never by a colleague or the desk', async () => {
    const s = await shop();
    const terms = [{ serviceId: s.cut.id, offered: false, price: null, duration: null }];
    expect((await change(s.as.second, s.first.id, terms)).statusCode).toBe(403);
    expect((await change(s.as.desk, s.first.id, terms)).statusCode).toBe(403);
    expect((await change(s.as.owner, s.rita.id, terms)).json().code).toBe(errorCodes.notServing);
    // A barber changes their own.
    expect((await change(s.as.second, s.second.id, terms)).statusCode).toBe(200);
    const unchanged = (await read(s.as.owner, s.first.id)).json().data.services;
    expect(unchanged.every((x: { offered: boolean }) => x.offered)).toBe(true);
  });

  it('refuses bad terms with a 400 and changes nothing', async () => {
    const s = await shop();
    const other = await shop();
    const cut = { serviceId: s.cut.id, offered: true, price: 25, duration: 45 };
    for (const services of [
      [],
      [cut, cut],
      [{ ...cut, price: -1 }],
      [{ ...cut, price: 10.001 }],
      [{ ...cut, duration: 0 }],
      [{ ...cut, duration: 12.5 }],
      [{ ...cut, serviceId: 'x' }],
      [{ ...cut, serviceId: other.cut.id }],
      '__proto__',
    ]) {
      const res = await change(s.as.owner, s.first.id, services);
      expect(res.statusCode, JSON.stringify(services)).toBe(400);
    }
    const kept = (await read(s.as.owner, s.first.id)).json().data.services;
    expect(kept.every((x: { price: null }) => x.price === null)).toBe(true);
    expect((await read(s.as.owner, 'not-an-id')).statusCode).toBe(400);
  });

  it('takes two changes at once without a failure', async () => {
    const s = await shop();
    const results = await Promise.all(
      [20, 21, 22, 23, 24, 25].map((price) =>
        change(s.as.owner, s.first.id, [
          { serviceId: s.cut.id, offered: true, price, duration: null },
        ]),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const [cut] = (await read(s.as.owner, s.first.id)).json().data.services;
    expect([20, 21, 22, 23, 24, 25]).toContain(cut.price);
  });

  it('show what the wait model has learned of the barber’s visits', async () => {
    const s = await shop();
    await t.database.db.insert(shopWaitModels).values({
      shopId: s.shop.id,
      learnedAt: clock.now(),
      model: {
        services: {
          [s.cut.id]: {
            median: 33,
            p80: 40,
            samples: 60,
            byBarber: { [s.first.id]: { median: 38.4, p80: 44, samples: 41 } },
          },
          // Learned before visits were counted per barber: nothing to show.
          [s.longCut.id]: {
            median: 62,
            p80: 70,
            samples: 30,
            byBarber: { [s.first.id]: { median: 65, p80: 75 } },
          },
        },
        showChance: { remote: 0.9, checkedIn: 0.97, desk: 0.97 },
      },
    });
    const services = (await read(s.as.owner, s.first.id)).json().data.services;
    expect(services[0].measured).toEqual({ median: 38, visits: 41 });
    expect(services[1].measured).toBeNull();
    const colleague = (await read(s.as.owner, s.second.id)).json().data.services;
    expect(colleague[0].measured).toBeNull();
  });
});

const order = (s: Shop, long = false) => [
  { id: long ? s.longCut.id : s.cut.id, quantity: 1, addons: [] },
];

describe('booking a barber with terms of their own', () => {
  const day = (s: Shop, query: string) =>
    t.app.inject({ method: 'GET', url: `${bookingPaths.availability(s.shop.id)}?${query}` });

  it('offers their times at their length, and none for a service they do not do', async () => {
    const s = await shop();
    await firstBarbersOwnTerms(s);
    const theirs = await day(
      s,
      `date=${SATURDAY}&duration=30&services=${s.cut.id}&barberId=${s.first.id}`,
    );
    const slots = theirs.json().data.slots;
    // 45 minutes: the last start leaves two slots before 18:00.
    expect(slots.at(-1).time).toBe('17:00');
    expect(Date.parse(slots[0].endAt) - Date.parse(slots[0].startAt)).toBe(45 * 60_000);
    const long = await day(
      s,
      `date=${SATURDAY}&duration=60&services=${s.longCut.id}&barberId=${s.first.id}`,
    );
    expect(long.json().data.slots).toEqual([]);
    // Without the services the catalogue's length stands, as before.
    const plain = await day(s, `date=${SATURDAY}&duration=30&barberId=${s.first.id}`);
    expect(plain.json().data.slots.at(-1).time).toBe('17:30');
    for (const bad of ['x', `${s.cut.id},x`, Array(60).fill(s.cut.id).join(',')]) {
      expect((await day(s, `date=${SATURDAY}&duration=30&services=${bad}`)).statusCode).toBe(400);
    }
  });

  it('takes their prices from the customer, and gives "any barber" the prices of who takes it', async () => {
    const s = await shop();
    await firstBarbersOwnTerms(s);
    const named = { ...bookingBody(s, SATURDAY, '12:00'), barberId: s.first.id };
    const atCatalogue = await postBooking(t, named);
    expect(atCatalogue.json().code).toBe(errorCodes.pricesChanged);
    const booked = await postBooking(t, { ...named, totalPrice: 25, totalTimeRequires: 45 });
    expect(booked.statusCode).toBe(201);
    const view = booked.json().data.booking;
    expect(view).toMatchObject({ totalPrice: 25, barber: { id: s.first.id, named: true } });
    expect(Date.parse(view.endAt) - Date.parse(view.startAt)).toBe(45 * 60_000);

    const longWithFirst = {
      ...bookingBody(s, SATURDAY, '14:00', { long: true }),
      barberId: s.first.id,
    };
    const refused = await postBooking(t, longWithFirst);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(errorCodes.serviceNotOfferedByBarber);

    // "Any barber" at 12:00: the first barber is booked then, so it goes to the second at
    // the catalogue's price; at 15:00 both are free and the tie goes to the first, at theirs.
    const noon = await postBooking(t, bookingBody(s, SATURDAY, '12:00'));
    expect(noon.json().data.booking).toMatchObject({
      barber: { id: s.second.id, named: false },
      totalPrice: 30,
    });
    const later = await postBooking(t, bookingBody(s, SATURDAY, '15:00'));
    expect(later.json().data.booking).toMatchObject({
      barber: { id: s.first.id, named: false },
      totalPrice: 25,
    });
  });
});

describe('a day’s waitlist, for any barber', () => {
  it('counts a day full when nobody who does the order is free for their own length', async () => {
    const s = await shop();
    await firstBarbersOwnTerms(s);
    const db = t.database.db;
    // Helsinki is UTC+2 in March before the clocks change: Bea is booked all day, Aaro all
    // but the last half hour.
    const at = (time: string) => new Date(`${SATURDAY}T${time}:00+02:00`);
    await createBooking(db, s.shop.id, {
      startAt: at('09:00'),
      totalDurationMinutes: 540,
      chair: 0,
      barberId: s.second.id,
    });
    await createBooking(db, s.shop.id, {
      startAt: at('09:00'),
      totalDurationMinutes: 510,
      chair: 1,
      barberId: s.first.id,
    });
    // A haircut fits at 17:30 at the list's 30 minutes, but Aaro takes 45: no free time.
    const day = await t.app.inject({
      method: 'GET',
      url: `${bookingPaths.availability(s.shop.id)}?date=${SATURDAY}&duration=30&services=${s.cut.id}`,
    });
    expect(day.json().data.slots).toEqual([]);
    const { time: _time, ...order } = bookingBody(s, SATURDAY, '12:00');
    const joined = await t.app.inject({
      method: 'POST',
      url: bookingPaths.waitlist,
      payload: order,
      remoteAddress: freshAddress(),
    });
    expect(joined.statusCode).toBe(201);
  });
});

describe('a walk-in for a barber with terms of their own', () => {
  const join = (s: Shop, body: object) =>
    t.app.inject({
      method: 'POST',
      url: queuePaths.join,
      remoteAddress: freshAddress(),
      payload: {
        name: 'Walk In',
        phone: nextPhone(),
        shopId: s.shop.id,
        additionalServices: [],
        payNow: false,
        ...body,
      },
    });

  it('is priced at theirs, and refused a service they do not do', async () => {
    const s = await shop();
    await firstBarbersOwnTerms(s);
    const theirs = { services: order(s), totalPrice: 25, totalTimeRequires: 45 };
    const joined = await join(s, { ...theirs, barberId: s.first.id });
    expect(joined.statusCode).toBe(201);
    const { orderId } = joined.json().data;
    const tracked = await t.app.inject({ method: 'GET', url: queuePaths.order(orderId) });
    expect(tracked.json().data).toMatchObject({ totalPrice: 25, totalDuration: 45 });
    const atCatalogue = { services: order(s), totalPrice: 30, totalTimeRequires: 30 };
    expect((await join(s, { ...atCatalogue, barberId: s.first.id })).json().code).toBe(
      errorCodes.pricesChanged,
    );
    expect((await join(s, atCatalogue)).statusCode).toBe(201);
    const long = { services: order(s, true), totalPrice: 45, totalTimeRequires: 60 };
    const refused = await join(s, { ...long, barberId: s.first.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(errorCodes.serviceNotOfferedByBarber);
  });

  it('asking for "any barber" pays the prices of the barber who takes it', async () => {
    const s = await shop();
    await firstBarbersOwnTerms(s);
    const start = async (barberId: string, long = false) => {
      const services = order(s, long);
      const totals = long
        ? { totalPrice: 45, totalTimeRequires: 60 }
        : { totalPrice: 30, totalTimeRequires: 30 };
      const { orderId } = (await join(s, { services, ...totals })).json().data;
      const res = await t.app.inject({
        method: 'POST',
        url: staffQueuePaths.start(orderId),
        headers: s.as.owner,
        payload: { barberId },
      });
      expect(res.statusCode).toBe(200);
      const tracked = await t.app.inject({ method: 'GET', url: queuePaths.order(orderId) });
      return tracked.json().data;
    };
    expect(await start(s.first.id)).toMatchObject({ totalPrice: 25, totalDuration: 45 });
    expect(await start(s.second.id)).toMatchObject({ totalPrice: 30, totalDuration: 30 });
  });
});
