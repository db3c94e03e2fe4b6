import {
  type addonBody,
  centsToPrice,
  errorCodes,
  priceToCents,
  type serviceBody,
} from '@jono/contract';
import { and, asc, count, eq, inArray, max, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { addons, serviceAddons, serviceCategories, services } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/audit.service';
import { lockShop } from '../shops/shops.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ensureId = (id: string, what: string) => {
  if (!UUID.test(id)) throw notFound(`${what} not found`);
};

// ---- categories -------------------------------------------------------------------

export async function listCategories(db: Db, shopId: string) {
  const rows = await db
    .select({
      id: serviceCategories.id,
      name: serviceCategories.name,
      position: serviceCategories.position,
      serviceCount: count(services.id),
    })
    .from(serviceCategories)
    .leftJoin(services, eq(services.categoryId, serviceCategories.id))
    .where(eq(serviceCategories.shopId, shopId))
    .groupBy(serviceCategories.id)
    .orderBy(asc(serviceCategories.position), asc(serviceCategories.name));
  return rows;
}

async function nextPosition(
  db: Db,
  table: typeof serviceCategories | typeof services,
  shopId: string,
) {
  const [row] = await db
    .select({ top: max(table.position) })
    .from(table)
    .where(eq(table.shopId, shopId));
  return (row?.top ?? -1) + 1;
}

export async function createCategory(db: Db, shopId: string, name: string) {
  await db
    .insert(serviceCategories)
    .values({ shopId, name, position: await nextPosition(db, serviceCategories, shopId) });
}

export async function renameCategory(db: Db, shopId: string, id: string, name: string) {
  ensureId(id, 'Category');
  const [row] = await db
    .update(serviceCategories)
    .set({ name })
    .where(and(eq(serviceCategories.id, id), eq(serviceCategories.shopId, shopId)))
    .returning({ id: serviceCategories.id });
  if (!row) throw notFound('Category not found');
}

/** A category in use cannot go: the owner is told how many services still sit in it. */
export async function deleteCategory(db: Db, shopId: string, id: string) {
  ensureId(id, 'Category');
  const [row] = await db
    .select({ id: serviceCategories.id })
    .from(serviceCategories)
    .where(and(eq(serviceCategories.id, id), eq(serviceCategories.shopId, shopId)));
  if (!row) throw notFound('Category not found');
  const [inUse] = await db.select({ n: count() }).from(services).where(eq(services.categoryId, id));
  if ((inUse?.n ?? 0) > 0) {
    throw new HttpError(
      409,
      `This category still has ${inUse?.n} service(s). Move them to another category or delete them first.`,
      errorCodes.categoryNotEmpty,
    );
  }
  await db.delete(serviceCategories).where(eq(serviceCategories.id, id));
}

/**
 * Sets the order of a shop's categories or services. The list must name each of them
 * exactly once, so a stale screen cannot drop or duplicate one.
 */
export async function reorder(
  db: Db,
  what: 'categories' | 'services',
  shopId: string,
  ids: string[],
) {
  const table = what === 'categories' ? serviceCategories : services;
  await db.transaction(async (tx) => {
    const existing = await tx.select({ id: table.id }).from(table).where(eq(table.shopId, shopId));
    const known = new Set(existing.map((r) => r.id));
    if (!ids.every((id) => known.has(id))) {
      throw notFound(what === 'categories' ? 'Category not found' : 'Service not found');
    }
    if (ids.length !== known.size || new Set(ids).size !== ids.length) {
      throw new HttpError(400, 'The new order must list every item exactly once');
    }
    for (const [position, id] of ids.entries()) {
      await tx.update(table).set({ position }).where(eq(table.id, id));
    }
  });
}

// ---- services ---------------------------------------------------------------------

const presentService = (s: typeof services.$inferSelect) => ({
  id: s.id,
  categoryId: s.categoryId,
  name: s.name,
  description: s.description,
  price: centsToPrice(s.priceCents),
  duration: s.durationMinutes,
  isActive: s.isActive,
  position: s.position,
});

export async function listServices(db: Db, shopId: string) {
  const rows = await db
    .select()
    .from(services)
    .where(eq(services.shopId, shopId))
    .orderBy(asc(services.position), asc(services.name));
  return rows.map(presentService);
}

async function assertOwnCategory(db: Db, shopId: string, categoryId: string) {
  const [row] = await db
    .select({ id: serviceCategories.id })
    .from(serviceCategories)
    .where(and(eq(serviceCategories.id, categoryId), eq(serviceCategories.shopId, shopId)));
  if (!row) throw notFound('Category not found');
}

