import { centsToPrice } from '@jono/contract';
import { and, asc, eq, inArray, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  addons,
  type OrderedService,
  serviceAddons,
  serviceCategories,
  services,
} from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { queryAll } from '../../lib/query-all';

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
 * Prices an order from the shop's own catalogue (the client's totals are never trusted). A
 * service or add-on that is unknown, inactive, of another shop, or not offered with its
 * service is refused by name.
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
  const [serviceRows, addonRows] = await queryAll(db, [
    () =>
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
    () =>
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

/** What a shop offers customers: its categories, active services, and add-ons per service. */
export interface Catalogue {
  categories: (typeof serviceCategories.$inferSelect)[];
  services: (typeof services.$inferSelect)[];
  addons: (typeof addons.$inferSelect & { serviceId: string })[];
}

/** A shop's public catalogue; inactive services and add-ons stay off the shop's page. */
export async function publicCatalogue(db: Db, shopId: string): Promise<Catalogue> {
  const [categories, serviceRows, addonRows] = await queryAll(db, [
    () =>
      db
        .select()
        .from(serviceCategories)
        .where(eq(serviceCategories.shopId, shopId))
        .orderBy(asc(serviceCategories.position), asc(serviceCategories.name)),
    () =>
      db
        .select()
        .from(services)
        .where(and(eq(services.shopId, shopId), eq(services.isActive, true)))
        .orderBy(asc(services.position), asc(services.name)),
    () =>
      db
        .select({ addon: addons, serviceId: serviceAddons.serviceId })
        .from(addons)
        .innerJoin(serviceAddons, eq(serviceAddons.addonId, addons.id))
        .where(and(eq(addons.shopId, shopId), eq(addons.isActive, true)))
        .orderBy(asc(addons.name)),
  ]);
  return {
    categories,
    services: serviceRows,
    addons: addonRows.map((r) => ({ ...r.addon, serviceId: r.serviceId })),
  };
}

/** The categories of several shops that hold an active service: the shop list shows them. */
export function offeredCategories(db: Db, shopIds: readonly string[]) {
  if (shopIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinct({
      shopId: serviceCategories.shopId,
      id: serviceCategories.id,
      name: serviceCategories.name,
      position: serviceCategories.position,
    })
    .from(serviceCategories)
    .innerJoin(services, eq(services.categoryId, serviceCategories.id))
    .where(and(inArray(serviceCategories.shopId, [...shopIds]), eq(services.isActive, true)))
    .orderBy(asc(serviceCategories.position));
}

/** The length of each shop's shortest active service: the last walk-in must fit before closing. */
export async function shortestServiceMinutes(
  db: Db,
  shopIds: readonly string[],
): Promise<Map<string, number>> {
  if (shopIds.length === 0) return new Map();
  const rows = await db
    .select({ shopId: services.shopId, minutes: min(services.durationMinutes) })
    .from(services)
    .where(and(inArray(services.shopId, [...shopIds]), eq(services.isActive, true)))
    .groupBy(services.shopId);
  return new Map(rows.flatMap((row) => (row.minutes === null ? [] : [[row.shopId, row.minutes]])));
}

/** The names of a shop's services by id (inactive ones too): lists of what was asked for. */
export async function serviceNames(
  db: Db,
  shopId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(and(eq(services.shopId, shopId), inArray(services.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.name]));
}
