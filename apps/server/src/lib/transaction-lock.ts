import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Waits for, then holds until the caller's transaction ends, a lock named by `name` on every
 * node: what is counted and then written under it (a cap, a first insert) is counted by one
 * request after the other, however many arrive at once. A name is no row, so it also locks
 * what may not exist yet, such as an address without an account.
 */
export async function lockForTransaction(tx: Db, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}
