import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import { type OrderedService, shopWaitModels } from '../../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshAddress } from '../../../test/client-address';
import {
  createCatalogue,
  createQueueEntry,
  createShop,
  createStaff,
} from '../../../test/factories';
import { BARBER_MIN_SAMPLES, learnFrom } from './learn-from-visits';
import { learningInstant, learnWaitModel } from './wait-learning';

/** Wednesday 25 November 2026, 10:00 in Helsinki (UTC+2). */
const local = (time: string, daysAgo = 0) =>
  new Date(Date.parse(`2026-11-25T${time}:00+02:00`) - daysAgo * 86_400_000);
let clock = local('10:00');
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, () => clock);
});
afterAll(() => t.close());

const item = (
  id: string,
  durationMinutes: number,
  addonMinutes: number[] = [],
): OrderedService => ({
  id,
  name: id,
  priceCents: 3000,
  durationMinutes,
  quantity: 1,
  addons: addonMinutes.map((minutes, i) => ({
    id: `${id}-addon-${i}`,
    name: 'addon',
    priceCents: 500,
    durationMinutes: minutes,
    quantity: 1,
  })),
});
const visits = (
  count: number,
  minutes: number,
  items: OrderedService[],
  barberId: string | null = null,
) => Array.from({ length: count }, () => ({ items, barberId, minutes }));
const none = { served: 0, total: 0 };
const noOutcomes = { remote: none, checkedIn: none, desk: none };

describe('learning what a service really takes', () => {
  it('keeps the catalogue time while there are few visits, and moves to the real one as they come', () => {
    const fade = [item('fade', 30)];
    const two = learnFrom(visits(2, 40, fade), noOutcomes).services.fade;
    const fifty = learnFrom(visits(50, 40, fade), noOutcomes).services.fade;
    // Two visits count against eight pseudo-visits of 30 minutes; fifty nearly alone.
    expect(two?.median).toBeCloseTo(32, 5);
    expect(fifty?.median).toBeGreaterThan(38.5);
    expect(fifty?.samples).toBe(50);
  });

  it('is not moved by a forgotten service or a few very short or very long visits', () => {
    const cut = [item('cut', 30)];
    const steady = visits(40, 33, cut);
    const withOutliers = [
      ...steady,
      ...visits(3, 4, cut),
      ...visits(3, 90, cut),
      ...visits(1, 600, cut),
    ];
    expect(learnFrom(withOutliers, noOutcomes).services.cut?.median).toBeCloseTo(
      learnFrom(steady, noOutcomes).services.cut?.median ?? 0,
      0,
    );
  });

  it("takes the add-ons' time off, and learns nothing from a visit of several services", () => {
    const learned = learnFrom(
      [
        ...visits(40, 45, [item('cut', 30, [10])]),
        ...visits(40, 90, [item('cut', 30), item('beard', 20)]),
      ],
      noOutcomes,
    );
    expect(learned.services.cut?.median).toBeGreaterThan(34);
    expect(learned.services.cut?.median).toBeLessThan(35.5);
    expect(learned.services.beard).toBeUndefined();
  });

  it(`gives a barber their own figure from ${BARBER_MIN_SAMPLES} visits on`, () => {
    const cut = [item('cut', 30)];
    const learned = learnFrom(
      [
        ...visits(BARBER_MIN_SAMPLES, 24, cut, 'quick'),
        ...visits(BARBER_MIN_SAMPLES - 1, 50, cut, 'new'),
        ...visits(30, 30, cut, 'other'),
      ],
      noOutcomes,
    ).services.cut;
    expect(Object.keys(learned?.byBarber ?? {}).sort()).toEqual(['other', 'quick']);
    expect(learned?.byBarber.quick?.median).toBeLessThan(learned?.median ?? 0);
  });

  it('learns how often waiting customers are served, per way of joining', () => {
    const learned = learnFrom([], {
      remote: { served: 60, total: 100 },
      checkedIn: none,
      desk: { served: 50, total: 50 },
    });
    // 60 of 100 remote customers came, against 20 pseudo-customers of the 0.9 prior.
    expect(learned.showChance.remote).toBeCloseTo((60 + 18) / 120, 5);
    expect(learned.showChance.checkedIn).toBeCloseTo(0.97, 5);
    expect(learned.showChance.desk).toBeGreaterThan(0.99);
  });
});

