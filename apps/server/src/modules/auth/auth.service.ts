import { normalisePhone, type RegisterShopBody, type Session } from '@jono/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shops, staffUsers } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import { assertAcceptablePassword } from '../../lib/password-policy';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { AccessTokens } from '../../plugins/app/auth';
import type { Mailer } from '../../plugins/app/mail';
import { asMailLanguage, invitationMail, passwordResetMail, verificationMail } from './auth.mails';
import { presentSession } from './auth.presenter';
import {
  consumeToken,
  issueToken,
  linkInvalid,
  retireTokens,
  tokensIssuedSince,
} from './one-time-tokens';
import { revokeAllSessionsOf, revokeFamily, rotateSession, startSession } from './session-store';

export interface AuthContext {
  db: Db;
  tokens: AccessTokens;
  mail: Mailer;
  publicUrl: string;
  now: Date;
}

/** At most this many failed logins an hour on one account, whoever makes them. */
export const MAX_FAILED_LOGINS_PER_HOUR = 100;
/** Reset mails one account may receive in an hour; more are silently not sent. */
const MAX_RESET_MAILS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

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
  const [shop] = await ctx.db
    .select({ name: shops.name })
    .from(shops)
    .where(eq(shops.id, user.shopId));
  return presentSession(user, shop?.name ?? '', accessToken);
}

const isLockedOut = (user: StaffRow, now: Date) =>
  user.failedLogins >= MAX_FAILED_LOGINS_PER_HOUR &&
  user.failedLoginsSince !== null &&
  now.getTime() - user.failedLoginsSince.getTime() < HOUR_MS;

async function recordFailedLogin(db: Db, userId: string, now: Date) {
  // A new hour-long window starts with the first failure after the last one ended.
  const windowStart = new Date(now.getTime() - HOUR_MS);
  await db
    .update(staffUsers)
    .set({
      failedLogins: sql`case when ${staffUsers.failedLoginsSince} is null or ${staffUsers.failedLoginsSince} < ${windowStart} then 1 else ${staffUsers.failedLogins} + 1 end`,
      failedLoginsSince: sql`case when ${staffUsers.failedLoginsSince} is null or ${staffUsers.failedLoginsSince} < ${windowStart} then ${now} else ${staffUsers.failedLoginsSince} end`,
    })
    .where(eq(staffUsers.id, userId));
}

/**
 * Login by email or phone. Every failure (unknown account, wrong password, deactivated)
 * answers the same words after the same work, so the answer reveals nothing.
 */
export async function login(
  ctx: AuthContext,
  credentials: { email: string } | { phone: string },
  password: string,
  userAgent?: string,
) {
  const failure = new HttpError(
    401,
    'email' in credentials ? 'Wrong email or password' : 'Wrong phone number or password',
  );
  const phone = 'phone' in credentials ? normalisePhone(credentials.phone) : null;
  const [user] =
    'email' in credentials
      ? await ctx.db
          .select()
          .from(staffUsers)
          .where(sql`lower(${staffUsers.email}) = ${credentials.email.toLowerCase()}`)
      : phone
        ? await ctx.db.select().from(staffUsers).where(eq(staffUsers.phone, phone))
        : [];

  if (user && isLockedOut(user, ctx.now)) {
    throw new HttpError(429, 'Too many failed logins on this account. Try again in an hour.');
  }
  const isMatch = await verifyPassword(user?.passwordHash ?? (await decoy()), password);
  if (!user || !isMatch || !user.isActive || !user.passwordHash) {
    if (user) await recordFailedLogin(ctx.db, user.id, ctx.now);
    throw failure;
  }

  const [fresh] = await ctx.db
    .update(staffUsers)
    .set({ failedLogins: 0, failedLoginsSince: null, lastLoginAt: ctx.now })
    .where(eq(staffUsers.id, user.id))
    .returning();
  const { refreshToken, familyId } = await startSession(ctx.db, user.id, ctx.now, userAgent);
  return { refreshToken, session: await signedSession(ctx, fresh ?? user, familyId) };
}

const sessionEnded = () => new HttpError(401, 'Your session has ended; please log in again');

/** A fresh session for a refresh cookie; a new cookie value when the token rotated. */
export async function refresh(ctx: AuthContext, refreshToken: string | undefined) {
  if (!refreshToken) throw new HttpError(401, 'Not logged in');
  const rotation = await rotateSession(ctx.db, refreshToken, ctx.now);
  if (rotation.outcome === 'invalid') throw sessionEnded();
  if (rotation.outcome === 'reused') {
    throw new HttpError(401, 'This session was ended for your safety; please log in again');
  }
  const [user] = await ctx.db.select().from(staffUsers).where(eq(staffUsers.id, rotation.userId));
  if (!user?.isActive) {
    await revokeFamily(ctx.db, rotation.familyId, ctx.now);
    throw sessionEnded();
  }
  return {
    refreshToken: rotation.outcome === 'rotated' ? rotation.refreshToken : null,
    session: await signedSession(ctx, user, rotation.familyId),
  };
}

async function sendVerification(ctx: AuthContext, db: Db, user: StaffRow) {
  const token = await issueToken(db, user.id, 'verify_email', ctx.now);
  const url = `${ctx.publicUrl}/verify-email/${token}`;
  await ctx.mail.enqueue(db, {
    to: user.email,
    ...verificationMail(asMailLanguage(user.language), user.name, url),
  });
}

