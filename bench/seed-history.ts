// A year of history for one busy shop: about 40,000 walk-ins and 10,000 bookings, written by
// the server's history generator (the one the demo seed uses) in a few set-based statements.
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';
import {
  addons,
  serviceCategories,
  services,
  shops,
  staffUsers,
} from '../apps/server/src/db/schema';
import { seedHistory } from '../apps/server/src/db/seed/demo-history';
import { catalogueItem, menusOf } from '../apps/server/src/db/seed/demo-menus';
import { hashPassword } from '../apps/server/src/lib/passwords';

export const HISTORY_PASSWORD = 'Historia-salasana-2026';
const TIMEZONE = 'Europe/Helsinki';

/** Walk-ins a day by ISO weekday (Monday first): about 108 a day, 39,500 a year. */
const WALK_INS_PER_WEEKDAY = [90, 95, 100, 110, 140, 160, 60];
/** Bookings a day by ISO weekday: about 27 a day, 9,900 a year. */
const BOOKINGS_PER_WEEKDAY = [22, 24, 26, 28, 34, 40, 16];
const BOOKING_FEE_CENTS = 200;

const staffSpecs = [
  { role: 'owner', name: 'Omistaja' },
  { role: 'receptionist', name: 'Vastaanotto' },
  { role: 'barber', name: 'Aino' },
  { role: 'barber', name: 'Eero' },
  { role: 'barber', name: 'Lumi' },
  { role: 'barber', name: 'Onni' },
  { role: 'barber', name: 'Sanni' },
] as const;

const serviceSpecs = [
  { name: 'Hiustenleikkaus', priceCents: 3200, durationMinutes: 30, popularity: 10 },
  { name: 'Parran siistiminen', priceCents: 2000, durationMinutes: 20, popularity: 4 },
  { name: 'Leikkaus ja parta', priceCents: 4800, durationMinutes: 50, popularity: 5 },
  { name: 'Koneajo', priceCents: 2200, durationMinutes: 20, popularity: 3 },
  { name: 'Lasten leikkaus', priceCents: 2400, durationMinutes: 25, popularity: 3 },
  { name: 'Kuumapyyhe-ajo', priceCents: 3500, durationMinutes: 35, popularity: 2 },
];
const addonSpecs = [
  { name: 'Hiustenpesu', priceCents: 500, durationMinutes: 10 },
  { name: 'Kuuma pyyhe', priceCents: 600, durationMinutes: 5 },
  { name: 'Muotoilu', priceCents: 800, durationMinutes: 10 },
  { name: 'Kulmien siistiminen', priceCents: 700, durationMinutes: 5 },
];

export interface History {
  shopId: string;
  timezone: string;
  ownerEmail: string;
  barberEmail: string;
  walkIns: number;
  bookings: number;
}

/** Creates the shop, its staff and catalogue, and `days` days of history ending yesterday. */
export async function seedShopHistory(db: Db, now: Date, days = 365): Promise<History> {
  const openingHours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    opens: '09:00',
    closes: '20:00',
  }));
  const [shop] = await db
    .insert(shops)
    .values({
      name: 'Parturi Kiire',
      city: 'Helsinki',
      address: 'Kiirekatu 1',
      lat: 60.17,
      lng: 24.94,
      timezone: TIMEZONE,
      openingHours,
      chairCount: 5,
      bookableChairs: 2,
      bookingFeeCents: BOOKING_FEE_CENTS,
      status: 'active',
      publishedAt: new Date(),
    })
    .returning();
  if (!shop) throw new Error('the shop was not created');
  const passwordHash = await hashPassword(HISTORY_PASSWORD);
  const staff = await db
    .insert(staffUsers)
    .values(
      staffSpecs.map(({ role, name }) => ({
        shopId: shop.id,
        role,
        name,
        email: `history-${name.toLowerCase()}-${shop.id.slice(0, 8)}@example.fi`,
        passwordHash,
        isVerified: true,
        liveStatus: role === 'receptionist' ? null : ('available' as const),
      })),
    )
    .returning({ id: staffUsers.id, role: staffUsers.role, email: staffUsers.email });
  const [category] = await db
    .insert(serviceCategories)
    .values({ shopId: shop.id, name: 'Parturi' })
    .returning({ id: serviceCategories.id });
  const serviceRows = await db
    .insert(services)
    .values(
      serviceSpecs.map(({ popularity: _popularity, ...s }, position) => ({
        ...s,
        shopId: shop.id,
        categoryId: category?.id ?? '',
        position,
      })),
    )
    .returning();
  const addonRows = await db
    .insert(addons)
    .values(addonSpecs.map((a) => ({ ...a, shopId: shop.id })))
    .returning();
  const owner = staff.find((s) => s.role === 'owner');
  const barber = staff.find((s) => s.role === 'barber');
  if (!owner || !barber) throw new Error('the staff was not created');
  const { walkIns, bookings } = await seedHistory(db, {
    shopId: shop.id,
    timezone: TIMEZONE,
    openingHours,
    weeklyOffs: [],
    // The owner cuts hair too: everyone but the receptionist serves walk-ins.
    barberIds: staff.filter((s) => s.role !== 'receptionist').map((s) => s.id),
    ownerId: owner.id,
    // Every add-on goes with every service here.
    menus: menusOf(
      serviceRows.map((s, i) => ({
        ...catalogueItem(s),
        popularity: serviceSpecs[i]?.popularity ?? 1,
        addons: addonRows.map(catalogueItem),
      })),
    ),
    days,
    now,
    walkInsPerWeekday: WALK_INS_PER_WEEKDAY,
    bookingsPerWeekday: BOOKINGS_PER_WEEKDAY,
    bookableChairs: shop.bookableChairs ?? shop.chairCount,
    slotLengthMinutes: shop.slotLengthMinutes,
    bookingFeeCents: shop.bookingFeeCents,
    refundWindowHours: shop.refundWindowHours,
    includeUpcoming: true,
    seed: 2026,
  });
  await db.execute(sql`analyze`);

  return {
    shopId: shop.id,
    timezone: TIMEZONE,
    ownerEmail: owner.email,
    barberEmail: barber.email,
    walkIns,
    bookings,
  };
}
