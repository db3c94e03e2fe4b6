import { type DurationSpread, learnDuration, quantile } from './duration-spread';
import type { ExpectedArrivals } from './play-out-draws';
import { zonedParts } from './zoned-time';

/**
 * Walk-ins still to come. A walk-in who joins later takes a chair that would otherwise stand
 * free, and the barber someone asked for may then have to take a booking; so the play-out
 * draws them at the rate the shop has seen for that hour of the week.
 */

export const HOURS_IN_WEEK = 168;
const HOUR = 3_600_000;
/** An hour of the week counts against this many weeks of the same hour on every weekday. */
const weekdayPriorWeeks = 7;
/** The same hour on every weekday counts against this many days of nobody coming. */
const hourPriorDays = 3;

/** The hour of the week on the shop's clock: 0 is Monday 00:00-01:00, 167 Sunday 23:00. */
export function hourOfWeek(instant: number, timeZone: string): number {
  const local = zonedParts(new Date(instant), timeZone);
  return (local.weekday - 1) * 24 + Math.floor(local.minutes / 60);
}

/**
 * Walk-ins an hour, by hour of the week, from `joins` (how many joined in each hour of the
 * week) seen over `days` (how many Mondays, Tuesdays, ... Sundays the history covers). While
 * days are few, an hour is drawn toward the same hour on all weekdays, and that toward nobody.
 */
export function learnArrivalRates(joins: readonly number[], days: readonly number[]): number[] {
  const allDays = days.reduce((sum, d) => sum + d, 0);
  return Array.from({ length: HOURS_IN_WEEK }, (_, hour) => {
    const clockHour = hour % 24;
    let sameHour = 0;
    for (let day = 0; day < 7; day++) sameHour += joins[day * 24 + clockHour] ?? 0;
    const everyDay = sameHour / (allDays + hourPriorDays);
    const seen = days[Math.floor(hour / 24)] ?? 0;
    return ((joins[hour] ?? 0) + weekdayPriorWeeks * everyDay) / (seen + weekdayPriorWeeks);
  });
}

/**
 * What a walk-in's visit takes, from served walk-ins' times in the chair and the lengths
 * their orders planned; null with none served yet.
 */
export function learnTypicalVisit(
  visits: readonly { minutes: number; plannedMinutes: number }[],
): { spread: DurationSpread; plannedMinutes: number } | null {
  if (visits.length === 0) return null;
  const planned = quantile(
    visits.map((v) => v.plannedMinutes).sort((a, b) => a - b),
    0.5,
  );
  return {
    spread: learnDuration(
      visits.map((v) => v.minutes),
      planned,
    ),
    plannedMinutes: planned,
  };
}

/**
 * The walk-ins expected from `now` until `until` (when the shop stops taking them): one
 * stretch per hour on the shop's clock, at that hour's rate.
 */
export function arrivalWindows(
  perHour: readonly number[],
  now: number,
  until: number,
  timeZone: string,
): ExpectedArrivals['windows'] {
  const windows: { from: number; to: number; perHour: number }[] = [];
  for (let from = now; from < until; ) {
    const to = Math.min(until, (Math.floor(from / HOUR) + 1) * HOUR);
    windows.push({ from, to, perHour: perHour[hourOfWeek(from, timeZone)] ?? 0 });
    from = to;
  }
  return windows;
}
