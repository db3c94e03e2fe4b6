import { asLanguage, normalisePhone, type Session, webPaths } from '@jono/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffUsers } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { inTransaction } from '../../lib/in-transaction';
import { assertAcceptablePassword } from '../../lib/password-policy';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { answerNoSoonerThan } from '../../lib/steady-answer';
import type { ServiceContext } from '../../plugins/app/service-context';
import { openPendingShop, shopName } from '../shops/shops.service';
import { endStaffAccess } from './auth.events';
import { invitationMail, passwordResetMail, verificationMail } from './auth.mails';
import { presentSession } from './auth.presenter';
import { counterKey, countOne } from './hourly-counters';
import { admitLogin, clearLoginFailures, loginAttempt } from './login-throttle';
import { consumeToken, issueToken, linkInvalid, retireTokens } from './one-time-tokens';
import {
  revokeAllSessionsOf,
  revokeFamily,
  rotateSession,
  shopOfLogin,
  startSession,
} from './session-store';

/** Reset requests one address may make in an hour that mail a link; more are silently not sent. */
const MAX_RESET_MAILS_PER_HOUR = 3;

export type StaffRow = typeof staffUsers.$inferSelect;

/** Compared against when no account matches, so a miss takes as long as a wrong password. */
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
  return presentSession(user, (await shopName(ctx.db, user.shopId)) ?? '', accessToken);
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

export async function sendVerification(ctx: ServiceContext, db: Db, user: StaffRow) {
  const token = await issueToken(db, user.id, 'verify_email', ctx.now());
  const url = `${ctx.config.publicUrl}${webPaths.verifyEmail(token)}`;
  await ctx.mail.enqueue(db, {
    to: user.email,
    ...verificationMail(asLanguage(user.language), user.name, url),
  });
}

/**
 * Inside the caller's transaction: the account's email is proven (a link mailed to it was
 * opened), and the shop of an owner waiting for that opens.
 */
export async function markEmailProven(tx: Db, userId: string) {
  const [user] = await tx
    .update(staffUsers)
    .set({ isVerified: true })
    .where(eq(staffUsers.id, userId))
    .returning();
  if (user?.role === 'owner') await openPendingShop(tx, user.shopId);
}

/** Verifies the account behind a link; the shop opens once its owner is verified. */
export async function verifyEmail(ctx: ServiceContext, token: string) {
  await ctx.db.transaction(async (tx) => {
    const { userId } = await consumeToken(tx, token, ['verify_email'], ctx.now());
    await markEmailProven(tx, userId);
  });
}

/**
 * How long a forgot-password answer takes at least: above the usual time of mailing a link
 * (a token, an outbox row and the delivery started), so an address with an account and one
 * without are answered after the same time.
 */
const FORGOT_PASSWORD_ANSWER_MS = 200;

/**
 * Sends a reset link if the account exists; the caller answers the same words either way,
 * after the same time. Every request is counted against the address, with an account or not,
 * in the one statement that compares it with the cap, so requests sent together cannot all be
 * under it.
 */
export function forgotPassword(ctx: ServiceContext, email: string) {
  return answerNoSoonerThan(FORGOT_PASSWORD_ANSWER_MS, async () => {
    const address = email.toLowerCase();
    const key = counterKey('reset-password', address);
    const isQueued = await ctx.db.transaction(async (tx) => {
      const requests = (await countOne(tx, [key], ctx.now())).get(key) ?? 0;
      const [user] = await tx
        .select()
        .from(staffUsers)
        .where(sql`lower(${staffUsers.email}) = ${address}`);
      if (!user?.isActive || requests > MAX_RESET_MAILS_PER_HOUR) return false;
      const token = await issueToken(tx, user.id, 'reset_password', ctx.now());
      const url = `${ctx.config.publicUrl}${webPaths.resetPassword(token)}`;
      await ctx.mail.enqueue(tx, {
        to: user.email,
        ...passwordResetMail(asLanguage(user.language), user.name, url),
      });
      return true;
    });
    if (isQueued) ctx.mail.kick();
  });
}

/**
 * Sets a new password from a reset link, or a first one from an invitation (which also
 * proves the email), and ends every session of the account; once committed, the account's
 * open staff screens lose access.
 */
export async function resetPassword(ctx: ServiceContext, token: string, newPassword: string) {
  const passwordHash = await hashPassword(newPassword);
  await inTransaction(ctx.db, ctx.log, async (tx, effects) => {
    const { userId, purpose } = await consumeToken(
      tx,
      token,
      ['reset_password', 'invite'],
      ctx.now(),
    );
    const [user] = await tx.select().from(staffUsers).where(eq(staffUsers.id, userId));
    if (!user?.isActive) throw linkInvalid();
    assertAcceptablePassword(newPassword, {
      email: user.email,
      shopName: (await shopName(tx, user.shopId)) ?? undefined,
    });
    await tx
      .update(staffUsers)
      .set({ passwordHash, ...(purpose === 'invite' ? { isVerified: true } : {}) })
      .where(eq(staffUsers.id, userId));
    await retireTokens(tx, userId, 'reset_password', ctx.now());
    await revokeAllSessionsOf(tx, userId, ctx.now());
    effects.afterCommit(() => endStaffAccess(ctx.io, { userId, shopId: user.shopId }));
  });
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

/** An invited barber or receptionist sets their first password through this link. */
export async function sendInvitation(ctx: ServiceContext, db: Db, user: StaffRow) {
  const token = await issueToken(db, user.id, 'invite', ctx.now());
  const url = `${ctx.config.publicUrl}${webPaths.acceptInvitation(token)}`;
  const name = await shopName(db, user.shopId);
  await ctx.mail.enqueue(db, {
    to: user.email,
    ...invitationMail(asLanguage(user.language), user.name, name ?? 'Jono', url),
  });
}

export const endAllSessions = revokeAllSessionsOf;
export { invitationsSentSince } from './one-time-tokens';
