import { addDays, type BookingReminder, type DayReminders } from '@jono/contract';
import { and, eq, gte, lt, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookingReminders, bookings } from '../../../db/schema/index';
import { startOfLocalDay } from '../booking-calendar';
import { shopOfStaff } from '../staff-shop';

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
