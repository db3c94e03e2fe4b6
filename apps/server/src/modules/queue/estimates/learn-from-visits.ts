import {
  learnArrivalRates,
  learnDuration,
  learnShowChance,
  learnTypicalVisit,
} from '@jono/contract';
import type { LearnedWaitModel, OrderedService } from '../../../db/schema/index';
import { showChancePriors } from './wait-model';

/** A barber's own figure for a service needs this many of their visits; before, the shop's. */
export const BARBER_MIN_SAMPLES = 10;

interface Tally {
  served: number;
  total: number;
}

interface Visit {
  items: OrderedService[];
  barberId: string | null;
  minutes: number;
}

/**
 * The time a visit's one service took: its time in the chair less its add-ons' catalogue
 * time. Only a visit of one service (one of it) says how long that service takes.
 */
function serviceMinutes(
  visit: Visit,
): { serviceId: string; nominal: number; minutes: number } | null {
  const [only, ...rest] = visit.items;
  if (!only || rest.length > 0 || only.quantity !== 1) return null;
  const addons = only.addons.reduce((sum, a) => sum + a.durationMinutes * a.quantity, 0);
  const minutes = visit.minutes - addons;
  return minutes > 0 ? { serviceId: only.id, nominal: only.durationMinutes, minutes } : null;
}

/** The length an order plans: its services and add-ons at their catalogue times. */
const plannedMinutes = (items: readonly OrderedService[]) =>
  items.reduce(
    (sum, item) =>
      sum +
      item.quantity *
        (item.durationMinutes +
          item.addons.reduce((s, a) => s + a.durationMinutes * a.quantity, 0)),
    0,
  );

/** Served walk-ins by the hour of the week they joined, over whole days seen by weekday. */
export interface ArrivalHistory {
  joins: readonly number[];
  days: readonly number[];
}

/**
 * The model learned from visits (newest first), the outcomes of waiting customers and the
 * hours walk-ins joined.
 */
export function learnFrom(
  visits: readonly Visit[],
  outcomes: { remote: Tally; checkedIn: Tally; desk: Tally },
  arrivals?: ArrivalHistory,
): LearnedWaitModel {
  const byService = new Map<
    string,
    { nominal: number; all: number[]; byBarber: Map<string, number[]> }
  >();
  for (const visit of visits) {
    const sample = serviceMinutes(visit);
    if (!sample) continue;
    // The newest visit carries the catalogue's current duration.
    const seen = byService.get(sample.serviceId) ?? {
      nominal: sample.nominal,
      all: [] as number[],
      byBarber: new Map<string, number[]>(),
    };
    seen.all.push(sample.minutes);
    if (visit.barberId) {
      seen.byBarber.set(visit.barberId, [
        ...(seen.byBarber.get(visit.barberId) ?? []),
        sample.minutes,
      ]);
    }
    byService.set(sample.serviceId, seen);
  }
  const services: LearnedWaitModel['services'] = {};
  for (const [serviceId, seen] of byService) {
    const shop = learnDuration(seen.all, seen.nominal);
    const byBarber: LearnedWaitModel['services'][string]['byBarber'] = {};
    for (const [barberId, samples] of seen.byBarber) {
      if (samples.length >= BARBER_MIN_SAMPLES) {
        byBarber[barberId] = {
          ...learnDuration(samples, seen.nominal, shop),
          samples: samples.length,
        };
      }
    }
    services[serviceId] = { ...shop, samples: seen.all.length, byBarber };
  }
  const chance = (tally: Tally, prior: number) => learnShowChance(tally.served, tally.total, prior);
  const typical = learnTypicalVisit(
    visits.map((v) => ({ minutes: v.minutes, plannedMinutes: plannedMinutes(v.items) })),
  );
  return {
    ...(arrivals && typical
      ? {
          arrivals: {
            perHour: learnArrivalRates(arrivals.joins, arrivals.days),
            visit: typical.spread,
            plannedMinutes: typical.plannedMinutes,
          },
        }
      : {}),
    services,
    showChance: {
      remote: chance(outcomes.remote, showChancePriors.remote),
      checkedIn: chance(outcomes.checkedIn, showChancePriors.checkedIn),
      desk: chance(outcomes.desk, showChancePriors.desk),
    },
  };
}
