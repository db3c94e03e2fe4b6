import { centsToPrice, errorCodes, priceToCents, type serviceBody } from '@jono/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { serviceCategories, services } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { lockShop } from '../shops/shops.service';
import {
  type CatalogueEditor,
  ensureId,
  type ItemOrdered,
  nextPosition,
  recordItemEdit,
  recordMenuChange,
  recordPriceChange,
} from './catalog-editing';

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

export async function createService(db: Db, editor: CatalogueEditor, input: ServiceInput) {
  const { shopId } = editor;
  await assertOwnCategory(db, shopId, input.categoryId);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(services)
      .values({
        shopId,
        categoryId: input.categoryId,
        name: input.name,
        description: input.description,
        priceCents: priceToCents(input.price),
        durationMinutes: input.duration,
        isActive: input.isActive,
        position: await nextPosition(tx, services, shopId),
      })
      .returning({ id: services.id, name: services.name });
    if (!row) throw new Error('creating a service returned nothing');
    await recordMenuChange(tx, editor, 'item_added', { kind: 'service', ...row });
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
      .select({
        name: services.name,
        description: services.description,
        priceCents: services.priceCents,
        durationMinutes: services.durationMinutes,
        isActive: services.isActive,
      })
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
      .returning({
        id: services.id,
        name: services.name,
        description: services.description,
        priceCents: services.priceCents,
        durationMinutes: services.durationMinutes,
        isActive: services.isActive,
      });
    if (!row) throw new Error(`service ${id} vanished while locked`);
    await recordPriceChange(
      tx,
      editor,
      { kind: 'service', ...row },
      before.priceCents,
      row.priceCents,
    );
    await recordItemEdit(tx, editor, { kind: 'service', id }, before, row);
  });
}

/** One of the shop's services, locked for a change when asked inside a transaction. */
async function ownService(db: Db, shopId: string, id: string, { lock }: { lock: boolean }) {
  const query = db
    .select({ id: services.id, name: services.name, isActive: services.isActive })
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
export async function removeService(
  db: Db,
  editor: CatalogueEditor,
  id: string,
  isOrdered: ItemOrdered,
) {
  const { shopId } = editor;
  ensureId(id, 'Service');
  await ownService(db, shopId, id, { lock: false });
  const isNamed = await isOrdered(shopId, [{ id }]);
  return db.transaction(async (tx) => {
    const shop = await lockShop(tx, shopId);
    const row = await ownService(tx, shopId, id, { lock: true });
    if (row.isActive) await assertAnotherActiveService(tx, shop, id);
    await recordMenuChange(tx, editor, 'item_removed', { kind: 'service', ...row });
    if (isNamed) {
      await tx.update(services).set({ isActive: false }).where(eq(services.id, id));
      return 'deactivated' as const;
    }
    await tx.delete(services).where(eq(services.id, id));
    return 'deleted' as const;
  });
}
