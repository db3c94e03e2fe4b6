/**
 * The waiting-time rule: the queue played out the way a shop serves it, one chair per barber
 * at work. A chair is free at now plus what remains of its barber's current service. Whenever
 * a chair frees: a booked customer whose time has come takes it first; otherwise its barber
 * takes the first customer in queue order who may have him (one who asked for him, or anyone
 * who did not ask). He keeps his chair for a booking instead, when that customer's service
 * (judged by the catalogue's length) would still run at the booking's time and no colleague
 * will be free by then. When several chairs are free at once, those whose barber nobody in
 * the queue is waiting for take customers first, so a customer for any barber goes to a free
 * barber nobody asked for rather than to one someone else waits for. A barber with hours of
 * their own (`hours`) starts a customer only inside a shift the service fits in whole. The
 * answer is when each customer starts. Instants are epoch milliseconds.
 */
export interface ScheduleInput {
  now: number;
  /**
   * The chairs at work, by the barber at each; null for a chair whose barber is not known
   * (staff who keep no status). A barber away has no chair here; one on a break has, free
   * from the break's end (`breaks`).
   */
  chairs: readonly (string | null)[];
  /** Barbers on a break: each one's chair takes nobody before they are back. */
  breaks?: readonly BarberBreak[];
  /** Barbers whose shifts do not run to the shop's closing: they start nobody outside them. */
  hours?: readonly BarberHours[];
  /** Services in progress: when they started, how long they take, and who is cutting. */
  inService: readonly { startedAt: number; durationMinutes: number; barberId?: string | null }[];
  /** Waiting customers ahead of this one, in queue order. */
  ahead: readonly QueuedCustomer[];
  /** Confirmed bookings not started yet; whoever is free then will take them. */
  bookings?: readonly BookedInterval[];
  /** This customer's service length; their barber judges by it whether it fits before a booking. */
  durationMinutes: number;
  /** The length their barber plans by (whether it fits a shift); `durationMinutes` when not given. */
  plannedMinutes?: number;
  /** The barber this customer waits for; none means the first chair that frees up. */
  barberId?: string | null;
}

export interface BarberBreak {
  barberId: string;
  /** When the barber is back at their chair. */
  until: number;
}

export interface BarberHours {
  barberId: string;
  /** Their shifts from now to the end of the day, in order. */
  shifts: readonly Span[];
}

export interface BookedInterval {
  start: number;
  end: number;
  /** The customer has checked in: once their time has come they need a chair from now on. */
  hasArrived?: boolean;
}

import type { Span } from './barber-day';
import { type QueuedCustomer, WaitingLine } from './waiting-line';

export type { QueuedCustomer } from './waiting-line';

const MINUTE = 60_000;

interface Interval {
  start: number;
  end: number;
}

/**
 * When each booking needs a chair. A booking whose customer is here but not yet in the chair
 * still needs its whole length, from now; one whose customer has not come holds a chair until
 * its end at most.
 */
function bookingNeeds(now: number, bookings: readonly BookedInterval[]): Interval[] {
  return bookings.flatMap((b) => {
    if (b.hasArrived && b.start < now) return [{ start: now, end: now + b.end - b.start }];
    return b.end > now ? [{ start: Math.max(now, b.start), end: b.end }] : [];
  });
}

export interface Chair {
  barberId: string | null;
  freeAt: number;
  /** The barber's shifts, when they keep hours of their own. */
  shifts?: readonly Span[];
}

/** Whether the chair's barber may start `minutes` of work at `t`: inside a shift, done by its end. */
const fitsHours = (chair: Chair, t: number, minutes: number) =>
  !chair.shifts ||
  chair.shifts.some((s) => s.start <= t && t < s.end && t + minutes * MINUTE <= s.end);

/** The next shift start after `t` of a chair whose barber keeps hours; Infinity when none. */
const nextShiftStart = (chair: Chair, t: number) =>
  chair.shifts?.find((s) => s.start > t)?.start ?? Number.POSITIVE_INFINITY;

/**
 * The chairs at `now`: a barber on a break frees theirs when they are back; a service holds
 * its barber's chair; one by a barber without a known chair takes an idle chair, the services
 * ending first taking them first.
 */
export function chairsNow(
  input: Pick<ScheduleInput, 'now' | 'chairs' | 'inService' | 'breaks' | 'hours'>,
): Chair[] {
  const { now } = input;
  const chairs: Chair[] = input.chairs.map((barberId) => ({
    barberId,
    freeAt: Math.max(now, input.breaks?.find((b) => b.barberId === barberId)?.until ?? now),
    shifts: input.hours?.find((h) => h.barberId === barberId)?.shifts,
  }));
  const elsewhere: number[] = [];
  const taken = new Set<Chair>();
  for (const service of input.inService) {
    const end = Math.max(now, service.startedAt + service.durationMinutes * MINUTE);
    const own = service.barberId
      ? chairs.find((chair) => chair.barberId === service.barberId)
      : undefined;
    if (own) {
      own.freeAt = Math.max(own.freeAt, end);
      taken.add(own);
    } else if (!service.barberId || chairs.some((chair) => chair.barberId === null)) {
      elsewhere.push(end);
    }
  }
  elsewhere.sort((a, b) => a - b);
  const idle = [
    ...chairs.filter((c) => c.barberId === null),
    ...chairs.filter((c) => c.barberId !== null),
  ].filter((chair) => !taken.has(chair));
  elsewhere.slice(0, idle.length).forEach((end, i) => {
    const chair = idle[i];
    if (chair) chair.freeAt = end;
  });
  return chairs;
}

/**
 * A barber keeps his chair for a booking that would start before `until` when no colleague
 * will be free by its time, and he could take it himself (it fits his hours).
 */
