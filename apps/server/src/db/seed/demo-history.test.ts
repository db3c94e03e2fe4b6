import {
  type Analytics,
  type AuditPage,
  addDays,
  analyticsPaths,
  auditPaths,
  bookingPaths,
  managePaths,
  parseClockTime,
  shopPaths,
  staffQueuePaths,
  zonedInstant,
  zonedParts,
} from '@jono/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createTestDatabase } from '../../test/test-database';
import { bookings, queueEntries, shops } from '../schema';
import { demoHistory, demoPassword, demoShops } from './demo-shops';
import { demoEmail, seedDemoDataIfEmpty } from './seed-demo-data';

/**
 * The demo shops' past trade, seeded at a pinned "now": Wednesday 15 April 2026, 12:30 in
 * Helsinki. Its 90 days reach back over the day the clocks went forward (29 March).
 */
const now = new Date('2026-04-15T09:30:00Z');
const timezone = 'Europe/Helsinki';
const today = zonedParts(now, timezone).date;
const startOfToday = zonedInstant(today, 0, timezone);
const historyStart = zonedInstant(addDays(today, -demoHistory.days), 0, timezone);

let t: TestApp;
type ShopRow = typeof shops.$inferSelect;
let demo: ShopRow[];

const rowsOf = async <T>(query: SQL) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

