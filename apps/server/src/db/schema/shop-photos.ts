import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { shopRef } from './shops';

/** One stored width of a photo: a WebP file served under /uploads/shop-photos/. */
export interface PhotoFile {
  url: string;
  width: number;
}

/**
 * A shop's photos: at most one cover (on the home card and atop the shop page) and a short
 * gallery in the owner's order. Each is kept at a few widths so a phone loads a small file.
 */
export const shopPhotos = pgTable(
  'shop_photos',
  {
    id: id(),
    shopId: shopRef(),
    kind: text('kind', { enum: ['cover', 'gallery'] }).notNull(),
    /** Place in the gallery, from 0; a cover's is 0. */
    position: integer('position').notNull().default(0),
    /** Narrowest first. */
    files: jsonb('files').$type<PhotoFile[]>().notNull(),
    /** Of the widest file: the photo's shape, so pages reserve its room before it loads. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shop_photos_one_cover').on(t.shopId).where(sql`${t.kind} = 'cover'`),
    index('shop_photos_shop_idx').on(t.shopId, t.kind, t.position),
    check('shop_photos_size_positive', sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);
