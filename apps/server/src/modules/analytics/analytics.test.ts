import { type Analytics, analyticsPaths, analyticsResponse } from '@jono/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema';
import {
  insertBooking,
  insertPayment,
  insertRefund,
  insertWalkIn,
  order,
} from '../../test/analytics-factories';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createQueueEntry, createShop, createStaff } from '../../test/factories';
import { loginAs } from '../../test/login';

/**
 * A small week in Helsinki computed by hand. The period is Monday 23 to Sunday 29 March 2026,
 * whose Sunday is the day the clocks go forward (03:00 EET -> 04:00 EEST). So the period runs
 * from 2026-03-22T22:00Z (midnight at UTC+2) to 2026-03-29T21:00Z (midnight at UTC+3), and
 * the previous period from 2026-03-15T22:00Z to 2026-03-22T22:00Z. Times below are UTC with
 * the local time beside them.
 */
const shopTimezone = 'Europe/Helsinki';
const week = '?from=2026-03-23&to=2026-03-29';

const haircut = { id: 'svc-haircut', name: 'Haircut', priceCents: 3000, durationMinutes: 30 };
const beard = { id: 'svc-beard', name: 'Beard', priceCents: 2000, durationMinutes: 20 };
const wash = { id: 'add-wash', name: 'Wash', priceCents: 500, durationMinutes: 10 };
const wax = { id: 'add-wax', name: 'Wax', priceCents: 300, durationMinutes: 5 };

let t: TestApp;
/** Who asks: the seeded shop's owner, receptionist or barber Aino, or the owner of a shop of estimates. */
type Who = 'owner' | 'receptionist' | 'aino' | 'estimatesOwner' | 'cancellationsOwner';
const headers = new Map<Who, { authorization: string }>();
let seededShopId = '';
type Staff = Awaited<ReturnType<typeof createStaff>>;
let aino: Staff;
let bruno: Staff;
let cecilia: Staff;

