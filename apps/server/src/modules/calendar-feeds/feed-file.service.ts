import { createHash } from 'node:crypto';
import { asLanguage } from '@jono/contract';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarFeeds } from '../../db/schema';
import { icalendar } from '../../lib/icalendar';
import { hashToken } from '../../lib/tokens';
import type { ServiceContext } from '../../plugins/app/service-context';
import { shopStaff } from '../auth/staff-accounts.service';
import { bookingsForCalendar } from '../booking/calendar-bookings.service';
import { walkInsForCalendar } from '../queue/walk-ins/calendar-walk-ins.service';
import { shopListRows } from '../shops/shops.service';
import { customerNamesOf } from './calendar-feeds.service';
import { bookingEvent, type FeedLook, walkInEvent } from './feed-events';
import { feedWords } from './feed-words';

const DAY = 24 * 60 * 60_000;
/** What a feed holds: the last month, for looking back, and half a year ahead. */
export const FEED_PAST_DAYS = 30;
export const FEED_FUTURE_DAYS = 180;
/** How often calendars are asked to fetch again; most apps take their own time anyway. */
const REFRESH_MINUTES = 15;
/** A fetch is noted at most once an hour: the owner sees the feed is used, without a write per fetch. */
const READ_MARK_MS = 60 * 60_000;

export interface FeedFile {
  body: string;
  etag: string;
}

async function noteRead(db: Db, feedId: string, now: Date) {
  await db
    .update(calendarFeeds)
    .set({ lastReadAt: now })
    .where(
      and(
        eq(calendarFeeds.id, feedId),
        or(
          isNull(calendarFeeds.lastReadAt),
          lt(calendarFeeds.lastReadAt, new Date(now.getTime() - READ_MARK_MS)),
        ),
      ),
    );
}

/**
 * The calendar behind a feed's address, or null when the address names no feed (never made,
 * renewed or stopped) or the member whose feed it was has left the shop.
 */
export async function feedFile(ctx: ServiceContext, fileName: string): Promise<FeedFile | null> {
  const secret = fileName.replace(/\.ics$/, '');
  const [feed] = await ctx.db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.secretHash, hashToken(secret)));
  if (!feed) return null;
  const [shop] = await shopListRows(ctx.db, [feed.shopId]);
  const staff = await shopStaff(ctx.db, feed.shopId, { activeOnly: false });
  const member = staff.find((person) => person.id === feed.memberId);
  if (!shop || (feed.memberId && !member?.isActive)) return null;

  const now = ctx.now();
  const window = {
    shopId: feed.shopId,
    barberId: feed.memberId,
    from: new Date(now.getTime() - FEED_PAST_DAYS * DAY),
    until: new Date(now.getTime() + FEED_FUTURE_DAYS * DAY),
  };
  const words = feedWords[asLanguage(feed.language)];
  const names = new Map(staff.map((person) => [person.id, person.name]));
  const look: FeedLook = {
    names: await customerNamesOf(ctx.db, feed.shopId),
    words,
    location: [shop.address, shop.city].filter(Boolean).join(', '),
    barberName: member ? null : (barberId) => (barberId ? (names.get(barberId) ?? null) : null),
  };
  const bookings = (await bookingsForCalendar(ctx.db, window)).map((row) =>
    bookingEvent(row, look),
  );
  const walkIns = feed.withWalkIns
    ? (await walkInsForCalendar(ctx.db, window)).flatMap((row) => walkInEvent(row, look) ?? [])
    : [];
  const events = [...bookings, ...walkIns].sort((a, b) => a.start.getTime() - b.start.getTime());
  const body = icalendar({
    product: 'Calendar feed',
    subscription: {
      name: member ? words.memberCalendar(member.name, shop.name) : words.shopCalendar(shop.name),
      timezone: shop.timezone,
      refreshMinutes: REFRESH_MINUTES,
    },
    events,
  });
  await noteRead(ctx.db, feed.id, now);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}
