import { type Analytics, analyticsPaths, managePaths } from '@jono/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertBooking,
  insertPayment,
  insertRefund,
  insertWalkIn,
  order,
} from '../../test/analytics-factories';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createShop, createStaff } from '../../test/factories';
import { loginAs } from '../../test/login';
import { pinnedClock } from '../../test/pinned-clock';

// Wednesday 25 March 2026, 16:00 in Helsinki (UTC+2).
const clock = pinnedClock('2026-03-25T14:00:00Z');
const haircut = { id: 'svc-haircut', name: 'Haircut', priceCents: 3000, durationMinutes: 30 };
const beard = { id: 'svc-beard', name: 'Beard', priceCents: 2000, durationMinutes: 20 };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, clock.now);
});
afterAll(() => t.close());

describe('the overview and analytics tell the same day', () => {
  it('counts walk-ins and booked customers served, and the same takings, on both', async () => {
    const db = t.database.db;
    const shop = await createShop(db, { timezone: 'Europe/Helsinki', currency: 'EUR' });
    const owner = await createStaff(db, shop.id, { role: 'owner', name: 'Olli' });
    const aino = await createStaff(db, shop.id, { role: 'barber', name: 'Aino' });
    // Today: a walk-in Aino served (30.00), a booking she served (20.00, fee 2.00 paid today),
    // a booking still to come (fee 2.00 paid today, 1.00 of it refunded today); yesterday's
    // walk-in is not today's.
    await insertWalkIn(db, shop.id, {
      order: order({ service: haircut }),
      status: 'served',
      joinedAt: '2026-03-25T08:00:00Z',
      startedAt: '2026-03-25T08:10:00Z',
      finishedAt: '2026-03-25T08:40:00Z',
      barberId: aino.id,
    });
    await insertWalkIn(db, shop.id, {
      order: order({ service: haircut }),
      status: 'served',
      joinedAt: '2026-03-24T08:00:00Z',
      startedAt: '2026-03-24T08:10:00Z',
      finishedAt: '2026-03-24T08:40:00Z',
      barberId: aino.id,
    });
    const served = await insertBooking(db, shop.id, {
      order: order({ service: beard }),
      status: 'completed',
      startAt: '2026-03-25T10:00:00Z',
      servedBy: {
        barberId: aino.id,
        startedAt: '2026-03-25T10:00:00Z',
        finishedAt: '2026-03-25T10:20:00Z',
      },
    });
    await insertPayment(db, served, { paidAt: '2026-03-25T07:00:00Z' });
    const later = await insertBooking(db, shop.id, {
      order: order({ service: haircut }),
      status: 'confirmed',
      startAt: '2026-03-25T16:00:00Z',
    });
    const payment = await insertPayment(db, later, {
      paidAt: '2026-03-25T07:30:00Z',
      status: 'partially_refunded',
      refundedCents: 100,
    });
    await insertRefund(db, payment, {
      status: 'refunded',
      amountCents: 100,
      handledAt: '2026-03-25T09:00:00Z',
    });

    const { authorization } = await loginAs(t.app, owner.email);
    const get = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: { authorization } })).json().data;
    const overview = await get(managePaths.overview);
    const analytics: Analytics = await get(
      `${analyticsPaths.analytics}?from=2026-03-25&to=2026-03-25`,
    );

    // 30 + 20 of service, 2 + 2 of fees, less the 1 refunded.
    expect(overview).toMatchObject({ servedToday: 2, bookingsToday: 2, takingsToday: 53 });
    expect(analytics.summary.current).toMatchObject({ served: 2, takings: 53 });
    // Aino's own line has both customers she served.
    expect(analytics.barbers).toEqual([
      expect.objectContaining({ name: 'Aino', served: 2, takings: 50 }),
    ]);
  });
});
