// The estimator before greedy dispatch (decision 0004), kept unchanged as the benchmark's
// baseline: list scheduling with the catalogue's durations and everyone ahead coming.
import type { BookedInterval, QueuedCustomer, ScheduleInput } from '@jono/contract';

const MINUTE = 60_000;

interface Interval {
  start: number;
  end: number;
}

/**
 * When each booking needs a chair. A booking whose customer is here but not yet in the chair
 * still needs its whole length, from now; one whose customer has not come keeps its interval
 * and stops counting when it ends.
 */
function bookingNeeds(now: number, bookings: readonly BookedInterval[]): Interval[] {
  return bookings.flatMap((b) => {
    const length = b.end - b.start;
    if (b.hasArrived && b.start < now) return [{ start: now, end: now + length }];
    return b.end > now ? [{ start: b.start, end: b.end }] : [];
  });
}

interface Chair {
  barberId: string | null;
  freeAt: number;
  /** Services on this chair: the one in progress and the walk-ins scheduled so far. */
  busy: Interval[];
  /** Bookings seated on this chair. */
  seated: Interval[];
}

const overlap = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/**
 * The chair a booking is seated on: one free for its whole interval, the one whose previous
 * service or booking ends latest before it, so chairs free earlier stay open for walk-ins.
 * `alsoTaken` holds seats given in a move still being tried.
 */
function seatFor(
  chairs: readonly Chair[],
  booking: Interval,
  alsoTaken: ReadonlyMap<Chair, readonly Interval[]> = new Map(),
): { chair: Chair; interval: Interval } | undefined {
  let best: { chair: Chair; previousEnd: number } | undefined;
  for (const chair of chairs) {
    const taken = [...chair.busy, ...chair.seated, ...(alsoTaken.get(chair) ?? [])];
    if (taken.some((interval) => overlap(interval, booking))) continue;
    const previousEnd = Math.max(
      Number.NEGATIVE_INFINITY,
      ...taken.filter((interval) => interval.end <= booking.start).map((i) => i.end),
    );
    if (!best || previousEnd > best.previousEnd) best = { chair, previousEnd };
  }
  return best && { chair: best.chair, interval: booking };
}

/**
 * A seat for a booking that cannot start on time: a service before it runs late, or more is
 * booked then than there are barbers at work. The booked customer waits for the chair where
 * they can start first, after what is already there, and keeps their whole length; walk-ins
 * are seated later, so they come after them.
 */
function seatWhenFree(
  chairs: readonly Chair[],
  booking: Interval,
): { chair: Chair; interval: Interval } | undefined {
  const length = booking.end - booking.start;
  let best: { chair: Chair; interval: Interval } | undefined;
  for (const chair of chairs) {
    const taken = [...chair.busy, ...chair.seated];
    const starts = [booking.start, ...taken.map((t) => t.end).filter((e) => e > booking.start)];
    for (const start of starts.sort((a, b) => a - b)) {
      const interval = { start, end: start + length };
      if (taken.some((t) => overlap(t, interval))) continue;
      if (!best || start < best.interval.start) best = { chair, interval };
      break;
    }
  }
  return best;
}

interface Fit {
  start: number;
  /** Bookings of this chair the service pushes onto other chairs. */
  moves: { booking: Interval; to: Chair }[];
}

/**
 * The earliest start on `chair` for a service of `length`: where the bookings seated there
 * that it would overlap can all move to other chairs. Starts only become possible where one
 * of this chair's bookings ends.
 */
function earliestFit(chairs: readonly Chair[], chair: Chair, length: number): Fit | null {
  const others = chairs.filter((c) => c !== chair);
  const candidates = [
    chair.freeAt,
    ...chair.seated.map((b) => b.end).filter((end) => end > chair.freeAt),
  ].sort((a, b) => a - b);
  for (const start of candidates) {
    // A service of no length still takes its chair at that instant.
    const service = { start, end: start + Math.max(length, 1) };
    const moves: Fit['moves'] = [];
    const given = new Map<Chair, Interval[]>();
    const canMove = chair.seated
      .filter((booking) => overlap(booking, service))
      .every((booking) => {
        const to = seatFor(others, booking, given)?.chair;
        if (!to) return false;
        given.set(to, [...(given.get(to) ?? []), booking]);
        moves.push({ booking, to });
        return true;
      });
    if (canMove) return { start, moves };
  }
  return null;
}

/**
 * The start of every customer of a queue, in queue order, from one pass of list scheduling.
 * A customer for a barber who has no chair at work has no start (Infinity).
 */
export function scheduleQueue(
  input: Omit<ScheduleInput, 'ahead' | 'durationMinutes' | 'barberId'> & {
    queue: readonly QueuedCustomer[];
  },
): number[] {
  const { now } = input;
  const chairs: Chair[] = input.chairs.map((barberId) => ({
    barberId,
    freeAt: now,
    busy: [],
    seated: [],
  }));
  const occupy = (chair: Chair, start: number, end: number) => {
    chair.freeAt = Math.max(chair.freeAt, end);
    chair.busy.push({ start, end });
  };
  // A service holds its barber's chair; one by a barber without a known chair takes an idle
  // chair, the services ending first taking them first.
  const elsewhere: number[] = [];
  for (const service of input.inService) {
    const end = Math.max(now, service.startedAt + service.durationMinutes * MINUTE);
    const own = service.barberId
      ? chairs.find((chair) => chair.barberId === service.barberId)
      : undefined;
    if (own) occupy(own, now, end);
    else if (!service.barberId || chairs.some((chair) => chair.barberId === null)) {
      elsewhere.push(end);
    }
  }
  elsewhere.sort((a, b) => a - b);
  const idle = [
    ...chairs.filter((c) => c.barberId === null),
    ...chairs.filter((c) => c.barberId !== null),
  ].filter((chair) => chair.busy.length === 0);
  elsewhere.slice(0, idle.length).forEach((end, i) => {
    const chair = idle[i];
    if (chair) occupy(chair, now, end);
  });
  // Bookings are seated in time order, each on time where a chair is free for its whole
  // interval, otherwise as soon as one is.
  const booked = bookingNeeds(now, input.bookings ?? []).sort(
    (a, b) => a.start - b.start || a.end - b.end,
  );
  for (const booking of booked) {
    const seat = seatFor(chairs, booking) ?? seatWhenFree(chairs, booking);
    seat?.chair.seated.push(seat.interval);
  }

  return input.queue.map((customer) => {
    const length = customer.durationMinutes * MINUTE;
    const open = customer.barberId
      ? chairs.filter((chair) => chair.barberId === customer.barberId)
      : chairs;
    let best: { chair: Chair; fit: Fit } | null = null;
    for (const chair of open) {
      const fit = earliestFit(chairs, chair, length);
      if (fit && (!best || fit.start < best.fit.start)) best = { chair, fit };
    }
    if (!best) return Number.POSITIVE_INFINITY;
    const { chair, fit } = best;
    for (const { booking, to } of fit.moves) {
      chair.seated = chair.seated.filter((seated) => seated !== booking);
      to.seated.push(booking);
    }
    occupy(chair, fit.start, fit.start + length);
    return fit.start;
  });
}

/** When this customer would start, with `ahead` in front of them. */
export function estimateStart(input: ScheduleInput): number {
  const { ahead, durationMinutes, barberId, ...rest } = input;
  const starts = scheduleQueue({ ...rest, queue: [...ahead, { durationMinutes, barberId }] });
  return starts[starts.length - 1] ?? Number.POSITIVE_INFINITY;
}