async function seed() {
  const db = t.database.db;
  const shop = await createShop(db, { timezone: shopTimezone, currency: 'EUR' });
  seededShopId = shop.id;
  const owner = await createStaff(db, shop.id, { role: 'owner', name: 'Olli' });
  const receptionist = await createStaff(db, shop.id, { role: 'receptionist', name: 'Riikka' });
  aino = await createStaff(db, shop.id, { role: 'barber', name: 'Aino' });
  bruno = await createStaff(db, shop.id, { role: 'barber', name: 'Bruno' });
  cecilia = await createStaff(db, shop.id, { role: 'barber', name: 'Cecilia' });
  for (const [who, user] of [
    ['owner', owner],
    ['receptionist', receptionist],
    ['aino', aino],
  ] as const) {
    headers.set(who, { authorization: (await loginAs(t.app, user.email)).authorization });
  }
  const walkIn = (fields: Parameters<typeof insertWalkIn>[2]) => insertWalkIn(db, shop.id, fields);
  const booking = (fields: Parameters<typeof insertBooking>[2]) =>
    insertBooking(db, shop.id, fields);

  // W1 Mon 10:00 local, Aino (asked for): Haircut + Wash = 35.00, catalogue 40 min; wait 15,
  // told 10 (error 5), chair 30 min.
  await walkIn({
    order: order({ service: haircut, addons: [[wash, 1]] }),
    status: 'served',
    joinedAt: '2026-03-23T08:00:00Z',
    estimatedStartAt: '2026-03-23T08:10:00Z',
    startedAt: '2026-03-23T08:15:00Z',
    finishedAt: '2026-03-23T08:45:00Z',
    barberId: aino.id,
    requestedBarberId: aino.id,
  });
  // W2 Tue 11:00, Bruno (asked for): 2 x Haircut, each with Wax = 60 + 2 x 3 = 66.00, 70 min; wait 20,
  // error 10, chair 50 min.
  await walkIn({
    order: order({ service: haircut, quantity: 2, addons: [[wax, 1]] }),
    status: 'served',
    joinedAt: '2026-03-24T09:00:00Z',
    estimatedStartAt: '2026-03-24T09:30:00Z',
    startedAt: '2026-03-24T09:20:00Z',
    finishedAt: '2026-03-24T10:10:00Z',
    barberId: bruno.id,
    requestedBarberId: bruno.id,
  });
  // W3 Wed 12:00, Aino: Beard = 20.00, 20 min; wait 40, no estimate, chair 20 min.
  await walkIn({
    order: order({ service: beard }),
    status: 'served',
    joinedAt: '2026-03-25T10:00:00Z',
    startedAt: '2026-03-25T10:40:00Z',
    finishedAt: '2026-03-25T11:00:00Z',
    barberId: aino.id,
  });
  // W4 Thu 13:00, Bruno: Haircut = 30.00, 30 min; wait 5, error 5, chair 25 min.
  await walkIn({
    order: order({ service: haircut }),
    status: 'served',
    joinedAt: '2026-03-26T11:00:00Z',
    estimatedStartAt: '2026-03-26T11:00:00Z',
    startedAt: '2026-03-26T11:05:00Z',
    finishedAt: '2026-03-26T11:30:00Z',
    barberId: bruno.id,
  });
  // W5 joined 22:30Z on Sunday 22nd in UTC, but 00:30 Monday 23rd in Helsinki: in the
  // period. Aino: Beard with 2 x Wash = 30.00, 40 min; wait 0, error 10, chair 30 min.
  await walkIn({
    order: order({ service: beard, addons: [[wash, 2]] }),
    status: 'served',
    joinedAt: '2026-03-22T22:30:00Z',
    estimatedStartAt: '2026-03-22T22:40:00Z',
    startedAt: '2026-03-22T22:30:00Z',
    finishedAt: '2026-03-22T23:00:00Z',
    barberId: aino.id,
  });
  // W6 Sun 13:00 EEST (after the clock change), asked for Aino: cancelled 20 minutes later.
  await walkIn({
    order: order({ service: haircut }),
    status: 'cancelled',
    joinedAt: '2026-03-29T10:00:00Z',
    cancelledAt: '2026-03-29T10:20:00Z',
    requestedBarberId: aino.id,
  });
  // W7 Fri 14:00, asked for Cecilia: a no-show.
  await walkIn({
    order: order({ service: haircut }),
    status: 'no_show',
    joinedAt: '2026-03-27T12:00:00Z',
    cancelledAt: '2026-03-27T12:30:00Z',
    requestedBarberId: cecilia.id,
  });
  // W8 00:30 Monday 30th EEST, though still Sunday 29th at UTC+2: outside the period (its
  // request for Aino too).
  await walkIn({
    order: order({ service: haircut }),
    status: 'served',
    joinedAt: '2026-03-29T21:30:00Z',
    startedAt: '2026-03-29T21:30:00Z',
    finishedAt: '2026-03-29T22:00:00Z',
    barberId: aino.id,
    requestedBarberId: aino.id,
  });
  // W9 Sun 23:30 EEST, asked for Aino but taken by Bruno: joined and started (wait 25,
  // error 5) in the period but finished at 00:20 Monday: its wait counts, its sale does not.
  await walkIn({
    order: order({ service: haircut }),
    status: 'served',
    joinedAt: '2026-03-29T20:30:00Z',
    estimatedStartAt: '2026-03-29T20:50:00Z',
    startedAt: '2026-03-29T20:55:00Z',
    finishedAt: '2026-03-29T21:20:00Z',
    barberId: bruno.id,
    requestedBarberId: aino.id,
  });
  // Previous period. P1 Sun 22nd 23:30 local, Aino: Haircut 30.00, wait 15, error 5,
  // finished 23:59 local. P2 Wed 18th: a no-show.
  await walkIn({
    order: order({ service: haircut }),
    status: 'served',
    joinedAt: '2026-03-22T21:30:00Z',
    estimatedStartAt: '2026-03-22T21:40:00Z',
    startedAt: '2026-03-22T21:45:00Z',
    finishedAt: '2026-03-22T21:59:00Z',
    barberId: aino.id,
  });
  await walkIn({
    order: order({ service: haircut }),
    status: 'no_show',
    joinedAt: '2026-03-18T10:00:00Z',
    cancelledAt: '2026-03-18T10:30:00Z',
  });

  // B1 Tue 14:00 completed: Haircut + Wash 35.00; fee paid on the 20th (previous period).
  const b1 = await booking({
    order: order({ service: haircut, addons: [[wash, 1]] }),
    status: 'completed',
    startAt: '2026-03-24T12:00:00Z',
  });
  await insertPayment(db, b1, { paidAt: '2026-03-20T10:00:00Z' });
  // B2 Wed 15:00 completed by Aino: Beard 20.00, catalogue 20 min, chair 25 min; fee paid on
  // the 23rd.
  const b2 = await booking({
    order: order({ service: beard }),
    status: 'completed',
    startAt: '2026-03-25T13:00:00Z',
    servedBy: {
      barberId: aino.id,
      startedAt: '2026-03-25T13:00:00Z',
      finishedAt: '2026-03-25T13:25:00Z',
    },
  });
  await insertPayment(db, b2, { paidAt: '2026-03-23T09:00:00Z' });
  // B3 Fri 14:00 (the same hour as W7): a no-show; fee paid on the 23rd.
  const b3 = await booking({
    order: order({ service: haircut }),
    status: 'no_show',
    startAt: '2026-03-27T12:00:00Z',
  });
  await insertPayment(db, b3, { paidAt: '2026-03-23T10:00:00Z' });
  // B4 Sat 10:00, cancelled on the 24th; fee paid on the 23rd and refunded on the 24th.
  const b4 = await booking({
    order: order({ service: haircut }),
    status: 'cancelled',
    startAt: '2026-03-28T08:00:00Z',
    cancelledAt: '2026-03-24T10:00:00Z',
  });
  const p4 = await insertPayment(db, b4, {
    paidAt: '2026-03-23T11:00:00Z',
    status: 'refunded',
    refundedCents: 200,
  });
  await insertRefund(db, p4, {
    status: 'refunded',
    amountCents: 200,
    handledAt: '2026-03-24T10:00:00Z',
  });
  // B5 a hold that expired unpaid, B6 a hold still waiting: never bookings.
  await booking({
    order: order({ service: haircut }),
    status: 'cancelled',
    startAt: '2026-03-26T14:00:00Z',
    cancelledAt: '2026-03-23T12:15:00Z',
    cancelReason: 'payment_expired',
  });
  await booking({
    order: order({ service: haircut }),
    status: 'pending_payment',
    startAt: '2026-03-26T15:00:00Z',
  });
  // B7 Sun 12:00 EEST, confirmed; fee paid on the 25th.
  const b7 = await booking({
    order: order({ service: haircut }),
    status: 'confirmed',
    startAt: '2026-03-29T09:00:00Z',
  });
  await insertPayment(db, b7, { paidAt: '2026-03-25T09:00:00Z' });
  // B8 starts next week but was cancelled on the 26th: a cancellation of this period. Fee
  // paid on the 26th; its late refund was rejected.
  const b8 = await booking({
    order: order({ service: haircut }),
    status: 'cancelled',
    startAt: '2026-04-05T10:00:00Z',
    cancelledAt: '2026-03-26T10:00:00Z',
  });
  const p8 = await insertPayment(db, b8, { paidAt: '2026-03-26T09:00:00Z' });
  await insertRefund(db, p8, {
    status: 'rejected',
    amountCents: 200,
    handledAt: '2026-03-27T09:00:00Z',
  });
  // B9 previous period, completed Haircut 30.00, fee paid on the 17th; 1.00 of it refunded
  // on the 25th (this period).
  const b9 = await booking({
    order: order({ service: haircut }),
    status: 'completed',
    startAt: '2026-03-19T10:00:00Z',
  });
  const p9 = await insertPayment(db, b9, {
    paidAt: '2026-03-17T10:00:00Z',
    status: 'partially_refunded',
    refundedCents: 100,
  });
  await insertRefund(db, p9, {
    status: 'refunded',
    amountCents: 100,
    handledAt: '2026-03-25T10:00:00Z',
  });

  // Another shop's week, which no figure may count.
  const other = await createShop(db, { timezone: shopTimezone });
  const stranger = await createStaff(db, other.id, { role: 'barber' });
  await insertWalkIn(db, other.id, {
    order: order({ service: haircut }),
    status: 'served',
    joinedAt: '2026-03-24T09:00:00Z',
    estimatedStartAt: '2026-03-24T09:00:00Z',
    startedAt: '2026-03-24T10:00:00Z',
    finishedAt: '2026-03-24T10:30:00Z',
    barberId: stranger.id,
  });
  const strangersBooking = await insertBooking(db, other.id, {
    order: order({ service: haircut }),
    status: 'completed',
    startAt: '2026-03-24T12:00:00Z',
  });
  const strangersPayment = await insertPayment(db, strangersBooking, {
    paidAt: '2026-03-24T09:00:00Z',
    status: 'refunded',
    refundedCents: 200,
  });
  await insertRefund(db, strangersPayment, {
    status: 'refunded',
    amountCents: 200,
    handledAt: '2026-03-25T09:00:00Z',
  });
}

