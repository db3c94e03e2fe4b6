import {
  type Availability,
  addDays,
  bookableSlots,
  bookingWindow,
  type MonthAvailability,
  monthAvailability,
} from '@jono/contract';
import type { Db } from '../../../db/client';
import { activeShop } from '../../shops/shops.service';
import { presentSlot } from '../booking.presenter';
import { loadCalendarAndHolds } from '../booking-calendar';

/** The last date of a month 'YYYY-MM': the day before the first of the next. */
const lastDateOfMonth = (month: string) =>
  addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1);

/** The free start times of one local date for an order of `durationMinutes`. */
export async function dayAvailability(
  db: Db,
  shopId: string,
  date: string,
  durationMinutes: number,
  now: Date,
): Promise<Availability> {
  const shop = await activeShop(db, shopId);
  const { calendar, holds } = await loadCalendarAndHolds(db, shop, date, date, now);
  return {
    date,
    timezone: shop.timezone,
    slotLengthMinutes: shop.slotLengthMinutes,
    slots: bookableSlots(calendar, date, durationMinutes, holds, now).map(presentSlot),
  };
}

/** Which days of a month 'YYYY-MM' have room: the date picker's overview. */
export async function monthOverview(
  db: Db,
  shopId: string,
  month: string,
  durationMinutes: number,
  now: Date,
): Promise<MonthAvailability> {
  const shop = await activeShop(db, shopId);
  const { calendar, holds } = await loadCalendarAndHolds(
    db,
    shop,
    `${month}-01`,
    lastDateOfMonth(month),
    now,
  );
  const window = bookingWindow(calendar, now);
  return {
    month,
    timezone: shop.timezone,
    ...window,
    days: monthAvailability(calendar, month, durationMinutes, holds, now),
  };
}
