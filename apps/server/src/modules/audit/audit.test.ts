import {
  type AuditPage,
  auditPaths,
  deskPaths,
  managePaths,
  staffBookingPaths,
  staffQueuePaths,
} from '@jono/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, queueEntries } from '../../db/schema';
import { createPaidBooking, createRefundRequest } from '../../test/booking-factories';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCatalogue, createQueueEntry, createShop, createStaff } from '../../test/factories';
import { loginAs } from '../../test/login';
import { forgetOldAudit } from './audit.service';

type Staff = Awaited<ReturnType<typeof loginAs>>;

describe("the shop's record of staff actions", () => {
  let t: TestApp;
  let clock = new Date('2026-06-10T09:00:00Z');
  let shopId: string;
  let otherShopId: string;
  let owner: Staff;
  let barber: Staff;
  let receptionist: Staff;
  let otherOwner: Staff;
  let barberId: string;
  let serviceId: string;
  let addonId: string;

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, () => clock);
    const db = t.database.db;
    shopId = (await createShop(db, { chairCount: 2, timezone: 'Europe/Helsinki' })).id;
    const catalogue = await createCatalogue(db, shopId, {
      services: [{ name: 'Parturileikkaus', priceCents: 2500, durationMinutes: 30 }],
      addons: [{ name: 'Parranajo', priceCents: 1000, durationMinutes: 10 }],
    });
    serviceId = catalogue.services[0]?.id as string;
    addonId = catalogue.addons[0]?.id as string;
    owner = await loginAs(t.app, (await createStaff(db, shopId, { name: 'Olli Omistaja' })).email);
    const barberRow = await createStaff(db, shopId, { role: 'barber', name: 'Bea Parturi' });
    barberId = barberRow.id;
    barber = await loginAs(t.app, barberRow.email);
    receptionist = await loginAs(
      t.app,
      (await createStaff(db, shopId, { role: 'receptionist', name: 'Reija', liveStatus: null }))
        .email,
    );
    otherShopId = (await createShop(db)).id;
    otherOwner = await loginAs(t.app, (await createStaff(db, otherShopId)).email);
  });
  afterAll(() => t.close());

  const call = (who: Staff, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: who.authorization },
      ...(payload ? { payload } : {}),
    });

  async function page(who: Staff, query: Record<string, string> = {}) {
    const res = await call(who, 'GET', `${auditPaths.log}?${new URLSearchParams(query)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as AuditPage;
  }

  /** The newest entry of the shop's record, which the action just taken should have written. */
  async function newest() {
    const [entry] = (await page(owner, { limit: '1' })).entries;
    return entry;
  }

  const countEntries = async () =>
    (await t.database.db.select().from(auditEntries).where(eq(auditEntries.shopId, shopId))).length;

  const tick = () => {
    clock = new Date(clock.getTime() + 60_000);
  };

  it('records a cancel with its reason, who did it and the order code, never the name', async () => {
    tick();
    const entry = await createQueueEntry(t.database.db, shopId, { customerName: 'Aino Asiakas' });
    const res = await call(receptionist, 'POST', staffQueuePaths.cancel(entry.id), {
      reason: 'lähti kotiin',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await newest()).toEqual({
      id: expect.any(String),
      at: clock.toISOString(),
      action: 'order_cancelled',
      actor: { id: receptionist.userId, name: 'Reija' },
      subject: { kind: 'order', id: entry.id, label: entry.shortCode },
      details: { reason: 'lähti kotiin' },
    });
    expect(JSON.stringify(await page(owner))).not.toContain('Aino');
  });

  it('writes nothing when the action is refused', async () => {
    const entry = await createQueueEntry(t.database.db, shopId, { status: 'served' });
    const before = await countEntries();
    const res = await call(owner, 'POST', staffQueuePaths.cancel(entry.id), { reason: 'oops' });
    expect(res.statusCode).toBe(409);
    expect(await countEntries()).toBe(before);
  });

  it('records a no-show after a call, and not the call itself', async () => {
    tick();
    const entry = await createQueueEntry(t.database.db, shopId);
    expect((await call(barber, 'POST', staffQueuePaths.call(entry.id), {})).statusCode).toBe(200);
    const afterCall = await countEntries();
    expect((await call(barber, 'POST', staffQueuePaths.noShow(entry.id))).statusCode).toBe(200);
    expect(await countEntries()).toBe(afterCall + 1);
    expect(await newest()).toMatchObject({
      action: 'order_no_show',
      actor: { id: barber.userId, name: 'Bea Parturi' },
      subject: { kind: 'order', label: entry.shortCode },
    });
  });

  it('records a move up with its reason', async () => {
    tick();
    const db = t.database.db;
    const first = await createQueueEntry(db, shopId, {
      joinedAt: new Date(clock.getTime() - 600_000),
      sortKey: new Date(clock.getTime() - 600_000),
    });
    const mover = await createQueueEntry(db, shopId, { isAtLocation: true, atLocationAt: clock });
    const res = await call(owner, 'POST', staffQueuePaths.moveUp(mover.id), {
      beforeOrderId: first.id,
      reason: 'ajanvaraus myöhästyi meistä',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await newest()).toMatchObject({
      action: 'order_moved_up',
      subject: { kind: 'order', id: mover.id, label: mover.shortCode },
      details: { reason: 'ajanvaraus myöhästyi meistä' },
    });
    await db.update(queueEntries).set({ status: 'served' }).where(eq(queueEntries.shopId, shopId));
  });

  it("records a barber change with both barbers' names, and nothing when nothing changes", async () => {
    tick();
    const entry = await createQueueEntry(t.database.db, shopId);
    const res = await call(owner, 'PATCH', deskPaths.requestedBarber(entry.id), { barberId });
    expect(res.statusCode, res.body).toBe(200);
    expect(await newest()).toMatchObject({
      action: 'order_barber_changed',
      subject: { kind: 'order', label: entry.shortCode },
      details: { barberBefore: null, barberAfter: 'Bea Parturi' },
    });
    const before = await countEntries();
    await call(owner, 'PATCH', deskPaths.requestedBarber(entry.id), { barberId });
    expect(await countEntries()).toBe(before);
    tick();
    await call(owner, 'PATCH', deskPaths.requestedBarber(entry.id), { barberId: null });
    expect((await newest())?.details).toEqual({ barberBefore: 'Bea Parturi', barberAfter: null });
  });

  it("records the shop's cancel of a booking with its reason", async () => {
    tick();
    const { booking } = await createPaidBooking(t.database.db, shopId);
    const res = await call(owner, 'POST', staffBookingPaths.cancel(booking.id), {
      reason: 'parturi sairastui',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await newest()).toMatchObject({
      action: 'booking_cancelled',
      subject: { kind: 'booking', id: booking.id, label: booking.shortCode },
      details: { reason: 'parturi sairastui' },
    });
  });

  it('records refund decisions with the amount, and a rejection with its reason', async () => {
    tick();
    const db = t.database.db;
    const approved = await createRefundRequest(db, shopId);
    const res = await call(receptionist, 'POST', staffBookingPaths.approveRefund(approved.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(await newest()).toMatchObject({
      action: 'refund_approved',
      actor: { name: 'Reija' },
      subject: { kind: 'booking', id: approved.bookingId },
      details: { amount: 2, currency: 'EUR' },
    });
    tick();
    const rejected = await createRefundRequest(db, shopId);
    const no = await call(owner, 'POST', staffBookingPaths.rejectRefund(rejected.id), {
      reason: 'peruttu liian myöhään',
    });
    expect(no.statusCode, no.body).toBe(200);
    expect(await newest()).toMatchObject({
      action: 'refund_rejected',
      details: { amount: 2, currency: 'EUR', reason: 'peruttu liian myöhään' },
    });
  });

  it("records the queue's state and limit before and after, and not a change to the same", async () => {
    tick();
    const res = await call(receptionist, 'PATCH', staffQueuePaths.queueStatus, {
      override: 'closed',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await newest()).toMatchObject({
      action: 'queue_changed',
      subject: { kind: 'queue', id: null },
      details: { stateBefore: null, stateAfter: 'closed', limitBefore: null, limitAfter: null },
    });
    const before = await countEntries();
    await call(receptionist, 'PATCH', staffQueuePaths.queueStatus, { override: 'closed' });
    expect(await countEntries()).toBe(before);
    tick();
    await call(owner, 'PATCH', staffQueuePaths.queueStatus, { override: null, queueLimit: 8 });
    expect((await newest())?.details).toEqual({
      stateBefore: 'closed',
      stateAfter: null,
      limitBefore: null,
      limitAfter: 8,
    });
  });

  it('records price changes of services and add-ons, and nothing for a price sent unchanged', async () => {
    tick();
    const service = await call(owner, 'PATCH', managePaths.service(serviceId), { price: 28 });
    expect(service.statusCode, service.body).toBe(200);
    expect(await newest()).toMatchObject({
      action: 'price_changed',
      subject: { kind: 'service', id: serviceId, label: 'Parturileikkaus' },
      details: { priceBefore: 25, priceAfter: 28 },
    });
    const before = await countEntries();
    await call(owner, 'PATCH', managePaths.service(serviceId), { price: 28 });
    expect(await countEntries()).toBe(before);
    tick();
    const addon = await call(owner, 'PATCH', managePaths.addon(addonId), {
      name: 'Parranajo ja höyry',
      price: 12.5,
    });
    expect(addon.statusCode, addon.body).toBe(200);
    // The rename is its own 'changed' entry; the price change stands on its own.
    const [priceEntry] = (await page(owner, { action: 'price_changed', limit: '1' })).entries;
    expect(priceEntry).toMatchObject({
      action: 'price_changed',
      subject: { kind: 'addon', id: addonId, label: 'Parranajo ja höyry' },
      details: { priceBefore: 10, priceAfter: 12.5 },
    });
  });

  it('is for the owner of the shop only, and never shows another shop', async () => {
    expect((await call(barber, 'GET', auditPaths.log)).statusCode).toBe(403);
    expect((await call(receptionist, 'GET', auditPaths.log)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: auditPaths.log })).statusCode).toBe(401);
    expect((await page(otherOwner)).entries).toEqual([]);
    await call(otherOwner, 'PATCH', staffQueuePaths.queueStatus, { override: 'full' });
    const ours = await page(owner, { limit: '100' });
    expect(ours.entries.every((e) => e.actor.id !== otherOwner.userId)).toBe(true);
    expect((await page(otherOwner)).entries).toHaveLength(1);
  });

  it('filters by action, by who and by local dates, and lists who appears', async () => {
    const prices = await page(owner, { action: 'price_changed' });
    expect(prices.entries.map((e) => e.subject.kind)).toEqual(['addon', 'service']);
    const byReceptionist = await page(owner, { actorId: receptionist.userId });
    expect(byReceptionist.entries.length).toBeGreaterThanOrEqual(3);
    expect(byReceptionist.entries.every((e) => e.actor.name === 'Reija')).toBe(true);
    expect(byReceptionist.actors).toEqual(
      expect.arrayContaining([
        { id: receptionist.userId, name: 'Reija' },
        { id: barber.userId, name: 'Bea Parturi' },
        { id: owner.userId, name: 'Olli Omistaja' },
      ]),
    );
    expect((await page(owner)).timezone).toBe('Europe/Helsinki');
    // 09:00 UTC is noon in Helsinki on 10 June: the entries are that local day's.
    const all = (await page(owner, { limit: '100' })).entries.length;
    expect(
      (await page(owner, { from: '2026-06-10', to: '2026-06-10', limit: '100' })).entries,
    ).toHaveLength(all);
    expect((await page(owner, { from: '2026-06-11' })).entries).toEqual([]);
    expect((await page(owner, { to: '2026-06-09' })).entries).toEqual([]);
  });

  it('pages through the whole record newest first without repeating or skipping', async () => {
    const whole = (await page(owner, { limit: '100' })).entries;
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const next: Awaited<ReturnType<typeof page>> = await page(owner, {
        limit: '2',
        ...(cursor ? { before: cursor } : {}),
      });
      seen.push(...next.entries.map((e) => e.id));
      cursor = next.cursor;
    } while (cursor);
    expect(seen).toEqual(whole.map((e) => e.id));
    const times = whole.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses a cursor it did not give, a period ending before it starts, and unknown actions', async () => {
    for (const query of [
      'before=nonsense',
      'before=2026-06-10T09:00:00.000Z_not-a-uuid',
      'from=2026-06-10&to=2026-06-09',
      'action=deleted_everything',
      'limit=0',
      'actorId=42',
    ]) {
      const res = await call(owner, 'GET', `${auditPaths.log}?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('is kept a year: older entries go, the rest stay', async () => {
    const db = t.database.db;
    const yearAndADay = new Date(clock.getTime() - 366 * 24 * 3_600_000);
    const elevenMonths = new Date(clock.getTime() - 330 * 24 * 3_600_000);
    const base = {
      shopId,
      actorName: 'Entinen',
      action: 'order_cancelled' as const,
      subjectKind: 'order' as const,
      subjectLabel: 'OLD123',
    };
    await db.insert(auditEntries).values([
      { ...base, createdAt: yearAndADay },
      { ...base, subjectLabel: 'KEEP12', createdAt: elevenMonths },
    ]);
    const before = await countEntries();
    expect(await forgetOldAudit(db, clock)).toBe(1);
    expect(await countEntries()).toBe(before - 1);
    const labels = (await page(owner, { limit: '100' })).entries.map((e) => e.subject.label);
    expect(labels).toContain('KEEP12');
    expect(labels).not.toContain('OLD123');
  });
});
