import { HttpError, retryLater } from '../../lib/http-error';
import type { ServiceContext } from '../../plugins/app/service-context';
import { sendVerification } from './auth.service';
import { retireTokens, tokensIssuedSince } from './one-time-tokens';
import { lockStaffAccount } from './staff-accounts.service';

/** Verification links an account is sent in any hour, the one mailed at registration included. */
export const MAX_VERIFICATION_MAILS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

/**
 * Mails a signed-in staff member a fresh link to prove their e-mail address (the first may be
 * lost or expired); older links stop working. The account's row is locked while the hour's
 * links are counted, so requests sent together cannot pass the limit. An address proven
 * already is sent nothing: the answer says so, and the caller's screen renews its session.
 */
export async function resendVerification(
  ctx: ServiceContext,
  userId: string,
): Promise<{ isVerified: boolean }> {
  const answer = await ctx.db.transaction(async (tx) => {
    const user = await lockStaffAccount(tx, userId);
    if (!user) throw new HttpError(401, 'Your session has ended; please log in again');
    if (user.isVerified) return { isVerified: true };
    const since = new Date(ctx.now().getTime() - HOUR_MS);
    if (
      (await tokensIssuedSince(tx, userId, 'verify_email', since)) >=
      MAX_VERIFICATION_MAILS_PER_HOUR
    ) {
      throw retryLater(
        'Several links were sent within the hour; open the newest one or try again later',
        HOUR_MS,
      );
    }
    await retireTokens(tx, userId, 'verify_email', ctx.now());
    await sendVerification(ctx, tx, user);
    return { isVerified: false };
  });
  if (!answer.isVerified) ctx.mail.kick();
  return answer;
}
