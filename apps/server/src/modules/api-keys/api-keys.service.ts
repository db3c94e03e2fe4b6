import { randomBytes } from 'node:crypto';
import {
  API_KEY_PREFIX,
  type ApiKey,
  type ApiKeyScope,
  errorCodes,
  MAX_API_KEYS,
  type NewApiKey,
} from '@jono/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { hashOfKey } from '../../plugins/app/api-key-callers';
import type { StaffIdentity } from '../../plugins/app/auth';
import type { ServiceContext } from '../../plugins/app/service-context';
import { recordAudit } from '../audit/audit.service';
import { staffNames } from '../auth/staff-names.service';
import { lockShop } from '../shops/shops.service';

type KeyRow = typeof apiKeys.$inferSelect;

/** How many characters of a key the dashboard shows: the prefix and four of its secret. */
const SHOWN = API_KEY_PREFIX.length + 4;

const present = (row: KeyRow, names: Map<string, string>): ApiKey => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes as ApiKeyScope[],
  start: row.start,
  createdAt: row.createdAt.toISOString(),
  createdBy: { id: row.createdBy, name: names.get(row.createdBy) ?? '' },
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export async function keysOf(db: Db, shopId: string): Promise<ApiKey[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.shopId, shopId))
    .orderBy(apiKeys.createdAt, apiKeys.id);
  const names = await staffNames(db, [...new Set(rows.map((row) => row.createdBy))]);
  return rows.map((row) => present(row, names));
}

/**
 * A new key with the scopes chosen, acting in the name of the owner who made it. Its secret is
 * in this answer only: the database keeps its hash. Twenty per shop, counted under the shop's
 * lock so keys made at once cannot pass the count together.
 */
export async function makeKey(ctx: ServiceContext, staff: StaffIdentity, body: NewApiKey) {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await ctx.db.transaction(async (tx) => {
    await lockShop(tx, staff.shopId);
    const [kept] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(eq(apiKeys.shopId, staff.shopId));
    if ((kept?.n ?? 0) >= MAX_API_KEYS) {
      throw new HttpError(
        409,
        `A shop keeps at most ${MAX_API_KEYS} API keys; revoke one you no longer use`,
        errorCodes.tooManyApiKeys,
      );
    }
    const [made] = await tx
      .insert(apiKeys)
      .values({
        shopId: staff.shopId,
        name: body.name,
        scopes: body.scopes,
        keyHash: hashOfKey(secret),
        start: secret.slice(0, SHOWN),
        createdBy: staff.userId,
        createdAt: ctx.now(),
      })
      .returning();
    if (!made) throw new Error('insert returned no key');
    await recordAudit(tx, {
      shopId: staff.shopId,
      actorId: staff.userId,
      at: ctx.now(),
      action: 'api_key_made',
      subject: { kind: 'integration', id: made.id, label: made.name },
      details: { scopes: body.scopes },
    });
    return made;
  });
  return { key: present(row, await staffNames(ctx.db, [row.createdBy])), secret };
}

/** Revokes the key: the next call with it is refused. */
export async function revokeKey(ctx: ServiceContext, staff: StaffIdentity, id: string) {
  await ctx.db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(apiKeys)
      .where(and(eq(apiKeys.id, id), eq(apiKeys.shopId, staff.shopId)))
      .returning({ id: apiKeys.id, name: apiKeys.name });
    if (!gone) throw notFound('No such API key');
    await recordAudit(tx, {
      shopId: staff.shopId,
      actorId: staff.userId,
      at: ctx.now(),
      action: 'api_key_revoked',
      subject: { kind: 'integration', id: gone.id, label: gone.name },
    });
  });
}
