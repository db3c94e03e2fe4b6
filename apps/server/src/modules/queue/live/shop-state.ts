import type { Db } from '../../../db/client';
import { findShops, type ShopRow } from '../../shops/shops.service';
import { type LiveMemory, liveMemoryOf } from './live-memory';
import { loadQueueLoads, type QueueLoad } from './shop-load';
import { type ShopStatus, shopStatus } from './shop-status';

/** A shop with its queue as one read saw it. */
export interface ShopWithLoad {
  shop: ShopRow;
  load: QueueLoad;
  status: ShopStatus;
}

/**
 * Shops' public facts and queue loads, for pages about their orders, in two statements however
 * many shops; unknown shops are left out.
 */
export async function shopsWithLoads(
  db: Db,
  memory: LiveMemory,
  shopIds: readonly string[],
  now: Date,
): Promise<Map<string, ShopWithLoad>> {
  const rows = await findShops(db, shopIds);
  const loads = await loadQueueLoads(
    db,
    memory.decodedShops,
    rows.map((shop) => shop.id),
    now,
  );
  const found = new Map<string, ShopWithLoad>();
  for (const shop of rows) {
    const load = loads.get(shop.id);
    if (load) found.set(shop.id, { shop, load, status: shopStatus(memory, shop, load, now) });
  }
  return found;
}

/** A shop's public facts and queue load, for pages about one of its orders. */
export async function shopWithLoad(
  db: Db,
  shopId: string,
  now: Date,
): Promise<ShopWithLoad | null> {
  return (await shopsWithLoads(db, liveMemoryOf(db), [shopId], now)).get(shopId) ?? null;
}
