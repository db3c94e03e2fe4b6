import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { centsToPrice, priceToCents, type ShopSettings } from '@jono/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shops } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { squareWebp } from '../../lib/images';

const additionalServiceNames = {
  noHotTowel: 'No hot towel',
  noWash: 'No wash',
  silentService: 'Silent service',
} as const;

function present(shop: typeof shops.$inferSelect): ShopSettings {
  return {
    name: shop.name,
    address: shop.address,
    city: shop.city,
    postalCode: shop.postalCode,
    country: shop.country,
    lat: shop.lat,
    lng: shop.lng,
    timezone: shop.timezone,
    openingHours: [...shop.openingHours].sort((a, b) => a.weekday - b.weekday),
    weeklyOffs: shop.weeklyOffs,
    chairCount: shop.chairCount,
    queueLimit: shop.queueLimit,
    bookingFee: centsToPrice(shop.bookingFeeCents),
    slotLengthMinutes: shop.slotLengthMinutes,
    refundWindowHours: shop.refundWindowHours,
    additionalServices: shop.additionalServices,
    image: shop.image,
    status: shop.status,
  };
}

export async function getShopSettings(db: Db, shopId: string) {
  const [shop] = await db.select().from(shops).where(eq(shops.id, shopId));
  if (!shop) throw notFound('Shop not found');
  return present(shop);
}

export type ShopSettingsChanges = Partial<
  Omit<ShopSettings, 'additionalServices' | 'image' | 'status'> & {
    additionalServices: Record<keyof typeof additionalServiceNames, boolean>;
  }
>;

/** Saves the owner's changes; public pages read the shop fresh, so they show at once. */
export async function updateShopSettings(db: Db, shopId: string, changes: ShopSettingsChanges) {
  const { bookingFee, additionalServices, ...plain } = changes;
  const [shop] = await db
    .update(shops)
    .set({
      ...plain,
      ...(bookingFee === undefined ? {} : { bookingFeeCents: priceToCents(bookingFee) }),
      ...(additionalServices === undefined
        ? {}
        : {
            additionalServices: Object.fromEntries(
              Object.entries(additionalServiceNames).map(([id, name]) => [
                id,
                { name, value: additionalServices[id as keyof typeof additionalServiceNames] },
              ]),
            ),
          }),
    })
    .where(eq(shops.id, shopId))
    .returning();
  if (!shop) throw notFound('Shop not found');
  return present(shop);
}

const SHOP_IMAGE_PIXELS = 640;

/** The shop's picture: re-encoded by sharp to a square WebP, the old one removed. */
export async function setShopImage(db: Db, uploadDir: string, shopId: string, upload: Buffer) {
  const picture = await squareWebp(upload, SHOP_IMAGE_PIXELS);
  const folder = join(uploadDir, 'shops');
  await mkdir(folder, { recursive: true });
  const file = `${shopId}-${randomBytes(6).toString('hex')}.webp`;
  await writeFile(join(folder, file), picture);
  const [before] = await db.select({ image: shops.image }).from(shops).where(eq(shops.id, shopId));
  const [shop] = await db
    .update(shops)
    .set({ image: `/uploads/shops/${file}` })
    .where(eq(shops.id, shopId))
    .returning();
  if (!shop) throw notFound('Shop not found');
  if (before?.image?.startsWith('/uploads/shops/')) {
    await rm(join(folder, basename(before.image)), { force: true });
  }
  return present(shop);
}
