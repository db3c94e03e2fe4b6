import { errorCodes } from '@jono/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serviceCategories, services } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { ensureId, nextPosition } from './catalog-editing';

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
