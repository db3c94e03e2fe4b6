import {
  addDays,
  asLanguage,
  type BookingReminder,
  type DayReminders,
  directionsUrl,
  formatShortCode,
  isInQuietHours,
  MAX_REMINDER_OFFSET_MINUTES,
  type ReminderPush,
  reminderSendAt,
  webPaths,
} from '@jono/contract';
import { and, eq, gt, gte, inArray, lt, lte, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookingReminders, bookings } from '../../../db/schema/index';
import { deliverPush, vapidSubject } from '../../../lib/push-delivery';
import { vapidKeys } from '../../../lib/vapid-keys';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { findShop } from '../../shops/shops.service';
import { type BookingRow, localTimes } from '../booking.presenter';
import { type ShopRow, startOfLocalDay } from '../booking-calendar';
import { manageBookingUrl } from '../booking-links';
import { shopOfStaff } from '../staff-shop';
import {
  forgetBookingSubscriptions,
  subscriptionsOfBooking,
} from './booking-push-subscriptions.service';
import {
  bookingReminderMail,
  bookingReminderPushWords,
  type ReminderFacts,
} from './booking-reminder.mails';
import { reminderRulesOf } from './reminder-settings.service';

const MINUTE = 60_000;
/** The furthest ahead a reminder can be due: the longest offset, and a night moved earlier. */
const LOOK_AHEAD_MS = (MAX_REMINDER_OFFSET_MINUTES + 24 * 60) * MINUTE;

const claimKey = (bookingId: string, offsetMinutes: number, startsAt: Date) =>
  `${bookingId}/${offsetMinutes}/${startsAt.toISOString()}`;

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
 * Claims one reminder of a booking (and marks as skipped the earlier ones it supersedes): the
 * insert succeeds on one node only, and only while the booking is still confirmed at the
 * start the reminder was reckoned from; its row is locked meanwhile, so a cancel or a move
 * either committed before (and no reminder goes) or waits for the claim. Without a browser
 * to push to, the mail is written in the same transaction.
 */
async function claimReminder(
  ctx: ServiceContext,
  bookingId: string,
  startsAt: Date,
  offsetMinutes: number,
  superseded: readonly number[],
) {
  return ctx.db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.id, bookingId),
          eq(bookings.status, 'confirmed'),
          eq(bookings.startAt, startsAt),
        ),
      )
      .for('share');
    if (!booking) return null;
    const shop = await findShop(tx, booking.shopId);
    if (!shop) return null;
    const claimedAt = ctx.now();
    const rows = await tx
      .insert(bookingReminders)
      .values([
        { bookingId, startsAt, offsetMinutes, status: 'sending' as const, claimedAt },
        ...superseded.map((offset) => ({
          bookingId,
          startsAt,
          offsetMinutes: offset,
          status: 'skipped' as const,
          claimedAt,
        })),
      ])
      .onConflictDoNothing()
      .returning({ id: bookingReminders.id, offsetMinutes: bookingReminders.offsetMinutes });
    const claim = rows.find((row) => row.offsetMinutes === offsetMinutes);
    if (!claim) return null;
    return startSending(ctx, tx, claim.id, booking, shop);
  });
}

/**
 * A claimed reminder's first step, in the claim's transaction: the browsers to push to, or
 * without any the mail written and the reminder settled.
 */
async function startSending(
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

/**
 * How long a claim may stay 'sending': a push service answers within seconds (deliverPush
 * gives up after 10), so a claim this old was left by a node that died while sending.
 */
export const STALE_CLAIM_MS = 5 * MINUTE;

/**
 * Takes over a claim left 'sending' by a node that died: once, as if it had failed before
 * anything went out (the node may have died after the push service took it, so trying a
 * second time is the lesser harm than no reminder at all). The row is locked and its age
 * checked again, and taking it renews its claimedAt, so one node only takes it. A claim stuck
 * a second time, or whose booking was cancelled or moved meanwhile, is given up as failed.
 */
async function retakeStaleClaim(ctx: ServiceContext, claimId: string) {
  const now = ctx.now();
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
  return ctx.db.transaction(async (tx) => {
    const [claim] = await tx
      .select()
      .from(bookingReminders)
      .where(
        and(
          eq(bookingReminders.id, claimId),
          eq(bookingReminders.status, 'sending'),
          lt(bookingReminders.claimedAt, staleBefore),
        ),
      )
      .for('update', { skipLocked: true });
    if (!claim) return null;
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.id, claim.bookingId),
          eq(bookings.status, 'confirmed'),
          eq(bookings.startAt, claim.startsAt),
          gt(bookings.startAt, now),
        ),
      )
      .for('share');
    const shop = booking ? await findShop(tx, booking.shopId) : undefined;
    if (!booking || !shop || claim.attempts > 1) {
      await tx
        .update(bookingReminders)
        .set({ status: 'failed' })
        .where(eq(bookingReminders.id, claim.id));
      return null;
    }
    await tx
      .update(bookingReminders)
      .set({ attempts: claim.attempts + 1, claimedAt: now, channel: null })
      .where(eq(bookingReminders.id, claim.id));
    return startSending(ctx, tx, claim.id, booking, shop);
  });
}

