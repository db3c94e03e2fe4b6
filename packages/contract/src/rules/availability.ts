/**
 * The pre-booking availability rule: which start times a shop can take a
 * booking of a given length at, on a local date in its own time zone. Pure, so the server
 * answers with it and re-checks with it inside the booking transaction.
 */

import { type BookingBarber, barberFor, barbersOn } from './booking-barbers';
import { addDays, weekdayOf } from './local-date';
import type { HolidayRange, WeekdayHours } from './opening-hours';
import { lengthOf, minutesWith, type Order, type OrderLength } from './order-length';
import { formatClockTime, parseClockTime } from './time-range';
import { localDayClock, zonedParts } from './zoned-time';

export interface BookingCalendar {
  timezone: string;
  openingHours: readonly WeekdayHours[];
  weeklyOffs: readonly number[];
  holidays: readonly HolidayRange[];
  /** Booking hours per weekday, inside opening hours; a weekday not listed books all its opening hours. */
  bookingHours: readonly WeekdayHours[];
  slotLengthMinutes: number;
  /** Chairs that take bookings: chair indices 0 ... bookableChairs - 1. */
  bookableChairs: number;
  /** How many days ahead (counted from today) a booking may start. */
  horizonDays: number;
  /**
   * The members who take bookings, in the order a tie between them is settled. A booking
   * needs one of them free as well as a chair; without the list the chairs alone decide.
   */
  barbers?: readonly BookingBarber[];
}

/** A live booking's hold on a chair (epoch milliseconds, end exclusive). */
export interface ChairHold {
  chair: number;
  start: number;
  end: number;
  /** The barber the booking belongs to; null: "any barber", given one when it starts. */
  barberId?: string | null;
}

export interface BookableSlot {
  /** Local wall-clock start, 'HH:mm'. */
  time: string;
  /** Epoch milliseconds. */
  startAt: number;
  /** When the service ends: start plus the order's duration. */
  endAt: number;
  /** The lowest free chair for the whole stretch: where the booking goes. */
  chair: number;
  /** The starts of the consecutive slots the booking occupies (what it claims). */
  slotStarts: number[];
  /** The barber who takes it (named, or picked for "any"); null when the shop lists none. */
  barberId: string | null;
}

export type DayStatus = 'available' | 'full' | 'closed' | 'past' | 'beyond_horizon';

export interface DayAvailability {
  date: string;
  status: DayStatus;
  freeStarts: number;
}

const MINUTE = 60_000;

/** Today and the last bookable date, in the shop's time zone. */
export function bookingWindow(calendar: BookingCalendar, now: Date) {
  const today = zonedParts(now, calendar.timezone).date;
  return { today, tomorrow: addDays(today, 1), lastDate: addDays(today, calendar.horizonDays) };
}

/** Slots a booking of this length occupies: at least one, rounded up to whole slots. */
export function slotsNeeded(durationMinutes: number, slotLengthMinutes: number): number {
  return Math.max(1, Math.ceil(durationMinutes / slotLengthMinutes));
}

/** The local minutes a date takes bookings in, or null on a day off, a holiday or a closed day. */
function bookingHoursOn(calendar: BookingCalendar, date: string) {
  const weekday = weekdayOf(date);
  if (calendar.weeklyOffs.includes(weekday)) return null;
  if (calendar.holidays.some((h) => h.startsOn <= date && date <= h.endsOn)) return null;
  const opening = calendar.openingHours.find((h) => h.weekday === weekday);
  if (!opening) return null;
  const hours = calendar.bookingHours.find((h) => h.weekday === weekday) ?? opening;
  // Booking hours never reach outside the opening hours, whatever was saved.
  const opens = Math.max(parseClockTime(hours.opens) ?? 0, parseClockTime(opening.opens) ?? 0);
  const closes = Math.min(parseClockTime(hours.closes) ?? 0, parseClockTime(opening.closes) ?? 0);
  return closes > opens ? { opens, closes } : null;
}

/**
 * The slot starts of a date as instants. Slots step in real time from the opening, so on the
 * day the clocks go forward the missing hour has no slots and on the day they go back the
 * repeated hour has its own.
 */
