// How accurate are the waiting times we show? Replays simulated shop days and compares, for
// every customer who was served, the start each estimator promised when they joined with the
// start they really got. The old estimator (list scheduling with the catalogue's durations,
// everyone ahead certain to be served) and the new one (learned durations, who really comes,
// a range) see the same days.
// Run: npx tsx bench/eta.ts [scoredDays]
//
// The simulation's assumptions, chosen to resemble a busy Finnish walk-in barbershop:
// - Open 9:00-18:00, three barbers at work all day. A barber's own speed: 0.92x, 1.00x, 1.12x.
// - Walk-ins arrive as a Poisson process with hourly rates 2, 3, 5, 5, 4, 3, 4, 6, 5 (9:00
//   through 17:00), so a queue builds over lunch and after work; none join after 17:30.
// - Services (share, catalogue minutes, how long this shop really takes on average):
//   haircut 45 % 30 min x1.10, skin fade 25 % 30 min x1.27, beard trim 15 % 20 min x0.95,
//   children's cut 15 % 20 min x1.05. A quarter add an eyebrow trim (catalogue 5, real 6 min).
//   Each visit varies around that by a log-normal factor with sigma 0.18.
// - 30 % ask for a particular barber (uniformly chosen); the rest take the first free chair.
// - 65 % join remotely, 35 % at the desk. 8 % of all customers (only remote ones) never come:
//   their turn costs the barber 2 minutes of calling. 5 % of all leave the queue after 10-50
//   minutes of waiting if they have not been called by then.
// - Four bookings a day (haircut, 30 min, at quarter hours between 9:00 and 17:00) take the
//   first barber free once their time has come, before any walk-in; a barber does not start a
//   walk-in that would make a booked customer wait when no other barber will be free for them.
// - The new estimator learns from every earlier day (ten unscored warm-up days first), as the
//   server's background job does: durations per service and barber, and who comes, per channel.
// ETA_DETAIL=1 also prints, by what a customer found when joining, how often the start fell
// after the range, before it, and more than 10 minutes from the estimate.
import { HOURS_IN_WEEK, hourOfWeek, quantile, startRanges } from '@jono/contract';
import type { OrderedService } from '../apps/server/src/db/schema';
import { LEARNING_DAYS, learnFrom } from '../apps/server/src/modules/queue/estimates/wait-learning';
import {
  expectedArrivals,
  orderSpread,
  showChanceOf,
} from '../apps/server/src/modules/queue/estimates/wait-model';
import { estimateStart } from './list-scheduling';

const scoredDays = Number(process.argv[2] ?? 30);
const warmUpDays = 10;
const MINUTE = 60_000;
const open = 9 * 60;
const close = 18 * 60;
const lastJoin = 17 * 60 + 30;
const hourlyArrivals = [2, 3, 5, 5, 4, 3, 4, 6, 5];
const barbers = [
  { id: 'b1', speed: 0.92 },
  { id: 'b2', speed: 1.0 },
  { id: 'b3', speed: 1.12 },
];
const services = [
  { id: 'haircut', share: 0.45, nominal: 30, real: 1.1 },
  { id: 'fade', share: 0.25, nominal: 30, real: 1.27 },
  { id: 'beard', share: 0.15, nominal: 20, real: 0.95 },
  { id: 'kids', share: 0.15, nominal: 20, real: 1.05 },
] as const;
const addon = { nominal: 5, real: 6 };
type ServiceId = (typeof services)[number]['id'];

function rng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  return { next, normal };
}

interface Customer {
  id: number;
  joinedAt: number;
  service: ServiceId;
  hasAddon: boolean;
  barberId: string | null;
  remote: boolean;
  comes: boolean;
  leavesAt: number;
  realMinutesBy: Record<string, number>;
  startedAt?: number;
  outcome?: 'served' | 'no_show' | 'left';
  promised?: { old: number; earliest: number; likely: number; latest: number };
  /** What the customer found when joining, for the breakdown of misses. */
  found?: { ahead: number; chosenAhead: boolean; bookingDue: boolean };
}

interface Booking {
  start: number;
  minutes: number;
  startedAt?: number;
  realMinutesBy: Record<string, number>;
}

type Tally = { served: number; total: number };
/** One day of what the shop's server would read from its history to learn from. */
interface DayHistory {
  /** Served walk-ins' times in the chair. */
  visits: Parameters<typeof learnFrom>[0][number][];
  outcomes: Record<'remote' | 'checkedIn' | 'desk', Tally>;
  /** Served walk-ins by the hour of the week they joined, and the day's weekday. */
  joins: number[];
  weekday: number;
}
type History = DayHistory[];

/** The model the server's background job learns from the last 90 days, with its own code. */
function learnedModel(history: History) {
  const days = history.slice(-LEARNING_DAYS);
  const sum = (pick: (day: DayHistory) => Tally) =>
    days.reduce(
      (t, day) => ({ served: t.served + pick(day).served, total: t.total + pick(day).total }),
      {
        served: 0,
        total: 0,
      },
    );
  return learnFrom(
    days.flatMap((day) => day.visits).reverse(),
    {
      remote: sum((d) => d.outcomes.remote),
      checkedIn: sum((d) => d.outcomes.checkedIn),
      desk: sum((d) => d.outcomes.desk),
    },
    {
      joins: Array.from({ length: HOURS_IN_WEEK }, (_, hour) =>
        days.reduce((n, day) => n + (day.joins[hour] ?? 0), 0),
      ),
      days: Array.from(
        { length: 7 },
        (_, weekday) => days.filter((d) => d.weekday === weekday).length,
      ),
    },
  );
}

