import { errorCodes } from '@jono/contract';
import { and, count, eq, gt, inArray, isNull, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTimeTokens, staffUsers } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { hashToken, randomToken } from '../../lib/tokens';

type Purpose = (typeof oneTimeTokens.$inferInsert)['purpose'];

export const TOKEN_LIFETIME_MS: Record<Purpose, number> = {
  verify_email: 24 * 3_600_000,
  reset_password: 3_600_000,
  invite: 7 * 24 * 3_600_000,
  change_email: 24 * 3_600_000,
  /** The old address may take the account back for a week, also after the change is done. */
  revert_email: 7 * 24 * 3_600_000,
};

/** `email` is the address the link is about, for the purposes that act on one. */
export async function issueToken(
  db: Db,
  userId: string,
  purpose: Purpose,
  now: Date,
  email: string | null = null,
) {
  const token = randomToken();
  await db.insert(oneTimeTokens).values({
    userId,
    purpose,
    email,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/** How many links of a kind a user was sent since a moment: the per-account mail brake. */
export async function tokensIssuedSince(db: Db, userId: string, purpose: Purpose, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        gt(oneTimeTokens.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The invitations a shop's staff accounts were sent since a moment: how many, and when the
 * oldest of them was (it leaves the count first).
 */
export async function invitationsSentSince(db: Db, shopId: string, since: Date) {
  const [row] = await db
    .select({ n: count(), oldest: min(oneTimeTokens.createdAt) })
    .from(oneTimeTokens)
    .innerJoin(staffUsers, eq(staffUsers.id, oneTimeTokens.userId))
    .where(
      and(
        eq(staffUsers.shopId, shopId),
        eq(oneTimeTokens.purpose, 'invite'),
        gt(oneTimeTokens.createdAt, since),
      ),
    );
  return { count: row?.n ?? 0, oldest: row?.oldest ?? null };
}

export const linkInvalid = () =>
  new HttpError(400, 'This link is not valid', errorCodes.linkInvalid);
const linkUsed = () => new HttpError(400, 'This link has already been used', errorCodes.linkUsed);

/**
 * A one-time token that may still be used, without using it; each failure says what is
 * wrong (unknown, used or expired).
 */
export async function usableToken(db: Db, token: string, purposes: readonly Purpose[], now: Date) {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        inArray(oneTimeTokens.purpose, [...purposes]),
      ),
    );
  if (!row) throw linkInvalid();
  if (row.usedAt) throw linkUsed();
  if (row.expiresAt <= now)
    throw new HttpError(400, 'This link has expired', errorCodes.linkExpired);
  return row;
}

/**
 * Uses a one-time token inside the caller's transaction. Marking it used is a guarded
 * UPDATE, so two concurrent uses cannot both succeed. Each failure says what is wrong.
 */
export async function consumeToken(
  db: Db,
  token: string,
  purposes: readonly Purpose[],
  now: Date,
): Promise<{ userId: string; purpose: Purpose; email: string | null }> {
  const row = await usableToken(db, token, purposes, now);
  const [used] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.id, row.id), isNull(oneTimeTokens.usedAt)))
    .returning({
      userId: oneTimeTokens.userId,
      purpose: oneTimeTokens.purpose,
      email: oneTimeTokens.email,
    });
  if (!used) throw linkUsed();
  return used;
}

/** A newer link of a kind makes the older ones useless. */
export async function retireTokens(db: Db, userId: string, purpose: Purpose, now: Date) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}