async function analytics(query: string, who: Who = 'owner') {
  const res = await t.app.inject({
    method: 'GET',
    url: `${analyticsPaths.analytics}${query}`,
    headers: headers.get(who),
  });
  return { status: res.statusCode, body: res.json() };
}

async function figures(query: string, who: Who = 'owner') {
  const { status, body } = await analytics(query, who);
  expect(status, JSON.stringify(body)).toBe(200);
  return analyticsResponse.parse(body).data as Analytics;
}

beforeAll(async () => {
  t = await buildTestApp({}, () => new Date('2026-04-01T12:00:00Z'));
  await seed();
});
afterAll(() => t.close());

describe('GET /api/analytics for the whole shop', () => {
  let data: Analytics;
  beforeAll(async () => {
    data = await figures(week);
  });

  it('names the period, the previous one of the same length, and the shop zone', () => {
    expect(data).toMatchObject({
      timezone: shopTimezone,
      currency: 'EUR',
      period: { from: '2026-03-23', to: '2026-03-29' },
      previous: { from: '2026-03-16', to: '2026-03-22' },
      barber: null,
    });
  });

  it('counts served customers and takings with fees and refunds', () => {
    expect(data.summary.current).toMatchObject({
      // Walk-ins served and finished in the period: W1, W2, W3, W4, W5 (W8 and W9 finish
      // after the Sunday's midnight at UTC+3, P1 before Monday's at UTC+2).
      servedWalkIn: 5,
      // Bookings completed that started in the period: B1, B2.
      servedBooked: 2,
      served: 7,
      // W 35 + 66 + 20 + 30 + 30 = 181, B 35 + 20 = 55.
      serviceTakings: 236,
      // Fees paid in the period: B2, B3, B4 (refunded later), B7, B8 = 5 x 2.00.
      bookingFees: 10,
      // Refunded in the period: B4 2.00 and part of B9 1.00; B8's was rejected.
      refunds: 3,
      // 236 + 10 - 3.
      takings: 243,
      // 236 / 7 = 33.714...
      averageTicket: 33.71,
    });
  });

  it('measures waits and how far the estimates were from the truth', () => {
    expect(data.summary.current).toMatchObject({
      // Walk-ins started in the period: W5 0, W4 5, W1 15, W2 20, W9 25, W3 40.
      // Average 105 / 6 = 17.5.
      averageWait: 17.5,
      // percentile_cont(0.9) of six: position 0.9 x 5 = 4.5, between 25 and 40 = 32.5.
      p90Wait: 32.5,
      // |start - estimate| of those told one: 5, 10, 5, 10, 5 -> median 5 (W3 had none).
      estimateError: 5,
      // All five within 10 minutes, W2 and W5 exactly 10.
      estimateWithin10: 1,
    });
  });

  it('counts arrivals, cancellations and no-shows with their rates', () => {
    expect(data.summary.current).toMatchObject({
      // Joined in the period: W1, W2, W3, W4, W5, W6, W7, W9 (not W8, not P1).
      walkIns: 8,
      // Starting in the period: B1, B2, B3, B4, B7 (not the holds B5, B6; B8 is next week).
      bookings: 5,
      // Of those, cancelled: W6 and B4, cancelled on the 24th for Saturday (B8, cancelled on
      // the 26th, starts next week; B5 expired unpaid; W7 is a no-show).
      cancellations: 2,
      // W7 (by when it joined) and B3.
      noShows: 2,
      // Over 8 + 5 = 13 arrivals: 2 / 13 each.
      cancellationRate: 0.1538,
      noShowRate: 0.1538,
    });
  });

  it('maps arrivals on the local clock, across midnight and the clock change', () => {
    expect(data.busiestHours).toEqual([
      { weekday: 1, hour: 0, customers: 1 }, // W5, 22:30Z on Sunday in UTC
      { weekday: 1, hour: 10, customers: 1 }, // W1
      { weekday: 2, hour: 11, customers: 1 }, // W2
      { weekday: 2, hour: 14, customers: 1 }, // B1
      { weekday: 3, hour: 12, customers: 1 }, // W3
      { weekday: 3, hour: 15, customers: 1 }, // B2
      { weekday: 4, hour: 13, customers: 1 }, // W4
      { weekday: 5, hour: 14, customers: 2 }, // W7 and B3
      { weekday: 6, hour: 10, customers: 1 }, // B4
      { weekday: 7, hour: 12, customers: 1 }, // B7, 09:00Z at UTC+3
      { weekday: 7, hour: 13, customers: 1 }, // W6, 10:00Z at UTC+3
      { weekday: 7, hour: 23, customers: 1 }, // W9, 20:30Z at UTC+3
    ]);
  });

  it('shows each barber against the catalogue, and how often customers asked for them', () => {
    expect(data.barbers).toEqual([
      {
        // W1, W3, W5 and the booked B2: chair 30 + 20 + 30 + 25 = 105 / 4, catalogue
        // 40 + 20 + 40 + 20 = 120 / 4; takings 85 + 20.
        id: aino.id,
        name: 'Aino',
        served: 4,
        // Asked for by W1, W6 and W9 (W8 joined after the period).
        requested: 3,
        averageServiceMinutes: 26.3,
        averageCatalogueMinutes: 30,
        takings: 105,
      },
      {
        // W2, W4 (W9 finished after the period): chair (50 + 25) / 2, catalogue (70 + 30) / 2.
        id: bruno.id,
        name: 'Bruno',
        served: 2,
        // W2.
        requested: 1,
        averageServiceMinutes: 37.5,
        averageCatalogueMinutes: 50,
        takings: 96,
      },
      {
        // Asked for by W7, who did not come: listed though she served nobody.
        id: cecilia.id,
        name: 'Cecilia',
        served: 0,
        requested: 1,
        averageServiceMinutes: null,
        averageCatalogueMinutes: null,
        takings: 0,
      },
    ]);
  });

  it('ranks services and add-ons with their quantities', () => {
    // Haircut: W1 1 + W2 2 + W4 1 + B1 1 = 5; Beard: W3 + W5 + B2 = 3.
    expect(data.topServices).toEqual([
      { name: 'Haircut', count: 5, takings: 150 },
      { name: 'Beard', count: 3, takings: 60 },
    ]);
    // Wash: W1 1 + W5 2 + B1 1 = 4; Wax: once on each of W2's two haircuts = 2.
    // (Services 210 + add-ons 26 = the 236 of service takings.)
    expect(data.topAddons).toEqual([
      { name: 'Wash', count: 4, takings: 20 },
      { name: 'Wax', count: 2, takings: 6 },
    ]);
  });

  it('compares with the previous week', () => {
    expect(data.summary.previous).toEqual({
      // P1 served, B9 completed: 30 + 30.
      served: 2,
      servedWalkIn: 1,
      servedBooked: 1,
      serviceTakings: 60,
      // Fees paid on the 17th (B9) and the 20th (B1); B9's refund came this week.
      bookingFees: 4,
      refunds: 0,
      takings: 64,
      averageTicket: 30,
      // P1 alone: wait 15, error 5.
      averageWait: 15,
      p90Wait: 15,
      estimateError: 5,
      estimateWithin10: 1,
      withinShownRange: null,
      earlierThanShown: null,
      // P1, P2 joined; B9 started.
      walkIns: 2,
      bookings: 1,
      cancellations: 0,
      noShows: 1,
      cancellationRate: 0,
      noShowRate: 0.3333,
    });
  });

  it('gives the receptionist the same whole-shop figures', async () => {
    expect(await figures(week, 'receptionist')).toEqual(data);
  });

  it('answers an empty period with zeros and nothing to average', async () => {
    const empty = await figures('?from=2025-06-01&to=2025-06-07');
    expect(empty.summary.current).toEqual({
      served: 0,
      servedWalkIn: 0,
      servedBooked: 0,
      takings: 0,
      serviceTakings: 0,
      bookingFees: 0,
      refunds: 0,
      averageTicket: null,
      averageWait: null,
      p90Wait: null,
      estimateError: null,
      estimateWithin10: null,
      withinShownRange: null,
      earlierThanShown: null,
      walkIns: 0,
      bookings: 0,
      cancellations: 0,
      noShows: 0,
      cancellationRate: null,
      noShowRate: null,
    });
    expect(empty).toMatchObject({ busiestHours: [], barbers: [], topServices: [], topAddons: [] });
  });
});