function slotStartsOn(calendar: BookingCalendar, date: string): number[] {
  const hours = bookingHoursOn(calendar, date);
  if (!hours) return [];
  const clock = localDayClock(date, calendar.timezone);
  const first = clock(hours.opens);
  const closing = clock(hours.closes);
  const step = calendar.slotLengthMinutes * MINUTE;
  const starts: number[] = [];
  for (let start = first; start + step <= closing; start += step) starts.push(start);
  return starts;
}

/** The lowest chair free for the whole of [start, end), or null. */
function freeChair(
  calendar: BookingCalendar,
  holds: readonly ChairHold[],
  start: number,
  end: number,
) {
  for (let chair = 0; chair < calendar.bookableChairs; chair++) {
    if (!holds.some((h) => h.chair === chair && h.start < end && start < h.end)) return chair;
  }
  return null;
}

/** A free start before it is written for the customer: instants, chair and barber. */
type FreeStart = Omit<BookableSlot, 'time'>;

/**
 * The stretch a booking of `minutes` starting at `starts[index]` takes: the consecutive slots
 * it needs (in real time: it never jumps over a gap in the day) and the lowest chair free for
 * all of them, or null.
 */
function stretchAt(
  calendar: BookingCalendar,
  starts: readonly number[],
  dayHolds: readonly ChairHold[],
  index: number,
  minutes: number,
) {
  const needed = slotsNeeded(minutes, calendar.slotLengthMinutes);
  const step = calendar.slotLengthMinutes * MINUTE;
  const startAt = starts[index];
  if (startAt === undefined || index + needed > starts.length) return null;
  const claimed = starts.slice(index, index + needed);
  if ((claimed.at(-1) ?? startAt) - startAt !== (needed - 1) * step) return null;
  const occupiedEnd = startAt + needed * step;
  const chair = freeChair(calendar, dayHolds, startAt, occupiedEnd);
  if (chair === null) return null;
  return { startAt, endAt: startAt + minutes * MINUTE, chair, slotStarts: claimed, occupiedEnd };
}

/**
 * Every start on `date` where the order fits, as instants: inside the booking hours, ending
 * (in whole slots) by closing, not in the past, within the horizon (`window`), on one chair
 * free for all the consecutive slots it needs, with a barber (`barberId`, or anyone for null)
 * who does its services, works the whole of it at their own length and has no other booking
 * then.
 */
function freeStartsOn(
  calendar: BookingCalendar,
  window: { today: string; lastDate: string },
  date: string,
  order: OrderLength,
  holds: readonly ChairHold[],
  now: Date,
  barberId: string | null,
): FreeStart[] {
  if (date < window.today || date > window.lastDate || calendar.slotLengthMinutes <= 0) return [];
  const starts = slotStartsOn(calendar, date);
  const step = calendar.slotLengthMinutes * MINUTE;
  const dayStart = starts[0] ?? 0;
  const dayEnd = (starts.at(-1) ?? 0) + step;
  const dayHolds = holds.filter((h) => h.start < dayEnd && dayStart < h.end);
  const team = calendar.barbers
    ? barbersOn(calendar, calendar.barbers, date, dayHolds, barberId).flatMap((barber) => {
        const minutes = minutesWith(order, barber.id);
        return minutes === null ? [] : [{ ...barber, minutes }];
      })
    : null;
  const free: FreeStart[] = [];
  for (const [index, startAt] of starts.entries()) {
    if (startAt <= now.getTime()) continue;
    if (!team) {
      const stretch = stretchAt(calendar, starts, dayHolds, index, order.minutes);
      if (stretch) free.push(freeStart(stretch, null));
      continue;
    }
    // Most of a team takes an order at one length: each length's stretch is found once.
    const stretches = new Map<number, ReturnType<typeof stretchAt>>();
    const stretchOf = (minutes: number) => {
      if (!stretches.has(minutes)) {
        stretches.set(minutes, stretchAt(calendar, starts, dayHolds, index, minutes));
      }
      return stretches.get(minutes) ?? null;
    };
    const barber = barberFor(team, (b) => {
      const stretch = stretchOf(b.minutes);
      return stretch && { start: startAt, end: stretch.endAt, occupiedEnd: stretch.occupiedEnd };
    });
    const stretch = barber && stretchOf(barber.minutes);
    if (barber && stretch) free.push(freeStart(stretch, barber.id));
  }
  return free;
}