/** A service as the manage page's body gives it, defaults filled in. */
export type ServiceInput = z.output<typeof serviceBody>;

export async function createService(db: Db, shopId: string, input: ServiceInput) {
  await assertOwnCategory(db, shopId, input.categoryId);
  await db.insert(services).values({
    shopId,
    categoryId: input.categoryId,
    name: input.name,
    description: input.description,
    priceCents: priceToCents(input.price),
    durationMinutes: input.duration,
    isActive: input.isActive,
    position: await nextPosition(db, services, shopId),
  });
}

/** Who changes the catalogue, and when: a price change goes on the shop's record. */
export interface CatalogueEditor {
  shopId: string;
  userId: string;
  at: Date;
}

/** A changed price of a service or add-on, on the record under the item's name. */
async function recordPriceChange(
  tx: Db,
  editor: CatalogueEditor,
  item: { kind: 'service' | 'addon'; id: string; name: string },
  beforeCents: number,
  afterCents: number,
) {
  if (beforeCents === afterCents) return;
  await recordAudit(tx, {
    shopId: editor.shopId,
    actorId: editor.userId,
    at: editor.at,
    action: 'price_changed',
    subject: { kind: item.kind, id: item.id, label: item.name },
    details: { priceBefore: centsToPrice(beforeCents), priceAfter: centsToPrice(afterCents) },
  });
}

/**
 * Inside a transaction holding the shop's lock: a published shop keeps an active service
 * besides `serviceId`, so a listed shop always offers customers something to choose. The
 * lock makes two changes taking away the last two services at once go one after the other.
 */
async function assertAnotherActiveService(
  tx: Db,
  shop: { id: string; publishedAt: Date | null },
  serviceId: string,
) {
  if (shop.publishedAt === null) return;
  const [other] = await tx
    .select({ id: services.id })
    .from(services)
    .where(
      and(eq(services.shopId, shop.id), eq(services.isActive, true), ne(services.id, serviceId)),
    )
    .limit(1);
  if (other) return;
  throw new HttpError(
    409,
    'A published shop keeps at least one active service: add or activate another one first, or unpublish the shop',
    errorCodes.lastActiveService,
  );
}

export async function updateService(
  db: Db,
  editor: CatalogueEditor,
  id: string,
  input: Partial<ServiceInput>,
) {
  const { shopId } = editor;
  ensureId(id, 'Service');
  if (input.categoryId) await assertOwnCategory(db, shopId, input.categoryId);
  await db.transaction(async (tx) => {
    // The shop before the service, in the order every change of the shop's services locks.
    const shop = input.isActive === false ? await lockShop(tx, shopId) : null;
    const [before] = await tx
      .select({ priceCents: services.priceCents, isActive: services.isActive })
      .from(services)
      .where(and(eq(services.id, id), eq(services.shopId, shopId)))
      .for('update');
    if (!before) throw notFound('Service not found');
    if (shop && before.isActive) await assertAnotherActiveService(tx, shop, id);
    const [row] = await tx
      .update(services)
      .set({
        ...(input.categoryId === undefined ? {} : { categoryId: input.categoryId }),
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.description === undefined ? {} : { description: input.description }),
        ...(input.price === undefined ? {} : { priceCents: priceToCents(input.price) }),
        ...(input.duration === undefined ? {} : { durationMinutes: input.duration }),
        ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
      })
      .where(eq(services.id, id))
      .returning({ id: services.id, name: services.name, priceCents: services.priceCents });
    if (!row) throw new Error(`service ${id} vanished while locked`);
    await recordPriceChange(
      tx,
      editor,
      { kind: 'service', ...row },
      before.priceCents,
      row.priceCents,
    );
  });
}

/**
 * Whether any order of the shop names an item, asked of the modules that keep orders (they
 * sit above the catalogue). Orders keep a snapshot, but history reads better when what they
 * name still exists, so a named item is deactivated instead of deleted.
 */
export type ItemOrdered = (shopId: string, snapshotMatch: unknown) => Promise<boolean>;

