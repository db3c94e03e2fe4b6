import {
  asLanguage,
  errorCodes,
  type GeocodeAnswer,
  type Language,
  normalisePhone,
  type RegisterShopBody,
  type Session,
  webPaths,
} from '@jono/contract';
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffUsers } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AddressQuery } from '../../lib/geocoder';
import { HttpError } from '../../lib/http-error';
import { type EffectFailureLog, inTransaction } from '../../lib/in-transaction';
import { assertAcceptablePassword } from '../../lib/password-policy';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { answerNoSoonerThan } from '../../lib/steady-answer';
import type { AccessTokens } from '../../plugins/app/auth';
import type { Mailer } from '../../plugins/app/mail';
import type { RealtimeServer } from '../../plugins/app/realtime';
import { createPendingShop, openPendingShop, shopName } from '../shops/shops.service';
import { endStaffAccess } from './auth.events';
import {
  invitationMail,
  passwordResetMail,
  registrationAttemptMail,
  verificationMail,
} from './auth.mails';
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

export interface AuthContext {
  db: Db;
  tokens: AccessTokens;
  mail: Mailer;
  publicUrl: string;
  now: Date;
  /** Where the staff screens of a login that ended are told, once the change is committed. */
  io: RealtimeServer;
  log: EffectFailureLog;
}

/** Reset requests one address may make in an hour that mail a link; more are silently not sent. */
const MAX_RESET_MAILS_PER_HOUR = 3;
/** Notices of a registration attempt one account may receive in an hour; more are not sent. */
const MAX_ATTEMPT_NOTICES_PER_HOUR = 3;

type StaffRow = typeof staffUsers.$inferSelect;

/** Compared against when no account matches, so a miss takes as long as a wrong password. */
let decoyHash: Promise<string> | null = null;
const decoy = () => {
  decoyHash ??= hashPassword('decoy password that matches no account');
  return decoyHash;
};

async function signedSession(ctx: AuthContext, user: StaffRow, familyId: string): Promise<Session> {
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
  ctx: AuthContext,
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
  await admitLogin(ctx.db, attempt, ctx.now);

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
    .set({ lastLoginAt: ctx.now })
    .where(eq(staffUsers.id, user.id))
    .returning();
  const { refreshToken, familyId } = await startSession(ctx.db, user.id, ctx.now, client.userAgent);
  return { refreshToken, session: await signedSession(ctx, fresh ?? user, familyId) };
}

const sessionEnded = () => new HttpError(401, 'Your session has ended; please log in again');

/**
 * A fresh session for a refresh cookie; a new cookie value when the token rotated. A refresh
 * that ends a login (its token was copied, or the member was deactivated) also ends that
 * login's live access once the revocation is committed: its screens still hold access tokens.
 */
export async function refresh(ctx: AuthContext, refreshToken: string | undefined) {
  if (!refreshToken) throw new HttpError(401, 'Not logged in');
  const rotation = await rotateSession(ctx.db, refreshToken, ctx.now);
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
    await revokeFamily(ctx.db, rotation.familyId, ctx.now);
    throw endLogin('Your session has ended; please log in again');
  }
  return {
    refreshToken: rotation.outcome === 'rotated' ? rotation.refreshToken : null,
    session: await signedSession(ctx, user, rotation.familyId),
  };
}

export async function sendVerification(ctx: AuthContext, db: Db, user: StaffRow) {
  const token = await issueToken(db, user.id, 'verify_email', ctx.now);
  const url = `${ctx.publicUrl}${webPaths.verifyEmail(token)}`;
  await ctx.mail.enqueue(db, {
    to: user.email,
    ...verificationMail(asLanguage(user.language), user.name, url),
  });
}

/** The accounts that already log in with an email or a phone number. */
const accountsUsing = (db: Db, email: string, phone: string) =>
  db
    .select()
    .from(staffUsers)
    .where(
      or(sql`lower(${staffUsers.email}) = ${email.toLowerCase()}`, eq(staffUsers.phone, phone)),
    );

/**
 * Someone registered with an address an account already uses. Its owner hears of it (they
 * may have forgotten the account, or someone is probing for it); the caller learns nothing.
 * Each attempt is counted in one statement before the cap is compared, so attempts sent
 * together cannot all be under it.
 */
async function noticeRegistrationAttempt(ctx: AuthContext, accounts: StaffRow[]) {
  let isQueued = false;
  for (const account of accounts.filter((a) => a.isActive)) {
    const key = counterKey('registration-notice', account.id);
    await ctx.db.transaction(async (tx) => {
      const attempts = (await countOne(tx, [key], ctx.now)).get(key) ?? 0;
      if (attempts > MAX_ATTEMPT_NOTICES_PER_HOUR) return;
      isQueued = true;
      await ctx.mail.enqueue(tx, {
        to: account.email,
        ...registrationAttemptMail(
          asLanguage(account.language),
          account.name,
          `${ctx.publicUrl}${webPaths.login()}`,
          `${ctx.publicUrl}${webPaths.forgotPassword}`,
        ),
      });
    });
  }
  if (isQueued) ctx.mail.kick();
}

