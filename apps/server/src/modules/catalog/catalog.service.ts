import { centsToPrice } from '@jono/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addons, type OrderedService, serviceAddons, services } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

export interface RequestedItem {
  id: string;
  quantity: number;
  addons: { id: string; quantity: number }[];
}

export interface PricedOrder {
  items: OrderedService[];
  totalPriceCents: number;
  totalDurationMinutes: number;
}

/**
 * Prices an order from the shop's own catalogue (DESIGN section 5: the client's totals are
 * never trusted). A service or add-on that is unknown, inactive, of another shop, or not
 * offered with its service is refused by name.
 */
export async function priceOrder(
  db: Db,
  shopId: string,
  requested: readonly RequestedItem[],
): Promise<PricedOrder> {
  const serviceIds = requested.map((r) => r.id);
  if (new Set(serviceIds).size !== serviceIds.length) {
    throw new HttpError(400, 'A service is listed twice; change its quantity instead');
  }
  const addonIds = [...new Set(requested.flatMap((r) => r.addons.map((a) => a.id)))];
  const [serviceRows, addonRows] = await Promise.all([
    db
      .select()
      .from(services)
      .where(
        and(
          eq(services.shopId, shopId),
          eq(services.isActive, true),
          inArray(services.id, serviceIds),
        ),
      ),
    addonIds.length === 0
      ? []
      : db
          .select({ addon: addons, serviceId: serviceAddons.serviceId })
          .from(addons)
          .innerJoin(serviceAddons, eq(serviceAddons.addonId, addons.id))
          .where(
            and(
              eq(addons.shopId, shopId),
              eq(addons.isActive, true),
              inArray(addons.id, addonIds),
              inArray(serviceAddons.serviceId, serviceIds),
            ),
          ),
  ]);

  const items: OrderedService[] = requested.map((r) => {
    const service = serviceRows.find((s) => s.id === r.id);
    if (!service) throw new HttpError(400, `Service ${r.id} is not offered by this shop`);
    const seen = new Set<string>();
    return {
      id: service.id,
      name: service.name,
      priceCents: service.priceCents,
      durationMinutes: service.durationMinutes,
      quantity: r.quantity,
      addons: r.addons.map((a) => {
        const row = addonRows.find((x) => x.addon.id === a.id && x.serviceId === r.id);
        if (!row) throw new HttpError(400, `Add-on ${a.id} is not offered with ${service.name}`);
        if (seen.has(a.id)) throw new HttpError(400, `Add-on ${row.addon.name} is listed twice`);
        seen.add(a.id);
        return {
          id: row.addon.id,
          name: row.addon.name,
          priceCents: row.addon.priceCents,
          durationMinutes: row.addon.durationMinutes,
          quantity: a.quantity,
        };
      }),
    };
  });

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
  return { items, totalPriceCents, totalDurationMinutes };
}

/** The client's totals must equal ours to the cent and the minute. */
export function assertTotalsMatch(
  priced: PricedOrder,
  claimed: { totalPrice: number; totalTimeRequires: number },
): void {
  const priceMatches = Math.round(claimed.totalPrice * 100) === priced.totalPriceCents;
  if (!priceMatches || claimed.totalTimeRequires !== priced.totalDurationMinutes) {
    throw new HttpError(
      400,
      `The prices have changed: this order now costs ${centsToPrice(priced.totalPriceCents).toFixed(2)} ` +
        `and takes ${priced.totalDurationMinutes} min. Please review it.`,
      'PRICES_CHANGED',
    );
  }
}
