import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serviceCategories, services } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';

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
