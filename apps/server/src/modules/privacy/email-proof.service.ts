import { randomInt } from 'node:crypto';
import {
  EMAIL_PROOF_MINUTES,
  EMAIL_PROOF_TRIES,
  type EmailProof,
  errorCodes,
  type Language,
} from '@jono/contract';
import { and, count, countDistinct, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerEmailProofs } from '../../db/schema';
import { HttpError, retryLater } from '../../lib/http-error';
import { inTransaction } from '../../lib/in-transaction';
import { maskEmail } from '../../lib/personal-data-masks';
import { hashToken } from '../../lib/tokens';
import { lockForTransaction } from '../../lib/transaction-lock';
import type { ServiceContext } from '../../plugins/app/service-context';
import { emailCodeMail } from './email-proof.mails';

/** Codes one address may be sent at one shop in an hour: enough for a typo, too few to spam. */
export const EMAIL_CODES_PER_HOUR = 3;
/**
 * Different addresses one order may send codes to in a day: a customer's own, and a typo or
 * two; more would make any order a way to mail strangers.
 */
export const EMAIL_ADDRESSES_PER_ORDER = 3;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The hash a code is kept as: bound to its shop and address, so it proves nothing elsewhere. */
const codeHash = (shopId: string, email: string, code: string) =>
  hashToken(`${shopId}\n${email}\n${code}`);

export const oneTimeCodeInvalid = () =>
  new HttpError(
    403,
    'This code is wrong or has expired: ask for a new one',
    errorCodes.oneTimeCodeInvalid,
  );

/**
 * Sends a fresh six-digit code to `email` for acting on what it holds at this shop. At most
 * EMAIL_CODES_PER_HOUR an hour per shop and address, and to at most EMAIL_ADDRESSES_PER_ORDER
 * addresses a day for the order that asks; each counted under a lock (the order's, then the
 * address's, always in that order), so requests arriving together cannot all slip under.
 */
export async function sendEmailCode(
  ctx: ServiceContext,
  shop: { id: string; name: string },
  orderId: string,
  email: string,
  language: Language,
) {
  const now = ctx.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await inTransaction(ctx.db, ctx.log, async (tx, effects) => {
    await lockForTransaction(tx, `email-proof order ${orderId}`);
    await lockForTransaction(tx, `email-proof ${shop.id} ${email}`);
    const [others] = await tx
      .select({ n: countDistinct(customerEmailProofs.email) })
      .from(customerEmailProofs)
      .where(
        and(
          eq(customerEmailProofs.orderId, orderId),
          ne(customerEmailProofs.email, email),
          gt(customerEmailProofs.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      );
    if ((others?.n ?? 0) >= EMAIL_ADDRESSES_PER_ORDER) {
      throw retryLater('Codes for this order went to several addresses today already', DAY_MS);
    }
    const [sent] = await tx
      .select({ n: count() })
      .from(customerEmailProofs)
      .where(
        and(
          eq(customerEmailProofs.shopId, shop.id),
          eq(customerEmailProofs.email, email),
          gt(customerEmailProofs.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    if ((sent?.n ?? 0) >= EMAIL_CODES_PER_HOUR) {
      throw retryLater('Several codes were sent to this address just now', HOUR_MS);
    }
    await tx.insert(customerEmailProofs).values({
      shopId: shop.id,
      orderId,
      email,
      codeHash: codeHash(shop.id, email, code),
      expiresAt: new Date(now.getTime() + EMAIL_PROOF_MINUTES * 60_000),
      createdAt: now,
    });
    await ctx.mail.enqueue(tx, {
      to: email,
      ...emailCodeMail(language, shop.name, code, EMAIL_PROOF_MINUTES),
    });
    effects.afterCommit(() => ctx.mail.kick());
  });
  return { sentTo: maskEmail(email), expiresInMinutes: EMAIL_PROOF_MINUTES };
}

/**
 * Whether the code typed proves the address at this shop; refuses with 403 otherwise. Each
 * check first spends one of the live codes' tries in one guarded UPDATE (a right code gives
 * its try back), so however many guesses arrive together, no code takes more than
 * EMAIL_PROOF_TRIES wrong ones.
 */
export async function proveEmail(db: Db, shopId: string, proof: EmailProof, now: Date) {
  const live = await db
    .update(customerEmailProofs)
    .set({ failedTries: sql`${customerEmailProofs.failedTries} + 1` })
    .where(
      and(
        eq(customerEmailProofs.shopId, shopId),
        eq(customerEmailProofs.email, proof.email),
        gt(customerEmailProofs.expiresAt, now),
        lt(customerEmailProofs.failedTries, EMAIL_PROOF_TRIES),
      ),
    )
    .returning({ id: customerEmailProofs.id, codeHash: customerEmailProofs.codeHash });
  const typed = codeHash(shopId, proof.email, proof.oneTimeCode);
  const matching = live.find((row) => row.codeHash === typed);
  if (!matching) throw oneTimeCodeInvalid();
  await db
    .update(customerEmailProofs)
    .set({ failedTries: sql`${customerEmailProofs.failedTries} - 1` })
    .where(eq(customerEmailProofs.id, matching.id));
  return proof.email;
}

/**
 * Codes past their time prove nothing; they go with the other expired personal data once
 * the day they count towards the caps is over too.
 */
export async function forgetExpiredEmailProofs(db: Db, now: Date) {
  const gone = await db
    .delete(customerEmailProofs)
    .where(
      and(
        lt(customerEmailProofs.expiresAt, now),
        lt(customerEmailProofs.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    )
    .returning({ id: customerEmailProofs.id });
  return gone.length;
}