describe('GET /api/analytics for a barber', () => {
  let data: Analytics;
  beforeAll(async () => {
    data = await figures(week, 'aino');
  });

  it('shows only their own walk-ins and the booked customers they served, with no fees', () => {
    expect(data.barber).toEqual({ id: aino.id, name: 'Aino' });
    expect(data.summary.current).toEqual({
      // W1, W3, W5: 35 + 20 + 30; B2, which she served: 20. Fees are the shop's.
      served: 4,
      servedWalkIn: 3,
      servedBooked: 1,
      serviceTakings: 105,
      bookingFees: 0,
      refunds: 0,
      takings: 105,
      // 105 / 4
      averageTicket: 26.25,
      // Waits 0, 15, 40: average 55 / 3; p90 at position 1.8 = 15 + 0.8 x 25 = 35.
      averageWait: 18.3,
      p90Wait: 35,
      // Errors 5 (W1) and 10 (W5): median 7.5, both within 10 minutes.
      estimateError: 7.5,
      estimateWithin10: 1,
      withinShownRange: null,
      earlierThanShown: null,
      walkIns: 3,
      bookings: 1,
      cancellations: 0,
      noShows: 0,
      cancellationRate: 0,
      noShowRate: 0,
    });
    expect(data.summary.previous).toMatchObject({ served: 1, walkIns: 1, serviceTakings: 30 });
  });

  it('maps, lists and ranks only their own work', () => {
    expect(data.busiestHours).toEqual([
      { weekday: 1, hour: 0, customers: 1 },
      { weekday: 1, hour: 10, customers: 1 },
      { weekday: 3, hour: 12, customers: 1 },
      { weekday: 3, hour: 15, customers: 1 }, // B2, 13:00Z at UTC+2
    ]);
    // How often she was asked for, but not who asked for her colleagues.
    expect(data.barbers.map(({ name, requested }) => ({ name, requested }))).toEqual([
      { name: 'Aino', requested: 3 },
    ]);
    expect(data.topServices).toEqual([
      { name: 'Beard', count: 3, takings: 60 },
      { name: 'Haircut', count: 1, takings: 30 },
    ]);
    expect(data.topAddons).toEqual([{ name: 'Wash', count: 3, takings: 15 }]);
  });
});

