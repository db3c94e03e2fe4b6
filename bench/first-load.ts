// The home page's first load of JavaScript, as e2e/tests/bundle-size.spec.ts counts it (every
// script fetched until the network is idle, gzipped at node's default level), and what it
// weighs on the wire (the build's brotli files as the server sends them). Compared with the
// guard of decision 0002 and the measurement before decision 0006; exits non-zero above the
// target (a quarter under the 195 KB guard).
// Run after `npm run build`: npm run bench:first-load (WEB_DIST=<dir> measures another build)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath, startBuiltProduct } from './built-product';

const dist = process.env.WEB_DIST ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const kb = 1024;
/** The guard decision 0002 set (e2e/tests/bundle-size.spec.ts before decision 0006). */
const guardBytes = 195 * kb;
/** `/` measured on 2026-11-25 before the runtime change: React 19 and the DESIGN stack. */
const before = { gzipped: 206_004, wire: 169_267 };
const targetBytes = Math.floor(guardBytes * 0.75);

const product = await startBuiltProduct();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const page = await browser.newPage();
  const responses: Promise<{ path: string; wire: number }>[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.endsWith('.js')) return;
    responses.push(
      response
        .request()
        .sizes()
        .then((sizes) => ({ path: pathname, wire: sizes.responseBodySize })),
    );
  });
  await page.goto(product.base, { waitUntil: 'networkidle' });
  await page.getByRole('article').first().waitFor();
  // A file the page and the Intl warm-up worker both import is one file of the first load;
  // what the browser fetched for it, each time, is on the wire.
  const wireOf = new Map<string, number>();
  for (const { path, wire } of await Promise.all(responses)) {
    wireOf.set(path, (wireOf.get(path) ?? 0) + wire);
  }
  const files = [...wireOf].map(([path, wire]) => ({
    path,
    wire,
    gzipped: gzipSync(readFileSync(`${dist}${path}`)).length,
  }));
  const gzipped = files.reduce((sum, file) => sum + file.gzipped, 0);
  const wire = files.reduce((sum, file) => sum + file.wire, 0);
  console.log(`bytes: ${gzipped} gzipped, ${wire} on the wire`);

  console.log(`first load of / — ${files.length} scripts`);
  for (const file of files.sort((a, b) => b.gzipped - a.gzipped)) {
    console.log(`${(file.gzipped / kb).toFixed(1).padStart(7)} KB gz ${file.path}`);
  }
  const row = (name: string, bytes: number, base: number) =>
    console.log(
      name.padEnd(34),
      `${(bytes / kb).toFixed(1)} KB`.padStart(10),
      `${(base / kb).toFixed(1)} KB`.padStart(10),
      `${(bytes / base).toFixed(2)}x`.padStart(7),
    );
  console.log(`\n${'figure'.padEnd(34)} ${'now'.padStart(10)} ${'baseline'.padStart(10)}   ratio`);
  row('gzipped, against the 195 KB guard', gzipped, guardBytes);
  row('gzipped, against before', gzipped, before.gzipped);
  row('brotli on the wire, against before', wire, before.wire);
  const met = gzipped <= targetBytes;
  console.log(
    `\ntarget: at most ${(targetBytes / kb).toFixed(1)} KB gzipped (0.75x of the guard): ${met ? 'met' : 'NOT met'}`,
  );
  if (!met) process.exitCode = 1;
} finally {
  await browser.close();
  await product.stop();
}
