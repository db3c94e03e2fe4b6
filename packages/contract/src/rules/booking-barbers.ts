/**
 * Who takes a booking. A booking belongs to one barber: the one the customer named, or for
 * "any barber" the one the rule below picks. A barber can take a stretch when a shift of
 * theirs holds the whole service and none of their own bookings overlaps it.
 */

import { type BarberWeek, type Span, shiftsOn } from './barber-day';
import type { ShopCalendar } from './opening-hours';

/** A member who takes bookings, with the week they work (hours and time off). */
export interface BookingBarber {
  id: string;
  week: BarberWeek;
}

/** A live booking's hold on a barber's time (epoch ms, end exclusive); null: not yet assigned. */
export interface BarberHold extends Span {
  barberId?: string | null;
}

/** One barber's date: the shifts they work and their bookings on it. */
export interface BarberDate {
  id: string;
  shifts: Span[];
  holds: Span[];
}

/**
 * The barbers a booking on `date` may go to, with their shifts and bookings that day, in the
 * team's order: only `wanted` when the customer named one (nobody when that one does not take
 * bookings), everyone for "any barber".
 */
export function barbersOn(
  shop: ShopCalendar,
  barbers: readonly BookingBarber[],
  date: string,
  dayHolds: readonly BarberHold[],
  wanted: string | null,
): BarberDate[] {
  return barbers
    .filter((barber) => wanted === null || barber.id === wanted)
    .map((barber) => ({
      id: barber.id,
      shifts: joined(shiftsOn(shop, barber.week, date)),
      holds: dayHolds.filter((hold) => hold.barberId === barber.id),
    }));
}

/** Shifts that meet (one ends as the next begins) are one stretch of work. */
function joined(shifts: readonly Span[]): Span[] {
  const stretches: Span[] = [];
  for (const shift of shifts) {
    const last = stretches.at(-1);
    if (last && shift.start <= last.end) last.end = Math.max(last.end, shift.end);
    else stretches.push({ ...shift });
  }
  return stretches;
}

const inShift = (shifts: readonly Span[], start: number, end: number) =>
  shifts.some((shift) => shift.start <= start && end <= shift.end);

/**
 * Whether a barber's week has them at work for the whole of `span` (a booking's service) on
 * the shop's local `date`: shifts that meet count as one stretch.
 */
export function worksThrough(
  shop: ShopCalendar,
  week: BarberWeek,
  date: string,
  span: Span,
): boolean {
  return inShift(joined(shiftsOn(shop, week, date)), span.start, span.end);
}

const overlaps = (holds: readonly Span[], start: number, end: number) =>
  holds.some((hold) => hold.start < end && start < hold.end);

/** Where a booking starting with one barber would run: its service, then its slots' end. */
export interface BarberStretch {
  start: number;
  end: number;
  occupiedEnd: number;
}

/**
 * The barber who takes a booking, or null when nobody can: `stretchOf` says where it would run
 * with each (their length for it), or null when it does not fit the day's chairs. Among those
 * whose shift holds the service and who have no booking then, "any barber" goes to the one
 * with the fewest bookings that day, so the day's work spreads over the team; a tie goes to
 * the one listed first.
 */
export function barberFor<T extends BarberDate>(
  candidates: readonly T[],
  stretchOf: (barber: T) => BarberStretch | null,
): T | null {
  let chosen: T | null = null;
  for (const barber of candidates) {
    if (chosen && barber.holds.length >= chosen.holds.length) continue;
    const stretch = stretchOf(barber);
    if (!stretch || !inShift(barber.shifts, stretch.start, stretch.end)) continue;
    if (overlaps(barber.holds, stretch.start, stretch.occupiedEnd)) continue;
    chosen = barber;
  }
  return chosen;
}
