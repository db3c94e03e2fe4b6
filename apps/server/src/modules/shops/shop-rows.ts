import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { shops } from '../../db/schema';
import { preparedStatement } from '../../lib/prepared-statement';
import { isUuid } from './shop-ids';

/** A shop's row as the database keeps it. */
export type ShopRow = typeof shops.$inferSelect;

const shopColumns = getTableColumns(shops);
// In the order of their ids, so two transactions locking overlapping sets never wait on each
// other in a circle.
const lockActive = preparedStatement<ShopRow, { shopIds: string[] }>(
  'lock_active_shops',
  new QueryBuilder()
    .select(shopColumns)
    .from(shops)
    .where(
      and(
        sql`${shops.id} = any(${sql.placeholder('shopIds')}::uuid[])`,
        eq(shops.status, 'active'),
      ),
    )
    .orderBy(shops.id)
    .for('no key update'),
  shopColumns,
);

/**
 * Inside a transaction: locks the rows of the active shops among `shopIds` so concurrent
 * admissions queue up behind each other; admission decided while holding them cannot be
 * overtaken. Unknown and inactive shops are left out. Whether customers may reach a shop
 * (listed) is the caller's to decide: staff add walk-ins before it is published too.
 */
export async function lockActiveShops(tx: Db, shopIds: readonly string[]) {
  const rows = await lockActive(tx, { shopIds: shopIds.filter(isUuid) });
  return new Map(rows.map((shop) => [shop.id, shop]));
}

/** A shop's row, active or not, for pages about one of its orders; null when unknown. */
export async function findShop(db: Db, shopId: string) {
  const [shop] = await db.select().from(shops).where(eq(shops.id, shopId));
  return shop ?? null;
}

const readShops = preparedStatement<ShopRow, { shopIds: string[] }>(
  'find_shops',
  new QueryBuilder()
    .select(shopColumns)
    .from(shops)
    .where(sql`${shops.id} = any(${sql.placeholder('shopIds')}::uuid[])`),
  shopColumns,
);

type ShopColumns = typeof shopColumns;

/**
 * A prepared statement about one shop (`shopId`, active or not): the columns `keys` of its
 * row and `facts`, JSON another module builds from the row's columns (subqueries about the
 * shop), read in one round trip. No row for an unknown id.
 */
export function shopWithFacts<Key extends keyof ShopColumns, Values extends object>(
  name: string,
  keys: readonly Key[],
  facts: (shop: typeof shops) => SQL,
) {
  const columns = Object.fromEntries(keys.map((key) => [key, shopColumns[key]])) as Pick<
    ShopColumns,
    Key
  >;
  return preparedStatement<Pick<ShopRow, Key> & { facts: string }, Values & { shopId: string }>(
    name,
    new QueryBuilder()
      .select({ ...columns, facts: sql<string>`${facts(shops)}::text`.as('facts') })
      .from(shops)
      .where(eq(shops.id, sql`${sql.placeholder('shopId')}::uuid`)),
    { ...columns, facts: sql<string>`facts` },
  );
}

/** The rows of the shops among `shopIds` that exist, active or not, in one statement. */
export async function findShops(db: Db, shopIds: readonly string[]): Promise<ShopRow[]> {
  const ids = shopIds.filter(isUuid);
  return ids.length === 0 ? [] : readShops(db, { shopIds: ids });
}
