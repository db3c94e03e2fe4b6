import { randomUUID } from 'node:crypto';
import { analyticsPaths } from '@jono/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEntries,
  bookings,
  mailOutbox,
  oneTimeTokens,
  pushSubscriptions,
  queueEntries,
  sessions,
  staffMessages,
  waitlistEntries,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createBooking, createQueueEntry, createShop, createStaff } from '../../test/factories';
import { loginAs } from '../../test/login';
import { applyRetention } from './retention';

const now = new Date('2026-11-25T10:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
let t: TestApp;

beforeAll(async () => {
  // The app's own run at start happens years before any of the data below, so each test
  // sees what its explicit runs do.
  let clock = new Date('2020-01-01T00:00:00Z');
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, () => clock);
  await t.app.ready();
  clock = now;
});
afterAll(() => t.close());

/** A visit that ended `days` ago in one of the ways a visit ends. */
const endedVisit = (
  shopId: string,
  days: number,
  status: 'served' | 'cancelled' | 'no_show',
  db = t.app.db,
) =>
  createQueueEntry(db, shopId, {
    email: 'asiakas@example.fi',
    status,
    joinedAt: daysAgo(days + 0.1),
    startedAt: status === 'served' ? daysAgo(days + 0.05) : null,
    finishedAt: status === 'served' ? daysAgo(days) : null,
    cancelledAt: status === 'served' ? null : daysAgo(days),
  });
const detailsOf = async (ids: string[]) =>
  Object.fromEntries(
    (
      await t.app.db
        .select({
          id: queueEntries.id,
          name: queueEntries.customerName,
          phone: queueEntries.phone,
          email: queueEntries.email,
          anonymised: queueEntries.anonymisedAt,
        })
        .from(queueEntries)
        .where(inArray(queueEntries.id, ids))
    ).map(({ id, ...rest }) => [id, rest]),
  );
const wiped = { name: '', phone: '', email: null, anonymised: now };