describe('GET /api/analytics on how often the estimate held', () => {
  /**
   * A shop of its own, so that its entries change no figure above. Errors are |start -
   * estimate|, early or late alike; an entry counts in the period it started in.
   */
  beforeAll(async () => {
    const db = t.database.db;
    const shop = await createShop(db, { timezone: shopTimezone });
    const owner = await createStaff(db, shop.id, { role: 'owner' });
    headers.set('estimatesOwner', {
      authorization: (await loginAs(t.app, owner.email)).authorization,
    });
    // A haircut served for 30 minutes from its start.
    const started = (joinedAt: string, startedAt: string, estimatedStartAt?: string) =>
      insertWalkIn(db, shop.id, {
        order: order({ service: haircut }),
        status: 'served',
        joinedAt,
        estimatedStartAt,
        startedAt,
        finishedAt: new Date(Date.parse(startedAt) + 30 * 60_000).toISOString(),
      });
    // This week: 2 late, 8 early, 12 late, 30 early; one told nothing; a no-show told 10:00.
    await started('2026-03-23T08:00:00Z', '2026-03-23T08:22:00Z', '2026-03-23T08:20:00Z');
    await started('2026-03-24T08:00:00Z', '2026-03-24T08:12:00Z', '2026-03-24T08:20:00Z');
    await started('2026-03-25T08:00:00Z', '2026-03-25T08:32:00Z', '2026-03-25T08:20:00Z');
    await started('2026-03-26T08:00:00Z', '2026-03-26T08:10:00Z', '2026-03-26T08:40:00Z');
    await started('2026-03-27T08:00:00Z', '2026-03-27T08:30:00Z');
    await insertWalkIn(db, shop.id, {
      order: order({ service: haircut }),
      status: 'no_show',
      joinedAt: '2026-03-27T09:30:00Z',
      estimatedStartAt: '2026-03-27T10:00:00Z',
      cancelledAt: '2026-03-27T10:30:00Z',
    });
    // The week before: 3, exactly 10 and 25 minutes late.
    await started('2026-03-16T08:00:00Z', '2026-03-16T08:23:00Z', '2026-03-16T08:20:00Z');
    await started('2026-03-17T08:00:00Z', '2026-03-17T08:30:00Z', '2026-03-17T08:20:00Z');
    await started('2026-03-18T08:00:00Z', '2026-03-18T08:45:00Z', '2026-03-18T08:20:00Z');
    // Two weeks before: customers started, none of them told an estimate.
    await started('2026-03-10T08:00:00Z', '2026-03-10T08:30:00Z');
    // The week after: four told "08:10 - 08:25" (computed 08:12-08:23) when they joined at 08:00.
    const shownRange = (day: string) => ({
      earliest: `2026-04-0${day}T08:12:00Z`,
      latest: `2026-04-0${day}T08:23:00Z`,
    });
    for (const [day, start] of [
      ['1', '08:10:00'], // the first minute shown
      ['2', '08:25:59'], // the last minute shown
      ['3', '08:09:00'], // before it
      ['4', '08:26:00'], // after it
    ] as const) {
      await insertWalkIn(db, shop.id, {
        order: order({ service: haircut }),
        status: 'served',
        joinedAt: `2026-04-0${day}T08:00:00Z`,
        shownRange: shownRange(day),
        startedAt: `2026-04-0${day}T${start}Z`,
        finishedAt: `2026-04-0${day}T09:00:00Z`,
      });
    }
  });

  it('gives the share that started within the range shown, and before it, as customers read it', async () => {
    const { summary } = await figures('?from=2026-03-30&to=2026-04-05', 'estimatesOwner');
    expect(summary.current).toMatchObject({ withinShownRange: 0.5, earlierThanShown: 0.25 });
    // Nobody was shown a range the week before.
    expect(summary.previous).toMatchObject({ withinShownRange: null, earlierThanShown: null });
  });

  it('gives the share that started within 10 minutes of it, against the week before', async () => {
    const { summary } = await figures(week, 'estimatesOwner');
    // 2 and 8 of 2, 8, 12, 30: half; the median error sits between 8 and 12.
    expect(summary.current).toMatchObject({ estimateWithin10: 0.5, estimateError: 10 });
    // 3 and 10 of 3, 10, 25.
    expect(summary.previous).toMatchObject({ estimateWithin10: 0.6667, estimateError: 10 });
  });

  it('has no share when nobody who started was told an estimate', async () => {
    const { summary } = await figures('?from=2026-03-09&to=2026-03-15', 'estimatesOwner');
    expect(summary.current).toMatchObject({
      averageWait: 30,
      estimateError: null,
      estimateWithin10: null,
    });
  });
});