const keepsChairForBooking = (
  chairs: readonly Chair[],
  bookings: readonly Interval[],
  chair: Chair,
  until: number,
) =>
  bookings.some(
    (booking) =>
      booking.start < until &&
      fitsHours(chair, booking.start, (booking.end - booking.start) / MINUTE) &&
      !chairs.some((other) => other !== chair && other.freeAt <= booking.start),
  );

/** One play-out of a queue: the chairs, the bookings still due, who waits, the starts found. */
interface Schedule {
  chairs: Chair[];
  bookings: Interval[];
  line: WaitingLine;
  queue: readonly QueuedCustomer[];
  starts: number[];
}

/**
 * The chair to take of those free that a customer (or a booking) may have: the one free
 * longest, then one whose barber nobody in the queue waits for, then the earlier.
 */
function preferredChair(line: WaitingLine, options: readonly Chair[]) {
  let best: Chair | undefined;
  for (const chair of options) {
    if (
      !best ||
      chair.freeAt < best.freeAt ||
      (chair.freeAt === best.freeAt &&
        line.isWanted(best.barberId) &&
        !line.isWanted(chair.barberId))
    ) {
      best = chair;
    }
  }
  return best;
}

/**
 * One step at `t`: a due booking takes a free chair, or the first customer in queue order
 * who may have a free chair takes the one they prefer, unless its barber keeps it for a
 * booking (then it stands idle at `t`). False when nothing more happens at `t`.
 */
function serveOne(schedule: Schedule, t: number, kept: Set<Chair>) {
  const { chairs, bookings, line, queue, starts } = schedule;
  const free = chairs.filter((chair) => chair.freeAt <= t && !kept.has(chair));
  if (free.length === 0) return false;
  // Bookings are in order of start: if any is due, the first is.
  const booking = bookings[0];
  const bookingChair =
    booking && booking.start <= t
      ? preferredChair(
          line,
          free.filter((c) => fitsHours(c, t, (booking.end - booking.start) / MINUTE)),
        )
      : undefined;
  if (booking && bookingChair) {
    bookings.shift();
    bookingChair.freeAt = t + (booking.end - booking.start);
    return true;
  }
  const plannedOf = (c: QueuedCustomer) => c.plannedMinutes ?? c.durationMinutes;
  const mayTake = (c: QueuedCustomer) => (chair: Chair) =>
    (!c.barberId || chair.barberId === c.barberId) && fitsHours(chair, t, plannedOf(c));
  const next = line.firstWith((c) => free.some(mayTake(c)), t);
  const customer = queue[next];
  if (!customer) return false;
  const chair = preferredChair(line, free.filter(mayTake(customer)));
  if (!chair) return false;
  const planned = plannedOf(customer) * MINUTE;
  if (keepsChairForBooking(chairs, bookings, chair, t + planned)) {
    kept.add(chair);
    return true;
  }
  line.remove(next);
  starts[next] = t;
  chair.freeAt = t + customer.durationMinutes * MINUTE;
  return true;
}

/**
 * The next instant after `t` that a chair frees or a booking's time comes (`join`, the next
 * customer to join, counts too); Infinity when nothing more changes.
 */
function nextChange(schedule: Schedule, t: number, join: number | undefined) {
  let later = join ?? Number.POSITIVE_INFINITY;
  for (const chair of schedule.chairs) {
    if (chair.freeAt > t && chair.freeAt < later) later = chair.freeAt;
    // A barber between shifts (or before their first) starts again at the next one.
    later = Math.min(later, nextShiftStart(chair, t));
  }
  for (const { start } of schedule.bookings) if (start > t && start < later) later = start;
  return later;
}

/**
 * The start of every customer of a queue, in queue order. A customer for a barber who has no
 * chair at work has no start (Infinity).
 */
export function scheduleQueue(
  input: Omit<ScheduleInput, 'ahead' | 'durationMinutes' | 'barberId'> & {
    queue: readonly QueuedCustomer[];
  },
): number[] {
  const { now, queue } = input;
  const schedule: Schedule = {
    chairs: chairsNow(input),
    bookings: bookingNeeds(now, input.bookings ?? []).sort(
      (a, b) => a.start - b.start || a.end - b.end,
    ),
    line: new WaitingLine(queue, now),
    queue,
    starts: queue.map(() => Number.POSITIVE_INFINITY),
  };
  // Customers still to join, by when they do: whoever joins later has not been served yet.
  const joins = queue
    .map((customer) => customer.joinsAt ?? now)
    .filter((joinsAt) => joinsAt > now)
    .sort((a, b) => a - b);
  let nextJoin = 0;
  let t = now;
  while (schedule.line.size > 0) {
    // A service of no length frees its chair again at once.
    const kept = new Set<Chair>();
    let stepped = true;
    while (stepped) stepped = serveOne(schedule, t, kept);
    let upcoming = joins[nextJoin];
    while (upcoming !== undefined && upcoming <= t) upcoming = joins[++nextJoin];
    const later = nextChange(schedule, t, upcoming);
    if (later === Number.POSITIVE_INFINITY) break;
    t = later;
  }
  return schedule.starts;
}

/** When this customer would start, with `ahead` in front of them. */
export function estimateStart(input: ScheduleInput): number {
  const { ahead, durationMinutes, plannedMinutes, barberId, ...rest } = input;
  const starts = scheduleQueue({
    ...rest,
    queue: [...ahead, { durationMinutes, plannedMinutes, barberId }],
  });
  return starts[starts.length - 1] ?? Number.POSITIVE_INFINITY;
}

/** Whole minutes from now until the estimated start, never negative. */
export function waitingMinutes(now: number, start: number): number {
  return Math.max(0, Math.ceil((start - now) / MINUTE));
}
