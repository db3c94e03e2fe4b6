import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../lib/prepared-statement';
import {
  type AskedIds,
  askedIds,
  offeredItems,
  type PricedOrder,
  priceFrom,
  type RequestedItem,
} from '../catalog/catalog.service';
import { phoneBlocked, phoneIsBlocked } from '../shops/shops.service';

const shopId = sql.placeholder('shopId');
const readWalkInOrder = preparedStatement<
  { offered: string; blocked: boolean },
  AskedIds & { shopId: string; phone: string | null }
>(
  'walk_in_order',
  sql`select ${offeredItems(shopId, sql.placeholder('serviceIds'), sql.placeholder('addonIds'))} as "offered",
    ${phoneIsBlocked(shopId, sql.placeholder('phone'))} as "blocked"`,
);

/**
 * Inside an admission's transaction, after the shop's lock, in one statement: refuses a
 * number the shop has blocked, then prices the order from the shop's catalogue. A walk-in
 * added at the desk has no number checked (`phone` null): staff decide in person.
 */
export async function priceWalkIn(
  tx: Db,
  shop: string,
  phone: string | null,
  requested: readonly RequestedItem[],
): Promise<PricedOrder> {
  const [row] = await readWalkInOrder(tx, { shopId: shop, phone, ...askedIds(requested) });
  if (row?.blocked) throw phoneBlocked();
  return priceFrom(row?.offered ?? '[]', requested);
}
