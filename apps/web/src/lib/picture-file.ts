import { isOneOf } from '@jono/contract/rules/one-of';

/** What the server takes as a picture upload: it re-encodes these to WebP. */
export const pictureTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The server's upload limit: 5 MB. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

/**
 * Why a chosen file cannot be uploaded as a picture, told before anything is sent; the
 * server decodes the picture itself, so a renamed file is still refused there.
 */
export function pictureProblemOf(file: Pick<File, 'type' | 'size'>): 'type' | 'size' | null {
  if (!isOneOf(pictureTypes, file.type)) return 'type';
  if (file.size > MAX_PICTURE_BYTES) return 'size';
  return null;
}
