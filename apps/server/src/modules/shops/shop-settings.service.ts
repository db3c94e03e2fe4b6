import { centsToPrice, priceToCents, type ShopSettings } from '@jono/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shops } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { type EffectFailureLog, inTransaction } from '../../lib/in-transaction';

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
    maxWaitMinutes: shop.maxWaitMinutes,
    bookingFee: centsToPrice(shop.bookingFeeCents),
    slotLengthMinutes: shop.slotLengthMinutes,
    refundWindowHours: shop.refundWindowHours,
    retentionDays: shop.retentionDays,
    defaultBreakMinutes: shop.defaultBreakMinutes,
    additionalServices: shop.additionalServices,
    status: shop.status,
  };
}

export async function getShopSettings(db: Db, shopId: string) {
  const [shop] = await db.select().from(shops).where(eq(shops.id, shopId));
  if (!shop) throw notFound('Shop not found');
  return present(shop);
}

export type ShopSettingsChanges = Partial<
  Omit<ShopSettings, 'additionalServices' | 'status'> & {
    additionalServices: Record<keyof typeof additionalServiceNames, boolean>;
  }
>;

/** Puts a save on the shop's record (the audit module's), in the save's transaction. */
export type RecordShopSettingsChange = (
  tx: Db,
  editor: { shopId: string; actorId: string; at: Date },
  before: ShopSettings,
  after: ShopSettings,
) => Promise<void>;

/** What the modules above shops do with a save: record it, and tell the shop's open pages. */
export interface ShopSettingsSaveHooks {
  /** In the save's transaction, with the settings as they were and as they are now. */
  record: (tx: Db, before: ShopSettings, after: ShopSettings) => Promise<void>;
  afterSave: (shopId: string) => Promise<void>;
}

/**
 * Saves the owner's changes; public pages read the shop fresh, so they show at once. The
 * change goes on the shop's record in the same transaction. Hours, chairs and limits also
 * change what the shop's open pages show live: once the change is committed, `afterSave`
 * lets the module that shows them (the queue) tell those pages.
 */
export async function updateShopSettings(
  db: Db,
  log: EffectFailureLog,
  shopId: string,
  changes: ShopSettingsChanges,
  { record, afterSave }: ShopSettingsSaveHooks,
) {
  const { bookingFee, additionalServices, ...plain } = changes;
  return inTransaction(db, log, async (tx, effects) => {
    // Locked, so two saves at once each record what they really changed.
    const [before] = await tx.select().from(shops).where(eq(shops.id, shopId)).for('update');
    if (!before) throw notFound('Shop not found');
    const [shop] = await tx
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
    const saved = present(shop);
    await record(tx, present(before), saved);
    effects.afterCommit(() => afterSave(shopId));
    return saved;
  });
}