/** Standard week for a new shop; the owner sets the real one in shop details. */
const starterHours = [1, 2, 3, 4, 5]
  .map((weekday) => ({ weekday, opens: '09:00', closes: '17:00' }))
  .concat([{ weekday: 6, opens: '10:00', closes: '14:00' }]);

/** A new shop and its owner; both wait for the owner's email to be verified. */
export async function registerShop(
  ctx: AuthContext,
  input: Required<RegisterShopBody>,
  language: string,
) {
  const phone = normalisePhone(input.phone);
  if (!phone) throw new HttpError(400, 'Invalid phone number');
  assertAcceptablePassword(input.password, { email: input.email });
  const passwordHash = await hashPassword(input.password);
  try {
    await ctx.db.transaction(async (tx) => {
      const [shop] = await tx
        .insert(shops)
        .values({
          name: input.shopName,
          address: input.address,
          postalCode: input.postalCode,
          city: input.city,
          country: input.country,
          lat: 0,
          lng: 0,
          openingHours: starterHours,
          weeklyOffs: [7],
          chairCount: 1,
          additionalServices: {
            noHotTowel: { name: 'No hot towel', value: false },
            noWash: { name: 'No wash', value: false },
            silentService: { name: 'Silent service', value: false },
          },
          status: 'pending_verification',
        })
        .returning({ id: shops.id });
      if (!shop) throw new Error('creating the shop returned nothing');
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
          language: asMailLanguage(language),
        })
        .returning();
      if (!owner) throw new Error('creating the owner returned nothing');
      await sendVerification(ctx, tx, owner);
    });
    ctx.mail.kick();
  } catch (error) {
    if (isUniqueViolation(error, 'staff_users_email_unique')) {
      throw new HttpError(409, 'An account with this email already exists; log in instead');
    }
    if (isUniqueViolation(error, 'staff_users_phone_unique')) {
      throw new HttpError(409, 'An account with this phone number already exists; log in instead');
    }
    throw error;
  }
}

/** Verifies the account behind a link; the shop opens once its owner is verified. */
export async function verifyEmail(ctx: AuthContext, token: string) {
  await ctx.db.transaction(async (tx) => {
    const { userId } = await consumeToken(tx, token, ['verify_email'], ctx.now);
    const [user] = await tx
      .update(staffUsers)
      .set({ isVerified: true })
      .where(eq(staffUsers.id, userId))
      .returning();
    if (user?.role === 'owner') {
      await tx
        .update(shops)
        .set({ status: 'active' })
        .where(and(eq(shops.id, user.shopId), eq(shops.status, 'pending_verification')));
    }
  });
}

/** Sends a reset link if the account exists; the caller answers the same words either way. */
export async function forgotPassword(ctx: AuthContext, email: string) {
  const [user] = await ctx.db
    .select()
    .from(staffUsers)
    .where(sql`lower(${staffUsers.email}) = ${email.toLowerCase()}`);
  if (!user?.isActive) return;
  const since = new Date(ctx.now.getTime() - HOUR_MS);
  if (
    (await tokensIssuedSince(ctx.db, user.id, 'reset_password', since)) >= MAX_RESET_MAILS_PER_HOUR
  ) {
    return;
  }
  await ctx.db.transaction(async (tx) => {
    const token = await issueToken(tx, user.id, 'reset_password', ctx.now);
    const url = `${ctx.publicUrl}/reset-password/${token}`;
    await ctx.mail.enqueue(tx, {
      to: user.email,
      ...passwordResetMail(asMailLanguage(user.language), user.name, url),
    });
  });
  ctx.mail.kick();
}

/**
 * Sets a new password from a reset link, or a first one from an invitation (which also
 * proves the email), and ends every session of the account.
 */
export async function resetPassword(ctx: AuthContext, token: string, newPassword: string) {
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    const { userId, purpose } = await consumeToken(
      tx,
      token,
      ['reset_password', 'invite'],
      ctx.now,
    );
    const [user] = await tx.select().from(staffUsers).where(eq(staffUsers.id, userId));
    if (!user?.isActive) throw linkInvalid();
    assertAcceptablePassword(newPassword, { email: user.email });
    await tx
      .update(staffUsers)
      .set({
        passwordHash,
        failedLogins: 0,
        failedLoginsSince: null,
        ...(purpose === 'invite' ? { isVerified: true } : {}),
      })
      .where(eq(staffUsers.id, userId));
    await retireTokens(tx, userId, 'reset_password', ctx.now);
    await revokeAllSessionsOf(tx, userId, ctx.now);
  });
}

/** Ends a login; the cookie's family and the bearer's family, whichever are known. */
export async function logout(ctx: AuthContext, familyIds: (string | null)[]) {
  for (const familyId of new Set(familyIds)) {
    if (familyId) await revokeFamily(ctx.db, familyId, ctx.now);
  }
}

/** An invited barber or receptionist sets their first password through this link. */
export async function sendInvitation(ctx: AuthContext, db: Db, user: StaffRow) {
  const token = await issueToken(db, user.id, 'invite', ctx.now);
  const url = `${ctx.publicUrl}/reset-password/${token}?invite=1`;
  const [shop] = await db.select({ name: shops.name }).from(shops).where(eq(shops.id, user.shopId));
  await ctx.mail.enqueue(db, {
    to: user.email,
    ...invitationMail(asMailLanguage(user.language), user.name, shop?.name ?? 'Jono', url),
  });
}

export const endAllSessions = revokeAllSessionsOf;

export { sendVerification };
