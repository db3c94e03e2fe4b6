import { addDays, weekdayOf } from './local-date';
import { hoursOn, type ShopCalendar, type WeekdayHours } from './opening-hours';
import { parseClockTime } from './time-range';
import { localDayClock, zonedInstant } from './zoned-time';

/**
 * A barber's own day. Each barber who serves has weekly working hours (several intervals a
 * weekday for a split shift; none given means the shop's opening hours) and time off. The
 * shifts of a date are those hours as instants in the shop's zone, inside the shop's opening
 * that day (a holiday or a weekly off leaves none), with time off cut out.
 */
export interface BarberWeek {
  /** Null: the barber works the shop's opening hours. */
  hours: readonly WeekdayHours[] | null;
  timeOff: readonly Span[];
}

/** Epoch milliseconds, end exclusive. */
export interface Span {
  start: number;
  end: number;
}

/** What a barber asks off: whole days from one date to another, or a part of one day. */
export interface TimeOffRequest {
  startsOn: string;
  endsOn: string;
  /** 'HH:mm' both, or neither for whole days. */
  from?: string | null;
  until?: string | null;
}

const byStart = (a: Span, b: Span) => a.start - b.start;

/** What is left of `spans` once `cuts` are taken out of them. */
export function withoutSpans(spans: readonly Span[], cuts: readonly Span[]): Span[] {
  let left = [...spans];
  // A cut of no length (time off inside the hour the clocks skip) must not split a shift.
  for (const cut of cuts.filter((c) => c.end > c.start)) {
    left = left.flatMap((span) => {
      if (cut.end <= span.start || cut.start >= span.end) return [span];
      const pieces: Span[] = [];
      if (cut.start > span.start) pieces.push({ start: span.start, end: cut.start });
      if (cut.end < span.end) pieces.push({ start: cut.end, end: span.end });
      return pieces;
    });
  }
  return left.sort(byStart);
}

/** The barber's shifts on a local date of the shop's calendar, in order. */
export function shiftsOn(shop: ShopCalendar, week: BarberWeek, date: string): Span[] {
  const weekday = weekdayOf(date);
  const opening = hoursOn(shop, date, weekday);
  if (!opening) return [];
  // Wall times become instants first: on the day the clocks go forward, a time in the hour
  // that never happens lands after the change, so the earlier of two ends is found by instant.
  const clock = localDayClock(date, shop.timezone);
  const at = (time: string) => clock(parseClockTime(time) ?? 0);
  const opens = at(opening.opens);
  const closes = at(opening.closes);
  const hours = week.hours ?? [opening];
  const spans = hours
    .filter((h) => h.weekday === weekday)
    .flatMap((h) => {
      const start = Math.max(opens, at(h.opens));
      const end = Math.min(closes, at(h.closes));
      return start < end ? [{ start, end }] : [];
    });
  return withoutSpans(spans, week.timeOff);
}

/** The instants a time-off request covers in the shop's zone. */
export function timeOffSpan(request: TimeOffRequest, timeZone: string): Span {
  const from = request.from ? parseClockTime(request.from) : null;
  const until = request.until ? parseClockTime(request.until) : null;
  if (from !== null && until !== null) {
    return {
      start: zonedInstant(request.startsOn, from, timeZone).getTime(),
      end: zonedInstant(request.endsOn, until, timeZone).getTime(),
    };
  }
  return {
    start: zonedInstant(request.startsOn, 0, timeZone).getTime(),
    end: zonedInstant(addDays(request.endsOn, 1), 0, timeZone).getTime(),
  };
}

/** Why weekly hours cannot be kept, or null when they can. */
export type HoursProblem = 'CLOSED_DAY' | 'OUTSIDE_OPENING' | 'OVERLAPPING_HOURS' | 'EMPTY_HOURS';

/**
 * Whether weekly hours fit the shop: each interval ends after it starts, lies inside the
 * shop's opening of its weekday (not a weekly off), and overlaps no other of the same day.
 */
export function hoursProblem(
  hours: readonly WeekdayHours[],
  shop: Pick<ShopCalendar, 'openingHours' | 'weeklyOffs'>,
): { problem: HoursProblem; weekday: number } | null {
  for (const h of hours) {
    const from = parseClockTime(h.opens) ?? 0;
    const to = parseClockTime(h.closes) ?? 0;
    if (from >= to) return { problem: 'EMPTY_HOURS', weekday: h.weekday };
    const opening = shop.openingHours.find((o) => o.weekday === h.weekday);
    if (!opening || shop.weeklyOffs.includes(h.weekday)) {
      return { problem: 'CLOSED_DAY', weekday: h.weekday };
    }
    if (from < (parseClockTime(opening.opens) ?? 0) || to > (parseClockTime(opening.closes) ?? 0)) {
      return { problem: 'OUTSIDE_OPENING', weekday: h.weekday };
    }
    const overlaps = hours.some(
      (other) =>
        other !== h &&
        other.weekday === h.weekday &&
        (parseClockTime(other.opens) ?? 0) < to &&
        (parseClockTime(other.closes) ?? 0) > from,
    );
    if (overlaps) return { problem: 'OVERLAPPING_HOURS', weekday: h.weekday };
  }
  return null;
}
