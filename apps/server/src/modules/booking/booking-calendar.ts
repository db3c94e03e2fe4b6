import {
  addDays,
  type BookingCalendar,
  type ChairHold,
  slotsNeeded,
  zonedInstant,
} from '@jono/contract';
import { and, asc, eq, gt, gte, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, holidays, shopBookingHours } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { bookingTeam } from '../schedules/booking-team.service';
import type { ShopRow } from '../shops/shops.service';

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

/**
 * Live bookings that occupy a chair in [from, to): confirmed ones, and pending-payment ones
 * whose hold has not run out. Each occupies whole slots from its start.
 */
export async function loadHolds(
  db: Db,
  shop: Pick<ShopRow, 'id' | 'slotLengthMinutes'>,
  from: Date,
  to: Date,
  now: Date,
): Promise<ChairHold[]> {
  const slot = shop.slotLengthMinutes;
  const rows = await db
    .select({
      chair: bookings.chair,
      barberId: bookings.barberId,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.shopId, shop.id),
        lt(bookings.startAt, to),
        // The occupied end is less than one slot past the service's end...
        gt(bookings.endAt, new Date(from.getTime() - slot * MINUTE)),
        // ...and no order is longer than a day: the index scan skips the shop's history.
        gt(bookings.startAt, new Date(from.getTime() - (MAX_ORDER_MINUTES + slot) * MINUTE)),
        or(
          eq(bookings.status, 'confirmed'),
          and(eq(bookings.status, 'pending_payment'), gt(bookings.holdExpiresAt, now)),
        ),
      ),
    );
  return rows.map((b) => ({ chair: b.chair, barberId: b.barberId, ...occupiedSpan(b, slot) }));
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
 * The availability rule's inputs for the local dates firstDate ... lastDate: the shop's
 * calendar with only the holidays touching those dates, the barbers who take bookings with
 * their hours and time off, and the holds on those dates.
 */
export async function loadCalendarAndHolds(
  db: Db,
  shop: ShopRow,
  firstDate: string,
  lastDate: string,
  now: Date,
): Promise<{ calendar: BookingCalendar; holds: ChairHold[] }> {
  const from = startOfLocalDay(firstDate, shop.timezone);
  const to = startOfLocalDay(addDays(lastDate, 1), shop.timezone);
  // One after the other: inside a transaction the queries share one connection.
  const bookingHours = await loadBookingHours(db, shop.id);
  const holidayRows = await db
    .select({ startsOn: holidays.startsOn, endsOn: holidays.endsOn })
    .from(holidays)
    .where(
      and(
        eq(holidays.shopId, shop.id),
        lte(holidays.startsOn, lastDate),
        gte(holidays.endsOn, firstDate),
      ),
    );
  const holds = await loadHolds(db, shop, from, to, now);
  const barbers = await bookingTeam(db, shop.id, from, to);
  return {
    calendar: {
      timezone: shop.timezone,
      openingHours: shop.openingHours,
      weeklyOffs: shop.weeklyOffs,
      holidays: holidayRows,
      bookingHours,
      slotLengthMinutes: shop.slotLengthMinutes,
      bookableChairs: bookableChairsOf(shop),
      horizonDays: shop.bookingHorizonDays,
      barbers,
    },
    holds,
  };
}
