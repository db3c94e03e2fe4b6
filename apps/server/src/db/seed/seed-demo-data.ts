import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import type { Db } from '../client';
import { addons, serviceAddons, serviceCategories, services, shops, staffUsers } from '../schema';
import { seedBarberServices, seedBarberWeek } from './demo-barbers';
import { seedHistory } from './demo-history';
import { catalogueItem, type MenuService, menusOf, roundToTenCents } from './demo-menus';
import { seedDemoReviews } from './demo-reviews';
import {
  type DemoShop,
  demoAdditionalServices,
  demoAddons,
  demoCatalogue,
  demoHistory,
  demoPassword,
  demoShops,
  demoStaffRoles,
} from './demo-shops';
import { openingByWeekday } from './history-plan';

/** Names the advisory lock that keeps two starting nodes from seeding twice. */
const SEED_LOCK_ID = 4_207_312;

/** Demo staff sign in as e.g. owner.kallio@demo.jono.fi with the shared demo password. */
export const demoEmail = (role: string, slug: string) => `${role}.${slug}@demo.jono.fi`;

/**
 * A demo shop's arrivals a day by ISO weekday: so many per chair on a full day, a share of
 * that on a shorter one.
 */
function perWeekday(perChair: readonly number[], chairs: number, demo: DemoShop) {
  const fullDay = demoHistory.fullDayHours * 60;
  return openingByWeekday(demo.openingHours, demo.weeklyOffs).map(
    ({ openMinutes }, i) => (perChair[i] ?? 0) * chairs * Math.min(1, openMinutes / fullDay),
  );
}

/** How far seeding is: 0 of `total` shops when it starts, then after each shop. */
export interface SeedProgress {
  done: number;
  total: number;
  /** The shop just seeded. */
  shop?: string;
  historyDays: number;
}

type Shop = typeof shops.$inferSelect;

async function insertDemoShop(tx: Db, demo: DemoShop, now: Date): Promise<Shop> {
  const [shop] = await tx
    .insert(shops)
    .values({
      name: demo.name,
      city: demo.city,
      address: demo.address,
      postalCode: demo.postalCode,
      country: 'Finland',
      lat: demo.lat,
      lng: demo.lng,
      openingHours: demo.openingHours,
      weeklyOffs: demo.weeklyOffs,
      chairCount: demo.chairCount,
      additionalServices: demoAdditionalServices,
      status: 'active',
      // Each demo shop has its services, hours and position: it is ready and listed.
      publishedAt: now,
    })
    .returning();
  if (!shop) throw new Error('Seeding a shop returned nothing');
  return shop;
}

/** The demo categories and services at the shop's prices, by their key in the demo catalogue. */
async function seedDemoServices(
  tx: Db,
  shopId: string,
  demo: DemoShop,
): Promise<Map<string, MenuService>> {
  const serviceByKey = new Map<string, MenuService>();
  for (const [position, group] of demoCatalogue.entries()) {
    const [category] = await tx
      .insert(serviceCategories)
      .values({ shopId, name: group.category, position })
      .returning({ id: serviceCategories.id });
    if (!category) throw new Error('Seeding a category returned nothing');
    const rows = await tx
      .insert(services)
      .values(
        group.services.map((s, servicePosition) => ({
          shopId,
          categoryId: category.id,
          name: s.name,
          description: s.description,
          priceCents: roundToTenCents(s.priceCents * demo.priceFactor),
          durationMinutes: s.durationMinutes,
          position: servicePosition,
        })),
      )
      .returning();
    for (const [i, s] of group.services.entries()) {
      const row = rows[i];
      if (!row) throw new Error('Seeding a service returned nothing');
      serviceByKey.set(s.key, { ...catalogueItem(row), popularity: s.popularity, addons: [] });
    }
  }
  return serviceByKey;
}

/** The demo add-ons at the shop's prices, linked to their services and added to their menus. */
async function seedDemoAddons(
  tx: Db,
  shopId: string,
  demo: DemoShop,
  serviceByKey: ReadonlyMap<string, MenuService>,
) {
  for (const addon of demoAddons) {
    const [row] = await tx
      .insert(addons)
      .values({
        shopId,
        name: addon.name,
        priceCents: roundToTenCents(addon.priceCents * demo.priceFactor),
        durationMinutes: addon.durationMinutes,
      })
      .returning();
    if (!row) throw new Error('Seeding an add-on returned nothing');
    for (const key of addon.appliesTo) serviceByKey.get(key)?.addons.push(catalogueItem(row));
    await tx.insert(serviceAddons).values(
      addon.appliesTo.map((key) => ({
        serviceId: serviceByKey.get(key)?.id ?? '',
        addonId: row.id,
      })),
    );
  }
}

