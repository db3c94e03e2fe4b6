import { createHash } from 'node:crypto';
import { API_KEY_CALLS_PER_MINUTE, type ApiKeyScope } from '@jono/contract';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys, staffUsers } from '../../db/schema';
import { WindowLimit } from '../../lib/window-limit';

/** SHA-256 of a key, hex: all the database keeps of it. */
export const hashOfKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** The key behind a request: which one, and what it may do. */
export interface KeyCaller {
  id: string;
  scopes: ApiKeyScope[];
}

const MINUTE = 60_000;

/**
 * Checks API keys: a key is live while its row exists and the owner who made it is still an
 * active owner of the shop; its calls act as that owner, within its scopes. Each key makes at
 * most API_KEY_CALLS_PER_MINUTE calls a minute on each node.
 */
export function apiKeyCallers(db: Db, now: () => Date) {
  const calls = new WindowLimit(API_KEY_CALLS_PER_MINUTE, MINUTE);
  return {
    async verify(key: string) {
      const [row] = await db
        .select({
          id: apiKeys.id,
          scopes: apiKeys.scopes,
          shopId: apiKeys.shopId,
          userId: staffUsers.id,
        })
        .from(apiKeys)
        .innerJoin(staffUsers, eq(staffUsers.id, apiKeys.createdBy))
        .where(
          and(
            eq(apiKeys.keyHash, hashOfKey(key)),
            eq(staffUsers.isActive, true),
            eq(staffUsers.role, 'owner'),
            eq(staffUsers.shopId, apiKeys.shopId),
          ),
        );
      if (!row) return null;
      const caller: KeyCaller = { id: row.id, scopes: row.scopes as ApiKeyScope[] };
      return {
        caller,
        identity: {
          userId: row.userId,
          shopId: row.shopId,
          role: 'owner' as const,
          familyId: `api-key:${row.id}`,
        },
      };
    },
    /** Counts one call of the key, or refuses it with 429 once the minute's calls are used. */
    count: (caller: KeyCaller) =>
      calls.run(caller.id, now(), 'This API key has made too many calls; wait a minute', () =>
        noteUse(db, caller.id, now()),
      ),
  };
}

/** When the key was last used, written at most once a minute. */
async function noteUse(db: Db, id: string, at: Date) {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: at })
    .where(
      and(
        eq(apiKeys.id, id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(at.getTime() - MINUTE))),
      ),
    );
}
