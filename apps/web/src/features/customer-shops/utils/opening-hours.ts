import { zonedParts } from '@jono/contract/rules/zoned-time';

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

/** Today's ISO weekday on the shop's own clock. */
export function shopWeekday(timeZone: string, now: Date = new Date()): number {
  return zonedParts(now, timeZone).weekday;
}

/** Open around the clock: 00:00 to 24:00. */
export const isAllDay = (hours: { opens: string; closes: string }) =>
  hours.opens === '00:00' && hours.closes === '24:00';
