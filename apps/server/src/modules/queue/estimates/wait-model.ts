import {
  arrivalWindows,
  combineSpreads,
  type DurationSpread,
  type ExpectedArrivals,
  learnShowChance,
  nominalSpread,
} from '@jono/contract';
import type { LearnedWaitModel, OrderedService } from '../../../db/schema/index';

/**
 * What a shop knows before it has any history: the catalogue's durations, and the chances
 * that a waiting customer is served, which a shop's own history then moves.
 */
export const showChancePriors = { remote: 0.9, checkedIn: 0.97, desk: 0.97 } as const;

export const unlearnedModel: LearnedWaitModel = {
  services: {},
  showChance: {
    remote: learnShowChance(0, 0, showChancePriors.remote),
    checkedIn: learnShowChance(0, 0, showChancePriors.checkedIn),
    desk: learnShowChance(0, 0, showChancePriors.desk),
  },
};

const copies = <T>(count: number, value: T): T[] =>
  Array.from({ length: Math.max(0, count) }, () => value);

/**
 * What an order really takes in this shop: each service as learned (the barber's own figure
 * where there is one), add-ons at their catalogue time, every copy drawn on its own. An
 * order that names no services (added by staff as a length only) takes its length.
 */
export function orderSpread(
  model: LearnedWaitModel,
  order: { items: readonly OrderedService[]; totalDurationMinutes: number },
  barberId: string | null,
): DurationSpread {
  const { items } = order;
  if (items.length === 0) return nominalSpread(order.totalDurationMinutes);
  const parts = items.flatMap((item) => {
    const learned = model.services[item.id];
    const service =
      (barberId ? learned?.byBarber[barberId] : undefined) ??
      learned ??
      nominalSpread(item.durationMinutes);
    const addons = item.addons.flatMap((addon) =>
      copies(addon.quantity * item.quantity, nominalSpread(addon.durationMinutes)),
    );
    return [...copies(item.quantity, service), ...addons];
  });
  return combineSpreads(parts);
}

/** The chance a waiting customer is served: a customer at the shop is likelier to stay. */
export function showChanceOf(
  model: LearnedWaitModel,
  entry: { addedAtDesk: boolean; isAtLocation: boolean },
): number {
  if (entry.addedAtDesk) return model.showChance.desk;
  return entry.isAtLocation ? model.showChance.checkedIn : model.showChance.remote;
}

/**
 * The walk-ins a shop expects from `now` until `until` (its last walk-in start today; null
 * while it takes none), at the rates it has learned; none before it has learned any.
 */
export function expectedArrivals(
  model: LearnedWaitModel,
  now: number,
  until: number | null,
  timeZone: string,
): ExpectedArrivals | undefined {
  if (!model.arrivals || until === null || until <= now) return undefined;
  const { perHour, visit, plannedMinutes } = model.arrivals;
  return { windows: arrivalWindows(perHour, now, until, timeZone), spread: visit, plannedMinutes };
}
