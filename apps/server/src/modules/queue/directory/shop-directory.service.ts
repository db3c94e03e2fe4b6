import {
  matchesShopSearch,
  type ShopDetail,
  type ShopListResponse,
  type shopListQuery,
  sortByDistance,
  sortBySoonestStart,
  zonedParts,
} from '@jono/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { queryAll } from '../../../lib/query-all';
import { upcomingHolidays } from '../../booking/staff/holidays.service';
import { offeredCategories, publicCatalogue } from '../../catalog/catalog.service';
import { shopRatings } from '../../reviews/reviews.service';
import { shopCovers, shopPhotosOf } from '../../shops/shop-photos.service';
import { activeShop, activeShopPlaces, shopCoords, shopListRows } from '../../shops/shops.service';
import { liveMemoryOf, loadQueueLoads, loadTeam, shopStatus, teamToday } from '../live';
import { presentShopDetail, presentShopSummary, type ServerCan } from './shop-directory.presenter';

export { type ServerCan, serverCanOf } from './shop-directory.presenter';

/**
 * The shop list: search, distance and soonest start use the contract's rules, the same ones
 * the web uses; nearest first, only the requested page gets its queue and categories loaded
 * (soonest first needs every shop's queue before it can page).
 */
export async function listShops(
  db: Db,
  query: z.output<typeof shopListQuery>,
  now: Date,
): Promise<ShopListResponse> {
  const memory = liveMemoryOf(db);
  const candidates = await activeShopPlaces(db);
  const matching = candidates.filter((shop) => matchesShopSearch(shop, query.q ?? ''));
  const ordered: { id: string; distance?: number }[] =
    query.lat !== undefined && query.lng !== undefined
      ? sortByDistance(
          matching.map((shop) => ({ id: shop.id, coords: shopCoords(shop) })),
          { lat: query.lat, lng: query.lng },
        )
      : matching;
  const soonest = query.sort === 'soonest';
  const pageEntries = soonest ? ordered : ordered.slice(query.offset, query.offset + query.limit);
  const ids = pageEntries.map((shop) => shop.id);
  const [rows, loads, categoryRows, ratings, covers] = await queryAll(db, [
    () => shopListRows(db, ids),
    () => loadQueueLoads(db, memory.decodedShops, ids, now),
    () => offeredCategories(db, ids),
    () => shopRatings(db, ids),
    () => shopCovers(db, ids),
  ]);
  const rowById = new Map(rows.map((row) => [row.id, row]));
  const data = pageEntries.flatMap((entry) => {
    const shop = rowById.get(entry.id);
    if (!shop) return [];
    const load = loads.get(shop.id);
    if (!load) throw new Error(`queue load missing for ${shop.id}`);
    const categories = categoryRows
      .filter((c) => c.shopId === shop.id)
      .map(({ id, name }) => ({ id, name }));
    const status = shopStatus(memory, shop, load, now);
    const rating = ratings.get(shop.id) ?? null;
    const cover = covers.get(shop.id) ?? null;
    return [
      presentShopSummary(shop, status, load.model, categories, rating, cover, entry.distance),
    ];
  });
  const page = soonest
    ? sortBySoonestStart(data).slice(query.offset, query.offset + query.limit)
    : data;
  return { ok: true, data: page, total: ordered.length, limit: query.limit, offset: query.offset };
}

/**
 * One shop with its catalogue, hours, holidays and booking settings; unknown ids are 404.
 * `serverCan`: whether this server takes booking fees and sends texts.
 */
export async function getShop(
  db: Db,
  id: string,
  now: Date,
  serverCan: ServerCan,
): Promise<ShopDetail> {
  const memory = liveMemoryOf(db);
  const shop = await activeShop(db, id);
  const today = zonedParts(now, shop.timezone).date;
  const [catalogue, holidayRows, loads, team, ratings, photos] = await queryAll(db, [
    () => publicCatalogue(db, id),
    () => upcomingHolidays(db, id, today),
    () => loadQueueLoads(db, memory.decodedShops, [id], now),
    () => loadTeam(db, id),
    () => shopRatings(db, [id]),
    () => shopPhotosOf(db, id),
  ]);
  const load = loads.get(id);
  if (!load) throw new Error(`queue load missing for ${id}`);
  const status = shopStatus(memory, shop, load, now);
  return presentShopDetail(
    shop,
    status,
    load.model,
    catalogue,
    holidayRows,
    teamToday(team, { chairCount: shop.chairCount, load, status, now }, { withRanges: true }),
    ratings.get(id) ?? null,
    photos,
    serverCan,
  );
}
