import { queuePaths, shopPaths } from '@jono/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueEntries } from '../../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshAddress } from '../../../test/client-address';
import { createCatalogue, createQueueEntry, createShop, everyDay } from '../../../test/factories';
import { announceHandWritten } from '../../../test/hand-written';
import { nextPhone } from '../../../test/phones';
import { shownRangeTally } from './estimate-accuracy.service';
import { learningInstant, learnWaitModel } from './wait-learning';

/** Wednesday 25 November 2026 in Helsinki (UTC+2). */
const at = (time: string, daysAgo = 0) =>
  new Date(Date.parse(`2026-11-25T${time}+02:00`) - daysAgo * 86_400_000);
const clock = at('16:00:00');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, () => clock);
});
afterAll(() => t.close());

/** A walk-in that joined, was shown [earliest, latest] and started (or not). */
const visit = (
  shopId: string,
  shown: { joined: string; earliest: string; latest: string; started: string | null },
  daysAgo = 0,
) =>
  createQueueEntry(t.database.db, shopId, {
    joinedAt: at(shown.joined, daysAgo),
    estimatedEarliestAt: at(shown.earliest, daysAgo),
    estimatedLatestAt: at(shown.latest, daysAgo),
    ...(shown.started
      ? { status: 'served', startedAt: at(shown.started, daysAgo), finishedAt: clock }
      : { status: 'waiting' }),
  });

const tallyOf = (shopId: string) => shownRangeTally(t.database.db, eq(queueEntries.shopId, shopId));

describe('a start against the range shown at join', () => {
  it('reads the range as the screen wrote it: whole five minutes, by the clock minute', async () => {
    const shop = await createShop(t.database.db);
    // Shown "10:10 - 10:25": the computed 10:12-10:23 widened to whole five minutes.
    const shown = { joined: '10:00:30', earliest: '10:12:00', latest: '10:23:00' };
    await visit(shop.id, { ...shown, started: '10:10:00' }); // first minute shown: inside
    await visit(shop.id, { ...shown, started: '10:25:59' }); // last minute shown: inside
    await visit(shop.id, { ...shown, started: '10:09:59' }); // before it
    await visit(shop.id, { ...shown, started: '10:26:00' }); // after it
    expect(await tallyOf(shop.id)).toEqual({ visits: 4, within: 2, early: 1, late: 1 });
  });

  it('counts a start in the minute of joining as on time when the range began "now"', async () => {
    const shop = await createShop(t.database.db);
    // A free chair: the range begins before the join, the screen says the joining minute on.
    const shown = { joined: '10:00:30', earliest: '09:58:00', latest: '10:00:40' };
    await visit(shop.id, { ...shown, started: '10:00:45' });
    await visit(shop.id, { ...shown, started: '10:05:59' });
    await visit(shop.id, { ...shown, started: '10:06:00' });
    expect(await tallyOf(shop.id)).toEqual({ visits: 3, within: 2, early: 0, late: 1 });
  });

  it('leaves out who has not started and who was never shown a range', async () => {
    const shop = await createShop(t.database.db);
    await visit(shop.id, {
      joined: '10:00:00',
      earliest: '10:10:00',
      latest: '10:20:00',
      started: null,
    });
    await createQueueEntry(t.database.db, shop.id, {
      joinedAt: at('10:00:00'),
      status: 'served',
      startedAt: at('10:30:00'),
    });
    expect(await tallyOf(shop.id)).toEqual({ visits: 0, within: 0, early: 0, late: 0 });
  });
});

describe('the accuracy customers see', () => {
  const detail = async (shopId: string) =>
    (await t.app.inject({ method: 'GET', url: shopPaths.detail(shopId) })).json().data;
  const listed = async (shopId: string) =>
    (await t.app.inject({ method: 'GET', url: `${shopPaths.list}?limit=200` }))
      .json()
      .data.find((shop: { id: string }) => shop.id === shopId);

  it('says a new shop estimates from the menu, then shows its last 30 days once learned', async () => {
    const shop = await createShop(t.database.db, { openingHours: everyDay('00:00', '24:00') });
    const none = { learned: false, visits: 0, withinRange: 0 };
    expect((await detail(shop.id)).estimates).toEqual(none);
    expect((await listed(shop.id)).estimates).toEqual(none);

    const inside = {
      joined: '10:00:00',
      earliest: '10:10:00',
      latest: '10:20:00',
      started: '10:15:00',
    };
    const after = { ...inside, started: '10:40:00' };
    for (let day = 1; day <= 24; day++) await visit(shop.id, inside, day);
    for (let day = 1; day <= 8; day++) await visit(shop.id, after, day);
    // Older than 30 days: no longer this shop's record.
    for (let day = 31; day <= 40; day++) await visit(shop.id, after, day);
    const model = await learnWaitModel(t.database.db, shop.id, learningInstant(clock));
    expect(model.accuracy).toEqual({ visits: 32, within: 24, early: 0, late: 8 });
    announceHandWritten(t, shop.id);
    expect((await detail(shop.id)).estimates).toEqual({
      learned: false,
      visits: 32,
      withinRange: 24,
    });
    expect((await listed(shop.id)).estimates).toEqual({
      learned: false,
      visits: 32,
      withinRange: 24,
    });
  });
});

describe('a walk-in joining', () => {
  it('keeps the range it was shown with its row', async () => {
    const shop = await createShop(t.database.db, {
      openingHours: everyDay('00:00', '24:00'),
      chairCount: 1,
    });
    const { services } = await createCatalogue(t.database.db, shop.id, {
      services: [{ name: 'Haircut', priceCents: 3000, durationMinutes: 30 }],
    });
    const service = services[0];
    if (!service) throw new Error('no service');
    await createQueueEntry(t.database.db, shop.id, { status: 'waiting', joinedAt: at('15:50:00') });
    announceHandWritten(t, shop.id);
    const res = await t.app.inject({
      method: 'POST',
      url: queuePaths.join,
      remoteAddress: freshAddress(),
      payload: {
        name: 'Aino Virtanen',
        phone: nextPhone(),
        shopId: shop.id,
        services: [{ id: service.id, quantity: 1, addons: [] }],
        additionalServices: [],
        totalTimeRequires: 30,
        totalPrice: 30,
        payNow: false,
      },
    });
    expect(res.statusCode).toBe(201);
    const shown = res.json().data.estimatedRange as { earliest: string; latest: string };
    expect(shown).not.toBeNull();
    const [row] = await t.database.db
      .select()
      .from(queueEntries)
      .where(and(eq(queueEntries.shopId, shop.id), eq(queueEntries.customerName, 'Aino Virtanen')));
    expect(row?.estimatedEarliestAt?.toISOString()).toBe(shown.earliest);
    expect(row?.estimatedLatestAt?.toISOString()).toBe(shown.latest);
  });
});
