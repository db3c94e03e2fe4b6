import {
  matchesShopSearch,
  type QueueState,
  type ShopDetail,
  type ShopListResponse,
  type shopListQuery,
  sortByDistance,
  zonedParts,
} from '@jono/contract';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  addons,
  holidays,
  serviceAddons,
  serviceCategories,
  services,
  shops,
} from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { loadQueueLoads } from './shop-load';

export type { QueueLoad } from './shop-load';
export type { ShopStatus } from './shop-status';

import { shopStatus } from './shop-status';

export { workingChairs } from './shop-status';

import { presentShopDetail, presentShopSummary, type ShopListRow } from './shops.presenter';

const listColumns = {
  id: shops.id,
  name: shops.name,
  city: shops.city,
  address: shops.address,
  country: shops.country,
  timezone: shops.timezone,
  lat: shops.lat,
  lng: shops.lng,
  openingHours: shops.openingHours,
  weeklyOffs: shops.weeklyOffs,
  chairCount: shops.chairCount,
  queueStateOverride: shops.queueStateOverride,
  queueLimit: shops.queueLimit,
  image: shops.image,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/**
 * The shop list: search and distance use the contract's rules, the same ones the web uses,
 * then only the requested page gets its queue and categories loaded.
 */
export async function listShops(
  db: Db,
  query: z.output<typeof shopListQuery>,
  now: Date,
): Promise<ShopListResponse> {
  // Search and sort need only these columns; the full row is read for the page alone.
  const candidates = await db
    .select({
      id: shops.id,
      city: shops.city,
      address: shops.address,
      lat: shops.lat,
      lng: shops.lng,
    })
    .from(shops)
    .where(eq(shops.status, 'active'))
    .orderBy(asc(shops.name), asc(shops.id));
  const matching = candidates.filter((shop) => matchesShopSearch(shop, query.q ?? ''));
  const ordered: { id: string; distance?: number }[] =
    query.lat !== undefined && query.lng !== undefined
      ? sortByDistance(
          matching.map((shop) => ({ id: shop.id, coords: { lat: shop.lat, lng: shop.lng } })),
          { lat: query.lat, lng: query.lng },
        )
      : matching;
  const pageEntries = ordered.slice(query.offset, query.offset + query.limit);
  const ids = pageEntries.map((shop) => shop.id);
  const rows: ShopListRow[] =
    ids.length === 0 ? [] : await db.select(listColumns).from(shops).where(inArray(shops.id, ids));
  const rowById = new Map(rows.map((row) => [row.id, row]));
  const page = pageEntries.flatMap((entry) => {
    const row = rowById.get(entry.id);
    return row ? [{ ...row, distance: entry.distance }] : [];
  });

  const [loads, categoryRows] = await Promise.all([
    loadQueueLoads(db, ids, now),
    ids.length === 0
      ? []
      : db
          .selectDistinct({
            shopId: serviceCategories.shopId,
            id: serviceCategories.id,
            name: serviceCategories.name,
            position: serviceCategories.position,
          })
          .from(serviceCategories)
          .innerJoin(services, eq(services.categoryId, serviceCategories.id))
          .where(and(inArray(serviceCategories.shopId, ids), eq(services.isActive, true)))
          .orderBy(asc(serviceCategories.position)),
  ]);

  const data = page.map((shop) => {
    const load = loads.get(shop.id);
    if (!load) throw new Error(`queue load missing for ${shop.id}`);
    const categories = categoryRows
      .filter((c) => c.shopId === shop.id)
      .map(({ id, name }) => ({ id, name }));
    return presentShopSummary(shop, shopStatus(shop, load, now), categories, shop.distance);
  });
  return { ok: true, data, total: ordered.length, limit: query.limit, offset: query.offset };
}

/** One shop with its catalogue, hours, holidays and booking settings; unknown ids are 404. */
export async function getShop(db: Db, id: string, now: Date): Promise<ShopDetail> {
  if (!isUuid(id)) throw notFound('Shop not found');
  const [shop] = await db
    .select()
    .from(shops)
    .where(and(eq(shops.id, id), eq(shops.status, 'active')));
  if (!shop) throw notFound('Shop not found');

  const today = zonedParts(now, shop.timezone).date;
  const [categoryRows, serviceRows, addonRows, holidayRows, loads] = await Promise.all([
    db
      .select()
      .from(serviceCategories)
      .where(eq(serviceCategories.shopId, id))
      .orderBy(asc(serviceCategories.position), asc(serviceCategories.name)),
    db
      .select()
      .from(services)
      .where(and(eq(services.shopId, id), eq(services.isActive, true)))
      .orderBy(asc(services.position), asc(services.name)),
    db
      .select({ addon: addons, serviceId: serviceAddons.serviceId })
      .from(addons)
      .innerJoin(serviceAddons, eq(serviceAddons.addonId, addons.id))
      .where(and(eq(addons.shopId, id), eq(addons.isActive, true)))
      .orderBy(asc(addons.name)),
    db
      .select({ startsOn: holidays.startsOn, endsOn: holidays.endsOn, note: holidays.note })
      .from(holidays)
      .where(and(eq(holidays.shopId, id), gte(holidays.endsOn, today)))
      .orderBy(asc(holidays.startsOn))
      .limit(20),
    loadQueueLoads(db, [id], now),
  ]);
  const load = loads.get(id);
  if (!load) throw new Error(`queue load missing for ${id}`);
  return presentShopDetail(
    shop,
    shopStatus(shop, load, now),
    {
      categories: categoryRows,
      services: serviceRows,
      addons: addonRows.map((r) => ({ ...r.addon, serviceId: r.serviceId })),
    },
    holidayRows,
  );
}

/**
 * Inside a transaction: locks the shop's row so concurrent joins queue up behind each other,
 * then reads its queue as it stands. Admission decided on this cannot be overtaken.
 */
export async function lockShopForAdmission(db: Db, shopId: string, now: Date) {
  if (!isUuid(shopId)) throw notFound('Shop not found');
  const [shop] = await db
    .select()
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.status, 'active')))
    .for('update');
  if (!shop) throw notFound('Shop not found');
  const load = (await loadQueueLoads(db, [shopId], now)).get(shopId);
  if (!load) throw new Error(`queue load missing for ${shopId}`);
  return { shop, load, status: shopStatus(shop, load, now) };
}

/** A shop's public facts and queue load, for pages about one of its orders. */
export async function shopWithLoad(db: Db, shopId: string, now: Date) {
  const [shop] = await db.select().from(shops).where(eq(shops.id, shopId));
  if (!shop) return null;
  const load = (await loadQueueLoads(db, [shopId], now)).get(shopId);
  if (!load) return null;
  return { shop, load, status: shopStatus(shop, load, now) };
}

/** Staff open, fill or close the queue by hand (null: decided by hours and load) and set its limit. */
export async function updateQueueSettings(
  db: Db,
  shopId: string,
  changes: { override?: QueueState | null; queueLimit?: number | null },
) {
  await db
    .update(shops)
    .set({
      ...(changes.override === undefined ? {} : { queueStateOverride: changes.override }),
      ...(changes.queueLimit === undefined ? {} : { queueLimit: changes.queueLimit }),
    })
    .where(eq(shops.id, shopId));
}
