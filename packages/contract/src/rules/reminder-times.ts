import { addDays } from './local-date';
import { parseClockTime } from './time-range';
import { zonedInstant, zonedParts } from './zoned-time';

/**
 * When a booking's reminders go. An offset is elapsed time before the start: "24 h before"
 * a 10:00 booking on the day the clocks change is 09:00 or 11:00 the day before on the wall
 * clock, exactly 24 hours ahead, as a phone's own timer would count it.
 */

/** The shop's night on its own clock, 'HH:mm' to 'HH:mm'; it may span midnight. */
export interface QuietHours {
  starts: string;
  ends: string;
}

export const DEFAULT_REMINDER_OFFSETS_MINUTES: readonly number[] = [24 * 60, 2 * 60];
export const DEFAULT_QUIET_HOURS: QuietHours = { starts: '21:00', ends: '08:00' };
export const MAX_REMINDERS = 3;

const MINUTE_MS = 60_000;

/** Whether the shop's wall clock at this instant reads inside quiet hours. */
export function isInQuietHours(instant: Date, quiet: QuietHours, timeZone: string): boolean {
  const starts = parseClockTime(quiet.starts) ?? 0;
  const ends = parseClockTime(quiet.ends) ?? 0;
  const { minutes } = zonedParts(instant, timeZone);
  if (starts === ends) return false;
  return starts < ends ? minutes >= starts && minutes < ends : minutes >= starts || minutes < ends;
}

/** The instant the quiet hours holding this instant began (the evening before, past midnight). */
function quietHoursBeganAt(instant: Date, quiet: QuietHours, timeZone: string): Date {
  const starts = parseClockTime(quiet.starts) ?? 0;
  const { date, minutes } = zonedParts(instant, timeZone);
  // Past midnight, the night began on the evening before.
  return zonedInstant(minutes < starts ? addDays(date, -1) : date, starts, timeZone);
}

/**
 * When one reminder of a booking is sent, or null when it is not: `offsetMinutes` of elapsed
 * time before the start; one that falls in quiet hours goes at the last minute before they
 * began; none goes before the booking was made (its confirmation said it all then).
 */
export function reminderSendAt(
  booking: { startAt: Date; bookedAt: Date },
  offsetMinutes: number,
  quiet: QuietHours | null,
  timeZone: string,
): Date | null {
  let at = new Date(booking.startAt.getTime() - offsetMinutes * MINUTE_MS);
  if (quiet && isInQuietHours(at, quiet, timeZone)) {
    at = new Date(quietHoursBeganAt(at, quiet, timeZone).getTime() - MINUTE_MS);
  }
  return at < booking.bookedAt ? null : at;
}
