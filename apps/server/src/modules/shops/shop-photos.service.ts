import {
  errorCodes,
  type GalleryOrderBody,
  type Picture,
  SHOP_GALLERY_MAX,
  type ShopPhotos,
} from '@jono/contract';
import { and, asc, eq, inArray, max, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shopPhotos } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { webpAtWidths } from '../../lib/images';
import { removePictures, writePictureSet } from '../../lib/stored-pictures';
import { lockShop } from './shops.service';

type PhotoRow = typeof shopPhotos.$inferSelect;

/** What the owner did to the shop's photos, as the shop's record names it. */
export type PhotoChange = 'cover_set' | 'cover_removed' | 'photo_added' | 'photo_removed';
/**
 * Puts a photo change on the shop's record (the audit module's, which sits above shops), in
 * the change's transaction, with who made it.
 */
export type RecordPhotoChange = (tx: Db, change: PhotoChange, photoId: string) => Promise<void>;
/** The same, told who made the change: what the audit module gives the routes. */
export type RecordPhotoChangeBy = (
  tx: Db,
  editor: { shopId: string; actorId: string; at: Date },
  change: PhotoChange,
  photoId: string,
) => Promise<void>;

/** Stored widths: a card's thumbnail takes the narrowest, a wide screen's page the widest. */
const PHOTO_WIDTHS = [320, 640, 1280] as const;
/** Covers are cut to one shape, so every card and page header lines up. */
const COVER_ASPECT = 3 / 2;

const placeOf = (uploadDir: string, shopId: string) =>
  ({ uploadDir, folder: 'shops', ownerId: shopId }) as const;

export function presentPicture(row: PhotoRow): Picture {
  const middle = row.files[Math.floor((row.files.length - 1) / 2)] ?? row.files[0];
  return {
    id: row.id,
    src: middle?.url ?? '',
    srcset: row.files.map((file) => `${file.url} ${file.width}w`).join(', '),
    width: row.width,
    height: row.height,
  };
}

const galleryOrder = [asc(shopPhotos.position), asc(shopPhotos.createdAt)];

/** The cover and the gallery of one shop, in the owner's order. */
export async function shopPhotosOf(db: Db, shopId: string): Promise<ShopPhotos> {
  const rows = await db
    .select()
    .from(shopPhotos)
    .where(eq(shopPhotos.shopId, shopId))
    .orderBy(...galleryOrder);
  const cover = rows.find((row) => row.kind === 'cover');
  return {
    cover: cover ? presentPicture(cover) : null,
    gallery: rows.filter((row) => row.kind === 'gallery').map(presentPicture),
  };
}

