import { asLanguage, errorCodes, MAX_PASSWORD_LENGTH, webPaths } from '@jono/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffUsers } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError, retryLater } from '../../lib/http-error';
import { inTransaction } from '../../lib/in-transaction';
import { verifyPassword } from '../../lib/passwords';
import type { ServiceContext } from '../../plugins/app/service-context';
import { endStaffAccess } from './auth.events';
import { markEmailProven } from './auth.service';
import { COUNTER_WINDOW_MS, counterKey, countOne } from './hourly-counters';
import {
  emailChangeMail,
  emailChangeNoticeMail,
  phoneChangeNoticeMail,
} from './login-change.mails';
import { admitLogin, clearLoginFailures, loginAttempt } from './login-throttle';
import { consumeToken, issueToken, linkInvalid } from './one-time-tokens';
import { revokeAllSessionsOf } from './session-store';

/*
 * Changing what an account logs in with, its email or its phone. A signed-in session alone
 * (a borrowed laptop, a copied token) must not be able to move an account to another mailbox,
 * so each change needs the current password; a new email takes effect only once a link sent
 * to it is opened; and the old address hears of every change, for an email with a link that
 * takes the account back.
 */

type StaffRow = typeof staffUsers.$inferSelect;

export const emailTaken = () =>
  new HttpError(409, 'Another account already uses this email', errorCodes.emailTaken);
export const phoneTaken = () =>
  new HttpError(409, 'Another account already uses this phone number', errorCodes.phoneTaken);

/**
 * Checks the current password before an email or phone change. Guesses count against the
 * same throttle as logins, keyed by the account, so a stolen token cannot try passwords fast.
 */
export async function confirmCurrentPassword(
  ctx: ServiceContext,
  user: StaffRow,
  password: string | undefined,
  clientAddress: string,
) {
  if (!password) {
    throw new HttpError(
      400,
      'Enter your current password to change your email or phone number',
      errorCodes.currentPasswordRequired,
    );
  }
  const attempt = loginAttempt(`account:${user.id}`, clientAddress);
  await admitLogin(ctx.db, attempt, ctx.now());
  const isMatch =
    user.passwordHash !== null &&
    password.length <= MAX_PASSWORD_LENGTH &&
    (await verifyPassword(user.passwordHash, password));
  if (!isMatch) {
    throw new HttpError(403, 'The current password is wrong', errorCodes.currentPasswordWrong);
  }
  await clearLoginFailures(ctx.db, attempt);
}

/**
 * Address changes one account may ask for in an hour: a typo fixed twice, not a way for
 * whoever holds the password to mail strangers in Jono's name.
 */
export const EMAIL_CHANGES_PER_HOUR = 3;

/**
 * Inside the caller's transaction, which stores `newEmail` as the account's pending email:
 * a confirmation link to the new address and, to the address the account logs in with now,
 * a notice with a link that takes the account back. Counted per account in the statement
 * that compares the count with the cap; past it the whole change is refused with 429.
 */
export async function requestEmailChange(
  ctx: ServiceContext,
  tx: Db,
  user: StaffRow,
  newEmail: string,
) {
  const key = counterKey('email-change', user.id);
  const asked = (await countOne(tx, [key], ctx.now())).get(key) ?? 0;
  if (asked > EMAIL_CHANGES_PER_HOUR) {
    throw retryLater('Several address changes were asked just now', COUNTER_WINDOW_MS);
  }
  const language = asLanguage(user.language);
  const confirm = await issueToken(tx, user.id, 'change_email', ctx.now(), newEmail);
  await ctx.mail.enqueue(tx, {
    to: newEmail,
    ...emailChangeMail(
      language,
      user.name,
      `${ctx.config.publicUrl}${webPaths.changeEmail(confirm)}`,
    ),
  });
  const revert = await issueToken(tx, user.id, 'revert_email', ctx.now(), user.email);
  await ctx.mail.enqueue(tx, {
    to: user.email,
    ...emailChangeNoticeMail(
      language,
      user.name,
      newEmail,
      `${ctx.config.publicUrl}${webPaths.revertEmail(revert)}`,
    ),
  });
}

/** Inside the caller's transaction that changes the phone: the account's email hears of it. */
export async function noticePhoneChange(
  ctx: ServiceContext,
  tx: Db,
  user: StaffRow,
  phone: string,
) {
  await ctx.mail.enqueue(tx, {
    to: user.email,
    ...phoneChangeNoticeMail(
      asLanguage(user.language),
      user.name,
      phone,
      `${ctx.config.publicUrl}${webPaths.forgotPassword}`,
    ),
  });
}

/**
 * Sets an account's login email from a link opened at that address, which proves it; another
 * account that took the address meanwhile keeps it.
 */
async function setLoginEmail(tx: Db, userId: string, email: string) {
  try {
    await tx.update(staffUsers).set({ email, pendingEmail: null }).where(eq(staffUsers.id, userId));
  } catch (error) {
    if (isUniqueViolation(error, 'staff_users_email_unique')) throw emailTaken();
    throw error;
  }
  await markEmailProven(tx, userId);
}

/**
 * The new address opened its link: it becomes the login email. Only the change the account
 * still waits for counts, so the link of a change replaced or cancelled since does nothing.
 */
export async function confirmEmailChange(ctx: ServiceContext, token: string) {
  await ctx.db.transaction(async (tx) => {
    const { userId, email } = await consumeToken(tx, token, ['change_email'], ctx.now());
    const [user] = await tx.select().from(staffUsers).where(eq(staffUsers.id, userId));
    if (!user?.isActive || !email || user.pendingEmail !== email) throw linkInvalid();
    await setLoginEmail(tx, userId, email);
  });
}

/**
 * The old address took the account back: its email is restored, any change still waiting is
 * cancelled, and every session ends, as whoever asked for the change may still be signed in:
 * once committed, the account's open staff screens lose access.
 */
export async function revertEmailChange(ctx: ServiceContext, token: string) {
  await inTransaction(ctx.db, ctx.log, async (tx, effects) => {
    const { userId, email } = await consumeToken(tx, token, ['revert_email'], ctx.now());
    const [user] = await tx.select().from(staffUsers).where(eq(staffUsers.id, userId));
    if (!user?.isActive || !email) throw linkInvalid();
    await setLoginEmail(tx, userId, email);
    await revokeAllSessionsOf(tx, userId, ctx.now());
    effects.afterCommit(() => endStaffAccess(ctx.io, { userId, shopId: user.shopId }));
  });
}
