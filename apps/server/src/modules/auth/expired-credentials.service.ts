import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTimeTokens, sessions } from '../../db/schema';

/**
 * Deletes sign-in sessions and one-time links past their expiry: neither can be used any
 * more (a refresh token or link that is not found is refused like an expired one), and each
 * names a person and the browser they used.
 */
export async function deleteExpiredCredentials(db: Db, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [oldSessions, oldTokens] = await Promise.all([
    db.delete(sessions).where(lt(sessions.expiresAt, at)).returning({ id: sessions.id }),
    db
      .delete(oneTimeTokens)
      .where(lt(oneTimeTokens.expiresAt, at))
      .returning({ id: oneTimeTokens.id }),
  ]);
  return { sessions: oldSessions.length, tokens: oldTokens.length };
}
