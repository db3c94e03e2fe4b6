import sharp from 'sharp';
import { HttpError } from './http-error';

const acceptedFormats = new Set(['jpeg', 'png', 'webp']);

/** A few kilobytes of PNG can claim a picture that needs gigabytes once decoded. */
const maxInputPixels = 40_000_000;

/**
 * Re-encodes an uploaded picture to a square WebP. Decoding it through sharp is the real
 * type check (a renamed file fails here), and re-encoding strips metadata and any payload.
 */
export async function squareWebp(input: Buffer, size: number): Promise<Buffer> {
  const meta = await sharp(input)
    .metadata()
    .catch(() => undefined);
  if (!meta?.format || !acceptedFormats.has(meta.format)) {
    throw new HttpError(415, 'The picture must be a JPEG, PNG or WebP image');
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > maxInputPixels) {
    throw new HttpError(413, 'The picture is larger than 40 megapixels');
  }
  try {
    return await sharp(input, { limitInputPixels: maxInputPixels })
      .rotate()
      .resize(size, size, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // The header alone reads fine; only decoding every pixel finds a file cut short or corrupt.
    throw new HttpError(400, 'The picture is damaged or incomplete');
  }
}
