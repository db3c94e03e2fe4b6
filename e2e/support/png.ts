import { crc32, deflateSync } from 'node:zlib';

/**
 * A real PNG, written byte by byte (no image library in the browser tests): amber fading to
 * rose from top to bottom, `width` by `height` pixels.
 */
export function pngOf(width = 8, height = width): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Array.from({ length: height }, (_, y) => {
    const share = height > 1 ? y / (height - 1) : 0;
    const colour = [251 - 7 * share, 191 - 128 * share, 36 + 58 * share].map(Math.round);
    return Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from(colour))]);
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
