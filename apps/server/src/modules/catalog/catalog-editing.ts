// What every change of the owner's catalogue shares: ids checked before a query, new items
// placed last, and price changes put on the shop's record.
import { centsToPrice } from '@jono/contract';
import { eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { serviceCategories, services } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/audit.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A malformed id is not found, rather than refused by PostgreSQL's uuid type as an error. */
export const ensureId = (id: string, what: string) => {
  if (!UUID.test(id)) throw notFound(`${what} not found`);
};

/** The position after the shop's last category or service. */
export async function nextPosition(
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

/** Who changes the catalogue, and when: the change goes on the shop's record. */
export interface CatalogueEditor {
  shopId: string;
  userId: string;
  at: Date;
}

/** A changed price of a service or add-on, on the record under the item's name. */
export async function recordPriceChange(
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
 * A service or add-on added to or taken off the menu, on the record under its name (taken off
 * covers both deleting it and, when orders name it, deactivating it).
 */
export function recordMenuChange(
  tx: Db,
  editor: CatalogueEditor,
  action: 'item_added' | 'item_removed',
  item: { kind: 'service' | 'addon'; id: string; name: string },
) {
  return recordAudit(tx, {
    shopId: editor.shopId,
    actorId: editor.userId,
    at: editor.at,
    action,
    subject: { kind: item.kind, id: item.id, label: item.name },
  });
}

/**
 * What the record tells of a service or add-on besides its price: a service's description and
 * the services an add-on goes with (by name, sorted) only where the kind has them.
 */
interface ItemFacts {
  name: string;
  durationMinutes: number;
  isActive: boolean;
  description?: string;
  serviceNames?: string[];
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A renamed, re-timed, hidden or shown service or add-on, a service's new description or an
 * add-on's new set of services, on the record before -> after.
 */
export async function recordItemEdit(
  tx: Db,
  editor: CatalogueEditor,
  item: { kind: 'service' | 'addon'; id: string },
  before: ItemFacts,
  after: ItemFacts,
) {
  const pairs = [
    ['itemName', before.name, after.name],
    ['itemDuration', before.durationMinutes, after.durationMinutes],
    ['itemActive', before.isActive, after.isActive],
    ['itemDescription', before.description, after.description],
    ['itemServices', before.serviceNames, after.serviceNames],
  ] as const;
  // A fact missing on either side was not asked for: nothing to compare.
  const changes = pairs.flatMap(([setting, was, is]) =>
    was === undefined || is === undefined || sameValue(was, is)
      ? []
      : [{ setting, before: was, after: is }],
  );
  if (changes.length === 0) return;
  await recordAudit(tx, {
    shopId: editor.shopId,
    actorId: editor.userId,
    at: editor.at,
    action: 'item_changed',
    subject: { kind: item.kind, id: item.id, label: after.name },
    details: { changes },
  });
}

/**
 * Whether any order of the shop names an item, asked of the modules that keep orders (they
 * sit above the catalogue). Orders keep a snapshot, but history reads better when what they
 * name still exists, so a named item is deactivated instead of deleted.
 */
export type ItemOrdered = (shopId: string, snapshotMatch: unknown) => Promise<boolean>;
