import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';

/** The folders of the upload folder that pictures live in, each served at /uploads/<folder>/. */
export type PictureFolder = 'avatars' | 'shops';

export interface PicturePlace {
  uploadDir: string;
  folder: PictureFolder;
  /** Starts the file name, so an owner's files are found by it. */
  ownerId: string;
}

/** What the write that points a row at a new picture found in that row before. */
export interface PictureSwap<T> {
  result: T;
  previous: string | null;
}

async function removePicture(place: PicturePlace, url: string | null) {
  const prefix = `/uploads/${place.folder}/`;
  // Seeded and external pictures are not ours to delete.
  if (!url?.startsWith(prefix)) return;
  await rm(join(place.uploadDir, place.folder, basename(url)), { force: true });
}

/**
 * Puts a new picture in place of an owner's old one. The file is written under a new name
 * first; `swap` then points the row at it and reports what the row named before, read under
 * the row's lock in the same transaction. So of uploads racing each other each deletes
 * exactly the file it displaced, and only the file the row names is left. A failed swap
 * deletes the new file instead.
 */
export async function replacePicture<T>(
  place: PicturePlace,
  picture: Buffer,
  swap: (url: string) => Promise<PictureSwap<T>>,
): Promise<T> {
  const folder = join(place.uploadDir, place.folder);
  await mkdir(folder, { recursive: true });
  const file = `${place.ownerId}-${randomBytes(6).toString('hex')}.webp`;
  await writeFile(join(folder, file), picture);
  const url = `/uploads/${place.folder}/${file}`;
  let swapped: PictureSwap<T>;
  try {
    swapped = await swap(url);
  } catch (error) {
    await removePicture(place, url);
    throw error;
  }
  await removePicture(place, swapped.previous);
  return swapped.result;
}

/**
 * Writes the widths of one new photo under one fresh name (`<ownerId>-<random>-<width>.webp`)
 * and answers their addresses, narrowest first. The caller points rows at them and, should
 * that fail, removes them again with `removePictures`.
 */
export async function writePictureSet(
  place: PicturePlace,
  widths: readonly { width: number; data: Buffer }[],
): Promise<{ url: string; width: number }[]> {
  const folder = join(place.uploadDir, place.folder);
  await mkdir(folder, { recursive: true });
  const stem = `${place.ownerId}-${randomBytes(6).toString('hex')}`;
  return Promise.all(
    widths.map(async ({ width, data }) => {
      const file = `${stem}-${width}.webp`;
      await writeFile(join(folder, file), data);
      return { url: `/uploads/${place.folder}/${file}`, width };
    }),
  );
}

/** Deletes pictures of ours by their addresses (seeded and external ones are left alone). */
export async function removePictures(place: PicturePlace, urls: readonly string[]) {
  await Promise.all(urls.map((url) => removePicture(place, url)));
}