describe('keeping customer details only as long as the shop says', () => {
  it('wipes details of visits and bookings over for longer than the shop keeps them, and nothing else', async () => {
    const shop = await createShop(t.app.db);
    const weekShop = await createShop(t.app.db, { retentionDays: 7 });
    const owner = await createStaff(t.app.db, shop.id);
    const old = {
      served: await endedVisit(shop.id, 31, 'served'),
      cancelled: await endedVisit(shop.id, 40, 'cancelled'),
      noShow: await endedVisit(shop.id, 45, 'no_show'),
    };
    const recent = {
      served: await endedVisit(shop.id, 29, 'served'),
      eightDays: await endedVisit(shop.id, 8, 'served'),
      // Still waiting after 40 days (nobody ended it): not over, so kept.
      waiting: await createQueueEntry(t.app.db, shop.id, { joinedAt: daysAgo(40) }),
    };
    const weekShopVisit = await endedVisit(weekShop.id, 8, 'served');
    const oldBooking = await createBooking(t.app.db, shop.id, {
      startAt: daysAgo(31),
      status: 'completed',
    });
    const cancelledBooking = await createBooking(t.app.db, shop.id, {
      startAt: daysAgo(-3),
      status: 'cancelled',
      cancelledAt: daysAgo(35),
    });
    const comingBooking = await createBooking(t.app.db, shop.id, { startAt: daysAgo(-2) });

    // What the owner's figures say before: they must not move.
    const { authorization } = await loginAs(t.app, owner.email);
    const period = `?from=${daysAgo(59).toISOString().slice(0, 10)}&to=${now.toISOString().slice(0, 10)}`;
    const figures = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `${analyticsPaths.analytics}${period}`,
        headers: { authorization },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const before = await figures();

    // Two nodes run the job at the same instant: the work is done once, without errors.
    const [first, second] = await Promise.all([
      applyRetention(t.app.ctx, now),
      applyRetention(t.app.ctx, now),
    ]);
    expect(first.visits + second.visits).toBe(4);
    expect(first.bookings + second.bookings).toBe(2);

    const visits = await detailsOf([
      ...Object.values(old).map((v) => v.id),
      ...Object.values(recent).map((v) => v.id),
      weekShopVisit.id,
    ]);
    for (const visit of [...Object.values(old), weekShopVisit]) {
      expect(visits[visit.id]).toEqual(wiped);
    }
    for (const visit of Object.values(recent)) {
      expect(visits[visit.id]).toMatchObject({ name: visit.customerName, phone: visit.phone });
      expect(visits[visit.id]?.anonymised).toBeNull();
    }
    const bookingRows = await t.app.db
      .select()
      .from(bookings)
      .where(inArray(bookings.id, [oldBooking.id, cancelledBooking.id, comingBooking.id]));
    const booking = (id: string) => bookingRows.find((row) => row.id === id);
    for (const id of [oldBooking.id, cancelledBooking.id]) {
      expect(booking(id)).toMatchObject({ customerName: '', phone: '', email: null });
      // Times, services and money stay.
      expect(booking(id)?.totalPriceCents).toBe(3000);
      expect(booking(id)?.items).toHaveLength(1);
    }
    expect(booking(comingBooking.id)).toMatchObject({
      customerName: comingBooking.customerName,
      email: comingBooking.email,
      anonymisedAt: null,
    });
    expect(await figures()).toEqual(before);

    // A second run finds nothing more to do.
    const again = await applyRetention(t.app.ctx, now);
    expect([again.visits, again.bookings]).toEqual([0, 0]);
  });

  it('deletes staff messages, which name customers, once the shop stops keeping details', async () => {
    const shop = await createShop(t.app.db, { retentionDays: 7 });
    const other = await createShop(t.app.db);
    const message = (shopId: string, days: number) => ({
      shopId,
      kind: 'queue_joined',
      title: 'Aino Asiakas joined the queue',
      createdAt: daysAgo(days),
    });
    const [old, recent, otherShops] = await t.app.db
      .insert(staffMessages)
      .values([message(shop.id, 8), message(shop.id, 6), message(other.id, 8)])
      .returning();
    const run = await applyRetention(t.app.ctx, now);
    expect(run.staffMessages).toBe(1);
    const left = await t.app.db
      .select({ id: staffMessages.id })
      .from(staffMessages)
      .where(inArray(staffMessages.shopId, [shop.id, other.id]));
    expect(left.map((m) => m.id).sort()).toEqual([recent?.id, otherShops?.id].sort());
    expect(left.map((m) => m.id)).not.toContain(old?.id);
  });

  it("deletes the shop's activity log entries older than a year", async () => {
    const shop = await createShop(t.app.db);
    const entry = (days: number) => ({
      shopId: shop.id,
      actorName: 'Olli',
      action: 'order_no_show' as const,
      subjectKind: 'order' as const,
      subjectLabel: 'ABC234',
      createdAt: daysAgo(days),
    });
    const [, kept] = await t.app.db
      .insert(auditEntries)
      .values([entry(366), entry(364)])
      .returning();
    expect((await applyRetention(t.app.ctx, now)).auditEntries).toBe(1);
    const left = await t.app.db
      .select({ id: auditEntries.id })
      .from(auditEntries)
      .where(eq(auditEntries.shopId, shop.id));
    expect(left).toEqual([{ id: kept?.id }]);
  });

  it('deletes waitlist places of days that are over, and keeps those still to come', async () => {
    const shop = await createShop(t.app.db);
    const place = (date: string) => ({
      shopId: shop.id,
      date,
      customerName: `Aino ${date}`,
      phone: '+358401112233',
      email: 'aino@example.fi',
      services: [],
      additionalServices: [],
      totalDurationMinutes: 30,
    });
    // 'now' is 25 November 10:00 UTC: the 23rd is over everywhere, the 24th not yet on every clock.
    await t.app.db
      .insert(waitlistEntries)
      .values([place('2026-11-23'), place('2026-11-24'), place('2026-11-26')]);
    expect((await applyRetention(t.app.ctx, now)).waitlistEntries).toBe(1);
    const left = await t.app.db
      .select({ date: waitlistEntries.date })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.shopId, shop.id));
    expect(left.map((r) => r.date).sort()).toEqual(['2026-11-24', '2026-11-26']);
  });

  it('deletes expired sessions and links, delivered mail after two weeks, and alert subscriptions of ended orders', async () => {
    const shop = await createShop(t.app.db);
    const staff = await createStaff(t.app.db, shop.id);
    const session = (expiresAt: Date) => ({
      userId: staff.id,
      familyId: randomUUID(),
      tokenHash: randomUUID(),
      expiresAt,
    });
    const [expiredSession, liveSession] = await t.app.db
      .insert(sessions)
      .values([session(daysAgo(1)), session(daysAgo(-1))])
      .returning();
    const token = (expiresAt: Date) => ({
      userId: staff.id,
      purpose: 'reset_password' as const,
      tokenHash: randomUUID(),
      expiresAt,
    });
    const [expiredToken, liveToken] = await t.app.db
      .insert(oneTimeTokens)
      .values([token(daysAgo(1)), token(daysAgo(-1))])
      .returning();
    const mail = (sentAt: Date | null) => ({
      to: 'asiakas@example.fi',
      subject: `Varaus ${randomUUID()}`,
      text: 'Hei',
      html: '<p>Hei</p>',
      sentAt,
    });
    const [oldMail, recentMail, unsent] = await t.app.db
      .insert(mailOutbox)
      .values([mail(daysAgo(15)), mail(daysAgo(13)), mail(null)])
      .returning();
    const served = await endedVisit(shop.id, 1, 'served');
    const waiting = await createQueueEntry(t.app.db, shop.id);
    const subscription = (order: { queueEntryId: string }) => ({
      ...order,
      endpoint: `https://push.example/${randomUUID()}`,
      p256dh: 'key',
      auth: 'secret',
    });
    const subscriptions = await t.app.db
      .insert(pushSubscriptions)
      .values([
        subscription({ queueEntryId: served.id }),
        subscription({ queueEntryId: waiting.id }),
      ])
      .returning();

    await applyRetention(t.app.ctx, now);

    /** Which of `rows` are still stored, by id. */
    const stillThere = (rows: ({ id: string } | undefined)[], stored: { id: string }[]) =>
      rows.flatMap((row) => (row && stored.some((s) => s.id === row.id) ? [row.id] : []));
    expect(
      stillThere(
        [expiredSession, liveSession],
        await t.app.db.select({ id: sessions.id }).from(sessions),
      ),
    ).toEqual([liveSession?.id]);
    expect(
      stillThere(
        [expiredToken, liveToken],
        await t.app.db.select({ id: oneTimeTokens.id }).from(oneTimeTokens),
      ),
    ).toEqual([liveToken?.id]);
    expect(
      stillThere(
        [oldMail, recentMail, unsent],
        await t.app.db.select({ id: mailOutbox.id }).from(mailOutbox),
      ),
    ).toEqual([recentMail?.id, unsent?.id]);
    const left = await t.app.db
      .select({ queueEntryId: pushSubscriptions.queueEntryId })
      .from(pushSubscriptions)
      .where(
        inArray(
          pushSubscriptions.id,
          subscriptions.map((s) => s.id),
        ),
      );
    expect(left).toEqual([{ queueEntryId: waiting.id }]);
    // The staff member whose old session went can still sign in.
    expect((await loginAs(t.app, staff.email)).authorization).toMatch(/^Bearer /);
    expect(
      await t.app.db.select().from(sessions).where(eq(sessions.userId, staff.id)),
    ).not.toHaveLength(0);
  });

  it('says at start what it wipes and when, before its first run wipes anything', async () => {
    const lines: string[] = [];
    const logged = await buildTestApp({}, () => now, lines);
    try {
      const shop = await createShop(logged.app.db);
      await endedVisit(shop.id, 40, 'served', logged.app.db);
      await logged.app.ready();
      // Closing waits for the run started at start.
      await logged.app.close();
      const announced = lines.findIndex((line) => line.includes('retention: customer details'));
      const wiped = lines.findIndex((line) => line.includes('old personal data wiped'));
      expect(lines[announced]).toMatch(/each shop's setting, 30 days.*at start, then every hour/);
      expect(wiped).toBeGreaterThan(announced);
    } finally {
      await logged.close();
    }
  });

  it('lets the owner set how many days details are kept, from 1 to 365', async () => {
    const shop = await createShop(t.app.db);
    const owner = await createStaff(t.app.db, shop.id);
    const { authorization } = await loginAs(t.app, owner.email);
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/manage/shop',
        headers: { authorization },
        payload,
      });
    for (const retentionDays of [0, 366, 1.5, '30', null]) {
      const res = await patch({ retentionDays });
      expect(res.statusCode, JSON.stringify(retentionDays)).toBe(400);
    }
    const saved = await patch({ retentionDays: 90 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ retentionDays: 90, name: shop.name, chairCount: 2 });
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/manage/shop',
      headers: { authorization },
    });
    expect(read.json().data.retentionDays).toBe(90);
  });
});
