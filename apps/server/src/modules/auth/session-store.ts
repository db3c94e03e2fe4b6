import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, staffUsers } from '../../db/schema';
import { hashToken, randomToken } from '../../lib/tokens';

export const REFRESH_TOKEN_DAYS = 30;
/**
 * Two tabs may refresh with the same cookie at once. Within this window the second use of a
 * just-rotated token is the same browser, not a thief, and gets a session without rotating.
 */
const ROTATION_GRACE_MS = 10_000;

const expiryFrom = (now: Date) => new Date(now.getTime() + REFRESH_TOKEN_DAYS * 86_400_000);

/** A new login: a new family with its first refresh token. */
export async function startSession(db: Db, userId: string, now: Date, userAgent?: string) {
  const refreshToken = randomToken();
  const familyId = randomUUID();
  await db.insert(sessions).values({
    userId,
    familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt: expiryFrom(now),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return { refreshToken, familyId };
}

export type Rotation =
  | { outcome: 'rotated'; userId: string; familyId: string; refreshToken: string }
  | { outcome: 'concurrent'; userId: string; familyId: string }
  | { outcome: 'invalid' }
  | { outcome: 'reused'; userId: string; familyId: string };

/**
 * Trades a refresh token for its successor. A token used twice (outside the grace window)
 * was copied: the whole family is revoked, so thief and victim both have to log in again.
 */
export async function rotateSession(db: Db, refreshToken: string, now: Date): Promise<Rotation> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(refreshToken)));
  if (!row || row.revokedAt || row.expiresAt <= now) return { outcome: 'invalid' };

  const [claimed] = await db
    .update(sessions)
    .set({ rotatedAt: now })
    .where(and(eq(sessions.id, row.id), isNull(sessions.rotatedAt)))
    .returning({ id: sessions.id });
  if (!claimed) {
    const rotatedAt = row.rotatedAt?.getTime() ?? now.getTime();
    if (now.getTime() - rotatedAt <= ROTATION_GRACE_MS) {
      return { outcome: 'concurrent', userId: row.userId, familyId: row.familyId };
    }
    await revokeFamily(db, row.familyId, now);
    return { outcome: 'reused', userId: row.userId, familyId: row.familyId };
  }

  const successor = randomToken();
  await db.insert(sessions).values({
    userId: row.userId,
    familyId: row.familyId,
    tokenHash: hashToken(successor),
    expiresAt: expiryFrom(now),
    userAgent: row.userAgent,
  });
  return {
    outcome: 'rotated',
    userId: row.userId,
    familyId: row.familyId,
    refreshToken: successor,
  };
}

export async function revokeFamily(db: Db, familyId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessionsOf(db: Db, userId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** The family a refresh token belongs to, whatever its state. */
export async function familyOfToken(db: Db, refreshToken: string) {
  const [row] = await db
    .select({ familyId: sessions.familyId })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(refreshToken)));
  return row?.familyId ?? null;
}

/** The shop of the member a login (refresh-token family) belongs to. */
export async function shopOfLogin(db: Db, familyId: string) {
  const [row] = await db
    .select({ shopId: staffUsers.shopId })
    .from(sessions)
    .innerJoin(staffUsers, eq(staffUsers.id, sessions.userId))
    .where(eq(sessions.familyId, familyId))
    .limit(1);
  return row?.shopId ?? null;
}
