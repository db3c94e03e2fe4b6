// What the product sees of a simulated day at a given moment, and what its estimator answers
// then: the queue, the chairs, announced breaks, bookings not started, as the server would have
// them in its tables; and what its background learning takes from a finished day.
import { HOURS_IN_WEEK, hourOfWeek, type StartRange, startRanges } from '@jono/contract';
import type { LearnedWaitModel } from '../../../apps/server/src/db/schema';
import {
  expectedArrivals,
  orderSpread,
  showChanceOf,
} from '../../../apps/server/src/modules/queue/estimates/wait-model';
import type { DayHistory } from '../history';
import {
  CLOSE,
  catalogueOf,
  type DayLog,
  MENU,
  MINUTE,
  OPEN,
  orderOf,
  type WalkIn,
} from './shop-day';

/** What the server learns from: served visits, who waited and how it ended, when they came. */
export function historyOf(log: DayLog): DayHistory {
  const tally = () => ({ served: 0, total: 0 });
  const outcomes = { remote: tally(), checkedIn: tally(), desk: tally() };
  const joins = Array.from({ length: HOURS_IN_WEEK }, () => 0);
  for (const w of log.walkIns) {
    const endedAt = w.startedAt ?? w.resolvedAt ?? Number.POSITIVE_INFINITY;
    // As the server tallies: everyone who joined from home says how often such a customer
    // comes; those who checked in also say how often one at the shop stays.
    const kinds = !w.remote
      ? (['desk'] as const)
      : w.atShopAt <= endedAt
        ? (['remote', 'checkedIn'] as const)
        : (['remote'] as const);
    for (const kind of kinds) {
      outcomes[kind].total++;
      if (w.outcome === 'served') outcomes[kind].served++;
    }
    if (w.outcome === 'served') {
      const hour = hourOfWeek(w.joinedAt, 'UTC');
      joins[hour] = (joins[hour] ?? 0) + 1;
    }
  }
  return {
    visits: log.walkIns.flatMap((w) =>
      w.outcome === 'served' && w.startedAt !== undefined && w.endedAt !== undefined
        ? [
            {
              items: orderOf(w.service).items,
              barberId: w.barberId ?? null,
              minutes: (w.endedAt - w.startedAt) / MINUTE,
            },
          ]
        : [],
    ),
    outcomes,
    joins,
    weekday: Math.floor(hourOfWeek(log.at(OPEN), 'UTC') / 24),
  };
}

/** The barber a waiting customer asked for, as the server has it at `t`. */
const askedFor = (log: DayLog, w: WalkIn, t: number) => {
  if (w.requested === null) return null;
  const barber = log.barbers.find((b) => b.id === w.requested);
  return barber?.homeAt !== null && barber?.homeAt !== undefined && barber.homeAt <= t
    ? null
    : w.requested;
};

/** The start range the product would show `who` (waiting at `t`), asked at `t`. */
export function estimateAt(
  log: DayLog,
  model: LearnedWaitModel,
  t: number,
  who: WalkIn,
): StartRange | undefined {
  const chairs = log.barbers.filter((b) => b.homeAt === null || b.homeAt > t).map((b) => b.id);
  const breaks = log.barbers.flatMap((b) =>
    b.breaks
      .filter((br) => br.announced && br.start <= t && br.end > t)
      .map((br) => ({ barberId: b.id, until: br.end })),
  );
  // Walk-ins and booked customers in a chair at `t`.
  const inService = [
    ...log.walkIns.map((w) => ({ ...w, service: w.service })),
    ...log.bookings.map((b) => ({ ...b, service: 'haircut' as const })),
  ].flatMap((v) =>
    v.startedAt !== undefined && v.startedAt < t && (v.endedAt ?? 0) > t
      ? [
          {
            startedAt: v.startedAt,
            spread: orderSpread(model, orderOf(v.service), v.barberId ?? null),
            barberId: v.barberId ?? null,
          },
        ]
      : [],
  );
  // At an instant, the product answers before the shop acts on it: who starts or is called at
  // `t` is still waiting then (a walk-in joining to a free chair is told "now" first).
  const waiting = log.walkIns.filter(
    (w) =>
      w.joinedAt <= t &&
      (w.startedAt === undefined || w.startedAt >= t) &&
      (w.resolvedAt === undefined || w.resolvedAt >= t),
  );
  const index = waiting.indexOf(who);
  if (index < 0) return undefined;
  const pending = log.bookings.filter(
    (b) =>
      (b.startedAt === undefined || b.startedAt >= t) &&
      !(b.arrivesAt === null && t >= b.start + 15 * MINUTE),
  );
  const ranges = startRanges({
    now: t,
    chairs,
    breaks,
    inService,
    queue: waiting.map((w) => {
      const barberId = askedFor(log, w, t);
      return {
        spread: orderSpread(model, orderOf(w.service), barberId),
        barberId,
        showChance:
          w === who
            ? 1
            : showChanceOf(model, { addedAtDesk: !w.remote, isAtLocation: w.atShopAt <= t }),
        plannedMinutes: catalogueOf(w.service),
      };
    }),
    bookings: pending.map((b) => ({
      start: b.start,
      end: b.start + 30 * MINUTE,
      hasArrived: b.arrivesAt !== null && b.arrivesAt <= t,
      spread: orderSpread(model, orderOf('haircut'), null),
    })),
    noShowMinutes: 2,
    arrivals: expectedArrivals(
      model,
      t,
      log.at(CLOSE - Math.min(...MENU.map((m) => m.catalogue))),
      'UTC',
    ),
  });
  return ranges[index];
}