const nominalOf = (c: Pick<Customer, 'service' | 'hasAddon'>) =>
  (services.find((s) => s.id === c.service)?.nominal ?? 30) + (c.hasAddon ? addon.nominal : 0);

/** An order as the server stores it. */
const itemsOf = (c: Pick<Customer, 'service' | 'hasAddon'>): OrderedService[] => [
  {
    id: c.service,
    name: c.service,
    priceCents: 0,
    durationMinutes: services.find((s) => s.id === c.service)?.nominal ?? 30,
    quantity: 1,
    addons: c.hasAddon
      ? [{ id: 'eyebrows', name: 'eyebrows', priceCents: 0, durationMinutes: 5, quantity: 1 }]
      : [],
  },
];
const orderOf = (c: Pick<Customer, 'service' | 'hasAddon'>) => ({
  items: itemsOf(c),
  totalDurationMinutes: nominalOf(c),
});

function simulateDay(day: number, history: History) {
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

/** The range's end as the customer sees it: whole five minutes, rounded up. */
const shownLatest = (latest: number) => Math.ceil(latest / (5 * MINUTE)) * 5 * MINUTE;

const history: History = [];
for (let day = 0; day < warmUpDays; day++) simulateDay(day, history);

const errors = { old: [] as number[], new: [] as number[] };
let lateOld = 0;
let lateNew = 0;
let waits = 0;
const scored: Customer[] = [];
for (let day = warmUpDays; day < warmUpDays + scoredDays; day++) {
  for (const c of simulateDay(day, history)) {
    if (c.outcome !== 'served' || c.startedAt === undefined || !c.promised) continue;
    scored.push(c);
    const { old, likely, latest } = c.promised;
    errors.old.push(Math.abs(c.startedAt - old) / MINUTE);
    errors.new.push(Math.abs(c.startedAt - likely) / MINUTE);
    if (c.startedAt > old + MINUTE / 2) lateOld++;
    if (c.startedAt > shownLatest(latest)) lateNew++;
    waits += (c.startedAt - c.joinedAt) / MINUTE;
  }
}

const served = errors.new.length;
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const share = (xs: number[], limit: number) =>
  (100 * xs.filter((x) => x <= limit).length) / xs.length;
const row = (name: string, xs: number[], late: number) =>
  `${name.padEnd(6)} median error ${quantile(sorted(xs), 0.5).toFixed(1)} min · within 5 min ${share(xs, 5).toFixed(1)} % · within 10 min ${share(xs, 10).toFixed(1)} % · started after the promise ${((100 * late) / xs.length).toFixed(1)} %`;

if (process.env.ETA_DETAIL) {
  const groups = new Map<string, Customer[]>();
  const add = (key: string, c: Customer) => groups.set(key, [...(groups.get(key) ?? []), c]);
  for (const c of scored) {
    const { found: f, promised: p } = c;
    if (!f || !p) continue;
    const expected = (p.likely - c.joinedAt) / MINUTE;
    add('all', c);
    add(`expected wait ${expected < 1 ? 'none' : expected < 20 ? 'under 20' : '20 or more'}`, c);
    add(`waiting ahead ${f.ahead >= 3 ? '3 or more' : f.ahead}`, c);
    add(`asked for a barber ${c.barberId ? 'yes' : 'no'}`, c);
    add(`someone ahead asked for a barber ${f.chosenAhead ? 'yes' : 'no'}`, c);
    add(`booking due before the range ends ${f.bookingDue ? 'yes' : 'no'}`, c);
  }
  const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
  for (const [key, cs] of [...groups].sort()) {
    const gap = (c: Customer) => ((c.startedAt ?? 0) - (c.promised?.likely ?? 0)) / MINUTE;
    const after = cs.filter((c) => (c.startedAt ?? 0) > shownLatest(c.promised?.latest ?? 0));
    const before = cs.filter((c) => (c.startedAt ?? 0) < (c.promised?.earliest ?? 0) - MINUTE);
    console.log(
      `${key.padEnd(42)} ${String(cs.length).padStart(5)} customers · after the range ${pct(after.length, cs.length)} · before it ${pct(before.length, cs.length)} · over 10 min late ${pct(cs.filter((c) => gap(c) > 10).length, cs.length)} · over 10 min early ${pct(cs.filter((c) => gap(c) < -10).length, cs.length)}`,
    );
  }
}
console.log(
  `${scoredDays} simulated days (after ${warmUpDays} warm-up days), ${served} served customers, mean wait ${(waits / served).toFixed(1)} min`,
);
console.log(row('old', errors.old, lateOld));
console.log(row('new', errors.new, lateNew));
const oldMedian = quantile(sorted(errors.old), 0.5);
const newMedian = quantile(sorted(errors.new), 0.5);
console.log(
  `median error ${((100 * (oldMedian - newMedian)) / oldMedian).toFixed(0)} % lower than the old estimator`,
);
console.log(
  `eta: median ${newMedian.toFixed(1)} min, within10 ${share(errors.new, 10).toFixed(1)} %, late-after-range ${((100 * lateNew) / served).toFixed(1)} %`,
);
