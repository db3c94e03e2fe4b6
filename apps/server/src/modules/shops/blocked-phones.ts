import { errorCodes } from '@jono/contract';
import { and, desc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blockedPhones } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { preparedStatement } from '../../lib/prepared-statement';
import { isUuid } from './shop-ids';

/** What a blocked number hears: what to do next, without blaming anyone. */
export const phoneBlocked = () =>
  new HttpError(
    403,
    'This shop cannot take orders for this phone number online. Please contact the shop.',
    errorCodes.phoneBlocked,
  );

/** In a statement: whether the shop `shopId` has blocked the number `phone`. */
export function phoneIsBlocked(shopId: SQLWrapper, phone: SQLWrapper): SQL<boolean> {
  const b = blockedPhones;
  return sql`exists (select 1 from ${b} where ${b.shopId} = ${shopId} and ${b.phone} = ${phone})`;
}

/** In a statement: the numbers among `phones` (a text array) the shop has blocked, as JSON. */
export function blockedAmong(shopId: SQLWrapper, phones: SQLWrapper): SQL<string[]> {
  const b = blockedPhones;
  return sql`(select coalesce(json_agg(${b.phone}), '[]') from ${b}
    where ${b.shopId} = ${shopId} and ${b.phone} = any(${phones}))`;
}

const readBlocked = preparedStatement<{ blocked: boolean }, { shopId: string; phone: string }>(
  'phone_is_blocked',
  sql`select ${phoneIsBlocked(sql.placeholder('shopId'), sql.placeholder('phone'))} as "blocked"`,
);

/**
 * Inside a join's or a booking's transaction, after the shop's lock: refuses a number the
 * shop has blocked. Blocking takes the same lock, so no order slips in beside a block.
 */
export async function assertPhoneNotBlocked(tx: Db, shopId: string, phone: string) {
  const [row] = await readBlocked(tx, { shopId, phone });
  if (row?.blocked) throw phoneBlocked();
}

export type BlockedPhoneRow = typeof blockedPhones.$inferSelect;

/** The shop's blocked numbers, newest first. */
export function listBlockedPhones(db: Db, shopId: string): Promise<BlockedPhoneRow[]> {
  return db
    .select()
    .from(blockedPhones)
    .where(eq(blockedPhones.shopId, shopId))
    .orderBy(desc(blockedPhones.createdAt));
}

/**
 * Inside the block's transaction, under the shop's lock: records the number, or finds the
 * block already there (blocking twice changes nothing more).
 */
export async function recordBlockedPhone(
  tx: Db,
  block: { shopId: string; phone: string; blockedBy: string; createdAt: Date },
): Promise<{ block: BlockedPhoneRow; isNew: boolean }> {
  const [created] = await tx.insert(blockedPhones).values(block).onConflictDoNothing().returning();
  if (created) return { block: created, isNew: true };
  const [existing] = await tx
    .select()
    .from(blockedPhones)
    .where(and(eq(blockedPhones.shopId, block.shopId), eq(blockedPhones.phone, block.phone)));
  if (!existing) throw new Error('the block is neither new nor stored');
  return { block: existing, isNew: false };
}

/** The number may order again. Another shop's blocks are unknown here. */
export async function unblockPhone(db: Db, shopId: string, blockId: string) {
  if (!isUuid(blockId)) throw notFound('Blocked number not found');
  const [removed] = await db
    .delete(blockedPhones)
    .where(and(eq(blockedPhones.id, blockId), eq(blockedPhones.shopId, shopId)))
    .returning();
  if (!removed) throw notFound('Blocked number not found');
  return removed;
}
