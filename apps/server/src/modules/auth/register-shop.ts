import {
  asLanguage,
  errorCodes,
  type GeocodeAnswer,
  type GeocodeOutcome,
  type Language,
  normalisePhone,
  type RegisterShopBody,
  webPaths,
} from '@jono/contract';
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffUsers } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AddressQuery } from '../../lib/geocoder';
import { HttpError } from '../../lib/http-error';
import { assertAcceptablePassword } from '../../lib/password-policy';
import { hashPassword } from '../../lib/passwords';
import type { ServiceContext } from '../../plugins/app/service-context';
import { createPendingShop } from '../shops/shops.service';
import { registrationAttemptMail } from './auth.mails';
import { type StaffRow, sendVerification } from './auth.service';
import { counterKey, countOne } from './hourly-counters';

/** Notices of a registration attempt one account may receive in an hour; more are not sent. */
const MAX_ATTEMPT_NOTICES_PER_HOUR = 3;

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
async function noticeRegistrationAttempt(ctx: ServiceContext, accounts: StaffRow[]) {
  let isQueued = false;
  for (const account of accounts.filter((a) => a.isActive)) {
    const key = counterKey('registration-notice', account.id);
    await ctx.db.transaction(async (tx) => {
      const attempts = (await countOne(tx, [key], ctx.now())).get(key) ?? 0;
      if (attempts > MAX_ATTEMPT_NOTICES_PER_HOUR) return;
      isQueued = true;
      await ctx.mail.enqueue(tx, {
        to: account.email,
        ...registrationAttemptMail(
          asLanguage(account.language),
          account.name,
          `${ctx.config.publicUrl}${webPaths.login()}`,
          `${ctx.config.publicUrl}${webPaths.forgotPassword}`,
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
 * neither the answer nor its time tells which addresses have accounts. Answers what the
 * geocoder made of the shop's address, the same either way.
 */
export async function registerShop(
  ctx: ServiceContext,
  input: Required<RegisterShopBody>,
  language: Language,
  locate: (address: AddressQuery) => Promise<GeocodeAnswer>,
): Promise<GeocodeOutcome> {
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
  const { position, outcome } = await locate(address);
  const holders = await accountsUsing(ctx.db, input.email, phone);
  if (holders.length > 0) {
    await noticeRegistrationAttempt(ctx, holders);
    return outcome;
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
      return outcome;
    }
    throw error;
  }
  return outcome;
}
