import { type HoursProblem, hoursProblem } from '@jono/contract/rules/barber-day';
import { randomId } from '@/lib/random-id';
import { inputTime, openingOf, type WeeklyOpening, weekdays } from '@/lib/weekly-opening';
import type { WeekdayHours } from '../api/team-schedule';

/** A split shift has at most three pieces a day (the contract's 21 a week). */
export const MAX_INTERVALS_A_DAY = 3;

/** One interval as typed; `key` keeps its row when another is removed. */
export interface IntervalValues {
  key: string;
  opens: string;
  closes: string;
}

/** The hours form: the shop's opening hours, or intervals per weekday (index 0 is Monday). */
export interface HoursValues {
  isShopHours: boolean;
  days: IntervalValues[][];
}

export const intervalOf = (opens: string, closes: string): IntervalValues => ({
  key: randomId(),
  opens,
  closes: inputTime(closes),
});

/**
 * The form's start from the saved hours. A member on the shop's hours starts from those, so
 * turning the switch off begins from a full week to trim.
 */
export function hoursValuesOf(hours: readonly WeekdayHours[] | null, shop: WeeklyOpening) {
  const days = weekdays.map((weekday) => {
    const opening = openingOf(shop, weekday);
    if (!opening) return [];
    if (!hours) return [intervalOf(opening.opens, opening.closes)];
    return hours
      .filter((interval) => interval.weekday === weekday)
      .sort((a, b) => a.opens.localeCompare(b.opens))
      .map((interval) => intervalOf(interval.opens, interval.closes));
  });
  return { isShopHours: hours === null, days } satisfies HoursValues;
}

/** What the server takes: null for the shop's hours, else every open weekday's intervals. */
export function hoursOfValues(values: HoursValues, shop: WeeklyOpening): WeekdayHours[] | null {
  if (values.isShopHours) return null;
  return weekdays.flatMap((weekday) =>
    openingOf(shop, weekday)
      ? (values.days[weekday - 1] ?? []).map(({ opens, closes }) => ({ weekday, opens, closes }))
      : [],
  );
}

/** Why the hours cannot be saved, and on which weekday; null when they can. */
export type HoursCheck = { problem: HoursProblem | 'MISSING_TIME'; weekday: number } | null;

/** The contract's own rule (the server checks the same), after every time is filled in. */
export function checkHours(values: HoursValues, shop: WeeklyOpening): HoursCheck {
  const hours = hoursOfValues(values, shop);
  if (!hours) return null;
  const blank = hours.find((interval) => !interval.opens || !interval.closes);
  if (blank) return { problem: 'MISSING_TIME', weekday: blank.weekday };
  return hoursProblem(hours, shop);
}

/** Monday's intervals copied to each open day from Tuesday to Friday. */
export function copyMondayToWeekdays(values: HoursValues, shop: WeeklyOpening): HoursValues {
  const monday = values.days[0] ?? [];
  return {
    ...values,
    days: values.days.map((intervals, index) =>
      index >= 1 && index <= 4 && openingOf(shop, index + 1)
        ? monday.map((interval) => ({ ...interval, key: randomId() }))
        : intervals,
    ),
  };
}
