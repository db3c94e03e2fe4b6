import { asLanguage, webPaths } from '@jono/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffUsers } from '../../db/schema';
import type { ServiceContext } from '../../plugins/app/service-context';
import { openPendingShop, shopName } from '../shops/shops.service';
import { invitationMail, verificationMail } from './auth.mails';
import { consumeToken, issueToken } from './one-time-tokens';
import { revokeAllSessionsOf } from './session-store';

/*
 * What the other modules call of auth (the staff row, the verification and invitation mails,
 * ending every session of an account) and the verification those mails lead to. Logging in
 * is in `login-sessions.ts`, passwords set from a mailed link in `password-links.ts`.
 */

export type StaffRow = typeof staffUsers.$inferSelect;

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