describe('GET /api/analytics on cancellations', () => {
  /**
   * A shop of its own. "Today" is Wednesday 1 April 2026 (the test clock): a walk-in served
   * today, and a booking for Saturday the 4th that its customer cancelled today.
   */
  beforeAll(async () => {
    const db = t.database.db;
    const shop = await createShop(db, { timezone: shopTimezone });
    const owner = await createStaff(db, shop.id, { role: 'owner' });
    headers.set('cancellationsOwner', {
      authorization: (await loginAs(t.app, owner.email)).authorization,
    });
    await insertWalkIn(db, shop.id, {
      order: order({ service: haircut }),
      status: 'served',
      joinedAt: '2026-04-01T08:00:00Z',
      startedAt: '2026-04-01T08:10:00Z',
      finishedAt: '2026-04-01T08:40:00Z',
    });
    await insertBooking(db, shop.id, {
      order: order({ service: haircut }),
      status: 'cancelled',
      startAt: '2026-04-04T08:00:00Z',
      cancelledAt: '2026-04-01T10:00:00Z',
    });
  });

  it('counts a booking for Saturday cancelled today on Saturday, not today', async () => {
    const today = await figures('?from=2026-04-01&to=2026-04-01', 'cancellationsOwner');
    expect(today.summary.current).toMatchObject({
      walkIns: 1,
      bookings: 0,
      cancellations: 0,
      cancellationRate: 0,
    });
    const saturday = await figures('?from=2026-04-04&to=2026-04-04', 'cancellationsOwner');
    expect(saturday.summary.current).toMatchObject({
      walkIns: 0,
      bookings: 1,
      cancellations: 1,
      cancellationRate: 1,
    });
  });
});

