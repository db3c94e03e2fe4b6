import { addDays, weekdayOf } from '@jono/contract/rules/local-date';
import { zonedParts } from '@jono/contract/rules/zoned-time';

/**
 * Calendar arithmetic on local dates ('YYYY-MM-DD') and months ('YYYY-MM'). Plain
 * strings, never Date objects in the device's zone: the shop's calendar is the one that counts.
 */

export const monthOf = (date: string) => date.slice(0, 7);

/** The Monday of the week a date is in: weeks run Monday to Sunday. */
export const mondayOf = (date: string) => addDays(date, 1 - weekdayOf(date));

export function shiftMonth(month: string, months: number): string {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, index - 1 + months, 1));
  return shifted.toISOString().slice(0, 7);
}

/** Tomorrow on the shop's calendar, before the server has said so (it has the last word). */
export function shopTomorrow(timeZone: string, now: Date = new Date()): string {
  return addDays(zonedParts(now, timeZone).date, 1);
}

/** The month as weeks Monday to Sunday; days of the neighbouring months are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const cells: (string | null)[] = Array.from({ length: weekdayOf(first) - 1 }, () => null);
  for (let date = first; monthOf(date) === month; date = addDays(date, 1)) cells.push(date);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** Where a key moves the focus in a month grid (APG date picker keys). */
export function dateAfterKey(date: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return mondayOf(date);
    case 'End':
      return addDays(date, 7 - weekdayOf(date));
    case 'PageUp':
      return sameDayIn(shiftMonth(monthOf(date), -1), date);
    case 'PageDown':
      return sameDayIn(shiftMonth(monthOf(date), 1), date);
    default:
      return null;
  }
}

/** The same day of the month in another month, or its last day when shorter. */
function sameDayIn(month: string, date: string): string {
  const day = Number(date.slice(8, 10));
  const lastDay = Number(addDays(`${shiftMonth(month, 1)}-01`, -1).slice(8, 10));
  return `${month}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}
