import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffUsers } from '../../db/schema';

/** Staff members' names by id, for pages that say who handled something. */
export async function staffNames(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .where(inArray(staffUsers.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
