import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/passwords';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../client';
import {
  addons,
  barberServices,
  barberTimeOff,
  queueEntries,
  reviews,
  serviceAddons,
  services,
  shops,
  staffUsers,
} from '../schema';
import { demoPassword } from './demo-shops';
import { demoEmail, type SeedProgress, seedDemoDataIfEmpty } from './seed-demo-data';

describe('demo data', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  // Two seeds of 90 days' trade race here: 30 to 60 s on a busy two-core machine.
  it('seeds believable Finnish shops into an empty database, once', {
    timeout: 120_000,
  }, async () => {
    // Two starts at once must not seed twice; the one that seeds says how far it is.
    const reports: SeedProgress[][] = [[], []];
    const results = await Promise.all(
      reports.map((report) =>
        seedDemoDataIfEmpty(database.db, new Date(), { progress: (step) => report.push(step) }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await seedDemoDataIfEmpty(database.db)).toBeNull();
    const seeding = reports[results.findIndex(Boolean)] ?? [];
    const total = results.find(Boolean)?.shops ?? 0;
    expect(seeding.map((step) => step.done)).toEqual(
      Array.from({ length: total + 1 }, (_, i) => i),
    );
    expect(seeding.every((step) => step.total === total)).toBe(true);
    expect(reports[results.indexOf(null)]).toEqual([]);

    const rows = await database.db.select().from(shops);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((s) => s.city)).size).toBeGreaterThanOrEqual(5);
    for (const shop of rows) {
      expect(shop.chairCount).toBeGreaterThanOrEqual(2);
      expect(shop.chairCount).toBeLessThanOrEqual(6);
      expect(shop.status).toBe('active');
      expect(shop.lat).toBeGreaterThan(59.5);
      expect(shop.lat).toBeLessThan(70.1);
      expect(Object.keys(shop.additionalServices).sort()).toEqual([
        'noHotTowel',
        'noWash',
        'silentService',
      ]);
    }
    const aroundTheClock = rows.filter(
      (s) =>
        s.openingHours.length === 7 &&
        s.openingHours.every((h) => h.opens === '00:00' && h.closes === '24:00'),
    );
    expect(aroundTheClock).toHaveLength(1);
  });

  it('gives every shop a catalogue and an owner, a barber and a receptionist', async () => {
    const rows = await database.db.select({ id: shops.id }).from(shops);
    for (const { id } of rows) {
      const [serviceCount] = await database.db
        .select({ n: count() })
        .from(services)
        .where(eq(services.shopId, id));
      const [addonCount] = await database.db
        .select({ n: count() })
        .from(addons)
        .where(eq(addons.shopId, id));
      expect(serviceCount?.n).toBeGreaterThanOrEqual(5);
      expect(addonCount?.n).toBeGreaterThanOrEqual(3);
      const staff = await database.db.select().from(staffUsers).where(eq(staffUsers.shopId, id));
      expect(staff.map((s) => s.role).sort()).toEqual(['barber', 'owner', 'receptionist']);
    }
    const [links] = await database.db.select({ n: count() }).from(serviceAddons);
    expect(links?.n).toBeGreaterThan(0);
  });

  it('gives every shop reviews of its own served visits, signed with first name and initial', async () => {
    const rows = await database.db
      .select({ review: reviews, visit: queueEntries })
      .from(reviews)
      .innerJoin(queueEntries, eq(queueEntries.id, reviews.queueEntryId));
    const shopRows = await database.db.select({ id: shops.id }).from(shops);
    for (const shop of shopRows) {
      expect(rows.filter((r) => r.review.shopId === shop.id).length).toBeGreaterThanOrEqual(3);
    }
    for (const { review, visit } of rows) {
      expect(visit.shopId).toBe(review.shopId);
      expect(visit.status).toBe('served');
      expect(review.stars).toBeGreaterThanOrEqual(1);
      expect(review.stars).toBeLessThanOrEqual(5);
      expect(review.authorName).toMatch(/^\S+ [A-Z]\.$/);
      expect(review.visitMonth).toMatch(/^\d{4}-\d{2}$/);
    }
    expect(rows.some((r) => r.review.comment)).toBe(true);
    expect(rows.some((r) => r.review.replyText)).toBe(true);
  });

  it('lets the documented demo login verify', async () => {
    const [owner] = await database.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, demoEmail('owner', 'kallio')));
    expect(owner?.role).toBe('owner');
    expect(owner?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(owner?.passwordHash ?? '', demoPassword)).toBe(true);
    expect(await verifyPassword(owner?.passwordHash ?? '', 'wrong-password')).toBe(false);
  });

  it('gives barbers different hours, and one of them days off next week', async () => {
    const barberOf = async (slug: string) =>
      (
        await database.db
          .select()
          .from(staffUsers)
          .where(eq(staffUsers.email, demoEmail('barber', slug)))
      )[0];
    expect((await barberOf('punavuori'))?.weeklyHours).toContainEqual({
      weekday: 2,
      opens: '12:00',
      closes: '18:00',
    });
    const tapiola = (await barberOf('tapiola'))?.weeklyHours ?? [];
    expect(tapiola.filter((h) => h.weekday === 1)).toHaveLength(2);
    expect((await barberOf('kallio'))?.weeklyHours).toBeNull();
    const off = await database.db.select().from(barberTimeOff);
    expect(off).toHaveLength(1);
    expect(off[0]?.userId).toBe((await barberOf('punavuori'))?.id);
  });

  it('gives one barber services of their own: a fade at their price and minutes, no shaves', async () => {
    const barber = (
      await database.db
        .select()
        .from(staffUsers)
        .where(eq(staffUsers.email, demoEmail('barber', 'keskusta')))
    )[0];
    const terms = await database.db
      .select({
        name: services.name,
        offered: barberServices.offered,
        priceCents: barberServices.priceCents,
        catalogueCents: services.priceCents,
        minutes: barberServices.durationMinutes,
      })
      .from(barberServices)
      .innerJoin(services, eq(services.id, barberServices.serviceId));
    expect(terms).toHaveLength(2);
    expect((await database.db.select().from(barberServices))[0]?.userId).toBe(barber?.id);
    const fade = terms.find((t) => t.offered);
    expect(fade?.minutes).toBe(50);
    expect(fade?.priceCents).toBeLessThan(fade?.catalogueCents ?? 0);
    expect(terms.find((t) => !t.offered)).toMatchObject({ priceCents: null, minutes: null });
  });
});
