import { addDays } from './local-date';
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
  /** When the current opening ends; null when closed now, or when it never ends. */
  closesAt: Date | null;
}

const MINUTES_PER_DAY = 24 * 60;

/** The hours of a local date, or null on a weekly off or a holiday. */
export function hoursOn(shop: ShopCalendar, date: string, weekday: number) {
  const isHoliday = (shop.holidays ?? []).some((h) => h.startsOn <= date && date <= h.endsOn);
  const hours = shop.openingHours.find((h) => h.weekday === weekday);
  if (!hours || isHoliday || shop.weeklyOffs.includes(weekday)) return null;
  return hours;
}

/**
 * When an opening that runs to midnight really ends: a day that closes at 24:00 followed by
 * one that opens at 00:00 is one opening (a shop open around the clock never closes).
 */
function endOfOpening(shop: ShopCalendar, date: string, weekday: number, closes: number) {
  let day = date;
  let dayWeekday = weekday;
  let dayCloses = closes;
  for (let chained = 0; dayCloses === MINUTES_PER_DAY; chained++) {
    if (chained === 7) return null;
    const following = addDays(day, 1);
    const followingWeekday = (dayWeekday % 7) + 1;
    const next = hoursOn(shop, following, followingWeekday);
    if (!next || parseClockTime(next.opens) !== 0) break;
    day = following;
    dayWeekday = followingWeekday;
    dayCloses = parseClockTime(next.closes) ?? 0;
  }
  return zonedInstant(day, dayCloses, shop.timezone);
}

/** Whether the shop is inside its opening hours now, in its own time zone. */
export function openNow(shop: ShopCalendar, now: Date): OpenNow {
  const local = zonedParts(now, shop.timezone);
  const hours = hoursOn(shop, local.date, local.weekday);
  if (!hours) return { isOpen: false, todayHours: null, closesAt: null };
  const opens = parseClockTime(hours.opens) ?? 0;
  const closes = parseClockTime(hours.closes) ?? 0;
  const isOpen = local.minutes >= opens && local.minutes < closes;
  return {
    isOpen,
    todayHours: { opens: hours.opens, closes: hours.closes },
    closesAt: isOpen ? endOfOpening(shop, local.date, local.weekday, closes) : null,
  };
}
