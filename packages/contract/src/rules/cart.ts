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
