import { isInQuietHours, MAX_REMINDER_OFFSET_MINUTES, reminderSendAt } from '@jono/contract';
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookingReminders, bookings } from '../../../db/schema/index';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { findShop } from '../../shops/shops.service';
import { claimReminder, retakeStaleClaim, STALE_CLAIM_MS } from './claim-reminder';
import { reminderRulesOf, type ShopReminderRules } from './reminder-settings.service';
import { finishSending } from './send-reminder';

const MINUTE = 60_000;
/** The furthest ahead a reminder can be due: the longest offset, and a night moved earlier. */
const LOOK_AHEAD_MS = (MAX_REMINDER_OFFSET_MINUTES + 24 * 60) * MINUTE;

const claimKey = (bookingId: string, offsetMinutes: number, startsAt: Date) =>
  `${bookingId}/${offsetMinutes}/${startsAt.toISOString()}`;

type UpcomingBooking = Awaited<ReturnType<typeof upcomingBookings>>[number];
type ReminderClaim = Awaited<ReturnType<typeof claimsOf>>[number];
/** A shop's reminder rules, with its time zone. */
type ReminderShop = ShopReminderRules & { timezone: string };
/** The reminder shop of an id, or undefined for a shop that is gone. */
type ShopRules = (shopId: string) => ReminderShop | undefined;

/** The confirmed bookings still to come whose reminders may be due by now. */
function upcomingBookings(db: Db, now: Date) {
  return db
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
}

/** The reminders of these bookings already claimed, whatever became of them. */
function claimsOf(db: Db, bookingIds: string[]) {
  return db
    .select({
      id: bookingReminders.id,
      bookingId: bookingReminders.bookingId,
      offsetMinutes: bookingReminders.offsetMinutes,
      startsAt: bookingReminders.startsAt,
      status: bookingReminders.status,
      claimedAt: bookingReminders.claimedAt,
    })
    .from(bookingReminders)
    .where(inArray(bookingReminders.bookingId, bookingIds));
}

/** The reminder rules and time zones of these shops, read once for the whole run. */
async function shopRulesOf(db: Db, shopIds: string[]): Promise<ShopRules> {
  const rulesOf = await reminderRulesOf(db, shopIds);
  const zones = new Map<string, string>();
  for (const shopId of shopIds) {
    const shop = await findShop(db, shopId);
    if (shop) zones.set(shopId, shop.timezone);
  }
  return (shopId) => {
    const timezone = zones.get(shopId);
    return timezone ? { ...rulesOf(shopId), timezone } : undefined;
  };
}

/** Nothing goes in a shop's quiet hours, nor to a shop that is gone. */
const isQuietNow = (now: Date, shop: ReminderShop | undefined) =>
  !shop || (shop.quietHours !== null && isInQuietHours(now, shop.quietHours, shop.timezone));

/** The offsets of a booking's reminders that are due by now and not yet claimed. */
function dueOffsets(
  booking: UpcomingBooking,
  shop: ReminderShop,
  claimed: ReadonlySet<string>,
  now: Date,
): number[] {
  return shop.offsetsMinutes.filter((offset) => {
    if (claimed.has(claimKey(booking.id, offset, booking.startAt))) return false;
    const at = reminderSendAt(
      { startAt: booking.startAt, bookedAt: booking.createdAt },
      offset,
      shop.quietHours,
      shop.timezone,
    );
    return at !== null && at <= now;
  });
}

/** Claims and sends the nearest due reminder of each booking; returns how many went. */
async function sendNewReminders(
  ctx: ServiceContext,
  now: Date,
  upcoming: readonly UpcomingBooking[],
  claims: readonly ReminderClaim[],
  shopRules: ShopRules,
): Promise<number> {
  const claimed = new Set(claims.map((c) => claimKey(c.bookingId, c.offsetMinutes, c.startsAt)));
  let sent = 0;
  for (const booking of upcoming) {
    const shop = shopRules(booking.shopId);
    if (!shop || isQuietNow(now, shop)) continue;
    const due = dueOffsets(booking, shop, claimed, now);
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
  return sent;
}

/**
 * Takes over the claims left 'sending' by a node that died (still claimed, so the new
 * reminders' pass sent none of them); returns how many went.
 */
async function retakeStaleClaims(
  ctx: ServiceContext,
  now: Date,
  upcoming: readonly UpcomingBooking[],
  claims: readonly ReminderClaim[],
  shopRules: ShopRules,
): Promise<number> {
  const staleBefore = now.getTime() - STALE_CLAIM_MS;
  const shopOf = new Map(upcoming.map((b) => [b.id, b.shopId]));
  let sent = 0;
  for (const stale of claims) {
    if (stale.status !== 'sending' || stale.claimedAt.getTime() >= staleBefore) continue;
    if (isQuietNow(now, shopRules(shopOf.get(stale.bookingId) ?? ''))) continue;
    const claim = await retakeStaleClaim(ctx, stale.id);
    if (!claim) continue;
    sent++;
    await finishSending(ctx, claim);
  }
  return sent;
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
  const upcoming = await upcomingBookings(ctx.db, now);
  if (upcoming.length === 0) return 0;
  const claims = await claimsOf(
    ctx.db,
    upcoming.map((b) => b.id),
  );
  const shopRules = await shopRulesOf(ctx.db, [...new Set(upcoming.map((b) => b.shopId))]);
  const sent = await sendNewReminders(ctx, now, upcoming, claims, shopRules);
  return sent + (await retakeStaleClaims(ctx, now, upcoming, claims, shopRules));
}
