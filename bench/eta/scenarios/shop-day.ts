// One simulated day of a three-barber walk-in shop with a few bookings, as the scenario says
// it goes: who joins, how long each visit really takes, breaks, no-shows, leavers, late
// bookings, a barber going home. The shop serves in its own way (written here, not taken from
// the estimator): a free barber takes a booked customer who is due and there, else the first
// walk-in in line who will have him, and keeps his chair for a booking he could not finish a
// walk-in before, unless a colleague will be free for it. Nothing here reads an estimate.
import type { OrderedService } from '../../../apps/server/src/db/schema';
import { type Draws, draws } from './draws';
import type { Scenario } from './scenarios';

export const MINUTE = 60_000;
export const OPEN = 9 * 60;
export const CLOSE = 18 * 60;
const LAST_JOIN = 17 * 60 + 30;
/** Walk-ins per hour from 9:00 to 17:00. */
const HOURLY = [2, 3, 5, 5, 4, 3, 4, 6, 5];
/** The menu: catalogue minutes, and how long this shop really takes for each on average. */
export const MENU = [
  { id: 'haircut', share: 0.45, catalogue: 30, takes: 1.1 },
  { id: 'fade', share: 0.25, catalogue: 30, takes: 1.25 },
  { id: 'beard', share: 0.15, catalogue: 20, takes: 0.95 },
  { id: 'kids', share: 0.15, catalogue: 20, takes: 1.05 },
] as const;
export type ServiceId = (typeof MENU)[number]['id'];
export const BARBERS = ['b1', 'b2', 'b3'] as const;
const BOOKINGS_A_DAY = 4;

export interface WalkIn {
  joinedAt: number;
  service: ServiceId;
  /** The barber asked for; null: anyone. The one going home early has his handed to anyone. */
  requested: string | null;
  remote: boolean;
  comes: boolean;
  travelMinutes: number;
  giveUpAt: number;
  /** When the customer is at the shop (a remote one shortly before their turn). */
  atShopAt: number;
  startedAt?: number;
  endedAt?: number;
  barberId?: string;
  outcome?: 'served' | 'no_show' | 'left';
  /** When a no-show was called or a leaver left. */
  resolvedAt?: number;
}

export interface Booking {
  start: number;
  /** Null: never comes; the shop gives the time up 15 minutes after it. */
  arrivesAt: number | null;
  startedAt?: number;
  endedAt?: number;
  barberId?: string;
}

export interface BarberDay {
  id: string;
  speed: number;
  breaks: { start: number; end: number; announced: boolean }[];
  /** When the barber stopped for the day and the desk said so; null: stays to closing. */
  homeAt: number | null;
}

export interface DayLog {
  at: (minutes: number) => number;
  walkIns: WalkIn[];
  bookings: Booking[];
  barbers: BarberDay[];
}

export const catalogueOf = (service: ServiceId) =>
  MENU.find((m) => m.id === service)?.catalogue ?? 30;

/** An order as the server stores it: one service, no add-ons. */
export const orderOf = (service: ServiceId) => {
  const items: OrderedService[] = [
    {
      id: service,
      name: service,
      priceCents: 0,
      durationMinutes: catalogueOf(service),
      quantity: 1,
      addons: [],
    },
  ];
  return { items, totalDurationMinutes: catalogueOf(service) };
};

function pickService(random: Draws): ServiceId {
  let u = random.next();
  for (const m of MENU) {
    u -= m.share;
    if (u < 0) return m.id;
  }
  return 'haircut';
}

function joiners(scenario: Scenario, random: Draws, at: (m: number) => number): WalkIn[] {
  const walkIns: WalkIn[] = [];
  for (let hour = 0; hour < HOURLY.length; hour++) {
    const clock = OPEN + hour * 60;
    const rate = (HOURLY[hour] ?? 0) * (scenario.rushHour && clock >= 16 * 60 ? 2 : 1);
    let minute = clock;
    for (;;) {
      minute += random.exponential(60 / rate);
      if (minute >= clock + 60 || minute > LAST_JOIN) break;
      const remote = random.next() < 0.65;
      const leaves = random.next() < scenario.leaving;
      walkIns.push({
        joinedAt: at(minute),
        service: pickService(random),
        requested: random.next() < 0.3 ? (BARBERS[Math.floor(random.next() * 3)] ?? null) : null,
        remote,
        // No-shows are among those who joined from home.
        comes: !(remote && random.next() < scenario.noShows.share / 0.65),
        travelMinutes: remote ? random.uniform(5, 25) : 0,
        giveUpAt: leaves ? at(minute + random.uniform(10, 50)) : Number.POSITIVE_INFINITY,
        atShopAt: remote ? Number.POSITIVE_INFINITY : at(minute),
      });
    }
  }
  return walkIns;
}

function bookedTimes(scenario: Scenario, random: Draws, at: (m: number) => number): Booking[] {
  const starts = new Set<number>();
  while (starts.size < BOOKINGS_A_DAY) starts.add(OPEN + 15 * Math.floor(random.next() * 32));
  return [...starts]
    .sort((a, b) => a - b)
    .map((minute) => {
      if (!scenario.lateBookings) return { start: at(minute), arrivesAt: at(minute - 5) };
      if (random.next() < 0.1) return { start: at(minute), arrivesAt: null };
      return { start: at(minute), arrivesAt: at(minute + random.uniform(0, 15)) };
    });
}