/** Sends a claimed reminder on: by push to its browsers, or kicks the outbox for its mail. */
async function finishSending(
  ctx: ServiceContext,
  claim: NonNullable<Awaited<ReturnType<typeof startSending>>>,
) {
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
async function pushReminder(
  ctx: ServiceContext,
  claimed: NonNullable<Awaited<ReturnType<typeof startSending>>>,
) {
  const { booking, shop, browsers, claimId } = claimed;
  const keys = vapidKeys(ctx.config.dataDir, ctx.config.push.vapidKeys);
  const vapid = { ...keys, subject: vapidSubject(ctx.config.publicUrl, ctx.config.mailFrom) };
  const ttlSeconds = Math.max(
    60,
    Math.floor((booking.startAt.getTime() - ctx.now().getTime()) / 1000),
  );
  const outcomes = await Promise.all(
    browsers.map(async (browser) => ({
      id: browser.id,
      outcome: await deliverPush(
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

/**
 * Sends every booking reminder that is due now, on any number of nodes at once: each is
 * claimed in the database first. Never in the shop's quiet hours (one missed while the
 * server was down waits for the morning, if the booking is still to come); when several of
 * a booking's reminders are due at once, only the nearest goes. A claim a dead node left
 * 'sending' is taken over once. Returns how many went.
 */
export async function sendDueReminders(ctx: ServiceContext): Promise<number> {
  const now = ctx.now();
  const upcoming = await ctx.db
    .select({
      id: bookings.id,
      shopId: bookings.shopId,
      startAt: bookings.startAt,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        gt(bookings.startAt, now),
        lte(bookings.startAt, new Date(now.getTime() + LOOK_AHEAD_MS)),
      ),
    );
  if (upcoming.length === 0) return 0;
  const claims = await ctx.db
    .select({
      id: bookingReminders.id,
      bookingId: bookingReminders.bookingId,
      offsetMinutes: bookingReminders.offsetMinutes,
      startsAt: bookingReminders.startsAt,
      status: bookingReminders.status,
      claimedAt: bookingReminders.claimedAt,
    })
    .from(bookingReminders)
    .where(
      inArray(
        bookingReminders.bookingId,
        upcoming.map((b) => b.id),
      ),
    );
  const claimed = new Set(claims.map((c) => claimKey(c.bookingId, c.offsetMinutes, c.startsAt)));
  const shopIds = [...new Set(upcoming.map((b) => b.shopId))];
  const rulesOf = await reminderRulesOf(ctx.db, shopIds);
  const zones = new Map<string, string>();
  for (const shopId of shopIds) {
    const shop = await findShop(ctx.db, shopId);
    if (shop) zones.set(shopId, shop.timezone);
  }

  let sent = 0;
  for (const booking of upcoming) {
    const timezone = zones.get(booking.shopId);
    if (!timezone) continue;
    const { offsetsMinutes, quietHours } = rulesOf(booking.shopId);
    if (quietHours && isInQuietHours(now, quietHours, timezone)) continue;
    const due = offsetsMinutes.filter((offset) => {
      if (claimed.has(claimKey(booking.id, offset, booking.startAt))) return false;
      const at = reminderSendAt(
        { startAt: booking.startAt, bookedAt: booking.createdAt },
        offset,
        quietHours,
        timezone,
      );
      return at !== null && at <= now;
    });
    if (due.length === 0) continue;
    const nearest = Math.min(...due);
    const claim = await claimReminder(
      ctx,
      booking.id,
      booking.startAt,
      nearest,
      due.filter((offset) => offset !== nearest),
    );
    if (!claim) continue;
    sent++;
    await finishSending(ctx, claim);
  }
  // Claims left 'sending' by a node that died; still claimed, so nothing above sent them.
  const staleBefore = now.getTime() - STALE_CLAIM_MS;
  const shopOf = new Map(upcoming.map((b) => [b.id, b.shopId]));
  for (const stale of claims) {
    if (stale.status !== 'sending' || stale.claimedAt.getTime() >= staleBefore) continue;
    const shopId = shopOf.get(stale.bookingId) ?? '';
    const { quietHours } = rulesOf(shopId);
    const timezone = zones.get(shopId);
    if (!timezone || (quietHours && isInQuietHours(now, quietHours, timezone))) continue;
    const claim = await retakeStaleClaim(ctx, stale.id);
    if (!claim) continue;
    sent++;
    await finishSending(ctx, claim);
  }
  return sent;
}

/** Staff's view of one day's reminders: per booking, those of its current time that went. */
export async function remindersOfDay(db: Db, shopId: string, date: string): Promise<DayReminders> {
  const shop = await shopOfStaff(db, shopId);
  const rows = await db
    .select({
      bookingId: bookingReminders.bookingId,
      offsetMinutes: bookingReminders.offsetMinutes,
      status: bookingReminders.status,
      channel: bookingReminders.channel,
      pushFailed: bookingReminders.pushFailed,
      claimedAt: bookingReminders.claimedAt,
    })
    .from(bookingReminders)
    .innerJoin(bookings, eq(bookings.id, bookingReminders.bookingId))
    .where(
      and(
        eq(bookings.shopId, shop.id),
        gte(bookings.startAt, startOfLocalDay(date, shop.timezone)),
        lt(bookings.startAt, startOfLocalDay(addDays(date, 1), shop.timezone)),
        // A moved booking's reminders of its old time were never about the time it has now.
        eq(bookingReminders.startsAt, bookings.startAt),
        ne(bookingReminders.status, 'skipped'),
      ),
    )
    .orderBy(bookingReminders.claimedAt);
  const byBooking: DayReminders['byBooking'] = {};
  for (const row of rows) {
    if (row.status === 'skipped') continue;
    const reminder: BookingReminder = {
      offsetMinutes: row.offsetMinutes,
      status: row.status,
      channel: row.channel,
      pushFailed: row.pushFailed,
      sentAt: row.claimedAt.toISOString(),
    };
    byBooking[row.bookingId] = [...(byBooking[row.bookingId] ?? []), reminder];
  }
  return { timezone: shop.timezone, byBooking };
}
