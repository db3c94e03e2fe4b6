/** The ISO weekdays, Monday (1) to Sunday (7), in the order a week is listed. */
export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

/** What a shop's week is made of: its opening hours per weekday and its weekly days off. */
export interface WeeklyOpening {
  openingHours: readonly { weekday: number; opens: string; closes: string }[];
  weeklyOffs: readonly number[];
}

/** The opening hours of a weekday, or null when the shop is closed that day. */
export function openingOf(
  shop: WeeklyOpening,
  weekday: number,
): { opens: string; closes: string } | null {
  if (shop.weeklyOffs.includes(weekday)) return null;
  return shop.openingHours.find((hours) => hours.weekday === weekday) ?? null;
}

/** A time field cannot show 24:00: a day that closes at midnight ends at 23:59 in a form. */
export const inputTime = (value: string) => (value === '24:00' ? '23:59' : value);
