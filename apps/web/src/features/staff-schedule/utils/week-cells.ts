import { shopClock } from '@/lib/shop-time';
import type { MemberWeek, TeamWeek, TimeOff } from '../api/team-schedule';

/** "09:00–17:00": two times of one day, written the way every time in the product is. */
export const clockSpan = (from: string, until: string) => `${from}–${until}`;

/**
 * What one member's day shows: the shop closed, a whole day off (with its note), or the
 * shifts left after any part of the day off (none: the member is off that day).
 */
export type DayCell =
  | { kind: 'closed' }
  | { kind: 'timeOff'; note: string | null }
  | { kind: 'work'; shifts: string[]; partsOff: string[] };

/** A shift's end on the shop's clock: one ending at midnight ends the day, at 24:00. */
const endClock = (end: string, timeZone: string) => {
  const clock = shopClock(end, timeZone);
  return clock === '00:00' ? '24:00' : clock;
};

const isWholeDays = (entry: TimeOff) => entry.from === null || entry.until === null;
const covers = (entry: TimeOff, date: string) => entry.startsOn <= date && date <= entry.endsOn;

export function dayCellOf(week: TeamWeek, member: MemberWeek, date: string): DayCell {
  const shopDay = week.shopDays.find((day) => day.date === date);
  if (!shopDay?.hours) return { kind: 'closed' };
  const dayOff = member.timeOff.find((entry) => isWholeDays(entry) && covers(entry, date));
  if (dayOff) return { kind: 'timeOff', note: dayOff.note };
  const shifts = member.days.find((day) => day.date === date)?.shifts ?? [];
  return {
    kind: 'work',
    shifts: shifts.map((shift) =>
      clockSpan(shopClock(shift.start, week.timezone), endClock(shift.end, week.timezone)),
    ),
    partsOff: member.timeOff
      .filter((entry) => !isWholeDays(entry) && covers(entry, date))
      .map((entry) => clockSpan(entry.from ?? '', entry.until ?? '')),
  };
}

/** How many live bookings the shop holds on a date of the week. */
export const bookingsOn = (week: TeamWeek, date: string) =>
  week.shopDays.find((day) => day.date === date)?.bookings ?? 0;

/** The week's dates, Monday first, as the server listed the shop's days. */
export const datesOf = (week: TeamWeek) => week.shopDays.map((day) => day.date);

/** A member's time off, soonest first. */
export const timeOffInOrder = (member: MemberWeek) =>
  [...member.timeOff].sort(
    (a, b) => a.startsOn.localeCompare(b.startsOn) || (a.from ?? '').localeCompare(b.from ?? ''),
  );
