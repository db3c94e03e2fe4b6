import type { Db } from '../../db/client';
import { findShop } from '../shops/shops.service';
import { loadQueueLoads } from './shop-load';
import { shopStatus } from './shop-status';

/** A shop's public facts and queue load, for pages about one of its orders. */
export async function shopWithLoad(db: Db, shopId: string, now: Date) {
  const shop = await findShop(db, shopId);
  if (!shop) return null;
  const load = (await loadQueueLoads(db, [shopId], now)).get(shopId);
  if (!load) return null;
  return { shop, load, status: shopStatus(shop, load, now) };
}
