import { asLanguage, webPaths } from '@jono/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffUsers } from '../../db/schema';
import { inTransaction } from '../../lib/in-transaction';
import { assertAcceptablePassword } from '../../lib/password-policy';
import { hashPassword } from '../../lib/passwords';
import { answerNoSoonerThan } from '../../lib/steady-answer';
import type { ServiceContext } from '../../plugins/app/service-context';
import { shopName } from '../shops/shops.service';
import { endStaffAccess } from './auth.events';
import { passwordResetMail } from './auth.mails';
import { counterKey, countOne } from './hourly-counters';
import { consumeToken, issueToken, linkInvalid, retireTokens } from './one-time-tokens';
import { revokeAllSessionsOf } from './session-store';

/** Reset requests one address may make in an hour that mail a link; more are silently not sent. */
const MAX_RESET_MAILS_PER_HOUR = 3;

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
export async function resetPassword(
  ctx: ServiceContext,
  token: string,
  newPassword: string,
  onJoined: InvitationAccepted,
) {
  await setPasswordFromLink(
    ctx,
    { token, purposes: ['reset_password', 'invite'], newPassword },
    onJoined,
  );
}

/**
 * What the modules above auth do when an invited member joins, in the same transaction: the
 * audit module puts it on the shop's record. Passed in, as auth sits below it.
 */
export type InvitationAccepted = (
  tx: Db,
  member: { id: string; shopId: string; name: string },
  at: Date,
) => Promise<void>;

/**
 * An invited member joins: the name they go by and their first password, from their
 * invitation link only; the invitation proves their email too.
 */
export async function acceptInvitation(
  ctx: ServiceContext,
  input: { token: string; name: string; newPassword: string },
  onJoined: InvitationAccepted,
) {
  await setPasswordFromLink(ctx, { ...input, purposes: ['invite'] }, onJoined);
}

async function setPasswordFromLink(
  ctx: ServiceContext,
  link: {
    token: string;
    purposes: readonly ('reset_password' | 'invite')[];
    newPassword: string;
    name?: string;
  },
  onJoined: InvitationAccepted,
) {
  const { token, newPassword, name } = link;
  const passwordHash = await hashPassword(newPassword);
  await inTransaction(ctx.db, ctx.log, async (tx, effects) => {
    const { userId, purpose } = await consumeToken(tx, token, link.purposes, ctx.now());
    const [user] = await tx.select().from(staffUsers).where(eq(staffUsers.id, userId));
    if (!user?.isActive) throw linkInvalid();
    assertAcceptablePassword(newPassword, {
      email: user.email,
      shopName: (await shopName(tx, user.shopId)) ?? undefined,
    });
    await tx
      .update(staffUsers)
      .set({
        passwordHash,
        ...(purpose === 'invite' ? { isVerified: true } : {}),
        ...(name === undefined ? {} : { name }),
      })
      .where(eq(staffUsers.id, userId));
    if (purpose === 'invite') {
      await onJoined(tx, { id: userId, shopId: user.shopId, name: name ?? user.name }, ctx.now());
    }
    await retireTokens(tx, userId, 'reset_password', ctx.now());
    await revokeAllSessionsOf(tx, userId, ctx.now());
    effects.afterCommit(() => endStaffAccess(ctx.io, { userId, shopId: user.shopId }));
  });
}
