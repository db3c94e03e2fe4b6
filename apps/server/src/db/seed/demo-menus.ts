// The orders of a shop's past trade: what customers picked from its catalogue, and how often.

import { orderTotals } from '../../lib/order-totals';
import type { OrderedService } from '../schema';

/** One order a customer may place, priced and timed as the catalogue had it. */
export interface HistoryMenu {
  items: OrderedService[];
  price: number;
  duration: number;
}

type CatalogueItem = Pick<OrderedService, 'id' | 'name' | 'priceCents' | 'durationMinutes'>;

/** What an order freezes of a catalogue row (a service or an add-on). */
/** A demo price scaled for one shop, rounded to ten cents as a shop would price it. */
export const roundToTenCents = (cents: number) => Math.round(cents / 10) * 10;

export const catalogueItem = ({ id, name, priceCents, durationMinutes }: CatalogueItem) => ({
  id,
  name,
  priceCents,
  durationMinutes,
});

export interface MenuService extends CatalogueItem {
  /** How often it is picked, relative to the other services. */
  popularity: number;
  /** The add-ons offered with it. */
  addons: CatalogueItem[];
}

/**
 * Orders customers pick, repeated by how often they are picked: each service alone, with one
 * of its add-ons, now and then two of a service (a parent and child) or two add-ons. Names
 * and prices are frozen into the order as the catalogue had them.
 */
export function menusOf(services: readonly MenuService[]): HistoryMenu[] {
  const menus: HistoryMenu[] = [];
  const add = (items: OrderedService[], times: number) => {
    const { totalPriceCents: price, totalDurationMinutes: duration } = orderTotals(items);
    for (let i = 0; i < times; i++) menus.push({ items, price, duration });
  };
  for (const { popularity, addons, ...service } of services) {
    const base = { ...service, quantity: 1, addons: [] };
    add([base], popularity * 3);
    addons.forEach((a, j) => {
      add([{ ...base, addons: [{ ...a, quantity: 1 }] }], Math.max(1, popularity - j * 2));
    });
    add([{ ...base, quantity: 2 }], 1);
    const [first, second] = addons;
    if (first && second) {
      add(
        [
          {
            ...base,
            addons: [
              { ...first, quantity: 1 },
              { ...second, quantity: 1 },
            ],
          },
        ],
        1,
      );
    }
  }
  return menus;
}
