// One simulated shop day of bench/eta.ts: customers join, both estimators are asked what
// each may expect, and the barbers serve them; the day is added to the history.
import { HOURS_IN_WEEK, hourOfWeek, startRanges } from '@jono/contract';
import {
  expectedArrivals,
  orderSpread,
  showChanceOf,
} from '../../apps/server/src/modules/queue/estimates/wait-model';
import { estimateStart } from '../list-scheduling';
import { type DayHistory, type History, learnedModel } from './history';
import {
  addon,
  type Booking,
  barbers,
  type Customer,
  close,
  hourlyArrivals,
  itemsOf,
  lastJoin,
  MINUTE,
  nominalOf,
  open,
  orderOf,
  rng,
  type ServiceId,
  services,
} from './shop';

export function simulateDay(day: number, history: History) {
  const random = rng(1000 + day);
  // Each day on a clock of its own (UTC), so it has a weekday as the server's days do.
  const at = (minutes: number) => day * 1440 * MINUTE + minutes * MINUTE;
  // The model the server's background job learns from the days before, with the same code.
  const model = learnedModel(history);
  const today: DayHistory = {
    visits: [],
    outcomes: {
      remote: { served: 0, total: 0 },
      checkedIn: { served: 0, total: 0 },
      desk: { served: 0, total: 0 },
    },
    joins: Array.from({ length: HOURS_IN_WEEK }, () => 0),
    weekday: Math.floor(hourOfWeek(at(open), 'UTC') / 24),
  };
  // Walk-ins are expected until the last walk-in start: closing less the shortest service.
  const lastWalkInStart = at(close - Math.min(...services.map((s) => s.nominal)));
  const realMinutes = (service: ServiceId, hasAddon: boolean) => {
    const s = services.find((x) => x.id === service);
    const visit = Math.exp(0.18 * random.normal());
    return Object.fromEntries(
      barbers.map((b) => [
        b.id,
        ((s?.nominal ?? 30) * (s?.real ?? 1) + (hasAddon ? addon.real : 0)) * b.speed * visit,
      ]),
    );
  };
  const pickService = (): ServiceId => {
    let u = random.next();
    for (const s of services) {
      u -= s.share;
      if (u < 0) return s.id;
    }
    return 'haircut';
  };

  const customers: Customer[] = [];
  for (let hour = 0; hour < hourlyArrivals.length; hour++) {
    const rate = hourlyArrivals[hour] ?? 0;
    let t = open + hour * 60;
    for (;;) {
      t += (-Math.log(1 - random.next()) / rate) * 60;
      if (t >= open + (hour + 1) * 60 || t > lastJoin) break;
      const service = pickService();
      const hasAddon = random.next() < 0.25;
      const remote = random.next() < 0.65;
      const fate = random.next();
      customers.push({
        id: customers.length,
        joinedAt: at(t),
        service,
        hasAddon,
        barberId: random.next() < 0.3 ? (barbers[Math.floor(random.next() * 3)]?.id ?? null) : null,
        remote,
        // 8 % of everyone never come; all of them joined remotely.
        comes: !(remote && fate < 0.08 / 0.65),
        leavesAt: random.next() < 0.05 ? at(t + 10 + 40 * random.next()) : Number.POSITIVE_INFINITY,
        realMinutesBy: realMinutes(service, hasAddon),
      });
    }
  }
  const bookings: Booking[] = [];
  while (bookings.length < Number(process.env.ETA_BOOKINGS ?? 4)) {
    const start = at(open + 15 * Math.floor(random.next() * 32));
    if (bookings.some((b) => b.start === start)) continue;
    bookings.push({ start, minutes: 30, realMinutesBy: realMinutes('haircut', false) });
  }
  bookings.sort((a, b) => a.start - b.start);

  const chairs = barbers.map((b) => ({
    id: b.id,
    freeAt: at(open),
    current: undefined as
      | { startedAt: number; service: ServiceId; hasAddon: boolean; nominal: number }
      | undefined,
  }));
  const waiting: Customer[] = [];
  /**
   * Booked customers start on time: a barber does not begin a walk-in that would still run
   * when a booking is due unless another barber will be free for it by then.
   */
  const keepsFreeForBooking = (chair: (typeof chairs)[number], until: number) =>
    bookings.some(
      (b) =>
        b.startedAt === undefined &&
        b.start < until &&
        !chairs.some((other) => other !== chair && other.freeAt <= b.start),
    );

  /** Both estimators, asked at the moment `c` joins, with the state everyone can see. */
  const promise = (c: Customer, now: number) => {
    const working = chairs.flatMap((ch) =>
      ch.current && ch.freeAt > now ? [{ id: ch.id, current: ch.current }] : [],
    );
    const pendingBookings = bookings
      .filter((b) => b.startedAt === undefined)
      // A booked customer always comes; once their time has come the desk has checked them in.
      .map((b) => ({
        start: b.start,
        end: b.start + b.minutes * MINUTE,
        hasArrived: b.start <= now,
      }));
    const old = estimateStart({
      now,
      chairs: barbers.map((b) => b.id),
      inService: working.map((ch) => ({
        startedAt: ch.current.startedAt,
        durationMinutes: ch.current.nominal,
        barberId: ch.id,
      })),
      ahead: waiting.map((w) => ({ durationMinutes: nominalOf(w), barberId: w.barberId })),
      bookings: pendingBookings,
      durationMinutes: nominalOf(c),
      barberId: c.barberId,
    });
    const showChance = (w: Customer) =>
      showChanceOf(model, { addedAtDesk: !w.remote, isAtLocation: false });
    const queue = [...waiting, c];
    const ranges = startRanges({
      now,
      chairs: barbers.map((b) => b.id),
      inService: working.map((ch) => ({
        startedAt: ch.current.startedAt,
        barberId: ch.id,
        spread: orderSpread(model, orderOf(ch.current), ch.id),
      })),
      queue: queue.map((w) => ({
        spread: orderSpread(model, orderOf(w), w.barberId),
        barberId: w.barberId,
        showChance: w === c ? 1 : showChance(w),
        plannedMinutes: nominalOf(w),
      })),
      bookings: pendingBookings.map((b) => ({
        ...b,
        spread: orderSpread(model, orderOf({ service: 'haircut', hasAddon: false }), null),
      })),
      noShowMinutes: 2,
      arrivals: expectedArrivals(model, now, lastWalkInStart, 'UTC'),
    });
    const mine = ranges[ranges.length - 1];
    if (mine) {
      c.promised = { old, ...mine };
      c.found = {
        ahead: waiting.length,
        chosenAhead: waiting.some((w) => w.barberId),
        bookingDue: pendingBookings.some((b) => b.start <= mine.latest),
      };
    }
  };

  // Event loop: at each instant, joins first, then leavers go, then free barbers take the
  // booking due or the first waiting customer they may serve.
  const events = new Set<number>([
    ...customers.map((c) => c.joinedAt),
    ...bookings.map((b) => b.start),
  ]);
  for (const c of customers) if (Number.isFinite(c.leavesAt)) events.add(c.leavesAt);
  let now = at(open);
  const nextEvent = () => {
    const upcoming = [...events, ...chairs.map((ch) => ch.freeAt)].filter((t) => t > now);
    return upcoming.length ? Math.min(...upcoming) : Number.POSITIVE_INFINITY;
  };
  let joined = 0;
  while (now < at(close + 180)) {
    while (joined < customers.length && (customers[joined]?.joinedAt ?? Infinity) <= now) {
      const c = customers[joined++];
      if (!c) break;
      promise(c, now);
      waiting.push(c);
    }
    for (let i = waiting.length - 1; i >= 0; i--) {
      const w = waiting[i];
      if (w && w.leavesAt <= now) {
        w.outcome = 'left';
        waiting.splice(i, 1);
      }
    }
    for (const chair of chairs) {
      if (chair.freeAt > now) continue;
      chair.current = undefined;
      const due = bookings.find((b) => b.startedAt === undefined && b.start <= now);
      if (due) {
        due.startedAt = now;
        chair.freeAt = now + (due.realMinutesBy[chair.id] ?? 30) * MINUTE;
        chair.current = { startedAt: now, service: 'haircut', hasAddon: false, nominal: 30 };
        continue;
      }
      const index = waiting.findIndex((w) => !w.barberId || w.barberId === chair.id);
      const next = index >= 0 ? waiting[index] : undefined;
      if (!next || keepsFreeForBooking(chair, now + nominalOf(next) * MINUTE)) continue;
      waiting.splice(index, 1);
      if (!next.comes) {
        next.outcome = 'no_show';
        chair.freeAt = now + 2 * MINUTE;
        continue;
      }
      next.outcome = 'served';
      next.startedAt = now;
      const minutes = next.realMinutesBy[chair.id] ?? 30;
      chair.freeAt = now + minutes * MINUTE;
      chair.current = {
        startedAt: now,
        service: next.service,
        hasAddon: next.hasAddon,
        nominal: nominalOf(next),
      };
      today.visits.push({ items: itemsOf(next), barberId: chair.id, minutes });
    }
    const after = nextEvent();
    if (!Number.isFinite(after)) break;
    now = after;
  }
  for (const c of customers) {
    if (c.outcome === 'served') {
      const hour = hourOfWeek(c.joinedAt, 'UTC');
      today.joins[hour] = (today.joins[hour] ?? 0) + 1;
    }
    const tally = today.outcomes[c.remote ? 'remote' : 'desk'];
    tally.served += c.outcome === 'served' ? 1 : 0;
    tally.total += 1;
  }
  history.push(today);
  return customers;
}
