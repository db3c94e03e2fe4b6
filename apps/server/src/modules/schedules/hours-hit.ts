import {
  type ShopCalendar,
  type StaffBooking,
  type WeekdayHours,
  worksThrough,
} from '@jono/contract';
import type { Db } from '../../db/client';
import type { ShopRow } from '../shops/shops.service';
import type { BookingDays } from './team-week.service';
import { timeOffTouching } from './time-off.service';

type Hours = readonly WeekdayHours[] | null;

/**
 * The member's coming bookings that a change of weekly hours leaves them no time for: inside
 * their old hours and outside the new ones, time off counted in both. A booking that was
 * already outside the old hours (given to them by hand, say) was not hit by this change.
 */
export async function bookingsLeftByHours(
  db: Db,
  shop: ShopRow,
  member: { shopId: string; userId: string },
  change: { before: Hours; after: Hours },
  bookingDays: BookingDays,
  now: Date,
): Promise<StaffBooking[]> {
  // One after the other: a caller may hold a transaction, where queries share a connection.
  const coming = await bookingDays.barberBookingsIn(db, member, { from: now });
  const first = coming[0];
  const last = coming.at(-1);
  if (!first || !last) return [];
  const holidays = await bookingDays.holidaysBetween(db, shop.id, first.date, last.date);
  const until = Math.max(...coming.map((booking) => Date.parse(booking.endAt)));
  const timeOff = (await timeOffTouching(db, shop.id, new Date(first.startAt), new Date(until)))
    .filter((entry) => entry.userId === member.userId)
    .map((entry) => ({ start: entry.startsAt.getTime(), end: entry.endsAt.getTime() }));
  const calendar: ShopCalendar = {
    timezone: shop.timezone,
    openingHours: shop.openingHours,
    weeklyOffs: shop.weeklyOffs,
    holidays,
  };
  return coming.filter((booking) => {
    const span = { start: Date.parse(booking.startAt), end: Date.parse(booking.endAt) };
    const worked = (hours: Hours) => worksThrough(calendar, { hours, timeOff }, booking.date, span);
    return worked(change.before) && !worked(change.after);
  });
}
