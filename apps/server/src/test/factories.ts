import { slotsNeeded } from '@jono/contract';
import type { Db } from '../db/client';
import {
  addons,
  bookingSlotClaims,
  bookings,
  queueEntries,
  serviceAddons,
  serviceCategories,
  services,
  shops,
  staffUsers,
  type WeekdayHours,
} from '../db/schema';
import { hashPassword } from '../lib/passwords';

let counter = 0;
const next = () => ++counter;

export const everyDay = (opens = '09:00', closes = '18:00'): WeekdayHours[] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens, closes }));

export async function createShop(db: Db, overrides: Partial<typeof shops.$inferInsert> = {}) {
  const n = next();
  const [shop] = await db
    .insert(shops)
    .values({
      name: `Test Shop ${n}`,
      city: 'Helsinki',
      address: `Testikatu ${n}`,
      lat: 60.17,
      lng: 24.94,
      openingHours: everyDay('00:00', '24:00'),
      weeklyOffs: [],
      chairCount: 2,
      status: 'active',
      // Listed, as every shop a test meets was before publishing existed.
      publishedAt: new Date(),
      additionalServices: {
        noHotTowel: { name: 'No hot towel', value: false },
        noWash: { name: 'No wash', value: false },
        silentService: { name: 'Silent service', value: false },
      },
      ...overrides,
    })
    .returning();
  if (!shop) throw new Error('createShop returned nothing');
  return shop;
}

/** A category with services, and add-ons linked to the first service. */
export async function createCatalogue(
  db: Db,
  shopId: string,
  spec: {
    category?: string;
    services?: { name: string; priceCents: number; durationMinutes: number; isActive?: boolean }[];
    addons?: { name: string; priceCents: number; durationMinutes: number }[];
  } = {},
) {
  const [category] = await db
    .insert(serviceCategories)
    .values({ shopId, name: spec.category ?? 'Haircuts' })
    .returning();
  if (!category) throw new Error('createCatalogue returned nothing');
  const serviceRows = await db
    .insert(services)
    .values(
      (spec.services ?? [{ name: 'Haircut', priceCents: 3200, durationMinutes: 30 }]).map(
        (s, position) => ({ shopId, categoryId: category.id, position, ...s }),
      ),
    )
    .returning();
  const addonSpecs = spec.addons ?? [{ name: 'Wash', priceCents: 500, durationMinutes: 10 }];
  const addonRows =
    addonSpecs.length === 0
      ? []
      : await db
          .insert(addons)
          .values(addonSpecs.map((a) => ({ shopId, ...a })))
          .returning();
  const firstService = serviceRows[0];
  if (firstService && addonRows.length > 0) {
    await db
      .insert(serviceAddons)
      .values(addonRows.map((a) => ({ serviceId: firstService.id, addonId: a.id })));
  }
  return { category, services: serviceRows, addons: addonRows };
}

export async function createQueueEntry(
  db: Db,
  shopId: string,
  overrides: Partial<typeof queueEntries.$inferInsert> = {},
) {
  const n = next();
  const [entry] = await db
    .insert(queueEntries)
    .values({
      shopId,
      customerName: `Customer ${n}`,
      phone: `+35850${String(1_000_000 + n)}`,
      items: [],
      totalPriceCents: 3200,
      totalDurationMinutes: 30,
      ...overrides,
    })
    .returning();
  if (!entry) throw new Error('createQueueEntry returned nothing');
  return entry;
}

export const staffPassword = 'Testi-salasana-2026';

/** A verified, active staff member who can log in with `staffPassword`. */
export async function createStaff(
  db: Db,
  shopId: string,
  overrides: Partial<typeof staffUsers.$inferInsert> = {},
) {
  const n = next();
  const [user] = await db
    .insert(staffUsers)
    .values({
      shopId,
      role: 'owner',
      name: `Staff ${n}`,
      email: `staff${n}@example.fi`,
      phone: `+35845${String(1_000_000 + n)}`,
      passwordHash: await hashPassword(staffPassword),
      isVerified: true,
      liveStatus: 'available',
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('createStaff returned nothing');
  return user;
}

/**
 * Barbers who take bookings and serve, named 'Barber 1' ... in the order "any barber" ties go
 * to them; they cannot sign in (no password), which booking tests never need.
 */
export async function createBarbers(db: Db, shopId: string, count: number) {
  if (count === 0) return [];
  const n = next();
  return db
    .insert(staffUsers)
    .values(
      Array.from({ length: count }, (_, i) => ({
        shopId,
        role: 'barber' as const,
        name: `Barber ${i + 1}`,
        email: `barber${n}-${i}@example.fi`,
        phone: `+35846${String(1_000_000 + n * 10 + i)}`,
        passwordHash: 'no password: signs in never',
        isVerified: true,
        liveStatus: 'available' as const,
      })),
    )
    .returning();
}

/**
 * A booking written straight to the database, with the slot claims a live one holds (30-minute
 * slots unless told): for pages and benchmarks that need bookings, not the booking flow.
 */
export async function createBooking(
  db: Db,
  shopId: string,
  overrides: Partial<typeof bookings.$inferInsert> & { startAt: Date },
  slotLengthMinutes = 30,
) {
  const n = next();
  const durationMinutes = overrides.totalDurationMinutes ?? 30;
  const [booking] = await db
    .insert(bookings)
    .values({
      customerName: `Booker ${n}`,
      phone: `+35841${String(1_000_000 + n)}`,
      email: `booker${n}@example.fi`,
      items: [
        {
          id: '00000000-0000-4000-8000-000000000001',
          name: 'Haircut',
          priceCents: 3000,
          durationMinutes,
          quantity: 1,
          addons: [],
        },
      ],
      totalPriceCents: 3000,
      totalDurationMinutes: durationMinutes,
      endAt: new Date(overrides.startAt.getTime() + durationMinutes * 60_000),
      chair: 0,
      status: 'confirmed',
      bookingFeeCents: 0,
      ...overrides,
      shopId,
    })
    .returning();
  if (!booking) throw new Error('createBooking returned nothing');
  if (booking.status === 'confirmed' || booking.status === 'pending_payment') {
    const slots = slotsNeeded(durationMinutes, slotLengthMinutes);
    await db.insert(bookingSlotClaims).values(
      Array.from({ length: slots }, (_, i) => ({
        bookingId: booking.id,
        shopId,
        chair: booking.chair,
        slotStartAt: new Date(booking.startAt.getTime() + i * slotLengthMinutes * 60_000),
      })),
    );
  }
  return booking;
}