/** The day as it happened. */
export function simulateShopDay(scenario: Scenario, day: number, seed: number): DayLog {
  const random = draws(seed * 7919 + day);
  const at = (minutes: number) => (day * 1440 + minutes) * MINUTE;
  const walkIns = joiners(scenario, random, at);
  const bookings = bookedTimes(scenario, random, at);
  const barbers: BarberDay[] = BARBERS.map((id, i) => ({
    id,
    speed: scenario.speeds[i] ?? 1,
    breaks: [],
    homeAt: scenario.homeEarly && id === 'b2' ? at(15 * 60) : null,
  }));
  const plannedBreaks = new Map(
    barbers.map((b) => [b.id, scenario.breaks === 'none' ? null : at(random.uniform(11, 15) * 60)]),
  );
  const visitMinutes = (service: ServiceId, speed: number) => {
    const m = MENU.find((x) => x.id === service) ?? MENU[0];
    return (
      m.catalogue * m.takes * speed * random.factor(scenario.service.family, scenario.service.cv)
    );
  };
  const busyUntil = new Map<string, number>(barbers.map((b) => [b.id, at(OPEN)]));
  const gone = new Set<string>();

  const isWaiting = (w: WalkIn, t: number) =>
    w.joinedAt <= t && w.startedAt === undefined && w.outcome === undefined;
  const givenUp = (b: Booking, t: number) => b.arrivesAt === null && t >= b.start + 15 * MINUTE;
  const freeBy = (id: string, t: number) => !gone.has(id) && (busyUntil.get(id) ?? 0) <= t;

  let t = at(OPEN);
  for (;;) {
    for (const w of walkIns) {
      if (isWaiting(w, t) && w.giveUpAt <= t) {
        w.outcome = 'left';
        w.resolvedAt = w.giveUpAt;
      }
    }
    for (const barber of barbers) {
      if ((busyUntil.get(barber.id) ?? 0) > t || gone.has(barber.id)) continue;
      if (barber.homeAt !== null && t >= barber.homeAt) {
        gone.add(barber.id);
        // The desk hands his waiting customers to anyone.
        for (const w of walkIns)
          if (w.requested === barber.id && isWaiting(w, t)) w.requested = null;
        continue;
      }
      const breakAt = plannedBreaks.get(barber.id);
      if (breakAt !== null && breakAt !== undefined && t >= breakAt) {
        plannedBreaks.set(barber.id, null);
        const end = t + 20 * MINUTE;
        barber.breaks.push({ start: t, end, announced: scenario.breaks === 'announced' });
        busyUntil.set(barber.id, end);
        continue;
      }
      const due = bookings.find(
        (b) =>
          b.startedAt === undefined && b.start <= t && b.arrivesAt !== null && b.arrivesAt <= t,
      );
      if (due) {
        due.startedAt = t;
        due.barberId = barber.id;
        due.endedAt = t + visitMinutes('haircut', barber.speed) * MINUTE;
        busyUntil.set(barber.id, due.endedAt);
        continue;
      }
      const next = walkIns.find(
        (w) => isWaiting(w, t) && (w.requested === null || w.requested === barber.id),
      );
      if (!next) continue;
      // A booking he could not serve in time if he started now, with nobody else free by then.
      const keepsChair = bookings.some(
        (b) =>
          b.startedAt === undefined &&
          !givenUp(b, t) &&
          b.start > t &&
          b.start < t + catalogueOf(next.service) * MINUTE &&
          !barbers.some((o) => o.id !== barber.id && freeBy(o.id, b.start)),
      );
      if (keepsChair) continue;
      if (!next.comes) {
        const calling = random.uniform(...scenario.noShows.minutes) * MINUTE;
        next.outcome = 'no_show';
        next.resolvedAt = t + calling;
        busyUntil.set(barber.id, t + calling);
        continue;
      }
      next.startedAt = t;
      next.barberId = barber.id;
      next.endedAt = t + visitMinutes(next.service, barber.speed) * MINUTE;
      next.outcome = 'served';
      busyUntil.set(barber.id, next.endedAt);
    }
    const upcoming = [
      ...walkIns.flatMap((w) => (w.outcome === undefined ? [w.joinedAt, w.giveUpAt] : [])),
      ...bookings.flatMap((b) =>
        b.startedAt === undefined ? [b.start, b.arrivesAt ?? b.start + 15 * MINUTE] : [],
      ),
      ...barbers.flatMap((b) => [
        busyUntil.get(b.id) ?? 0,
        b.homeAt ?? 0,
        plannedBreaks.get(b.id) ?? 0,
      ]),
    ].filter((x) => x > t && Number.isFinite(x));
    if (upcoming.length === 0) break;
    t = Math.min(...upcoming);
  }
  // A remote customer who comes is at the shop a little before their turn, or on arrival.
  for (const w of walkIns) {
    if (!w.remote || !w.comes) continue;
    const arrives = w.joinedAt + w.travelMinutes * MINUTE;
    const end = w.startedAt ?? w.resolvedAt ?? arrives;
    w.atShopAt = Math.min(end, Math.max(arrives, end - 10 * MINUTE));
  }
  return { at, walkIns, bookings, barbers };
}
