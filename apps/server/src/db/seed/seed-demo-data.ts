import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import type { Db } from '../client';
import { addons, serviceAddons, serviceCategories, services, shops, staffUsers } from '../schema';
import {
  demoAdditionalServices,
  demoAddons,
  demoCatalogue,
  demoPassword,
  demoShops,
  demoStaffRoles,
} from './demo-shops';

/** Names the advisory lock that keeps two starting nodes from seeding twice. */
const SEED_LOCK_ID = 4_207_312;

const roundToTenCents = (cents: number) => Math.round(cents / 10) * 10;

/** Demo staff sign in as e.g. owner.kallio@demo.jono.fi with the shared demo password. */
export const demoEmail = (role: string, slug: string) => `${role}.${slug}@demo.jono.fi`;

/**
 * Seeds the demo shops, their catalogue and staff, but only into an empty database, so a
 * restart or a second node never duplicates them. Returns what it added, or null.
 */
export async function seedDemoDataIfEmpty(db: Db): Promise<{ shops: number } | null> {
  const passwordHash = await hashPassword(demoPassword);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await tx.select({ n: count() }).from(shops);
    if ((existing?.n ?? 0) > 0) return null;

    for (const [shopIndex, demo] of demoShops.entries()) {
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
        })
        .returning({ id: shops.id });
      if (!shop) throw new Error('Seeding a shop returned nothing');

      const serviceIdByKey = new Map<string, string>();
      for (const [position, group] of demoCatalogue.entries()) {
        const [category] = await tx
          .insert(serviceCategories)
          .values({ shopId: shop.id, name: group.category, position })
          .returning({ id: serviceCategories.id });
        if (!category) throw new Error('Seeding a category returned nothing');
        const rows = await tx
          .insert(services)
          .values(
            group.services.map((s, servicePosition) => ({
              shopId: shop.id,
              categoryId: category.id,
              name: s.name,
              description: s.description,
              priceCents: roundToTenCents(s.priceCents * demo.priceFactor),
              durationMinutes: s.durationMinutes,
              position: servicePosition,
            })),
          )
          .returning({ id: services.id });
        for (const [i, s] of group.services.entries()) {
          serviceIdByKey.set(s.key, rows[i]?.id ?? '');
        }
      }

      for (const addon of demoAddons) {
        const [row] = await tx
          .insert(addons)
          .values({
            shopId: shop.id,
            name: addon.name,
            priceCents: roundToTenCents(addon.priceCents * demo.priceFactor),
            durationMinutes: addon.durationMinutes,
          })
          .returning({ id: addons.id });
        if (!row) throw new Error('Seeding an add-on returned nothing');
        await tx.insert(serviceAddons).values(
          addon.appliesTo.map((key) => ({
            serviceId: serviceIdByKey.get(key) ?? '',
            addonId: row.id,
          })),
        );
      }

      await tx.insert(staffUsers).values(
        demoStaffRoles.map((staff, roleIndex) => ({
          shopId: shop.id,
          role: staff.role,
          name: `${staff.firstName} ${demo.name.split(' ').pop()}`,
          email: demoEmail(staff.role, demo.slug),
          // +358 40 1SS R000: unique per shop (SS) and role (R).
          phone: `+358401${String(shopIndex).padStart(2, '0')}${roleIndex}000`,
          passwordHash,
          isVerified: true,
          liveStatus: staff.role === 'receptionist' ? null : ('available' as const),
        })),
      );
    }
    return { shops: demoShops.length };
  });
}
