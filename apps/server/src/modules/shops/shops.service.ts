import { errorCodes, type QueueState } from '@jono/contract';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shops } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { isUuid } from './shop-ids';
import type { ShopRow } from './shop-rows';

export {
  assertPhoneNotBlocked,
  type BlockedPhoneRow,
  blockedAmong,
  listBlockedPhones,
  phoneBlocked,
  phoneIsBlocked,
  recordBlockedPhone,
  unblockPhone,
} from './blocked-phones';
export { isUuid } from './shop-ids';
export {
  findShop,
  findShops,
  lockActiveShops,
  type ShopRow,
  shopWithFacts,
} from './shop-rows';

/**
 * Inside a transaction: locks the shop's row, so the shop's joins, bookings and blocks are
 * decided one after the other and a check made here cannot be overtaken. The lock is the
 * strength an UPDATE of non-key columns takes: it excludes every other such lock but not the
 * key-share lock a foreign key check takes, so rows that only point at the shop (a staff
 * message, a review) are written without waiting for the shop's admissions.
 */
export async function lockShop(tx: Db, shopId: string) {
  if (!isUuid(shopId)) throw notFound('Shop not found');
  const [shop] = await tx.select().from(shops).where(eq(shops.id, shopId)).for('no key update');
  if (!shop) throw notFound('Shop not found');
  return shop;
}

/** A shop customers may see: its owner's email is proven and the owner has published it. */
const isListed = and(eq(shops.status, 'active'), isNotNull(shops.publishedAt));
/** `isListed` of a row already read. */
export const isListedShop = (shop: Pick<ShopRow, 'status' | 'publishedAt'>) =>
  shop.status === 'active' && shop.publishedAt !== null;

/** A listed shop's row, for its public page; unknown or unpublished ids are 404. */
export async function activeShop(db: Db, shopId: string) {
  if (!isUuid(shopId)) throw notFound('Shop not found');
  const [shop] = await db
    .select()
    .from(shops)
    .where(and(eq(shops.id, shopId), isListed));
  if (!shop) throw notFound('Shop not found');
  return shop;
}

/** Where every listed shop is, for search and distance: the full rows are read per page. */
export function activeShopPlaces(db: Db) {
  return db
    .select({
      id: shops.id,
      city: shops.city,
      address: shops.address,
      lat: shops.lat,
      lng: shops.lng,
    })
    .from(shops)
    .where(isListed)
    .orderBy(asc(shops.name), asc(shops.id));
}

const listColumns = {
  id: shops.id,
  name: shops.name,
  city: shops.city,
  address: shops.address,
  country: shops.country,
  timezone: shops.timezone,
  lat: shops.lat,
  lng: shops.lng,
  openingHours: shops.openingHours,
  weeklyOffs: shops.weeklyOffs,
  chairCount: shops.chairCount,
  queueStateOverride: shops.queueStateOverride,
  queueLimit: shops.queueLimit,
  maxWaitMinutes: shops.maxWaitMinutes,
};

/** Where a shop stands, as pages show it; null while its owner has not placed it. */
export function shopCoords(
  shop: Pick<ShopRow, 'lat' | 'lng'>,
): { lat: number; lng: number } | null {
  return shop.lat === null || shop.lng === null ? null : { lat: shop.lat, lng: shop.lng };
}
export type ShopListRow = Pick<ShopRow, keyof typeof listColumns>;

/** The columns a shop list shows, of the shops on one page. */
export function shopListRows(db: Db, ids: readonly string[]): Promise<ShopListRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(listColumns)
    .from(shops)
    .where(inArray(shops.id, [...ids]));
}

/** The queue's hand-set state (null: decided by hours and load) and limit (null: per chair). */
export interface QueueSettings {
  override: QueueState | null;
  queueLimit: number | null;
}

/**
 * Staff open, fill or close the queue by hand and set its limit. The row is locked while
 * read, so what it was before is exactly what this change replaced.
 */
export async function updateQueueSettings(
  db: Db,
  shopId: string,
  changes: Partial<QueueSettings>,
): Promise<{ before: QueueSettings; after: QueueSettings } | null> {
  const [current] = await db
    .select({ override: shops.queueStateOverride, queueLimit: shops.queueLimit })
    .from(shops)
    .where(eq(shops.id, shopId))
    .for('update');
  if (!current) return null;
  const after = {
    override: changes.override === undefined ? current.override : changes.override,
    queueLimit: changes.queueLimit === undefined ? current.queueLimit : changes.queueLimit,
  };
  await db
    .update(shops)
    .set({ queueStateOverride: after.override, queueLimit: after.queueLimit })
    .where(eq(shops.id, shopId));
  return { before: current, after };
}