/** One of the shop's services, locked for a change when asked inside a transaction. */
async function ownService(db: Db, shopId: string, id: string, { lock }: { lock: boolean }) {
  const query = db
    .select({ id: services.id, isActive: services.isActive })
    .from(services)
    .where(and(eq(services.id, id), eq(services.shopId, shopId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Service not found');
  return row;
}

/**
 * Deletes a service, or deactivates it when orders refer to it; a published shop's last
 * active service stays. Orders are asked first: they are read outside the transaction.
 */
export async function removeService(db: Db, shopId: string, id: string, isOrdered: ItemOrdered) {
  ensureId(id, 'Service');
  await ownService(db, shopId, id, { lock: false });
  const isNamed = await isOrdered(shopId, [{ id }]);
  return db.transaction(async (tx) => {
    const shop = await lockShop(tx, shopId);
    const row = await ownService(tx, shopId, id, { lock: true });
    if (row.isActive) await assertAnotherActiveService(tx, shop, id);
    if (isNamed) {
      await tx.update(services).set({ isActive: false }).where(eq(services.id, id));
      return 'deactivated' as const;
    }
    await tx.delete(services).where(eq(services.id, id));
    return 'deleted' as const;
  });
}

// ---- add-ons ----------------------------------------------------------------------

export async function listAddons(db: Db, shopId: string) {
  const [rows, links] = await Promise.all([
    db.select().from(addons).where(eq(addons.shopId, shopId)).orderBy(asc(addons.name)),
    db
      .select({ addonId: serviceAddons.addonId, serviceId: serviceAddons.serviceId })
      .from(serviceAddons)
      .innerJoin(addons, eq(addons.id, serviceAddons.addonId))
      .where(eq(addons.shopId, shopId)),
  ]);
  return rows.map((a) => ({
    id: a.id,
    name: a.name,
    price: centsToPrice(a.priceCents),
    duration: a.durationMinutes,
    isActive: a.isActive,
    serviceIds: links.filter((l) => l.addonId === a.id).map((l) => l.serviceId),
  }));
}

/** An add-on as the manage page's body gives it, defaults filled in. */
export type AddonInput = z.output<typeof addonBody>;

async function linkAddon(db: Db, shopId: string, addonId: string, serviceIds: string[]) {
  const unique = [...new Set(serviceIds)];
  if (unique.length > 0) {
    const own = await db
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.shopId, shopId), inArray(services.id, unique)));
    if (own.length !== unique.length) throw notFound('Service not found');
  }
  await db.delete(serviceAddons).where(eq(serviceAddons.addonId, addonId));
  if (unique.length > 0) {
    await db.insert(serviceAddons).values(unique.map((serviceId) => ({ serviceId, addonId })));
  }
}

export async function createAddon(db: Db, shopId: string, input: AddonInput) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(addons)
      .values({
        shopId,
        name: input.name,
        priceCents: priceToCents(input.price),
        durationMinutes: input.duration,
        isActive: input.isActive,
      })
      .returning({ id: addons.id });
    if (!row) throw new Error('creating an add-on returned nothing');
    await linkAddon(tx, shopId, row.id, input.serviceIds);
  });
}

/** Changes what the patch names; a patch of only the linked services leaves the row alone. */
export async function updateAddon(
  db: Db,
  editor: CatalogueEditor,
  id: string,
  input: Partial<AddonInput>,
) {
  const { shopId } = editor;
  ensureId(id, 'Add-on');
  const changes = {
    ...(input.name === undefined ? {} : { name: input.name }),
    ...(input.price === undefined ? {} : { priceCents: priceToCents(input.price) }),
    ...(input.duration === undefined ? {} : { durationMinutes: input.duration }),
    ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
  };
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: addons.id, name: addons.name, priceCents: addons.priceCents })
      .from(addons)
      .where(and(eq(addons.id, id), eq(addons.shopId, shopId)))
      .for('update');
    if (!row) throw notFound('Add-on not found');
    if (Object.keys(changes).length > 0) {
      await tx.update(addons).set(changes).where(eq(addons.id, id));
    }
    if (changes.priceCents !== undefined) {
      const item = { kind: 'addon' as const, id, name: changes.name ?? row.name };
      await recordPriceChange(tx, editor, item, row.priceCents, changes.priceCents);
    }
    if (input.serviceIds) await linkAddon(tx, shopId, id, input.serviceIds);
  });
}

export async function removeAddon(db: Db, shopId: string, id: string, isOrdered: ItemOrdered) {
  ensureId(id, 'Add-on');
  const [row] = await db
    .select({ id: addons.id })
    .from(addons)
    .where(and(eq(addons.id, id), eq(addons.shopId, shopId)));
  if (!row) throw notFound('Add-on not found');
  if (await isOrdered(shopId, [{ addons: [{ id }] }])) {
    await db.update(addons).set({ isActive: false }).where(eq(addons.id, id));
    return 'deactivated' as const;
  }
  await db.delete(addons).where(eq(addons.id, id));
  return 'deleted' as const;
}
