import { centsToPrice } from '@jono/contract';
import { and, asc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import {
  addons,
  type OrderedService,
  serviceAddons,
  serviceCategories,
  services,
} from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { orderTotals } from '../../lib/order-totals';
import { preparedStatement } from '../../lib/prepared-statement';
import { queryAll } from '../../lib/query-all';
import { jsonObjectOf, parseJson } from '../../lib/sql-json';
import { type BarberTermRow, barberTermsOf } from './barber-terms.service';

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

const offeredAddonSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceCents: z.number(),
  durationMinutes: z.number(),
});
/** An active service the order asked for, with the asked-for add-ons offered with it. */
const offeredServiceSchema = offeredAddonSchema.extend({ addons: z.array(offeredAddonSchema) });
const offeredServicesSchema = z.array(offeredServiceSchema);

/** The services and add-ons an order asks for, by id. */
export interface AskedIds {
  serviceIds: string[];
  addonIds: string[];
}

/**
 * As JSON text, in a statement: the shop's active services among `serviceIds`, each with the
 * active add-ons among `addonIds` that the shop offers with it.
 */
export function offeredItems(shopId: SQLWrapper, serviceIds: SQLWrapper, addonIds: SQLWrapper) {
  const s = services;
  const a = addons;
  const sa = serviceAddons;
  const addon = jsonObjectOf(offeredAddonSchema, {
    id: a.id,
    name: a.name,
    priceCents: a.priceCents,
    durationMinutes: a.durationMinutes,
  });
  const service = jsonObjectOf(offeredServiceSchema, {
    id: s.id,
    name: s.name,
    priceCents: s.priceCents,
    durationMinutes: s.durationMinutes,
    addons: sql`(select coalesce(json_agg(${addon}), '[]')
        from ${a} join ${sa} on ${sa.addonId} = ${a.id}
        where ${sa.serviceId} = ${s.id} and ${a.shopId} = ${shopId} and ${a.isActive}
          and ${a.id} = any(${addonIds}::uuid[]))`,
  });
  return sql<string>`(select coalesce(json_agg(${service}), '[]')::text
    from ${s}
    where ${s.shopId} = ${shopId} and ${s.isActive} and ${s.id} = any(${serviceIds}::uuid[]))`;
}

const readOffered = preparedStatement<{ offered: string }, AskedIds & { shopId: string }>(
  'offered_items',
  sql`select ${offeredItems(sql.placeholder('shopId'), sql.placeholder('serviceIds'), sql.placeholder('addonIds'))} as "offered"`,
);

/** The ids an order asks for, to read what the shop offers of them. */
export function askedIds(requested: readonly RequestedItem[]): AskedIds {
  return {
    serviceIds: [...new Set(requested.map((r) => r.id))],
    addonIds: [...new Set(requested.flatMap((r) => r.addons.map((a) => a.id)))],
  };
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
  const [row] = await readOffered(db, { shopId, ...askedIds(requested) });
  return priceFrom(row?.offered ?? '[]', requested);
}

/** Prices an order from what `offeredItems` read for it. */
export function priceFrom(offeredText: string, requested: readonly RequestedItem[]): PricedOrder {
  if (new Set(requested.map((r) => r.id)).size !== requested.length) {
    throw new HttpError(400, 'A service is listed twice; change its quantity instead');
  }
  const offered = parseJson(offeredServicesSchema, offeredText);
  const items: OrderedService[] = requested.map((r) => {
    const service = offered.find((s) => s.id === r.id);
    if (!service) throw new HttpError(400, `Service ${r.id} is not offered by this shop`);
    const seen = new Set<string>();
    return {
      id: service.id,
      name: service.name,
      priceCents: service.priceCents,
      durationMinutes: service.durationMinutes,
      quantity: r.quantity,
      addons: r.addons.map((a) => {
        const addon = service.addons.find((x) => x.id === a.id);
        if (!addon) throw new HttpError(400, `Add-on ${a.id} is not offered with ${service.name}`);
        if (seen.has(a.id)) throw new HttpError(400, `Add-on ${addon.name} is listed twice`);
        seen.add(a.id);
        return {
          id: addon.id,
          name: addon.name,
          priceCents: addon.priceCents,
          durationMinutes: addon.durationMinutes,
          quantity: a.quantity,
        };
      }),
    };
  });

  return { items, ...orderTotals(items) };
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

/**
 * What a shop offers customers: its categories, active services, add-ons per service, and the
 * terms members keep for its services.
 */
export interface Catalogue {
  categories: (typeof serviceCategories.$inferSelect)[];
  services: (typeof services.$inferSelect)[];
  addons: (typeof addons.$inferSelect & { serviceId: string })[];
  barberTerms: BarberTermRow[];
}

/** A shop's public catalogue; inactive services and add-ons stay off the shop's page. */
export async function publicCatalogue(db: Db, shopId: string): Promise<Catalogue> {
  const [categories, serviceRows, addonRows, barberTerms] = await queryAll(db, [
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
    () => barberTermsOf(db, shopId),
  ]);
  return {
    categories,
    services: serviceRows,
    addons: addonRows.map((r) => ({ ...r.addon, serviceId: r.serviceId })),
    barberTerms,
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

/**
 * In a statement about the shop `shopId`: the length of its shortest active service, minutes,
 * null with none on offer. The last walk-in must fit before closing.
 */
export function shortestServiceMinutes(shopId: SQLWrapper): SQL<number | null> {
  const s = services;
  return sql`(select min(${s.durationMinutes}) from ${s} where ${s.shopId} = ${shopId} and ${s.isActive})`;
}

/** Whether the shop offers any service: customers must find something to choose. */
export async function offersAService(db: Db, shopId: string): Promise<boolean> {
  const [offered] = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.shopId, shopId), eq(services.isActive, true)))
    .limit(1);
  return offered !== undefined;
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