describe('learning the walk-ins still to come', () => {
  it('learns a rate for every hour of the week and what a visit takes, once anyone was served', () => {
    const joins = Array.from({ length: 168 }, (_, hour) => (hour === 2 * 24 + 17 ? 12 : 0));
    const days = [3, 3, 3, 3, 3, 3, 3];
    expect(learnFrom([], noOutcomes, { joins, days }).arrivals).toBeUndefined();
    const learned = learnFrom(visits(20, 35, [item('cut', 30, [5])]), noOutcomes, {
      joins,
      days,
    }).arrivals;
    expect(learned?.perHour).toHaveLength(168);
    expect(learned?.perHour[2 * 24 + 17]).toBeGreaterThan(learned?.perHour[3 * 24 + 17] ?? 0);
    // The visit as a whole, add-ons and all, against the length the order planned.
    expect(learned?.plannedMinutes).toBe(35);
    expect(learned?.visit.median).toBeCloseTo(35, 5);
  });

  it("counts served walk-ins by the hour on the shop's clock, over the whole days seen", async () => {
    const db = t.database.db;
    const shop = await createShop(db, { timezone: 'Europe/Helsinki' });
    const served = (time: string, daysAgo: number) =>
      createQueueEntry(db, shop.id, {
        status: 'served',
        items: [item('cut', 30)],
        joinedAt: local(time, daysAgo),
        startedAt: local(time, daysAgo),
        finishedAt: new Date(local(time, daysAgo).getTime() + 30 * 60_000),
      });
    // Wednesdays 3 and 2 and 1 weeks ago at 17:30 Helsinki time (15:30 UTC), two each; today's
    // walk-ins (the day is not over) and those who did not come do not count.
    for (const weeks of [1, 2, 3]) {
      await served('17:30', weeks * 7);
      await served('17:45', weeks * 7);
    }
    await served('09:30', 0);
    await createQueueEntry(db, shop.id, { status: 'no_show', joinedAt: local('17:10', 7) });
    const model = await learnWaitModel(db, shop.id, learningInstant(clock));
    // 21 whole days seen, three of each weekday; every day at 17: 6 in 21 days and 3 of none.
    const everyDay = 6 / 24;
    const wednesday17 = 2 * 24 + 17;
    expect(model.arrivals?.perHour[wednesday17]).toBeCloseTo((6 + 7 * everyDay) / 10, 5);
    expect(model.arrivals?.perHour[wednesday17 + 24]).toBeCloseTo((7 * everyDay) / 10, 5);
    expect(model.arrivals?.perHour[2 * 24 + 15]).toBe(0);
    expect(model.arrivals?.perHour[2 * 24 + 9]).toBe(0);
  });
});

describe("a shop's history in its estimates", () => {
  async function shopWithHistory() {
    const db = t.database.db;
    const shop = await createShop(db, { chairCount: 1, queueLimit: 50 });
    const barber = await createStaff(db, shop.id, { name: 'Aino' });
    const { services } = await createCatalogue(db, shop.id, {
      services: [{ name: 'Skin fade', priceCents: 3000, durationMinutes: 30 }],
      addons: [],
    });
    const fade = services[0];
    if (!fade) throw new Error('no service');
    const ordered = [item(fade.id, 30)];
    // Forty fades over the last weeks took 38 minutes each; one from 100 days ago took 10.
    for (let day = 1; day <= 40; day++) {
      await createQueueEntry(db, shop.id, {
        status: 'served',
        items: ordered,
        barberId: barber.id,
        joinedAt: local('09:00', day),
        startedAt: local('09:10', day),
        finishedAt: local('09:48', day),
      });
    }
    await createQueueEntry(db, shop.id, {
      status: 'served',
      items: ordered,
      joinedAt: local('09:00', 100),
      startedAt: local('09:00', 100),
      finishedAt: local('09:10', 100),
    });
    // A quarter of those who joined from home never came.
    for (let day = 1; day <= 13; day++) {
      await createQueueEntry(db, shop.id, {
        status: 'no_show',
        items: ordered,
        joinedAt: local('11:00', day),
      });
    }
    return { shop, fade, ordered };
  }

  it('learns in the background at start, for every node the same model', async () => {
    const { shop } = await shopWithHistory();
    // A second node on the same database, started now: it learns the shops with history.
    const node = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        PUBLIC_URL: 'http://localhost:3000',
        DATA_DIR: t.app.config.dataDir,
        PAYMENTS: 'test',
      }),
      database: t.database,
      logger: false,
      now: () => clock,
    });
    try {
      await node.ready();
      await expect
        .poll(async () => {
          const [row] = await t.database.db
            .select()
            .from(shopWaitModels)
            .where(eq(shopWaitModels.shopId, shop.id));
          return row?.learnedAt.toISOString();
        })
        .toBe(learningInstant(clock).toISOString());
    } finally {
      await node.close();
    }
    const stored = await learnWaitModel(t.database.db, shop.id, learningInstant(clock));
    const [row] = await t.database.db
      .select()
      .from(shopWaitModels)
      .where(eq(shopWaitModels.shopId, shop.id));
    expect(row?.model).toEqual(stored);
  });

  it('estimates with what the shop really takes and who really comes', async () => {
    const { shop, fade, ordered } = await shopWithHistory();
    const join = (phone: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/queue',
        remoteAddress: freshAddress(),
        payload: {
          name: 'Ville Virtanen',
          phone,
          shopId: shop.id,
          services: [{ id: fade.id, quantity: 1, addons: [] }],
          additionalServices: [],
          totalTimeRequires: 30,
          totalPrice: 30,
          payNow: false,
        },
      });
    const newcomer = async (shopId = shop.id) =>
      (await t.app.inject({ method: 'GET', url: `/api/shops/${shopId}` })).json().data;
    // Someone is in the chair with a fade since 10:00. A shop with no history counts the
    // catalogue's 30 minutes for it.
    const inChair = (shopId: string) =>
      createQueueEntry(t.database.db, shopId, {
        status: 'in_service',
        items: ordered,
        startedAt: local('10:00'),
        joinedAt: local('09:50'),
      });
    const fresh = await createShop(t.database.db, { chairCount: 1 });
    await createStaff(t.database.db, fresh.id);
    await inChair(fresh.id);
    await inChair(shop.id);
    const unlearned = (await newcomer(fresh.id)).waitingTime;
    expect(unlearned).toBeGreaterThanOrEqual(30);
    expect(unlearned).toBeLessThanOrEqual(31);

    const model = await learnWaitModel(t.database.db, shop.id, learningInstant(clock));
    expect(model.services[fade.id]?.median).toBeGreaterThan(36);
    expect(model.services[fade.id]?.samples).toBe(40);
    expect(model.showChance.remote).toBeCloseTo((40 + 0.9 * 20) / (53 + 20), 5);
    // The fade in the chair now ends about 10:37.
    const learned = await newcomer();
    expect(learned.waitingTime).toBeGreaterThanOrEqual(36);
    expect(learned.waitingTime).toBeLessThanOrEqual(38);

    // A customer who joins from home now is expected about 10:37, in a range around it.
    const joined = await join('040 7770001');
    expect(joined.statusCode).toBe(201);
    const place = joined.json().data;
    const at = (iso: string) => (Date.parse(iso) - clock.getTime()) / 60_000;
    expect(at(place.estimatedStart)).toBeGreaterThan(35);
    expect(at(place.estimatedRange.earliest)).toBeLessThanOrEqual(at(place.estimatedStart));
    expect(at(place.estimatedRange.latest)).toBeGreaterThan(at(place.estimatedStart));
    // The estimate at join is kept: analytics compares it with the real start.
    const tracking = (
      await t.app.inject({ method: 'GET', url: `/api/queue/${place.orderId}` })
    ).json().data;
    expect(tracking.estimatedRange).toEqual(place.estimatedRange);
    // Behind them, a newcomer is not counted on a whole fade: a quarter of such customers
    // never come, so the middle of the range stays under two full fades.
    const behind = await newcomer();
    expect(behind.waitingTime).toBeGreaterThan(learned.waitingTime);
    expect(behind.waitingTime).toBeLessThan(37 + 38);
  });
});

