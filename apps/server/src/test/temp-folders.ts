import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/**
 * A maker of fresh folders named `prefix…` in the system's temporary folder. Each folder it
 * made is removed, with whatever was written into it, once the tests of the block it is
 * called in have run (the whole file when called at its top). After-hooks run last registered
 * first, so call it before the `afterAll` that closes an app using the folders: the app is
 * closed before its folder goes.
 */
export function tempFolders(prefix: string): () => string {
  const made: string[] = [];
  afterAll(() => {
    for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
  });
  return () => {
    const folder = mkdtempSync(join(tmpdir(), prefix));
    made.push(folder);
    return folder;
  };
}