describe('GET /api/analytics refuses what it cannot answer', () => {
  it.each([
    ['', 'querystring.from'],
    ['?from=2026-03-23', 'querystring.to'],
    ['?from=2026-02-30&to=2026-03-01', 'querystring.from'],
    ['?from=23.03.2026&to=2026-03-29', 'querystring.from'],
    ['?from=2026-03-29&to=2026-03-23', 'querystring.to: must not end before it starts'],
    ['?from=2025-01-01&to=2026-01-02', 'querystring.to: a period covers at most 366 days'],
  ])('answers %s with 400 naming the field', async (query, message) => {
    const { status, body } = await analytics(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    expect(body.message).toContain(message);
  });

  it('accepts the longest period, 366 days', async () => {
    const data = await figures('?from=2025-04-01&to=2026-04-01');
    expect(data.previous).toEqual({ from: '2024-03-31', to: '2025-03-31' });
    // Every served walk-in (W1-W5, W8, W9, P1) and completed booking (B1, B2, B9).
    expect(data.summary.current.served).toBe(11);
  });

  it('asks a guest to sign in', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${analyticsPaths.analytics}${week}` });
    expect(res.statusCode).toBe(401);
  });
});

describe("the period's rating", () => {
  it('averages the reviews written in the period, leaving out reported ones; none for a barber', async () => {
    const db = t.database.db;
    const review = async (stars: number, createdAt: string, reportedAt: Date | null = null) => {
      const visit = await createQueueEntry(db, seededShopId, { status: 'served' });
      await db.insert(reviews).values({
        shopId: seededShopId,
        queueEntryId: visit.id,
        orderCode: visit.shortCode,
        stars,
        authorName: 'Aino V.',
        visitMonth: '2026-03',
        createdAt: new Date(createdAt),
        reportedAt,
        reportReason: reportedAt ? 'Not our customer' : null,
      });
    };
    expect((await figures(week)).rating).toBeNull();
    await review(5, '2026-03-24T10:00:00Z');
    await review(4, '2026-03-29T20:30:00Z'); // Sunday 23:30 in Helsinki (UTC+3): still the week.
    await review(3, '2026-03-29T21:30:00Z'); // Monday 00:30 in Helsinki: the next week.
    await review(4, '2026-03-28T10:00:00Z');
    await review(1, '2026-03-25T10:00:00Z', new Date('2026-03-26T10:00:00Z'));
    await review(2, '2026-03-20T10:00:00Z'); // The week before.
    expect((await figures(week)).rating).toEqual({ average: 4.3, count: 3 });
    expect((await figures(week, 'receptionist')).rating).toEqual({ average: 4.3, count: 3 });
    expect((await figures(week, 'aino')).rating).toBeNull();
  });
});
