import {
  type Availability,
  addDays,
  bookableSlots,
  bookingWindow,
  type MonthAvailability,
  monthAvailability,
} from '@jono/contract';
import type { Db } from '../../../db/client';
import { presentSlot } from '../booking.presenter';
import { listedShopCalendar } from '../booking-calendar';
import { assertTakesBookings } from '../slot-refusal';

/** What a customer asks free times for: an order's length, with a barber or with anyone. */
interface Wanted {
  duration: number;
  /** Absent: "any barber". */
  barberId?: string | undefined;
}

/** The last date of a month 'YYYY-MM': the day before the first of the next. */
const lastDateOfMonth = (month: string) =>
  addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1);

/** The free start times of one local date for an order, with the barber asked for or anyone. */
export async function dayAvailability(
  db: Db,
  shopId: string,
  { date, duration, ...wanted }: Wanted & { date: string },
  now: Date,
): Promise<Availability> {
  const barberId = wanted.barberId ?? null;
  const { shop, calendar, holds } = await listedShopCalendar(db, shopId, date, date, now);
  assertTakesBookings(calendar, barberId);
  return {
    date,
    timezone: shop.timezone,
    slotLengthMinutes: shop.slotLengthMinutes,
    slots: bookableSlots(calendar, date, duration, holds, now, barberId).map(presentSlot),
  };
}

/** Which days of a month 'YYYY-MM' have room: the date picker's overview. */
export async function monthOverview(
  db: Db,
  shopId: string,
  { month, duration, ...wanted }: Wanted & { month: string },
  now: Date,
): Promise<MonthAvailability> {
  const barberId = wanted.barberId ?? null;
  const { shop, calendar, holds } = await listedShopCalendar(
    db,
    shopId,
    `${month}-01`,
    lastDateOfMonth(month),
    now,
  );
  assertTakesBookings(calendar, barberId);
  const window = bookingWindow(calendar, now);
  return {
    month,
    timezone: shop.timezone,
    ...window,
    days: monthAvailability(calendar, month, duration, holds, now, barberId),
  };
}
