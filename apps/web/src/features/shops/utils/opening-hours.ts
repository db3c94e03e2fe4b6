import { zonedParts } from '@jono/contract/rules/zoned-time';
import { intlLocale } from '@/lib/format';

export interface DayHours {
  /** ISO weekday: 1 = Monday ... 7 = Sunday */
  weekday: number;
  /** null on a weekly day off or a day without hours */
  hours: { opens: string; closes: string } | null;
}

/** Monday to Sunday, each with its hours or none. */
export function weekSchedule(shop: {
  openingHours: readonly { weekday: number; opens: string; closes: string }[];
  weeklyOffs: readonly number[];
}): DayHours[] {
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
    const hours = shop.openingHours.find((h) => h.weekday === weekday);
    const isOff = shop.weeklyOffs.includes(weekday) || !hours;
    return { weekday, hours: isOff ? null : { opens: hours.opens, closes: hours.closes } };
  });
}

/** The localised name of an ISO weekday ("Monday", "maanantai"). */
export function weekdayName(
  weekday: number,
  language: string,
  width: 'long' | 'short' = 'long',
): string {
  // 1 January 2024 was a Monday.
  const day = new Date(Date.UTC(2024, 0, weekday));
  return new Intl.DateTimeFormat(intlLocale(language), { weekday: width, timeZone: 'UTC' }).format(
    day,
  );
}

/** Today's ISO weekday on the shop's own clock. */
export function shopWeekday(timeZone: string, now: Date = new Date()): number {
  return zonedParts(now, timeZone).weekday;
}

/** Open around the clock: 00:00 to 24:00. */
export const isAllDay = (hours: { opens: string; closes: string }) =>
  hours.opens === '00:00' && hours.closes === '24:00';
