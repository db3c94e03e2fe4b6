import { errorCodes, type OrderLength } from '@jono/contract';
import { and, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { barberServices, type OrderedService, services } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { orderTotals } from '../../lib/order-totals';
import { jsonObjectOf } from '../../lib/sql-json';

/**
 * A serving member's own terms for a service, beside the catalogue's length: whether they do
 * it, and their price and length (null: the catalogue's).
 */
export const barberTermRowSchema = z.object({
  userId: z.string(),
  serviceId: z.string(),
  offered: z.boolean(),
  priceCents: z.number().nullable(),
  durationMinutes: z.number().nullable(),
  catalogueMinutes: z.number(),
});
export type BarberTermRow = z.infer<typeof barberTermRowSchema>;

const termColumns = {
  userId: barberServices.userId,
  serviceId: barberServices.serviceId,
  offered: barberServices.offered,
  priceCents: barberServices.priceCents,
  durationMinutes: barberServices.durationMinutes,
  catalogueMinutes: services.durationMinutes,
};

/**
 * As a JSON list, in a statement: the terms members keep for the shop `shopId`'s services
 * among `serviceIds`.
 */
export function barberTermsAmong(shopId: SQLWrapper, serviceIds: SQLWrapper) {
  const bs = barberServices;
  const s = services;
  return sql`(select coalesce(json_agg(${jsonObjectOf(barberTermRowSchema, termColumns)}), '[]')
    from ${bs} join ${s} on ${s.id} = ${bs.serviceId}
    where ${s.shopId} = ${shopId} and ${bs.serviceId} = any(${serviceIds}::uuid[]))`;
}

/** The terms members keep for the shop's services (`serviceIds` only, when given). */
export function barberTermsOf(
  db: Db,
  shopId: string,
  serviceIds?: readonly string[],
): Promise<BarberTermRow[]> {
  const inShop = eq(services.shopId, shopId);
  return db
    .select(termColumns)
    .from(barberServices)
    .innerJoin(services, eq(services.id, barberServices.serviceId))
    .where(serviceIds ? and(inShop, inArray(barberServices.serviceId, [...serviceIds])) : inShop);
}

const notOffered = (service: string) =>
  new HttpError(
    409,
    `The barber chosen does not do ${service}: choose another barber or "any barber"`,
    errorCodes.serviceNotOfferedByBarber,
  );

/**
 * An order priced at the catalogue's, as `barberId` does it: their price and length where
 * they keep their own. Refused by name when they do not do one of its services.
 */
export function pricedWith<T extends { items: OrderedService[] }>(
  priced: T,
  terms: readonly BarberTermRow[],
  barberId: string,
): T & ReturnType<typeof orderTotals> {
  const items = priced.items.map((item) => {
    const term = terms.find((t) => t.userId === barberId && t.serviceId === item.id);
    if (!term) return item;
    if (!term.offered) throw notOffered(item.name);
    return {
      ...item,
      priceCents: term.priceCents ?? item.priceCents,
      durationMinutes: term.durationMinutes ?? item.durationMinutes,
    };
  });
  return { ...priced, items, ...orderTotals(items) };
}

/**
 * How long an order of `minutes` (at the catalogue's lengths) takes with each member who keeps
 * terms of their own for its services (`serviceIds`, a service once per unit): null for one
 * who does not do one of them. Members not in the answer take `minutes`.
 */
export function lengthsWith(
  minutes: number,
  serviceIds: readonly string[],
  terms: readonly BarberTermRow[],
): Map<string, number | null> {
  const lengths = new Map<string, number | null>();
  for (const term of terms) {
    const units = serviceIds.filter((id) => id === term.serviceId).length;
    if (units === 0) continue;
    const sofar = lengths.has(term.userId) ? lengths.get(term.userId) : minutes;
    if (sofar === null || sofar === undefined || !term.offered) {
      lengths.set(term.userId, null);
      continue;
    }
    const own = term.durationMinutes ?? term.catalogueMinutes;
    lengths.set(term.userId, sofar + units * (own - term.catalogueMinutes));
  }
  return lengths;
}

/** A priced order's length with each barber: their own where they keep one for its services. */
export function orderLengthOf(
  priced: { items: readonly OrderedService[]; totalDurationMinutes: number },
  terms: readonly BarberTermRow[],
): OrderLength {
  const units = priced.items.flatMap((item) => Array<string>(item.quantity).fill(item.id));
  const minutes = priced.totalDurationMinutes;
  return { minutes, byBarber: lengthsWith(minutes, units, terms) };
}
