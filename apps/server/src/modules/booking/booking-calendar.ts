import {
  addDays,
  type BookingCalendar,
  type ChairHold,
  slotsNeeded,
  weekdayHoursSchema,
  zonedInstant,
} from '@jono/contract';
import { asc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { bookings, shopBookingHours } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { jsonObjectOf, parseJson } from '../../lib/sql-json';
import { activeBarberStatuses, barberStatusSchema } from '../auth/staff-accounts.service';
import { bookingTeamOf } from '../schedules/booking-team.service';
import { timeOffBetween, timeOffSpanSchema } from '../schedules/time-off.service';
import { isListedShop, isUuid, type ShopRow, shopWithFacts } from '../shops/shops.service';
import { holidaySpanSchema, holidaysTouching } from './holiday-days.service';

export type { ShopRow };

const MINUTE = 60_000;
/** The longest order the API accepts (totalTimeRequires). */
const MAX_ORDER_MINUTES = 24 * 60;
const shopNotFound = () => notFound('Shop not found');

/** Chairs that take bookings: the owner's choice, never more than the shop has. */
export const bookableChairsOf = (shop: Pick<ShopRow, 'bookableChairs' | 'chairCount'>) =>
  Math.min(shop.bookableChairs ?? shop.chairCount, shop.chairCount);

/**
 * The stretch a booking keeps its chair (epoch ms, [start, end)): its service time rounded
 * up to whole slots.
 */
export function occupiedSpan(
  booking: { startAt: Date; endAt: Date },
  slotLengthMinutes: number,
): { start: number; end: number } {
  const start = booking.startAt.getTime();
  const slots = slotsNeeded((booking.endAt.getTime() - start) / MINUTE, slotLengthMinutes);
  return { start, end: start + slots * slotLengthMinutes * MINUTE };
}

/** The instant a local date begins in the shop's time zone. */
export const startOfLocalDay = (date: string, timezone: string) => zonedInstant(date, 0, timezone);

/** Public booking calls treat a shop that is not active as unknown. */
export function assertBookable(shop: ShopRow): ShopRow {
  if (shop.status !== 'active') throw shopNotFound();
  return shop;
}

/**
 * Inside a transaction, the shop's row locked: the bookings of one shop are decided one after
 * the other (the slot claims' unique index backs it). Whether the shop still takes bookings is
 * the caller's question.
 */
export { lockShop } from '../shops/shops.service';

/** Booking hours per weekday, Monday first. */
export async function loadBookingHours(db: Db, shopId: string) {
  return db
    .select({
      weekday: shopBookingHours.weekday,
      opens: shopBookingHours.opens,
      closes: shopBookingHours.closes,
    })
    .from(shopBookingHours)
    .where(eq(shopBookingHours.shopId, shopId))
    .orderBy(asc(shopBookingHours.weekday));
}

/** A live booking's hold as the calendar statement lists it. */
const holdRowSchema = z.object({
  chair: z.number(),
  barberId: z.string().nullable(),
  startAt: z.string(),
  endAt: z.string(),
  /** An unpaid booking's: its hold runs out then. */
  holdExpiresAt: z.string().nullable(),
});

/** A chair's hold, and for an unpaid booking's the instant it runs out (epoch ms). */
export type LiveHold = ChairHold & { until?: number };

/** The holds that still stand at `now`: an unpaid booking's hold runs out by the clock alone. */
export const holdsAt = (holds: readonly LiveHold[], now: Date): LiveHold[] =>
  holds.filter((hold) => hold.until === undefined || hold.until > now.getTime());

/**
 * As a JSON list, in the statement about the shop: its live bookings (confirmed ones, and
 * pending-payment ones whose hold has not run out) that may occupy a chair in [from, to). A
 * booking keeps its chair less than one slot past its service's end, and no order is longer
 * than a day: the second bound lets the index scan skip the shop's history.
 */
function liveHoldsBetween(
  shop: { id: SQLWrapper; slotLengthMinutes: SQLWrapper },
  from: SQL,
  to: SQL,
  now: SQLWrapper,
) {
  const b = bookings;
  const slot = sql`make_interval(mins => ${shop.slotLengthMinutes})`;
  const hold = jsonObjectOf(holdRowSchema, {
    chair: b.chair,
    barberId: b.barberId,
    startAt: b.startAt,
    endAt: b.endAt,
    holdExpiresAt: sql`case when ${b.status} = 'pending_payment' then ${b.holdExpiresAt} end`,
  });
  return sql`(select coalesce(json_agg(${hold}), '[]')
    from ${b}
    where ${b.shopId} = ${shop.id} and ${b.startAt} < ${to}
      and ${b.endAt} > ${from} - ${slot}
      and ${b.startAt} > ${from} - ${slot} - interval '${sql.raw(String(MAX_ORDER_MINUTES))} minutes'
      and (${b.status} = 'confirmed'
        or (${b.status} = 'pending_payment' and ${b.holdExpiresAt} > ${now})))`;
}

const calendarFactsSchema = z.object({
  bookingHours: z.array(weekdayHoursSchema),
  holidays: z.array(holidaySpanSchema),
  holds: z.array(holdRowSchema),
  team: z.array(barberStatusSchema),
  timeOff: z.array(timeOffSpanSchema),
});

/** What the rule and the answer read of the shop's row, and whether customers may see it. */
const calendarShopKeys = [
  'id',
  'status',
  'publishedAt',
  'timezone',
  'openingHours',
  'weeklyOffs',
  'slotLengthMinutes',
  'bookableChairs',
  'chairCount',
  'bookingHorizonDays',
] as const;
type CalendarShop = Pick<ShopRow, (typeof calendarShopKeys)[number]>;

const from = sql`${sql.placeholder('from')}::timestamptz`;
const to = sql`${sql.placeholder('to')}::timestamptz`;
const h = shopBookingHours;
const bookingHoursOf = jsonObjectOf(weekdayHoursSchema, {
  weekday: h.weekday,
  opens: h.opens,
  closes: h.closes,
});
/**
 * Everything the availability rule reads about a shop and a stretch of dates, in one round
 * trip: its row, booking hours, holidays, live bookings, the members who take bookings and
 * their time off.
 */
const readCalendar = shopWithFacts<
  (typeof calendarShopKeys)[number],
  { first: string; last: string; from: Date; to: Date; now: Date }
>('booking_calendar', calendarShopKeys, (shop) =>
  jsonObjectOf(calendarFactsSchema, {
    bookingHours: sql`(select coalesce(json_agg(${bookingHoursOf} order by ${h.weekday}), '[]')
      from ${h} where ${h.shopId} = ${shop.id})`,
    holidays: holidaysTouching(
      shop.id,
      sql`${sql.placeholder('first')}::date`,
      sql`${sql.placeholder('last')}::date`,
    ),
    holds: liveHoldsBetween(shop, from, to, sql.placeholder('now')),
    team: activeBarberStatuses(shop.id),
    timeOff: timeOffBetween(shop.id, from, to),
  }),
);

/** Hours either side of UTC midnight a local midnight can fall: the zones run from -12 to +14. */
const ZONE_MARGIN_MS = 15 * 60 * MINUTE;

/**
 * The shop's row and the availability rule's inputs for the local dates firstDate ...
 * lastDate: the calendar with only the holidays touching those dates, the barbers who take
 * bookings with their hours and time off, and the live bookings' holds on those dates. The
 * statement reads the instants around the dates before the shop's zone is known; what lies
 * outside the dates' exact instants is left out here. Null for an unknown shop.
 */
async function calendarOf(
  db: Db,
  shopId: string,
  firstDate: string,
  lastDate: string,
  now: Date,
): Promise<{ shop: CalendarShop; calendar: BookingCalendar; holds: LiveHold[] } | null> {
  const utcFrom = Date.parse(`${firstDate}T00:00:00Z`) - ZONE_MARGIN_MS;
  const utcTo = Date.parse(`${addDays(lastDate, 1)}T00:00:00Z`) + ZONE_MARGIN_MS;
  const [row] = await readCalendar(db, {
    shopId,
    first: firstDate,
    last: lastDate,
    from: new Date(utcFrom),
    to: new Date(utcTo),
    now,
  });
  if (!row) return null;
  const { facts: text, ...shop } = row;
  const facts = parseJson(calendarFactsSchema, text);
  const from = startOfLocalDay(firstDate, shop.timezone).getTime();
  const to = startOfLocalDay(addDays(lastDate, 1), shop.timezone).getTime();
  const slot = shop.slotLengthMinutes * MINUTE;
  const holds = facts.holds
    .map((b) => ({ ...b, startAt: new Date(b.startAt), endAt: new Date(b.endAt) }))
    .filter((b) => b.startAt.getTime() < to && b.endAt.getTime() > from - slot)
    .map(
      (b): LiveHold => ({
        chair: b.chair,
        barberId: b.barberId,
        ...occupiedSpan(b, shop.slotLengthMinutes),
        ...(b.holdExpiresAt ? { until: Date.parse(b.holdExpiresAt) } : {}),
      }),
    );
  const timeOff = facts.timeOff.filter(
    (entry) => Date.parse(entry.endsAt) > from && Date.parse(entry.startsAt) < to,
  );
  return {
    shop,
    calendar: {
      timezone: shop.timezone,
      openingHours: shop.openingHours,
      weeklyOffs: shop.weeklyOffs,
      holidays: facts.holidays,
      bookingHours: facts.bookingHours,
      slotLengthMinutes: shop.slotLengthMinutes,
      bookableChairs: bookableChairsOf(shop),
      horizonDays: shop.bookingHorizonDays,
      barbers: bookingTeamOf(facts.team, timeOff),
    },
    holds,
  };
}

/** The other bookings' holds: the booking's own time does not stand in its own way. */
export function withoutOwnHold(
  holds: ChairHold[],
  booking: { startAt: Date; endAt: Date; chair: number },
  slotLengthMinutes: number,
) {
  const own = occupiedSpan(booking, slotLengthMinutes);
  const index = holds.findIndex(
    (h) => h.chair === booking.chair && h.start === own.start && h.end === own.end,
  );
  return index < 0 ? holds : holds.filter((_, i) => i !== index);
}

/**
 * Inside a transaction with the shop's row in hand (locked): the availability rule's inputs
 * for the local dates firstDate ... lastDate.
 */
export async function loadCalendarAndHolds(
  db: Db,
  shop: ShopRow,
  firstDate: string,
  lastDate: string,
  now: Date,
): Promise<{ calendar: BookingCalendar; holds: ChairHold[] }> {
  const read = await calendarOf(db, shop.id, firstDate, lastDate, now);
  if (!read) throw shopNotFound();
  return { calendar: read.calendar, holds: read.holds };
}

/**
 * A listed shop's row and the availability rule's inputs for the local dates firstDate ...
 * lastDate, for customers' availability calls; unknown or unpublished shops are 404.
 */
export async function listedShopCalendar(
  db: Db,
  shopId: string,
  firstDate: string,
  lastDate: string,
  now: Date,
) {
  const read = isUuid(shopId) ? await calendarOf(db, shopId, firstDate, lastDate, now) : null;
  if (!read || !isListedShop(read.shop)) throw shopNotFound();
  return read;
}
