import {
  addDays,
  type BarberHours,
  type ShopCalendar,
  type Span,
  shiftsOn,
  zonedParts,
} from '@jono/contract';
import type { QueueLoad } from './shop-load';

/**
 * What is left of today for each member who keeps hours of their own or has time off, by id:
 * their shifts from now on (a shift running past midnight goes on into tomorrow's). Members
 * missing from it work the shop's opening hours, which the shop's own closing already limits.
 */
export type ShiftsLeft = ReadonlyMap<string, readonly Span[]>;

export function shiftsLeftToday(shop: ShopCalendar, load: QueueLoad, now: Date): ShiftsLeft {
  const at = now.getTime();
  const today = zonedParts(now, shop.timezone).date;
  const calendar = { ...shop, holidays: load.holidays };
  const left = new Map<string, Span[]>();
  for (const member of load.team) {
    const timeOff = load.timeOff.filter((span) => span.userId === member.id);
    if (member.weeklyHours === null && timeOff.length === 0) continue;
    const week = { hours: member.weeklyHours, timeOff };
    const todays = shiftsOn(calendar, week, today);
    const shifts = joined([...todays, ...shiftsOn(calendar, week, addDays(today, 1))]);
    // Tomorrow's shifts count only as the rest of one begun today.
    const beganToday = (s: Span) => todays.some((shift) => shift.start === s.start);
    left.set(
      member.id,
      shifts.filter((s) => s.end > at && beganToday(s)),
    );
  }
  return left;
}

/** Shifts that meet (one ends at midnight as the next begins) as one. */
function joined(shifts: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const shift of shifts) {
    const last = out[out.length - 1];
    if (last && last.end === shift.start) last.end = shift.end;
    else out.push({ ...shift });
  }
  return out;
}

/** The hours the waiting-time rule follows: of the barbers at a chair, those with shifts left. */
export const chairHours = (chairs: readonly (string | null)[], left: ShiftsLeft): BarberHours[] =>
  chairs.flatMap((barberId) => {
    const shifts = barberId === null ? undefined : left.get(barberId);
    return barberId !== null && shifts ? [{ barberId, shifts }] : [];
  });

/**
 * When the last barber's day ends: the shop's closing, or earlier once every member keeps
 * hours of their own (or time off) and all of them end before it; in a shop that never
 * closes, the end of the last one's shift. Null when nothing ends the day.
 */
export function teamDayEnd(closesAt: Date | null, load: QueueLoad, left: ShiftsLeft) {
  const closing = closesAt?.getTime() ?? Number.POSITIVE_INFINITY;
  let end = load.team.length === 0 ? closing : Number.NEGATIVE_INFINITY;
  for (const member of load.team) {
    const shifts = left.get(member.id);
    end = Math.max(end, shifts ? (shifts.at(-1)?.end ?? end) : closing);
  }
  const dayEnd = Math.min(closing, end);
  return dayEnd === Number.POSITIVE_INFINITY ? null : dayEnd;
}

/** When a member's own hours end today; null for one who keeps none, or has none left. */
export const lastShiftEnd = (left: ShiftsLeft, memberId: string) =>
  left.get(memberId)?.at(-1)?.end ?? null;

/** Whether a member has work left today by their hours (always, for one who keeps none). */
export const hasShiftLeft = (left: ShiftsLeft, memberId: string) =>
  (left.get(memberId)?.length ?? 1) > 0;
