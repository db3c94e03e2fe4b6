import type { OrderContents } from '@jono/contract';
import type { ChosenAdditionalService, OrderedService } from '../db/schema';
import { readableWishes } from './chosen-wishes';

/**
 * What the customer chose, as the shop's staff see it on every list (walk-ins and bookings
 * alike): each service with its add-ons and quantities, the wishes by id, the short code.
 */
export function presentOrderContents(order: {
  shortCode: string;
  items: readonly OrderedService[];
  additionalServices: readonly ChosenAdditionalService[];
}): OrderContents {
  return {
    shortCode: order.shortCode,
    services: order.items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      addons: item.addons.map((addon) => ({ name: addon.name, quantity: addon.quantity })),
    })),
    additionalServices: readableWishes(order.additionalServices),
  };
}