/** A shop's chairs and clock, for checks and texts about one of its orders. */
export async function shopChairsAndClock(db: Db, shopId: string) {
  const [shop] = await db
    .select({ chairCount: shops.chairCount, timezone: shops.timezone })
    .from(shops)
    .where(eq(shops.id, shopId));
  return shop ?? null;
}

/** Every shop by how many days it keeps customer details, for the retention job. */
export async function shopsByRetention(db: Db) {
  const rows = await db.select({ id: shops.id, retentionDays: shops.retentionDays }).from(shops);
  const groups = new Map<number, string[]>();
  for (const row of rows)
    groups.set(row.retentionDays, [...(groups.get(row.retentionDays) ?? []), row.id]);
  return [...groups].map(([retentionDays, shopIds]) => ({ retentionDays, shopIds }));
}

/** A shop's name, for mails and sessions that name it; null when the id names no shop. */
/** What a staff member's session tells of their shop: its name and its break length. */
export async function sessionShop(db: Db, shopId: string) {
  const [shop] = await db
    .select({ name: shops.name, defaultBreakMinutes: shops.defaultBreakMinutes })
    .from(shops)
    .where(eq(shops.id, shopId));
  return shop ?? null;
}

export async function shopName(db: Db, shopId: string): Promise<string | null> {
  const [shop] = await db.select({ name: shops.name }).from(shops).where(eq(shops.id, shopId));
  return shop?.name ?? null;
}

export interface NewShop {
  name: string;
  address: string;
  postalCode: string;
  city: string;
  country: string;
  /** Where the geocoder placed the address; null when it could not. */
  position: { lat: number; lng: number } | null;
}

/**
 * Inside the registration's transaction: a new shop, closed to customers until its owner
 * proves their email and publishes it. It starts with no opening hours (the owner sets the
 * real ones before publishing), one chair, Sundays off, no extras.
 */
export async function createPendingShop(
  tx: Db,
  { position, ...shop }: NewShop,
): Promise<{ id: string }> {
  const [created] = await tx
    .insert(shops)
    .values({
      ...shop,
      openingHours: [],
      lat: position?.lat ?? null,
      lng: position?.lng ?? null,
      weeklyOffs: [7],
      chairCount: 1,
      additionalServices: {
        noHotTowel: { name: 'No hot towel', value: false },
        noWash: { name: 'No wash', value: false },
        silentService: { name: 'Silent service', value: false },
      },
      status: 'pending_verification',
    })
    .returning({ id: shops.id });
  if (!created) throw new Error('creating the shop returned nothing');
  return created;
}

/**
 * Publishing the shop and inviting staff (mail with the owner's words to any address) wait
 * until the shop's owner has proven their e-mail address: the shop is only listed from then
 * on, and an account nobody has proven must not send mail in the shop's name.
 */
export function assertOwnerEmailProven(shop: Pick<ShopRow, 'status'>) {
  if (shop.status === 'active') return;
  throw new HttpError(
    403,
    'Confirm your e-mail address first: open the link we mailed you. Until then the shop cannot be published and staff cannot be invited.',
    errorCodes.emailNotVerified,
  );
}

/** What publishing a shop depends on, from its own row; null when the id names no shop. */
export async function lockPublishingFacts(tx: Db, shopId: string) {
  const [shop] = await tx
    .select({
      name: shops.name,
      status: shops.status,
      openingHours: shops.openingHours,
      lat: shops.lat,
      lng: shops.lng,
      publishedAt: shops.publishedAt,
    })
    .from(shops)
    .where(eq(shops.id, shopId))
    .for('update');
  return shop ?? null;
}

/** Puts the shop in front of customers (an instant) or takes it away (null). */
export async function setPublishedAt(tx: Db, shopId: string, publishedAt: Date | null) {
  await tx.update(shops).set({ publishedAt }).where(eq(shops.id, shopId));
}

/** Inside the caller's transaction: a shop waiting for its owner's proven email opens. */
export async function openPendingShop(tx: Db, shopId: string): Promise<void> {
  await tx
    .update(shops)
    .set({ status: 'active' })
    .where(and(eq(shops.id, shopId), eq(shops.status, 'pending_verification')));
}
