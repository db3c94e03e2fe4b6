import {
  asLanguage,
  directionsUrl,
  formatShortCode,
  type ReminderPush,
  webPaths,
} from '@jono/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookingReminders, bookings } from '../../../db/schema/index';
import { deliverPush, vapidSubject } from '../../../lib/push-delivery';
import { appVapidKeys } from '../../../lib/vapid-keys';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { type BookingRow, localTimes } from '../booking.presenter';
import type { ShopRow } from '../booking-calendar';
import { manageBookingUrl } from '../booking-links';
import {
  forgetBookingSubscriptions,
  subscriptionsOfBooking,
} from './booking-push-subscriptions.service';
import {
  bookingReminderMail,
  bookingReminderPushWords,
  type ReminderFacts,
} from './booking-reminder.mails';

function reminderFacts(ctx: ServiceContext, booking: BookingRow, shop: ShopRow): ReminderFacts {
  const address = `${shop.address}, ${shop.city}`;
  const position = shop.lat !== null && shop.lng !== null ? { lat: shop.lat, lng: shop.lng } : null;
  return {
    language: asLanguage(booking.language),
    customerName: booking.customerName,
    shopName: shop.name,
    address,
    ...localTimes(booking, shop.timezone),
    code: formatShortCode(booking.shortCode),
    manageUrl: manageBookingUrl(ctx.config.publicUrl, booking),
    directionsUrl: directionsUrl(position ?? address),
  };
}

async function mailReminder(
  ctx: ServiceContext,
  tx: Db,
  booking: BookingRow,
  shop: ShopRow,
): Promise<void> {
  if (!booking.email) return;
  await ctx.mail.enqueue(tx, {
    to: booking.email,
    ...bookingReminderMail(reminderFacts(ctx, booking, shop)),
  });
}

/**
 * A claimed reminder's first step, in the claim's transaction: the browsers to push to, or
 * without any the mail written and the reminder settled.
 */
export async function startSending(
  ctx: ServiceContext,
  tx: Db,
  claimId: string,
  booking: BookingRow,
  shop: ShopRow,
) {
  const browsers = await subscriptionsOfBooking(tx, booking.id);
  if (browsers.length > 0) {
    await tx
      .update(bookingReminders)
      .set({ channel: 'push' })
      .where(eq(bookingReminders.id, claimId));
    return { claimId, booking, shop, browsers };
  }
  await mailReminder(ctx, tx, booking, shop);
  await tx
    .update(bookingReminders)
    .set({ status: booking.email ? 'sent' : 'failed', channel: 'email' })
    .where(eq(bookingReminders.id, claimId));
  return { claimId, booking, shop, browsers };
}

/** A claimed reminder on its way: its booking and shop, and the browsers it goes to if any. */
export type ClaimedReminder = Awaited<ReturnType<typeof startSending>>;

/** Sends a claimed reminder on: by push to its browsers, or kicks the outbox for its mail. */
export async function finishSending(ctx: ServiceContext, claim: ClaimedReminder) {
  if (claim.browsers.length > 0) await pushReminder(ctx, claim);
  else ctx.mail.kick();
}

/** The reminder as each subscribed browser shows it, in the language it subscribed in. */
function reminderPush(
  ctx: ServiceContext,
  booking: BookingRow,
  shop: ShopRow,
  language: string,
): ReminderPush {
  const facts = { ...reminderFacts(ctx, booking, shop), language: asLanguage(language) };
  return {
    kind: 'reminder',
    bookingId: booking.id,
    code: facts.code,
    lang: facts.language,
    ...bookingReminderPushWords(facts),
    url: webPaths.checkBooking(facts.code),
    tag: `booking-${booking.id}`,
  };
}

/**
 * Pushes a claimed reminder to the booking's browsers. When none takes it (each gone or
 * failing) the reminder goes by email instead, so a revoked permission never costs the
 * customer their reminder; browsers the push service no longer knows are forgotten.
 */
async function pushReminder(ctx: ServiceContext, claimed: ClaimedReminder) {
  const { booking, shop, browsers, claimId } = claimed;
  const keys = appVapidKeys(ctx.config);
  const vapid = { ...keys, subject: vapidSubject(ctx.config.publicUrl, ctx.config.mailFrom) };
  const ttlSeconds = Math.max(
    60,
    Math.floor((booking.startAt.getTime() - ctx.now().getTime()) / 1000),
  );
  const outcomes = await Promise.all(
    browsers.map(async (browser) => ({
      id: browser.id,
      outcome: await deliverPush(
        ctx,
        browser,
        JSON.stringify(reminderPush(ctx, booking, shop, browser.language)),
        { vapid, ttlSeconds, urgency: 'normal' },
      ),
    })),
  );
  await forgetBookingSubscriptions(
    ctx.db,
    outcomes.filter((o) => o.outcome === 'gone').map((o) => o.id),
  );
  if (outcomes.some((o) => o.outcome === 'delivered')) {
    await ctx.db
      .update(bookingReminders)
      .set({ status: 'sent' })
      .where(eq(bookingReminders.id, claimId));
    return;
  }
  const mailed = await ctx.db.transaction(async (tx) => {
    // Still the same confirmed booking: a cancel or a move while the push was tried stops it.
    const [current] = await tx
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.id, booking.id),
          eq(bookings.status, 'confirmed'),
          eq(bookings.startAt, booking.startAt),
        ),
      )
      .for('share');
    if (current) await mailReminder(ctx, tx, current, shop);
    const isMailed = Boolean(current?.email);
    await tx
      .update(bookingReminders)
      .set({ status: isMailed ? 'sent' : 'failed', channel: 'email', pushFailed: true })
      .where(eq(bookingReminders.id, claimId));
    return isMailed;
  });
  if (mailed) ctx.mail.kick();
  ctx.log.warn({ bookingId: booking.id }, 'no browser took the booking reminder');
}
