import type { Db } from '../../db/client';
import { findShop, lockActiveShop } from '../shops/shops.service';
import { loadQueueLoads } from './shop-load';
import { shopStatus } from './shop-status';

/**
 * Inside a transaction: locks the shop's row so concurrent joins queue up behind each other,
 * then reads its queue as it stands. Admission decided on this cannot be overtaken.
 */
export async function lockShopForAdmission(
  tx: Db,
  shopId: string,
  now: Date,
  by: 'customer' | 'staff',
) {
  const shop = await lockActiveShop(tx, shopId, by);
  const load = (await loadQueueLoads(tx, [shopId], now)).get(shopId);
  if (!load) throw new Error(`queue load missing for ${shopId}`);
  return { shop, load, status: shopStatus(shop, load, now) };
}

/** A shop's public facts and queue load, for pages about one of its orders. */
export async function shopWithLoad(db: Db, shopId: string, now: Date) {
  const shop = await findShop(db, shopId);
  if (!shop) return null;
  const load = (await loadQueueLoads(db, [shopId], now)).get(shopId);
  if (!load) return null;
  return { shop, load, status: shopStatus(shop, load, now) };
}
