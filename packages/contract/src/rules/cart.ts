import { roundPrice } from './money';

/** A chosen add-on and a chosen service. Prices in euros, durations in minutes. */
export interface ChosenAddon {
  id: string;
  price: number;
  duration: number;
  quantity: number;
}
export interface ChosenService {
  id: string;
  price: number;
  duration: number;
  quantity: number;
  addons: ChosenAddon[];
}

export const MIN_QUANTITY = 1;

export interface CartTotals {
  totalPrice: number;
  totalDuration: number;
}

/**
 * Totals of a cart. An add-on is done once per unit of the service it belongs to, so its
 * quantity multiplies with the service's.
 */
export function cartTotals(services: readonly ChosenService[]): CartTotals {
  let price = 0;
  let duration = 0;
  for (const service of services) {
    price += service.price * service.quantity;
    duration += service.duration * service.quantity;
    for (const addon of service.addons) {
      price += addon.price * addon.quantity * service.quantity;
      duration += addon.duration * addon.quantity * service.quantity;
    }
  }
  return { totalPrice: roundPrice(price), totalDuration: duration };
}

/** Quantity can never fall below 1. */
export const clampQuantity = (quantity: number) =>
  Math.max(MIN_QUANTITY, Math.floor(Number.isFinite(quantity) ? quantity : MIN_QUANTITY));

/** A barber's own price and length for a service, as the shop page lists who does each. */
export interface BarberTerms {
  barberId: string;
  price: number;
  duration: number;
}

/**
 * A cart's service with who does it, as the shop page listed them when it was chosen; a cart
 * saved before services listed their barbers has no list.
 */
export type CartService = ChosenService & { barbers?: BarberTerms[] };

/**
 * The services as `barberId` does them, at their price and length, with the ids of those they
 * do not do; "any barber" (null) takes the catalogue's, as does a service with no list (or an
 * empty one: a shop that lists no team).
 */
export function servicesDoneBy(
  services: readonly CartService[],
  barberId: string | null,
): { services: ChosenService[]; notDone: string[] } {
  const notDone: string[] = [];
  const done = services.map(({ barbers, ...service }) => {
    if (barberId === null || !barbers?.length) return service;
    const terms = barbers.find((b) => b.barberId === barberId);
    if (!terms) {
      notDone.push(service.id);
      return service;
    }
    return { ...service, price: terms.price, duration: terms.duration };
  });
  return { services: done, notDone };
}

/**
 * The lowest price a service is done at by anyone on the team, when prices differ (the "from"
 * of "from 25,00 €"); null when everyone asks the same.
 */
export function lowestPrice(service: { price: number; barbers: readonly BarberTerms[] }) {
  const prices = new Set(service.barbers.map((b) => b.price));
  if (prices.size <= 1 && (prices.size === 0 || prices.has(service.price))) return null;
  return Math.min(...prices);
}
