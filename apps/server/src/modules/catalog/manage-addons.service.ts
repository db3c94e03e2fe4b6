import { type addonBody, centsToPrice, priceToCents } from '@jono/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { addons, serviceAddons, services } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import {
  type CatalogueEditor,
  ensureId,
  type ItemOrdered,
  recordItemEdit,
  recordMenuChange,
  recordPriceChange,
} from './catalog-editing';

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

/** The names of the services an add-on goes with, sorted, as the record lists them. */
async function linkedServiceNames(db: Db, addonId: string) {
  const rows = await db
    .select({ name: services.name })
    .from(serviceAddons)
    .innerJoin(services, eq(services.id, serviceAddons.serviceId))
    .where(eq(serviceAddons.addonId, addonId))
    .orderBy(asc(services.name));
  return rows.map((r) => r.name);
}

export async function createAddon(db: Db, editor: CatalogueEditor, input: AddonInput) {
  const { shopId } = editor;
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
      .returning({ id: addons.id, name: addons.name });
    if (!row) throw new Error('creating an add-on returned nothing');
    await linkAddon(tx, shopId, row.id, input.serviceIds);
    await recordMenuChange(tx, editor, 'item_added', { kind: 'addon', ...row });
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
      .select({
        id: addons.id,
        name: addons.name,
        priceCents: addons.priceCents,
        durationMinutes: addons.durationMinutes,
        isActive: addons.isActive,
      })
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
    const servicesBefore = input.serviceIds ? await linkedServiceNames(tx, id) : undefined;
    if (input.serviceIds) await linkAddon(tx, shopId, id, input.serviceIds);
    const servicesAfter = input.serviceIds ? await linkedServiceNames(tx, id) : undefined;
    await recordItemEdit(
      tx,
      editor,
      { kind: 'addon', id },
      { ...row, serviceNames: servicesBefore },
      { ...row, ...changes, serviceNames: servicesAfter },
    );
  });
}

export async function removeAddon(
  db: Db,
  editor: CatalogueEditor,
  id: string,
  isOrdered: ItemOrdered,
) {
  const { shopId } = editor;
  ensureId(id, 'Add-on');
  const [found] = await db
    .select({ id: addons.id })
    .from(addons)
    .where(and(eq(addons.id, id), eq(addons.shopId, shopId)));
  if (!found) throw notFound('Add-on not found');
  // Orders are asked first: they are read outside the transaction.
  const isNamed = await isOrdered(shopId, [{ addons: [{ id }] }]);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: addons.id, name: addons.name })
      .from(addons)
      .where(and(eq(addons.id, id), eq(addons.shopId, shopId)))
      .for('update');
    if (!row) throw notFound('Add-on not found');
    await recordMenuChange(tx, editor, 'item_removed', { kind: 'addon', ...row });
    if (isNamed) {
      await tx.update(addons).set({ isActive: false }).where(eq(addons.id, id));
      return 'deactivated' as const;
    }
    await tx.delete(addons).where(eq(addons.id, id));
    return 'deleted' as const;
  });
}
