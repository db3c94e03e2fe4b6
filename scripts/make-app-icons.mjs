// Draws the installable app's icons from the favicon's design into apps/web/public/icons.
// Usage: node scripts/make-app-icons.mjs   (the PNGs are committed; run again after a redesign)
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = join(dirname(fileURLToPath(import.meta.url)), '../apps/web/public/icons');
const amber = '#fbbf24';
const ink = '#09090b';

/** The three dots of a queue, shrinking towards the back, centred in a 32-unit box. */
const dots = (fill) =>
  `<circle cx="9" cy="16" r="4" fill="${fill}"/>` +
  `<circle cx="18.5" cy="16" r="3.2" fill="${fill}" fill-opacity=".7"/>` +
  `<circle cx="26" cy="16" r="2.4" fill="${fill}" fill-opacity=".45"/>`;

const svg = (body, viewBox = '0 0 32 32') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>`);

/** Like the favicon: a rounded tile, transparent around it. */
const tile = svg(`<rect width="32" height="32" rx="9" fill="${amber}"/>${dots(ink)}`);
/** Full bleed for masks and iOS, which round the corners themselves; the dots stay inside the
 * central 80% circle every mask keeps. */
const bleed = svg(
  `<rect x="-8" y="-8" width="48" height="48" fill="${amber}"/><g transform="translate(3.2 3.2) scale(0.8)">${dots(ink)}</g>`,
  '0 0 32 32',
);
/** Android draws the notification badge from the alpha channel alone. */
const badge = svg(dots('#ffffff'));

const icons = [
  ['icon-192.png', tile, 192],
  ['icon-512.png', tile, 512],
  ['icon-maskable-512.png', bleed, 512],
  ['apple-touch-icon.png', bleed, 180],
  ['badge-72.png', badge, 72],
];

mkdirSync(out, { recursive: true });
for (const [name, source, size] of icons) {
  await sharp(source, { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(out, name));
  console.log(`${name} ${size}x${size}`);
}
