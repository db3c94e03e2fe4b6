import {
  addDays,
  type HolidayRange,
  hoursOn,
  type MemberWeek,
  type ShopCalendar,
  type StaffBooking,
  shiftsOn,
  type TeamWeek,
  weekdayOf,
  zonedInstant,
} from '@jono/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import type { StaffIdentity } from '../../plugins/app/auth';
import { activeBarbers } from '../auth/staff-accounts.service';
import { findShop } from '../shops/shops.service';
import { presentTimeOff, timeOffTouching } from './time-off.service';
import { canEditWeek } from './week-editors.service';

/** What the booking module knows of the dates from `from` to `to`: holidays and bookings. */
export interface BookingDays {
  holidaysBetween: (db: Db, shopId: string, from: string, to: string) => Promise<HolidayRange[]>;
  /** Live bookings by local date. */
  bookingsPerDay: (
    db: Db,
    shopId: string,
    from: string,
    to: string,
  ) => Promise<ReadonlyMap<string, number>>;
  /** A barber's live bookings, not yet started, that overlap a stretch (no end: all to come). */
  barberBookingsIn: (
    db: Db,
    member: { shopId: string; userId: string },
    span: { from: Date; to?: Date },
  ) => Promise<StaffBooking[]>;
}

const DAYS = 7;
const iso = (instant: number) => new Date(instant).toISOString();

/**
 * The seven days from `from`: the shop's opening and bookings, and each serving member's
 * shifts.
 */
export async function teamWeek(
  db: Db,
  staff: StaffIdentity,
  from: string,
  bookingDays: BookingDays,
): Promise<TeamWeek> {
  const shop = await findShop(db, staff.shopId);
  if (!shop) throw notFound('Shop not found');
  const dates = Array.from({ length: DAYS }, (_, i) => addDays(from, i));
  const to = addDays(from, DAYS - 1);
  const [holidays, bookings] = await Promise.all([
    bookingDays.holidaysBetween(db, shop.id, from, to),
    bookingDays.bookingsPerDay(db, shop.id, from, to),
  ]);
  const calendar: ShopCalendar = {
    timezone: shop.timezone,
    openingHours: shop.openingHours,
    weeklyOffs: shop.weeklyOffs,
    holidays,
  };
  const weekStart = zonedInstant(from, 0, shop.timezone);
  const weekEnd = zonedInstant(addDays(from, DAYS), 0, shop.timezone);
  const [members, timeOff] = await Promise.all([
    activeBarbers(db, [shop.id]),
    timeOffTouching(db, shop.id, weekStart, weekEnd),
  ]);
  const memberWeek = (member: (typeof members)[number]): MemberWeek => {
    const own = timeOff.filter((entry) => entry.userId === member.id);
    const week = {
      hours: member.weeklyHours,
      timeOff: own.map((entry) => ({
        start: entry.startsAt.getTime(),
        end: entry.endsAt.getTime(),
      })),
    };
    return {
      userId: member.id,
      name: member.name,
      role: member.role,
      avatar: member.avatar,
      hours: member.weeklyHours,
      timeOff: own.map(presentTimeOff),
      days: dates.map((date) => ({
        date,
        shifts: shiftsOn(calendar, week, date).map((s) => ({
          start: iso(s.start),
          end: iso(s.end),
        })),
      })),
      canEdit: canEditWeek(staff, member.id),
    };
  };
  return {
    from,
    timezone: shop.timezone,
    openingHours: shop.openingHours,
    weeklyOffs: shop.weeklyOffs,
    shopDays: dates.map((date) => {
      const hours = hoursOn(calendar, date, weekdayOf(date));
      return {
        date,
        hours: hours && { opens: hours.opens, closes: hours.closes },
        bookings: bookings.get(date) ?? 0,
      };
    }),
    members: members.map(memberWeek),
  };
}