describe('walk-ins until the last one can still be served', () => {
  async function closingShop() {
    const db = t.database.db;
    const shop = await createShop(db, {
      chairCount: 1,
      openingHours: Array.from({ length: 7 }, (_, i) => ({
        weekday: i + 1,
        opens: '09:00',
        closes: '19:00',
      })),
    });
    await createStaff(db, shop.id, { name: 'Aino' });
    const { services } = await createCatalogue(db, shop.id, {
      services: [
        { name: 'Haircut', priceCents: 3000, durationMinutes: 30 },
        { name: 'Clipper cut', priceCents: 2000, durationMinutes: 20 },
      ],
      addons: [],
    });
    return { shop, cut: services[1] };
  }
  const summary = async (shopId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/shops/${shopId}` })).json().data;

  it('says until when, and once even the shortest service would not fit, that it is too late today', async () => {
    const { shop, cut } = await closingShop();
    clock = local('18:30');
    expect(await summary(shop.id)).toMatchObject({
      queueState: 'open',
      fullReason: null,
      walkInsUntil: local('18:40').toISOString(),
    });
    const list = (await t.app.inject({ method: 'GET', url: '/api/shops?limit=200' })).json().data;
    expect(list.find((s: { id: string }) => s.id === shop.id)?.walkInsUntil).toBe(
      local('18:40').toISOString(),
    );

    clock = local('18:41');
    // Nobody waits: the queue is not "full", it is past today's last walk-in.
    expect(await summary(shop.id)).toMatchObject({
      queue: 0,
      queueState: 'full',
      fullReason: 'closing',
      walkInsUntil: null,
    });
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/queue',
      remoteAddress: freshAddress(),
      payload: {
        name: 'Late Comer',
        phone: '040 7770099',
        shopId: shop.id,
        services: [{ id: cut?.id, quantity: 1, addons: [] }],
        additionalServices: [],
        totalTimeRequires: 20,
        totalPrice: 20,
        payNow: false,
      },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'LAST_WALK_IN_PASSED',
      message: "Too late for today's last walk-in",
    });
  });

  it('closes it earlier when the queue ahead already runs past the last start', async () => {
    const { shop } = await closingShop();
    clock = local('18:00');
    await createQueueEntry(t.database.db, shop.id, { totalDurationMinutes: 30 });
    await createQueueEntry(t.database.db, shop.id, { totalDurationMinutes: 30 });
    // About an hour of work ahead: a newcomer would start about 19:00, after 18:40.
    expect(await summary(shop.id)).toMatchObject({
      queueState: 'full',
      fullReason: 'closing',
      walkInsUntil: null,
    });
  });

  afterAll(() => {
    clock = local('10:00');
  });
});
