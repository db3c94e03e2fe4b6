import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const compressible = /\.(?:js|mjs|css|html|json|svg|webmanifest|txt)$/;

/**
 * Writes brotli (quality 11) and gzip (level 9) beside every text file of the build over
 * 1 KB, public ones included. The server sends them as they are: on the fly it can only afford
 * a low level, which made the first load a quarter larger on the wire.
 */
export async function precompress(outDir: string): Promise<void> {
  const walk = async (dir: string): Promise<string[]> =>
    (
      await Promise.all(
        (
          await readdir(dir, { withFileTypes: true })
        ).map((entry) =>
          entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
        ),
      )
    ).flat();
  const files = (await walk(outDir)).filter((file) => compressible.test(file));
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < 1024) return;
      const source = await readFile(file);
      const params = {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
      };
      await writeFile(`${file}.br`, await brotli(source, { params }));
      await writeFile(`${file}.gz`, await gzipped(source, { level: 9 }));
    }),
  );
}
