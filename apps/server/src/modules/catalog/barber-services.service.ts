import {
  type BarberServices,
  type BarberServicesChange,
  type BarberTerm,
  centsToPrice,
  errorCodes,
  priceToCents,
  rolesWithLiveStatus,
} from '@jono/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { barberServices, serviceCategories, services } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import type { StaffIdentity } from '../../plugins/app/auth';
import { shopMember } from '../auth/staff-accounts.service';
import { canEditWeek, editableMember } from '../schedules/week-editors.service';
import { findShop } from '../shops/shops.service';
import { barberTermsOf } from './barber-terms.service';

/** What the wait model has learned of one member's visits, by service id. */
export type MeasuredDurations = (
  shopId: string,
  userId: string,
) => Promise<Map<string, { median: number; visits: number }>>;

/** An active serving member of the caller's shop, or 404 / 409. */
async function servingMember(db: Db, staff: StaffIdentity, userId: string) {
  const member = await shopMember(db, staff.shopId, userId);
  if (!member?.isActive) throw notFound('No such member of the team');
  if (!rolesWithLiveStatus.includes(member.role)) {
    throw new HttpError(409, 'Only owners and barbers serve customers', errorCodes.notServing);
  }
  return member;
}

/**
 * The shop's active services, each with the member's terms for it beside the catalogue's, and
 * what their visits of it have taken.
 */
export async function barberServicesOf(
  db: Db,
  staff: StaffIdentity,
  userId: string,
  measuredDurations: MeasuredDurations,
): Promise<BarberServices> {
  const member = await servingMember(db, staff, userId);
  const [rows, terms, measured, shop] = await Promise.all([
    db
      .select({
        id: services.id,
        name: services.name,
        category: serviceCategories.name,
        priceCents: services.priceCents,
        durationMinutes: services.durationMinutes,
      })
      .from(services)
      .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
      .where(and(eq(services.shopId, staff.shopId), eq(services.isActive, true)))
      .orderBy(asc(serviceCategories.position), asc(services.position), asc(services.name)),
    barberTermsOf(db, staff.shopId),
    measuredDurations(staff.shopId, member.id),
    findShop(db, staff.shopId),
  ]);
  return {
    userId: member.id,
    name: member.name,
    canEdit: canEditWeek(staff, member.id),
    currency: shop?.currency ?? 'EUR',
    services: rows.map((service) => {
      const term = terms.find((t) => t.userId === member.id && t.serviceId === service.id);
      return {
        serviceId: service.id,
        name: service.name,
        category: service.category,
        catalogue: {
          price: centsToPrice(service.priceCents),
          duration: service.durationMinutes,
        },
        offered: term?.offered ?? true,
        price: term?.priceCents == null ? null : centsToPrice(term.priceCents),
        duration: term?.durationMinutes ?? null,
        measured: measured.get(service.id) ?? null,
      };
    }),
  };
}

/**
 * Gives the member the terms listed; services not listed keep theirs. Terms equal to the
 * catalogue's (done, no price or length of their own) leave no row, so a later catalogue
 * change reaches them.
 */
export async function changeBarberServices(
  db: Db,
  staff: StaffIdentity,
  userId: string,
  change: BarberServicesChange,
): Promise<void> {
  const member = await editableMember(db, staff, userId);
  const ids = change.services.map((t) => t.serviceId);
  const known = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.shopId, member.shopId), inArray(services.id, ids)));
  const unknown = ids.find((id) => !known.some((k) => k.id === id));
  if (unknown) throw new HttpError(400, `Service ${unknown} is not on this shop's list`);

  const isOwn = (t: BarberTerm) => !t.offered || t.price !== null || t.duration !== null;
  const own = change.services.filter(isOwn);
  const asCatalogue = change.services.filter((t) => !isOwn(t)).map((t) => t.serviceId);
  // An upsert, so two changes at once both land (the later wins) instead of one failing.
  await db.transaction(async (tx) => {
    if (asCatalogue.length > 0) {
      await tx
        .delete(barberServices)
        .where(
          and(
            eq(barberServices.userId, member.userId),
            inArray(barberServices.serviceId, asCatalogue),
          ),
        );
    }
    if (own.length === 0) return;
    await tx
      .insert(barberServices)
      .values(
        own.map((t) => ({
          userId: member.userId,
          serviceId: t.serviceId,
          offered: t.offered,
          priceCents: t.price === null ? null : priceToCents(t.price),
          durationMinutes: t.duration,
        })),
      )
      .onConflictDoUpdate({
        target: [barberServices.userId, barberServices.serviceId],
        set: {
          offered: sql`excluded.offered`,
          priceCents: sql`excluded.price_cents`,
          durationMinutes: sql`excluded.duration_minutes`,
        },
      });
  });
}