/**
 * A new shop and its owner; both wait for the owner's email to be verified. An email or phone
 * an account already uses gets the same answer as a new one, after the same slow work (the
 * password hashed, the address looked up), and that account's owner a notice instead, so
 * neither the answer nor its time tells which addresses have accounts.
 */
export async function registerShop(
  ctx: AuthContext,
  input: Required<RegisterShopBody>,
  language: Language,
  locate: (address: AddressQuery) => Promise<GeocodeAnswer>,
) {
  const phone = normalisePhone(input.phone);
  if (!phone) throw new HttpError(400, 'Invalid phone number', errorCodes.phoneInvalid);
  assertAcceptablePassword(input.password, { email: input.email, shopName: input.shopName });
  const passwordHash = await hashPassword(input.password);
  const address = {
    address: input.address,
    postalCode: input.postalCode,
    city: input.city,
    country: input.country,
  };
  // Asked before the transaction, which must not wait on another service; without an answer
  // the shop is saved unplaced and the owner's checklist asks them to place it. Asked for a
  // taken address too: the geocoder answers one search a second, so waiting on it only for a
  // new address made that answer up to a second slower.
  const { position } = await locate(address);
  const holders = await accountsUsing(ctx.db, input.email, phone);
  if (holders.length > 0) {
    await noticeRegistrationAttempt(ctx, holders);
    return;
  }
  try {
    await ctx.db.transaction(async (tx) => {
      const shop = await createPendingShop(tx, { name: input.shopName, ...address, position });
      const [owner] = await tx
        .insert(staffUsers)
        .values({
          shopId: shop.id,
          role: 'owner',
          name: input.ownerName,
          email: input.email,
          phone,
          passwordHash,
          liveStatus: 'available',
          language,
        })
        .returning();
      if (!owner) throw new Error('creating the owner returned nothing');
      await sendVerification(ctx, tx, owner);
    });
    ctx.mail.kick();
  } catch (error) {
    // The same address registered a moment ago, between the check and the insert.
    if (
      isUniqueViolation(error, 'staff_users_email_unique') ||
      isUniqueViolation(error, 'staff_users_phone_unique')
    ) {
      await noticeRegistrationAttempt(ctx, await accountsUsing(ctx.db, input.email, phone));
      return;
    }
    throw error;
  }
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
export async function verifyEmail(ctx: AuthContext, token: string) {
  await ctx.db.transaction(async (tx) => {
    const { userId } = await consumeToken(tx, token, ['verify_email'], ctx.now);
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
export function forgotPassword(ctx: AuthContext, email: string) {
  return answerNoSoonerThan(FORGOT_PASSWORD_ANSWER_MS, async () => {
    const address = email.toLowerCase();
    const key = counterKey('reset-password', address);
    const isQueued = await ctx.db.transaction(async (tx) => {
      const requests = (await countOne(tx, [key], ctx.now)).get(key) ?? 0;
      const [user] = await tx
        .select()
        .from(staffUsers)
        .where(sql`lower(${staffUsers.email}) = ${address}`);
      if (!user?.isActive || requests > MAX_RESET_MAILS_PER_HOUR) return false;
      const token = await issueToken(tx, user.id, 'reset_password', ctx.now);
      const url = `${ctx.publicUrl}${webPaths.resetPassword(token)}`;
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
export async function resetPassword(ctx: AuthContext, token: string, newPassword: string) {
  const passwordHash = await hashPassword(newPassword);
  await inTransaction(ctx.db, ctx.log, async (tx, effects) => {
    const { userId, purpose } = await consumeToken(
      tx,
      token,
      ['reset_password', 'invite'],
      ctx.now,
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
    await retireTokens(tx, userId, 'reset_password', ctx.now);
    await revokeAllSessionsOf(tx, userId, ctx.now);
    effects.afterCommit(() => endStaffAccess(ctx.io, { userId, shopId: user.shopId }));
  });
}

/**
 * Ends a login: the cookie's family and the bearer's family, whichever are known. Once
 * committed, the staff screens of the logins ended lose access.
 */
export async function logout(ctx: AuthContext, familyIds: (string | null)[]) {
  await inTransaction(ctx.db, ctx.log, async (tx, effects) => {
    for (const familyId of new Set(familyIds)) {
      if (!familyId) continue;
      await revokeFamily(tx, familyId, ctx.now);
      const shopId = await shopOfLogin(tx, familyId);
      if (shopId) effects.afterCommit(() => endStaffAccess(ctx.io, { familyId, shopId }));
    }
  });
}

/** An invited barber or receptionist sets their first password through this link. */
export async function sendInvitation(ctx: AuthContext, db: Db, user: StaffRow) {
  const token = await issueToken(db, user.id, 'invite', ctx.now);
  const url = `${ctx.publicUrl}${webPaths.acceptInvitation(token)}`;
  const name = await shopName(db, user.shopId);
  await ctx.mail.enqueue(db, {
    to: user.email,
    ...invitationMail(asLanguage(user.language), user.name, name ?? 'Jono', url),
  });
}

export const endAllSessions = revokeAllSessionsOf;
export { invitationsSentSince } from './one-time-tokens';
