import sharp from 'sharp';
import { HttpError } from './http-error';

const acceptedFormats = new Set(['jpeg', 'png', 'webp']);

/**
 * Re-encodes an uploaded picture to a square WebP. Decoding it through sharp is the real
 * type check (a renamed file fails here), and re-encoding strips metadata and any payload.
 */
export async function squareWebp(input: Buffer, size: number): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !acceptedFormats.has(format)) {
    throw new HttpError(415, 'The picture must be a JPEG, PNG or WebP image');
  }
  return sharp(input, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(size, size, { fit: 'cover', position: 'attention' })
    .webp({ quality: 82 })
    .toBuffer();
}