async function seedDemoTeam(
  tx: Db,
  shopId: string,
  demo: DemoShop,
  shopIndex: number,
  passwordHash: string,
) {
  return tx
    .insert(staffUsers)
    .values(
      demoStaffRoles.map((staff, roleIndex) => ({
        shopId,
        role: staff.role,
        name: `${staff.firstName} ${demo.name.split(' ').pop()}`,
        email: demoEmail(staff.role, demo.slug),
        // +358 40 1SS R000: unique per shop (SS) and role (R).
        phone: `+358401${String(shopIndex).padStart(2, '0')}${roleIndex}000`,
        passwordHash,
        isVerified: true,
        liveStatus: staff.role === 'receptionist' ? null : ('available' as const),
      })),
    )
    .returning({ id: staffUsers.id, role: staffUsers.role });
}

/** What every demo shop is seeded with alike. */
interface SeedRun {
  now: Date;
  historyDays: number;
  passwordHash: string;
}

/** One demo shop with its catalogue, staff, past trade and reviews. */
async function seedDemoShop(tx: Db, demo: DemoShop, shopIndex: number, run: SeedRun) {
  const shop = await insertDemoShop(tx, demo, run.now);
  const serviceByKey = await seedDemoServices(tx, shop.id, demo);
  await seedDemoAddons(tx, shop.id, demo, serviceByKey);
  const team = await seedDemoTeam(tx, shop.id, demo, shopIndex, run.passwordHash);
  await seedBarberWeek(tx, shop, team, demo, run.now);
  await seedBarberServices(tx, team, demo, serviceByKey);

  const bookableChairs = shop.bookableChairs ?? shop.chairCount;
  await seedHistory(tx, {
    shopId: shop.id,
    timezone: shop.timezone,
    openingHours: shop.openingHours,
    weeklyOffs: shop.weeklyOffs,
    // The owner cuts hair too; the receptionist does not.
    barberIds: team.filter((s) => s.role !== 'receptionist').map((s) => s.id),
    ownerId: team.find((s) => s.role === 'owner')?.id ?? '',
    menus: menusOf([...serviceByKey.values()]),
    days: run.historyDays,
    now: run.now,
    walkInsPerWeekday: perWeekday(demoHistory.walkInsPerChair, shop.chairCount, demo),
    bookingsPerWeekday: perWeekday(demoHistory.bookingsPerChair, bookableChairs, demo),
    bookableChairs,
    slotLengthMinutes: shop.slotLengthMinutes,
    bookingFeeCents: shop.bookingFeeCents,
    refundWindowHours: shop.refundWindowHours,
    includeUpcoming: false,
    seed: shopIndex + 1,
  });
  await seedDemoReviews(tx, {
    shopId: shop.id,
    timezone: shop.timezone,
    ownerId: team.find((s) => s.role === 'owner')?.id ?? '',
    seed: shopIndex + 1,
  });
}

/**
 * Seeds the demo shops, their catalogue, staff and the last 90 days of their trade, but only
 * into an empty database, so a restart or a second node never duplicates them. Returns what
 * it added, or null. `historyDays` shortens the trade for callers that need every kind of
 * row but not three months of them (tests of upgrades and of the seed itself); `progress`
 * hears how far it is, as seeding takes a minute on a slow machine.
 */
export async function seedDemoDataIfEmpty(
  db: Db,
  now = new Date(),
  {
    historyDays = demoHistory.days,
    progress = () => {},
  }: { historyDays?: number; progress?: (step: SeedProgress) => void } = {},
): Promise<{ shops: number } | null> {
  const passwordHash = await hashPassword(demoPassword);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await tx.select({ n: count() }).from(shops);
    if ((existing?.n ?? 0) > 0) return null;

    const total = demoShops.length;
    progress({ done: 0, total, historyDays });
    for (const [shopIndex, demo] of demoShops.entries()) {
      await seedDemoShop(tx, demo, shopIndex, { now, historyDays, passwordHash });
      progress({ done: shopIndex + 1, total, shop: demo.name, historyDays });
    }
    return { shops: total };
  });
}
