import { z } from 'zod';
import { pictureSchema } from './picture';

/** A shop shows one cover and at most this many gallery photos. */
export const SHOP_GALLERY_MAX = 8;

/** The owner's photos of their shop (area `manage`). Uploads are one file, field `photo`. */
export const shopPhotoPaths = {
  /** GET the cover and the gallery. */
  photos: '/api/manage/shop/photos',
  /** PUT a new cover (replacing the old one), DELETE it. */
  cover: '/api/manage/shop/photos/cover',
  /** POST one more gallery photo, at the end. */
  gallery: '/api/manage/shop/photos/gallery',
  /** PUT the gallery's order: every photo's id, in the new order. */
  galleryOrder: '/api/manage/shop/photos/gallery/order',
  /** DELETE one gallery photo. */
  galleryPhoto: (photoId: string) => `/api/manage/shop/photos/gallery/${photoId}`,
} as const;

export const shopPhotosSchema = z.object({
  cover: pictureSchema.nullable(),
  gallery: z.array(pictureSchema),
});
export type ShopPhotos = z.infer<typeof shopPhotosSchema>;

export const shopPhotosResponse = z.object({
  ok: z.literal(true),
  message: z.string().optional(),
  data: shopPhotosSchema,
});

export const galleryPhotoParams = z.object({ photoId: z.uuid() });

export const galleryOrderBody = z.object({
  ids: z
    .array(z.uuid())
    .min(1)
    .max(SHOP_GALLERY_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'each photo once'),
});
export type GalleryOrderBody = z.infer<typeof galleryOrderBody>;
