import { copyFile, mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** A file's size and last change, as seen just before it was copied. */
type Seen = Map<string, { size: number; mtimeNs: bigint }>;

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** Copies what changed since `seen` (everything the first time), and records what it copied. */
async function copyChanged(from: string, to: string, seen: Seen): Promise<number> {
  const files = await filesUnder(from);
  const present = new Set(files);
  // Stat every file at once: the held pass is as short as the slowest of them, not their sum.
  const stats = await Promise.all(files.map((file) => stat(join(from, file), { bigint: true })));
  let copied = 0;
  for (const [index, file] of files.entries()) {
    const { size, mtimeNs } = stats[index] as { size: bigint; mtimeNs: bigint };
    const before = seen.get(file);
    if (before && before.size === Number(size) && before.mtimeNs === mtimeNs) continue;
    // Recorded before the copy: a write during it leaves a newer time, so the next pass
    // copies the file again.
    seen.set(file, { size: Number(size), mtimeNs });
    await mkdir(join(to, file, '..'), { recursive: true });
    await copyFile(join(from, file), join(to, file));
    copied++;
  }
  for (const file of seen.keys()) {
    if (present.has(file)) continue;
    seen.delete(file);
    await rm(join(to, file), { force: true });
  }
  return copied;
}

/**
 * A copy of a live database's folder as it stands at one instant, while the database is held
 * for as short a time as possible: a first pass copies every file while the database works
 * on, then `whileHeld` runs a second pass with the database holding still, which copies only
 * the files that changed meanwhile (the write-ahead log's current segment, mostly). What it
 * leaves is what a crash at that instant would have left, which PostgreSQL's recovery makes
 * whole. Returns how many files the held pass copied.
 */
export async function copyDataFolder(
  from: string,
  to: string,
  whileHeld: (pass: () => Promise<number>) => Promise<number>,
): Promise<number> {
  const seen: Seen = new Map();
  await mkdir(to, { recursive: true });
  await copyChanged(from, to, seen);
  // Empty folders are part of a PostgreSQL data folder (pg_tblspc, pg_snapshots, ...).
  const folders = (await readdir(from, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(to, relative(from, join(entry.parentPath, entry.name))));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  return whileHeld(() => copyChanged(from, to, seen));
}