const freeStart = (
  { startAt, endAt, chair, slotStarts }: NonNullable<ReturnType<typeof stretchAt>>,
  barberId: string | null,
): FreeStart => ({ startAt, endAt, chair, slotStarts, barberId });

/** The free starts of `date` for an order, each with its local time for the customer. */
export function bookableSlots(
  calendar: BookingCalendar,
  date: string,
  order: Order,
  holds: readonly ChairHold[],
  now: Date,
  barberId: string | null = null,
): BookableSlot[] {
  const window = bookingWindow(calendar, now);
  return freeStartsOn(calendar, window, date, lengthOf(order), holds, now, barberId).map(
    (start) => ({
      time: formatClockTime(zonedParts(new Date(start.startAt), calendar.timezone).minutes),
      ...start,
    }),
  );
}

/** The slot a customer asked for by local date and time, if it is still bookable. */
export function findBookableSlot(
  calendar: BookingCalendar,
  date: string,
  time: string,
  order: Order,
  holds: readonly ChairHold[],
  now: Date,
  barberId: string | null = null,
): BookableSlot | null {
  const slots = bookableSlots(calendar, date, order, holds, now, barberId);
  return slots.find((s) => s.time === time) ?? null;
}

/** Which days of a month have room for a booking of this length (for the date picker). */
export function monthAvailability(
  calendar: BookingCalendar,
  month: string,
  order: Order,
  holds: readonly ChairHold[],
  now: Date,
  barberId: string | null = null,
): DayAvailability[] {
  const window = bookingWindow(calendar, now);
  const length = lengthOf(order);
  const days: DayAvailability[] = [];
  for (let date = `${month}-01`; date.startsWith(month); date = addDays(date, 1)) {
    if (date < window.today) days.push({ date, status: 'past', freeStarts: 0 });
    else if (date > window.lastDate) days.push({ date, status: 'beyond_horizon', freeStarts: 0 });
    else if (!bookingHoursOn(calendar, date)) days.push({ date, status: 'closed', freeStarts: 0 });
    else {
      const freeStarts = freeStartsOn(calendar, window, date, length, holds, now, barberId).length;
      days.push({ date, status: freeStarts > 0 ? 'available' : 'full', freeStarts });
    }
  }
  return days;
}

/** A free start with the local date it falls on. */
export type DatedSlot = BookableSlot & { date: string };

/**
 * The first free start within the horizon for an order: with anyone, and with
 * each barber who takes bookings, so a customer sees before choosing when each is next free.
 * Dates are walked from today until every answer is found; null where none is.
 */
export function firstFreeSlots(
  calendar: BookingCalendar,
  order: Order,
  holds: readonly ChairHold[],
  now: Date,
): { any: DatedSlot | null; barbers: { barberId: string; slot: DatedSlot | null }[] } {
  const window = bookingWindow(calendar, now);
  const length = lengthOf(order);
  const wanted: (string | null)[] = [null, ...(calendar.barbers ?? []).map((b) => b.id)];
  const found = new Map<string | null, DatedSlot>();
  for (let date = window.today; date <= window.lastDate; date = addDays(date, 1)) {
    if (found.size === wanted.length) break;
    if (!bookingHoursOn(calendar, date)) continue;
    for (const barberId of wanted) {
      if (found.has(barberId)) continue;
      const [first] = freeStartsOn(calendar, window, date, length, holds, now, barberId);
      if (!first) continue;
      const time = formatClockTime(zonedParts(new Date(first.startAt), calendar.timezone).minutes);
      found.set(barberId, { ...first, time, date });
    }
  }
  return {
    any: found.get(null) ?? null,
    barbers: (calendar.barbers ?? []).map((b) => ({
      barberId: b.id,
      slot: found.get(b.id) ?? null,
    })),
  };
}
