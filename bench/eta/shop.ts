// The simulated shop of bench/eta.ts: its hours, barbers, services and customers (the
// assumptions are written out at the top of eta.ts).
import type { OrderedService } from '../../apps/server/src/db/schema';
import { seededRandom } from '../../apps/server/src/lib/seeded-random';

export const MINUTE = 60_000;
export const open = 9 * 60;
export const close = 18 * 60;
export const lastJoin = 17 * 60 + 30;
export const hourlyArrivals = [2, 3, 5, 5, 4, 3, 4, 6, 5];
export const barbers = [
  { id: 'b1', speed: 0.92 },
  { id: 'b2', speed: 1.0 },
  { id: 'b3', speed: 1.12 },
];
export const services = [
  { id: 'haircut', share: 0.45, nominal: 30, real: 1.1 },
  { id: 'fade', share: 0.25, nominal: 30, real: 1.27 },
  { id: 'beard', share: 0.15, nominal: 20, real: 0.95 },
  { id: 'kids', share: 0.15, nominal: 20, real: 1.05 },
] as const;
export const addon = { nominal: 5, real: 6 };
export type ServiceId = (typeof services)[number]['id'];

export function rng(seed: number) {
  const { next } = seededRandom(seed);
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  return { next, normal };
}

export interface Customer {
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

export interface Booking {
  start: number;
  minutes: number;
  startedAt?: number;
  realMinutesBy: Record<string, number>;
}

export const nominalOf = (c: Pick<Customer, 'service' | 'hasAddon'>) =>
  (services.find((s) => s.id === c.service)?.nominal ?? 30) + (c.hasAddon ? addon.nominal : 0);

/** An order as the server stores it. */
export const itemsOf = (c: Pick<Customer, 'service' | 'hasAddon'>): OrderedService[] => [
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
export const orderOf = (c: Pick<Customer, 'service' | 'hasAddon'>) => ({
  items: itemsOf(c),
  totalDurationMinutes: nominalOf(c),
});
