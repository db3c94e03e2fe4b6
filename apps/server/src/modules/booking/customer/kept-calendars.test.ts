import { bookingPaths, teamSchedulePaths } from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshAddress } from '../../../test/client-address';
import { clusterNode, heardAcross, testRedisUrl } from '../../../test/cluster-nodes';
import { createBooking, createStaff, everyDay } from '../../../test/factories';
import { announceHandWritten } from '../../../test/hand-written';
import { loginAs } from '../../../test/login';
import { pinnedClock } from '../../../test/pinned-clock';
import { tempFolders } from '../../../test/temp-folders';
import { createTestDatabase } from '../../../test/test-database';
import { barberOf, bookableShop, bookingBody, postBooking } from '../booking.test-kit';

// Saturday 20 March 2027, 10:00 in Helsinki; the Monday asked about is 2027-03-22.
const START = '2027-03-20T08:00:00Z';
const MONDAY = '2027-03-22';
const TEN = new Date('2027-03-22T08:00:00Z');
const clock = pinnedClock(START);

/** The free start times of Monday, with the barber named or anyone, as the booking page reads them. */
async function freeTimes(app: FastifyInstance, shopId: string, barberId?: string) {
  const res = await app.inject({
    method: 'GET',
    url: `${bookingPaths.availability(shopId)}?date=${MONDAY}&duration=30${barberId ? `&barberId=${barberId}` : ''}`,
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data.slots as { time: string }[]).map((slot) => slot.time);
}

describe('free times the app keeps in memory between reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, clock.now);
  });
  afterAll(() => t.close());
  beforeEach(() => clock.set(START));

  const oneChair = () =>
    bookableShop(t, { openingHours: everyDay('09:00', '18:00'), chairCount: 1 });

  it('lose a time booked through the app in the very next read', async () => {
    const f = await oneChair();
    expect(await freeTimes(t.app, f.shop.id)).toContain('10:00');
    expect((await postBooking(t, bookingBody(f, MONDAY, '10:00'))).statusCode).toBe(201);
    expect(await freeTimes(t.app, f.shop.id)).not.toContain('10:00');
  });

  it('follow a staff member\u2019s write at once: a barber\u2019s day off', async () => {
    const f = await oneChair();
    const owner = await createStaff(t.database.db, f.shop.id);
    const barber = barberOf(f, 0);
    expect(await freeTimes(t.app, f.shop.id, barber.id)).toHaveLength(18);
    const session = await loginAs(t.app, owner.email);
    const res = await t.app.inject({
      method: 'POST',
      url: teamSchedulePaths.timeOff(barber.id),
      headers: { authorization: session.authorization },
      remoteAddress: freshAddress(),
      payload: { startsOn: MONDAY, endsOn: MONDAY },
    });
    expect(res.statusCode).toBe(201);
    expect(await freeTimes(t.app, f.shop.id, barber.id)).toEqual([]);
  });

  it('give back an unpaid booking\u2019s time the moment its hold runs out, within the minute', async () => {
    const f = await oneChair();
    await createBooking(t.database.db, f.shop.id, {
      startAt: TEN,
      status: 'pending_payment',
      holdExpiresAt: new Date('2027-03-20T08:00:40Z'),
    });
    announceHandWritten(t, f.shop.id);
    expect(await freeTimes(t.app, f.shop.id)).not.toContain('10:00');
    clock.set('2027-03-20T08:00:39Z');
    expect(await freeTimes(t.app, f.shop.id)).not.toContain('10:00');
    clock.set('2027-03-20T08:00:41Z');
    expect(await freeTimes(t.app, f.shop.id)).toContain('10:00');
  });

  it('show a booking written behind the app\u2019s back when the minute turns, not before', async () => {
    const f = await oneChair();
    expect(await freeTimes(t.app, f.shop.id)).toContain('10:00');
    await createBooking(t.database.db, f.shop.id, { startAt: TEN });
    clock.set('2027-03-20T08:00:59Z');
    expect(await freeTimes(t.app, f.shop.id)).toContain('10:00');
    clock.set('2027-03-20T08:01:00Z');
    expect(await freeTimes(t.app, f.shop.id)).not.toContain('10:00');
  });
});

describe('free times kept on several nodes (one database, Redis)', () => {
  let database: Database;
  let first: FastifyInstance;
  let second: FastifyInstance;
  const dataDir = tempFolders('jono-test-');

  beforeAll(async () => {
    database = await createTestDatabase();
    // Both nodes on one pinned minute: only the announcement can make the second read again.
    first = await clusterNode(database, testRedisUrl, dataDir(), clock.now);
    second = await clusterNode(database, testRedisUrl, dataDir(), clock.now);
    await first.ready();
    await second.ready();
    await heardAcross(first, second);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
  });

  it('lose a time booked on one node from the other node\u2019s next reads', async () => {
    clock.set(START);
    const f = await bookableShop(
      { app: first, database, close: async () => {} },
      { openingHours: everyDay('09:00', '18:00'), chairCount: 1 },
    );
    expect(await freeTimes(second, f.shop.id)).toContain('10:00');
    const booked = await first.inject({
      method: 'POST',
      url: bookingPaths.create,
      payload: bookingBody(f, MONDAY, '10:00'),
      remoteAddress: freshAddress(),
    });
    expect(booked.statusCode).toBe(201);
    const committed = performance.now();
    let free = await freeTimes(second, f.shop.id);
    // Seen within two seconds shows the other node was told; the minute never turns here.
    while (free.includes('10:00') && performance.now() - committed < 2000) {
      await new Promise((resolve) => setImmediate(resolve));
      free = await freeTimes(second, f.shop.id);
    }
    expect(free).not.toContain('10:00');
  });
});
