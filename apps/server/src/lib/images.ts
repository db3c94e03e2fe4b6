import sharp from 'sharp';
import { HttpError } from './http-error';

const acceptedFormats = new Set(['jpeg', 'png', 'webp']);

/** A few kilobytes of PNG can claim a picture that needs gigabytes once decoded. */
const maxInputPixels = 40_000_000;

/**
 * The upload's header, read by sharp: decoding it is the real type check (a renamed file
 * fails here). Refuses what is not a JPEG, PNG or WebP, and what is too large to decode.
 */
async function checkedPicture(input: Buffer) {
  const meta = await sharp(input)
    .metadata()
    .catch(() => undefined);
  if (!meta?.format || !acceptedFormats.has(meta.format)) {
    throw new HttpError(415, 'The picture must be a JPEG, PNG or WebP image');
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > maxInputPixels) {
    throw new HttpError(413, 'The picture is larger than 40 megapixels');
  }
  return meta;
}

/** Runs a re-encoding; only decoding every pixel finds a file cut short or corrupt. */
async function encoded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch {
    throw new HttpError(400, 'The picture is damaged or incomplete');
  }
}

const source = (input: Buffer) => sharp(input, { limitInputPixels: maxInputPixels }).rotate();

/** Re-encodes an uploaded picture to a square WebP; re-encoding strips metadata and payloads. */
export async function squareWebp(input: Buffer, size: number): Promise<Buffer> {
  await checkedPicture(input);
  return encoded(() =>
    source(input)
      .resize(size, size, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer(),
  );
}

export interface EncodedWidth {
  width: number;
  height: number;
  data: Buffer;
}

/**
 * Re-encodes an uploaded photo to WebP at each of `widths` (ascending) that the photo can
 * fill, and at its own width too when that falls short of the widest (so a wide screen gets
 * every pixel there is, and a small photo is never blown up); cropped to `aspect` (width /
 * height) when one is given, else in its own shape.
 */
export async function webpAtWidths(
  input: Buffer,
  widths: readonly number[],
  aspect?: number,
): Promise<EncodedWidth[]> {
  const meta = await checkedPicture(input);
  // EXIF orientation 5-8 turns the picture a quarter: its upright width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  const uprightWidth = (turned ? meta.height : meta.width) ?? 0;
  const own = Math.min(uprightWidth, widths.at(-1) ?? uprightWidth);
  const chosen = [...new Set([...widths.filter((width) => width < own), own])];
  return encoded(() =>
    Promise.all(
      chosen.map(async (width) => {
        const resized = source(input).resize(
          aspect
            ? {
                width,
                height: Math.round(width / aspect),
                fit: 'cover',
                position: 'attention',
                withoutEnlargement: true,
              }
            : { width, withoutEnlargement: true },
        );
        const { data, info } = await resized.webp({ quality: 80 }).toBuffer({
          resolveWithObject: true,
        });
        return { width: info.width, height: info.height, data };
      }),
    ),
  );
}