/** Several shops' covers at once, for the shop list. */
export async function shopCovers(
  db: Db,
  shopIds: readonly string[],
): Promise<Map<string, Picture>> {
  if (shopIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(shopPhotos)
    .where(and(inArray(shopPhotos.shopId, [...shopIds]), eq(shopPhotos.kind, 'cover')));
  return new Map(rows.map((row) => [row.shopId, presentPicture(row)]));
}

/**
 * Re-encodes the upload, writes its files, then runs `save` in a transaction holding the
 * shop's row, so uploads racing each other are decided one at a time. A refused save deletes
 * the new files; files `save` reports as replaced are deleted once it committed.
 */
async function storePhoto(
  db: Db,
  uploadDir: string,
  shopId: string,
  upload: Buffer,
  aspect: number | undefined,
  save: (tx: Db, photo: Omit<typeof shopPhotos.$inferInsert, 'kind'>) => Promise<string[]>,
): Promise<ShopPhotos> {
  const widths = await webpAtWidths(upload, PHOTO_WIDTHS, aspect);
  const widest = widths.at(-1);
  if (!widest) throw new Error('a photo encoded to no width');
  const place = placeOf(uploadDir, shopId);
  const files = await writePictureSet(place, widths);
  let replaced: string[];
  try {
    replaced = await db.transaction(async (tx) => {
      await lockShop(tx, shopId);
      return save(tx, { shopId, files, width: widest.width, height: widest.height });
    });
  } catch (error) {
    await removePictures(
      place,
      files.map((file) => file.url),
    );
    throw error;
  }
  await removePictures(place, replaced);
  return shopPhotosOf(db, shopId);
}

const urlsOf = (rows: PhotoRow[]) => rows.flatMap((row) => row.files.map((file) => file.url));

/** The shop's new cover, cut to 3:2; the one it replaces is removed. */
export function setCover(
  db: Db,
  uploadDir: string,
  shopId: string,
  upload: Buffer,
  record: RecordPhotoChange,
) {
  return storePhoto(db, uploadDir, shopId, upload, COVER_ASPECT, async (tx, photo) => {
    const old = await tx
      .delete(shopPhotos)
      .where(and(eq(shopPhotos.shopId, shopId), eq(shopPhotos.kind, 'cover')))
      .returning();
    const [cover] = await tx
      .insert(shopPhotos)
      .values({ ...photo, kind: 'cover' })
      .returning({ id: shopPhotos.id });
    if (!cover) throw new Error('a cover insert returned nothing');
    await record(tx, 'cover_set', cover.id);
    return urlsOf(old);
  });
}

/** One more gallery photo, last; refused once the gallery holds its most. */
export function addGalleryPhoto(
  db: Db,
  uploadDir: string,
  shopId: string,
  upload: Buffer,
  record: RecordPhotoChange,
) {
  return storePhoto(db, uploadDir, shopId, upload, undefined, async (tx, photo) => {
    const gallery = await tx
      .select({ id: shopPhotos.id })
      .from(shopPhotos)
      .where(and(eq(shopPhotos.shopId, shopId), eq(shopPhotos.kind, 'gallery')));
    if (gallery.length >= SHOP_GALLERY_MAX) {
      throw new HttpError(
        409,
        `A shop's gallery holds at most ${SHOP_GALLERY_MAX} photos; remove one first`,
        errorCodes.galleryFull,
      );
    }
    const [last] = await tx
      .select({ position: max(shopPhotos.position) })
      .from(shopPhotos)
      .where(and(eq(shopPhotos.shopId, shopId), eq(shopPhotos.kind, 'gallery')));
    const [added] = await tx
      .insert(shopPhotos)
      .values({ ...photo, kind: 'gallery', position: (last?.position ?? -1) + 1 })
      .returning({ id: shopPhotos.id });
    if (!added) throw new Error('a gallery insert returned nothing');
    await record(tx, 'photo_added', added.id);
    return [];
  });
}

/** Removes the cover, or a gallery photo of this shop (another shop's is 404), and its files. */
async function removePhoto(
  db: Db,
  uploadDir: string,
  shopId: string,
  which: SQL | undefined,
  recordRemoval: (tx: Db, photoId: string) => Promise<void>,
): Promise<ShopPhotos> {
  const removed = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(shopPhotos)
      .where(and(eq(shopPhotos.shopId, shopId), which))
      .returning();
    for (const row of rows) await recordRemoval(tx, row.id);
    return rows;
  });
  if (removed.length === 0) throw notFound('Photo not found');
  await removePictures(placeOf(uploadDir, shopId), urlsOf(removed));
  return shopPhotosOf(db, shopId);
}

export const removeCover = (db: Db, uploadDir: string, shopId: string, record: RecordPhotoChange) =>
  removePhoto(db, uploadDir, shopId, eq(shopPhotos.kind, 'cover'), (tx, id) =>
    record(tx, 'cover_removed', id),
  );

export const removeGalleryPhoto = (
  db: Db,
  uploadDir: string,
  shopId: string,
  photoId: string,
  record: RecordPhotoChange,
) =>
  removePhoto(
    db,
    uploadDir,
    shopId,
    and(eq(shopPhotos.kind, 'gallery'), eq(shopPhotos.id, photoId)),
    (tx, id) => record(tx, 'photo_removed', id),
  );

/** Puts the gallery in the order given, which must name each of its photos exactly once. */
export async function orderGallery(db: Db, shopId: string, { ids }: GalleryOrderBody) {
  await db.transaction(async (tx) => {
    await lockShop(tx, shopId);
    const gallery = await tx
      .select({ id: shopPhotos.id })
      .from(shopPhotos)
      .where(and(eq(shopPhotos.shopId, shopId), eq(shopPhotos.kind, 'gallery')));
    const known = new Set(gallery.map((photo) => photo.id));
    // Another shop's photo is as unknown as none.
    if (!ids.every((id) => known.has(id))) throw notFound('Photo not found');
    if (ids.length !== known.size) {
      throw new HttpError(400, "Name each of the gallery's photos once, in the new order");
    }
    for (const [position, id] of ids.entries()) {
      await tx.update(shopPhotos).set({ position }).where(eq(shopPhotos.id, id));
    }
  });
  return shopPhotosOf(db, shopId);
}
