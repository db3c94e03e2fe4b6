import type { OrderedService } from '../db/schema';

/**
 * An order's totals from its frozen items, in cents and minutes: an add-on is done once per
 * unit of the service it belongs to, so its quantity multiplies with the service's.
 */
export function orderTotals(items: readonly OrderedService[]) {
  let totalPriceCents = 0;
  let totalDurationMinutes = 0;
  for (const item of items) {
    totalPriceCents += item.priceCents * item.quantity;
    totalDurationMinutes += item.durationMinutes * item.quantity;
    for (const addon of item.addons) {
      totalPriceCents += addon.priceCents * addon.quantity * item.quantity;
      totalDurationMinutes += addon.durationMinutes * addon.quantity * item.quantity;
    }
  }
  return { totalPriceCents, totalDurationMinutes };
}
