import { DEFAULT_BREAK_MINUTES, normalisePhone, type Session } from '@jono/contract';
import { eq, sql } from 'drizzle-orm';
import { staffUsers } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { inTransaction } from '../../lib/in-transaction';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { ServiceContext } from '../../plugins/app/service-context';
import { sessionShop } from '../shops/shops.service';
import { endStaffAccess } from './auth.events';
import { presentSession } from './auth.presenter';
import type { StaffRow } from './auth.service';
import { admitLogin, clearLoginFailures, loginAttempt } from './login-throttle';
import { revokeFamily, rotateSession, shopOfLogin, startSession } from './session-store';

/**
 * Compared against when no account matches, so a miss takes as long as a wrong password.
 * Kept for the process, not per app: made once on first use and never changed, and any hash
 * of a password no account has serves every app alike, so no app sees another's state in it.
 */
let decoyHash: Promise<string> | null = null;
const decoy = () => {
  decoyHash ??= hashPassword('decoy password that matches no account');
  return decoyHash;
};

async function signedSession(
  ctx: ServiceContext,
  user: StaffRow,
  familyId: string,
): Promise<Session> {
  const accessToken = await ctx.tokens.sign({
    userId: user.id,
    shopId: user.shopId,
    role: user.role,
    familyId,
  });
  const shop = await sessionShop(ctx.db, user.shopId);
  return presentSession(
    user,
    shop ?? { name: '', defaultBreakMinutes: DEFAULT_BREAK_MINUTES },
    accessToken,
  );
}

/** Who is calling: the client address the throttle counts by, and the browser's name. */
export interface LoginClient {
  address: string;
  userAgent?: string | undefined;
}

/**
 * Login by email or phone. Every failure (unknown account, wrong password, deactivated, no
 * password chosen yet) answers the same words after the same work: one password hash
 * comparison and one counted failure (counted as the attempt is let in), so neither the
 * answer nor its time tells them apart.
 */
export async function login(
  ctx: ServiceContext,
  credentials: { email: string } | { phone: string },
  password: string,
  client: LoginClient,
) {
  const failure = new HttpError(
    401,
    'email' in credentials ? 'Wrong email or password' : 'Wrong phone number or password',
  );
  const phone = 'phone' in credentials ? normalisePhone(credentials.phone) : null;
  const identifier =
    'email' in credentials
      ? `email:${credentials.email.trim().toLowerCase()}`
      : `phone:${phone ?? credentials.phone.trim()}`;
  const attempt = loginAttempt(identifier, client.address);
  await admitLogin(ctx.db, attempt, ctx.now());

  const [user] =
    'email' in credentials
      ? await ctx.db
          .select()
          .from(staffUsers)
          .where(sql`lower(${staffUsers.email}) = ${credentials.email.trim().toLowerCase()}`)
      : phone
        ? await ctx.db.select().from(staffUsers).where(eq(staffUsers.phone, phone))
        : [];
  const isMatch = await verifyPassword(user?.passwordHash ?? (await decoy()), password);
  if (!user || !isMatch || !user.isActive || !user.passwordHash) throw failure;

  await clearLoginFailures(ctx.db, attempt);
  const [fresh] = await ctx.db
    .update(staffUsers)
    .set({ lastLoginAt: ctx.now() })
    .where(eq(staffUsers.id, user.id))
    .returning();
  const { refreshToken, familyId } = await startSession(
    ctx.db,
    user.id,
    ctx.now(),
    client.userAgent,
  );
  return { refreshToken, session: await signedSession(ctx, fresh ?? user, familyId) };
}

const sessionEnded = () => new HttpError(401, 'Your session has ended; please log in again');

/**
 * A fresh session for a refresh cookie; a new cookie value when the token rotated. A refresh
 * that ends a login (its token was copied, or the member was deactivated) also ends that
 * login's live access once the revocation is committed: its screens still hold access tokens.
 */
export async function refresh(ctx: ServiceContext, refreshToken: string | undefined) {
  if (!refreshToken) throw new HttpError(401, 'Not logged in');
  const rotation = await rotateSession(ctx.db, refreshToken, ctx.now());
  if (rotation.outcome === 'invalid') throw sessionEnded();
  const [user] = await ctx.db.select().from(staffUsers).where(eq(staffUsers.id, rotation.userId));
  const endLogin = (message: string) => {
    if (user) endStaffAccess(ctx.io, { shopId: user.shopId, familyId: rotation.familyId });
    return new HttpError(401, message);
  };
  // A reused token's family was revoked by the rotation itself.
  if (rotation.outcome === 'reused') {
    throw endLogin('This session was ended for your safety; please log in again');
  }
  if (!user?.isActive) {
    await revokeFamily(ctx.db, rotation.familyId, ctx.now());
    throw endLogin('Your session has ended; please log in again');
  }
  return {
    refreshToken: rotation.outcome === 'rotated' ? rotation.refreshToken : null,
    session: await signedSession(ctx, user, rotation.familyId),
  };
}

/**
 * Ends a login: the cookie's family and the bearer's family, whichever are known. Once
 * committed, the staff screens of the logins ended lose access.
 */
export async function logout(ctx: ServiceContext, familyIds: (string | null)[]) {
  await inTransaction(ctx.db, ctx.log, async (tx, effects) => {
    for (const familyId of new Set(familyIds)) {
      if (!familyId) continue;
      await revokeFamily(tx, familyId, ctx.now());
      const shopId = await shopOfLogin(tx, familyId);
      if (shopId) effects.afterCommit(() => endStaffAccess(ctx.io, { familyId, shopId }));
    }
  });
}
