import { createHash } from 'node:crypto';
import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottle } from '../../db/schema';

/** A counter covers one hour from its first count; after that it starts again from zero. */
export const COUNTER_WINDOW_MS = 3_600_000;
/** Expired counters removed per new count: enough to keep up, never a long statement. */
const EXPIRED_REMOVED_PER_COUNT = 50;

export interface Counter {
  count: number;
  lastCountedAt: Date;
}

/**
 * The stored key of a counter: a SHA-256 of what it counts, so the table never holds an
 * email, a phone number or an address, and reads the same whether an account exists or not.
 */
export const counterKey = (...parts: string[]) =>
  createHash('sha256').update(parts.join('\u0000')).digest('hex');

const windowStartBefore = (now: Date) => new Date(now.getTime() - COUNTER_WINDOW_MS);

/** The live counters among `keys`; a key with none, or only an expired one, is absent. */
export async function readCounters(db: Db, keys: string[], now: Date) {
  const rows = await db.select().from(loginThrottle).where(inArray(loginThrottle.key, keys));
  const cutoff = windowStartBefore(now);
  return new Map<string, Counter>(
    rows
      .filter((row) => row.windowStartedAt > cutoff)
      .map((row) => [row.key, { count: row.failures, lastCountedAt: row.lastFailureAt }]),
  );
}

/**
 * Adds one to each counter in one statement, so concurrent requests on every node add up
 * exactly; an expired counter starts a new window at one. Answers each counter's count with
 * this one in it: each of the requests counted together sees a number of its own, so a cap
 * checked against it holds however many arrive at once. Some expired rows go on the way.
 */
export async function countOne(db: Db, keys: string[], now: Date): Promise<Map<string, number>> {
  const cutoff = windowStartBefore(now);
  const expired = sql`${loginThrottle.windowStartedAt} <= ${cutoff}`;
  const counted = await db
    .insert(loginThrottle)
    .values(keys.map((key) => ({ key, failures: 1, windowStartedAt: now, lastFailureAt: now })))
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now} else ${loginThrottle.windowStartedAt} end`,
        lastFailureAt: now,
      },
    })
    .returning({ key: loginThrottle.key, count: loginThrottle.failures });
  const stale = db
    .select({ key: loginThrottle.key })
    .from(loginThrottle)
    .where(lt(loginThrottle.windowStartedAt, cutoff))
    .limit(EXPIRED_REMOVED_PER_COUNT);
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, stale));
  return new Map(counted.map((row) => [row.key, row.count]));
}

export async function clearCounters(db: Db, keys: string[]) {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, keys));
}