async function signIn(role: 'owner' | 'barber', slug: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/email-login',
    payload: { email: demoEmail(role, slug), password: demoPassword },
    remoteAddress: `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  expect(res.statusCode).toBe(200);
  const session = res.json().session as { accessToken: string; userId: string };
  return { userId: session.userId, headers: { authorization: `Bearer ${session.accessToken}` } };
}

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}

async function analyticsOf(role: 'owner' | 'barber', days: number) {
  const { userId, headers } = await signIn(role, 'kallio');
  const url = `${analyticsPaths.analytics}?from=${addDays(today, 1 - days)}&to=${today}`;
  return { userId, analytics: (await get(url, headers)).data as Analytics };
}

beforeAll(async () => {
  t = await buildTestApp({}, () => now);
  expect(await seedDemoDataIfEmpty(t.database.db, now)).toEqual({ shops: demoShops.length });
  demo = await t.database.db.select().from(shops);
});
afterAll(() => t.close());

describe('demo history', () => {
  it('gives every demo shop about 90 days of trade, scaled to its chairs', async () => {
    const counts = await rowsOf<{ shop_id: string; walk_ins: number; open_days: number }>(sql`
      select shop_id, count(*)::int as walk_ins,
        count(distinct (joined_at at time zone ${timezone})::date)::int as open_days
      from ${queueEntries}
      where joined_at >= ${historyStart.toISOString()}::timestamptz
      group by shop_id`);
    const booked = await rowsOf<{ shop_id: string; n: number }>(sql`
      select shop_id, count(*)::int as n from ${bookings}
      where start_at >= ${historyStart.toISOString()}::timestamptz group by shop_id`);
    for (const shop of demo) {
      const walkIns = counts.find((c) => c.shop_id === shop.id);
      expect(walkIns, shop.name).toBeDefined();
      // Open on most of the 90 days: every day but its weekly offs.
      const openDays = walkIns?.open_days ?? 0;
      expect(openDays, shop.name).toBeGreaterThanOrEqual(
        Math.floor(demoHistory.days * ((7 - shop.weeklyOffs.length) / 7)) - 1,
      );
      const perChairDay = (walkIns?.walk_ins ?? 0) / openDays / shop.chairCount;
      expect(perChairDay, shop.name).toBeGreaterThan(4);
      expect(perChairDay, shop.name).toBeLessThan(11);
      const bookingsPerDay = (booked.find((b) => b.shop_id === shop.id)?.n ?? 0) / openDays;
      expect(bookingsPerDay / shop.chairCount, shop.name).toBeGreaterThan(0.5);
      expect(bookingsPerDay / shop.chairCount, shop.name).toBeLessThan(2.5);
    }
    const [older] = await rowsOf<{ n: number }>(sql`
      select (select count(*) from ${queueEntries} where joined_at < ${historyStart.toISOString()}::timestamptz)
        + (select count(*) from ${bookings} where start_at < ${historyStart.toISOString()}::timestamptz) as n`);
    expect(Number(older?.n)).toBe(0);
  });

  it('is all past: nothing waits, sits in a chair, is booked ahead, claims a slot or is open', async () => {
    const [live] = await rowsOf<Record<string, number>>(sql`
      select
        (select count(*)::int from queue_entries where status in ('waiting', 'in_service')) as live_walk_ins,
        (select count(*)::int from bookings
          where status in ('pending_payment', 'confirmed') or start_at > ${now.toISOString()}::timestamptz) as live_bookings,
        (select count(*)::int from booking_slot_claims) as claims,
        (select count(*)::int from payments where status not in ('paid', 'refunded')) as open_payments,
        (select count(*)::int from refund_requests where status in ('requested', 'approved')) as open_refunds,
        (select count(*)::int from staff_messages) as messages,
        (select count(*)::int from mail_outbox) as mails`);
    expect(live).toEqual({
      live_walk_ins: 0,
      live_bookings: 0,
      claims: 0,
      open_payments: 0,
      open_refunds: 0,
      messages: 0,
      mails: 0,
    });
    // Everything ended before today began, so today's board and figures are untouched.
    const [latest] = await rowsOf<Record<string, string>>(sql`
      select
        (select max(greatest(joined_at, finished_at, cancelled_at)) from queue_entries) as walk_ins,
        (select max(greatest(end_at, cancelled_at, created_at)) from bookings) as bookings,
        (select max(paid_at) from payments) as payments,
        (select max(handled_at) from refund_requests) as refunds`);
    for (const [what, instant] of Object.entries(latest ?? {})) {
      expect(new Date(instant).getTime(), what).toBeLessThan(startOfToday.getTime());
    }
  });

  it('has customers arrive only inside opening hours, never on a weekly off', async () => {
    // Earliest and latest local minute per shop and weekday, of walk-in arrivals and of
    // bookings (start, and end counted from the start's midnight).
    const spans = await rowsOf<{
      shop_id: string;
      weekday: number;
      first: number;
      last: number;
      last_end: number | null;
    }>(sql`
      with local as (
        select shop_id, joined_at at time zone ${timezone} as at, null::timestamp as ends
        from queue_entries
        union all
        select shop_id, start_at at time zone ${timezone}, end_at at time zone ${timezone}
        from bookings
      )
      select shop_id, extract(isodow from at)::int as weekday,
        min(extract(epoch from at - date_trunc('day', at)) / 60)::float as first,
        max(extract(epoch from at - date_trunc('day', at)) / 60)::float as last,
        max(extract(epoch from ends - date_trunc('day', at)) / 60)::float as last_end
      from local group by shop_id, weekday`);
    for (const shop of demo) {
      const mine = spans.filter((s) => s.shop_id === shop.id);
      expect(mine.length, shop.name).toBe(7 - shop.weeklyOffs.length);
      for (const span of mine) {
        const where = `${shop.name}, weekday ${span.weekday}`;
        expect(shop.weeklyOffs, where).not.toContain(span.weekday);
        const hours = shop.openingHours.find((h) => h.weekday === span.weekday);
        expect(hours, where).toBeDefined();
        expect(span.first, where).toBeGreaterThanOrEqual(parseClockTime(hours?.opens ?? '') ?? 0);
        expect(span.last, where).toBeLessThan(parseClockTime(hours?.closes ?? '') ?? 0);
        expect(span.last_end ?? 0, where).toBeLessThanOrEqual(
          parseClockTime(hours?.closes ?? '') ?? 0,
        );
      }
    }
  });

  it('has walk-ins served by the shop’s own owner and barber, orders frozen from its own catalogue', async () => {
    const [strays] = await rowsOf<{ not_own_staff: number; not_own_service: number }>(sql`
      select
        (select count(*)::int from queue_entries q
          left join staff_users s on s.id = q.barber_id and s.shop_id = q.shop_id
            and s.role in ('owner', 'barber')
          where q.status = 'served' and s.id is null) as not_own_staff,
        (select count(*)::int from (
            select shop_id, items from queue_entries union all select shop_id, items from bookings
          ) as o cross join lateral jsonb_array_elements(o.items) as item
          left join services s on s.id = (item->>'id')::uuid and s.shop_id = o.shop_id
            and s.name = item->>'name' and s.price_cents = (item->>'priceCents')::int
          where s.id is null) as not_own_service,
        (select count(*)::int from (
            select items from queue_entries union all select items from bookings
          ) as o cross join lateral jsonb_array_elements(o.items) as item
          cross join lateral jsonb_array_elements(item->'addons') as addon
          left join service_addons l on l.service_id = (item->>'id')::uuid
            and l.addon_id = (addon->>'id')::uuid
          left join addons a on a.id = l.addon_id and a.name = addon->>'name'
            and a.price_cents = (addon->>'priceCents')::int
          where a.id is null) as not_offered_addon`);
    expect(strays).toEqual({ not_own_staff: 0, not_own_service: 0, not_offered_addon: 0 });
    const servers = await rowsOf<{ role: string }>(sql`
      select distinct s.role from queue_entries q join staff_users s on s.id = q.barber_id`);
    expect(servers.map((s) => s.role).sort()).toEqual(['barber', 'owner']);
  });

  it('shows a demo owner a living analytics page for the last 30 days', async () => {
    const { analytics } = await analyticsOf('owner', 30);
    const current = analytics.summary.current;
    expect(analytics.barber).toBeNull();
    expect(current.servedWalkIn).toBeGreaterThan(0);
    expect(current.servedBooked).toBeGreaterThan(0);
    expect(current.takings).toBeGreaterThan(0);
    expect(current.bookingFees).toBeGreaterThan(0);
    expect(current.refunds).toBeGreaterThan(0);
    expect(current.averageWait).toBeGreaterThan(0);
    expect(current.estimateError).toBeGreaterThan(0);
    expect(current.cancellations).toBeGreaterThan(0);
    expect(current.noShows).toBeGreaterThan(0);
    expect(analytics.summary.previous.served).toBeGreaterThan(0);
    expect(analytics.barbers.map((b) => b.name).sort()).toEqual([
      'Omistaja Kallio',
      'Parturi Kallio',
    ]);
    expect(analytics.topServices.length).toBeGreaterThan(3);
    expect(analytics.topAddons.length).toBeGreaterThan(1);
    // Kallio opens 09-19 on weekdays and 10-16 on Saturdays, and never on Sundays.
    for (const cell of analytics.busiestHours) {
      expect(cell.weekday).toBeLessThan(7);
      expect(cell.hour).toBeGreaterThanOrEqual(cell.weekday === 6 ? 10 : 9);
      expect(cell.hour).toBeLessThan(cell.weekday === 6 ? 16 : 19);
    }
    expect(analytics.busiestHours.length).toBeGreaterThan(40);
  });

  it("gives a demo owner a record of the staff's no-shows and refund decisions", async () => {
    const { headers } = await signIn('owner', 'kallio');
    const page = (await get(`${auditPaths.log}?limit=100`, headers)).data as AuditPage;
    const actions = new Set(page.entries.map((e) => e.action));
    expect(actions).toEqual(new Set(['order_no_show', 'refund_approved', 'refund_rejected']));
    expect(page.actors.map((a) => a.name)).toEqual(['Omistaja Kallio']);
    const rejected = page.entries.find((e) => e.action === 'refund_rejected');
    expect(rejected?.details).toEqual({ amount: 2, currency: 'EUR', reason: 'Myöhäinen peruutus' });
    expect(rejected?.subject.label).toMatch(/^[A-Z0-9]{6}$/);
  });

  it('shows a demo barber their own served customers', async () => {
    const { userId, analytics } = await analyticsOf('barber', 30);
    expect(analytics.barber?.id).toBe(userId);
    expect(analytics.summary.current.served).toBeGreaterThan(0);
    expect(analytics.summary.current.takings).toBeGreaterThan(0);
    expect(analytics.barbers.map((b) => b.id)).toEqual([userId]);
  });

  // Two seeds of the whole history: 30 to 60 s on a busy two-core machine.
  it('is the same history whenever the seed runs at the same moment', {
    timeout: 120_000,
  }, async () => {
    // Ids are fresh on every seed; times, statuses, names, prices and chairs are not.
    const fingerprint = async (db: typeof t.database.db) =>
      (
        (await db.execute(sql`
          select s.name,
            (select md5(string_agg(concat_ws('|', q.status, q.joined_at, q.estimated_start_at,
                q.started_at, q.finished_at, q.cancelled_at, q.customer_name, q.phone,
                q.total_price_cents), ',' order by q.seq))
              from queue_entries q where q.shop_id = s.id) as walk_ins,
            (select md5(string_agg(concat_ws('|', b.status, b.start_at, b.end_at, b.chair,
                b.cancelled_at, b.created_at, b.customer_name, b.total_price_cents), ','
                order by b.start_at, b.chair))
              from bookings b where b.shop_id = s.id) as bookings
          from shops s order by s.name`)) as unknown as { rows: unknown[] }
      ).rows;
    const again = await createTestDatabase();
    try {
      await seedDemoDataIfEmpty(again.db, now);
      expect(await fingerprint(again.db)).toEqual(await fingerprint(t.database.db));
    } finally {
      await again.close();
    }
  });

  it('leaves the live queue, waiting times, today’s figures and bookable slots as they were', async () => {
    const owner = await signIn('owner', 'kallio');
    const month = today.slice(0, 7);
    // What customers and staff see now, with the history in place and with it gone.
    const liveView = async () => ({
      // The shops' ratings come from reviews of past visits: history, which goes with it.
      shops: (
        (await get(`${shopPaths.list}?limit=200`)).data as {
          id: string;
          queue: number;
          rating: unknown;
        }[]
      )
        .map(({ rating: _history, ...shop }) => shop)
        .sort((a, b) => a.id.localeCompare(b.id)),
      months: await Promise.all(
        demo.map((s) => get(`${bookingPaths.month(s.id)}?month=${month}&duration=30`)),
      ),
      days: await Promise.all(
        demo.map((s) => get(`${bookingPaths.availability(s.id)}?date=${today}&duration=50`)),
      ),
      overview: await get(managePaths.overview, owner.headers),
      board: await get(staffQueuePaths.board, owner.headers),
    });
    const withHistory = await liveView();
    expect(withHistory.shops).toHaveLength(demoShops.length);
    for (const shop of withHistory.shops) expect(shop.queue).toBe(0);
    expect(withHistory.overview.data).toMatchObject({ servedToday: 0, bookingsToday: 0 });
    expect(withHistory.board.data.finished).toEqual([]);

    await t.database.db.delete(queueEntries);
    await t.database.db.delete(bookings);
    const [left] = await rowsOf<{ n: number }>(
      sql`select (select count(*)::int from payments) + (select count(*)::int from refund_requests) as n`,
    );
    expect(left?.n).toBe(0);
    expect(await liveView()).toEqual(withHistory);
  });
});
