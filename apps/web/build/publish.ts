import { mkdir, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';

/**
 * How long a file a build no longer makes stays where the server finds it, counted from the
 * publish that replaced it: a page opened before an upgrade loads its lazy chunks (and its
 * service worker's saved boot.js names its texts) from the build it came with, and a phone
 * keeps a tab for days. docs/decisions/0009-builds-published-beside-the-last.md.
 */
export const keepRetiredFilesMs = 7 * 24 * 60 * 60 * 1000;

/** In the published folder, out of the server's reach (it serves no dotfile at the top). */
const recordName = '.published.json';

interface Record {
  /** Relative paths of the files the build now published made. */
  readonly current: string[];
  /** Files of earlier builds still kept: relative path -> when a publish first left it out. */
  readonly retired: { [path: string]: number };
}

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

async function readRecord(to: string): Promise<Record> {
  try {
    return JSON.parse(await readFile(join(to, recordName), 'utf8')) as Record;
  } catch {
    // A folder built before the record existed: its files count as replaced from now on.
    return { current: [], retired: {} };
  }
}

/** Hashed files first, then the other files, index.html last: it names all the others. */
const publishOrder = (path: string) =>
  path.startsWith('assets/') ? 0 : path === 'index.html' ? 2 : 1;

/**
 * Moves a finished build from `from` (Vite's staging folder) into `to`, the folder the running
 * server reads, so that at every moment each page the server answers finds all its files:
 * - each file arrives whole, by a rename (a reader sees the old file or the new, never half of
 *   one, brotli copies included);
 * - the hashed files arrive before index.html and boot.js, which name them;
 * - nothing of the build being replaced is removed: its files stay for keepRetiredFilesMs
 *   after this publish, then a later publish removes them, so the folder holds the builds of
 *   that time and no more.
 */
export async function publishBuild(options: {
  from: string;
  to: string;
  now: number;
  keepMs?: number;
}): Promise<void> {
  const { from, to, now, keepMs = keepRetiredFilesMs } = options;
  const built = (await filesBelow(from)).sort((a, b) => publishOrder(a) - publishOrder(b));
  if (!built.includes('index.html')) throw new Error(`${from}: no index.html to publish`);
  const record = await readRecord(to);

  for (const path of built) {
    await mkdir(dirname(join(to, path)), { recursive: true });
    await rename(join(from, path), join(to, path));
  }
  await rm(from, { recursive: true, force: true });

  const current = new Set(built);
  const retired: { [path: string]: number } = {};
  for (const path of await filesBelow(to)) {
    if (current.has(path) || path === recordName) continue;
    const since = record.retired[path] ?? now;
    if (now - since >= keepMs) await unlink(join(to, path));
    else retired[path] = since;
  }
  const next: Record = { current: [...current], retired };
  const staged = join(to, `${recordName}.new`);
  await writeFile(staged, `${JSON.stringify(next, null, 1)}\n`);
  await rename(staged, join(to, recordName));
}
