import { parseClockTime } from './time-range';
import { zonedInstant, zonedParts } from './zoned-time';

export interface WeekdayHours {
  /** ISO weekday: 1 = Monday ... 7 = Sunday */
  weekday: number;
  opens: string;
  closes: string;
}

export interface HolidayRange {
  startsOn: string;
  endsOn: string;
}

export interface ShopCalendar {
  timezone: string;
  openingHours: readonly WeekdayHours[];
  weeklyOffs: readonly number[];
  holidays?: readonly HolidayRange[];
}

export interface OpenNow {
  isOpen: boolean;
  /** Today's hours in the shop's time zone; null on a day off or holiday. */
  todayHours: { opens: string; closes: string } | null;
  /** When today's opening ends, if open now. */
  closesAt: Date | null;
}

/** Whether the shop is inside its opening hours now, in its own time zone. */
export function openNow(shop: ShopCalendar, now: Date): OpenNow {
  const local = zonedParts(now, shop.timezone);
  const isHoliday = (shop.holidays ?? []).some(
    (h) => h.startsOn <= local.date && local.date <= h.endsOn,
  );
  const hours = shop.openingHours.find((h) => h.weekday === local.weekday);
  if (!hours || isHoliday || shop.weeklyOffs.includes(local.weekday)) {
    return { isOpen: false, todayHours: null, closesAt: null };
  }
  const opens = parseClockTime(hours.opens) ?? 0;
  const closes = parseClockTime(hours.closes) ?? 0;
  const isOpen = local.minutes >= opens && local.minutes < closes;
  return {
    isOpen,
    todayHours: { opens: hours.opens, closes: hours.closes },
    closesAt: isOpen ? zonedInstant(local.date, closes, shop.timezone) : null,
  };
}
