import { errorCodes } from '@jono/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serviceCategories, services } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/audit.service';
import { type CatalogueEditor, ensureId, nextPosition } from './catalog-editing';

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

/** A category added, renamed or deleted, on the shop's record under its (new) name. */
function recordCategoryChange(
  tx: Db,
  editor: CatalogueEditor,
  action: 'category_added' | 'category_renamed' | 'category_removed',
  category: { id: string; name: string; nameBefore?: string },
) {
  return recordAudit(tx, {
    shopId: editor.shopId,
    actorId: editor.userId,
    at: editor.at,
    action,
    subject: { kind: 'category', id: category.id, label: category.name },
    ...(category.nameBefore === undefined
      ? {}
      : {
          details: {
            changes: [{ setting: 'itemName', before: category.nameBefore, after: category.name }],
          },
        }),
  });
}

export async function createCategory(db: Db, editor: CatalogueEditor, name: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(serviceCategories)
      .values({
        shopId: editor.shopId,
        name,
        position: await nextPosition(tx, serviceCategories, editor.shopId),
      })
      .returning({ id: serviceCategories.id });
    if (!row) throw new Error('category insert returned nothing');
    await recordCategoryChange(tx, editor, 'category_added', { id: row.id, name });
  });
}

export async function renameCategory(db: Db, editor: CatalogueEditor, id: string, name: string) {
  ensureId(id, 'Category');
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: serviceCategories.name })
      .from(serviceCategories)
      .where(and(eq(serviceCategories.id, id), eq(serviceCategories.shopId, editor.shopId)))
      .for('update');
    if (!before) throw notFound('Category not found');
    if (before.name === name) return;
    await tx.update(serviceCategories).set({ name }).where(eq(serviceCategories.id, id));
    await recordCategoryChange(tx, editor, 'category_renamed', {
      id,
      name,
      nameBefore: before.name,
    });
  });
}

/** A category in use cannot go: the owner is told how many services still sit in it. */
export async function deleteCategory(db: Db, editor: CatalogueEditor, id: string) {
  ensureId(id, 'Category');
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: serviceCategories.id, name: serviceCategories.name })
      .from(serviceCategories)
      .where(and(eq(serviceCategories.id, id), eq(serviceCategories.shopId, editor.shopId)))
      .for('update');
    if (!row) throw notFound('Category not found');
    const [inUse] = await tx
      .select({ n: count() })
      .from(services)
      .where(eq(services.categoryId, id));
    if ((inUse?.n ?? 0) > 0) {
      throw new HttpError(
        409,
        `This category still has ${inUse?.n} service(s). Move them to another category or delete them first.`,
        errorCodes.categoryNotEmpty,
      );
    }
    await tx.delete(serviceCategories).where(eq(serviceCategories.id, id));
    await recordCategoryChange(tx, editor, 'category_removed', row);
  });
}
