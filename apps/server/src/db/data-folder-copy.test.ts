import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { copyDataFolder } from './data-folder-copy';

const scratch = mkdtempSync(join(tmpdir(), 'jono-folder-copy-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const tree = (root: string) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return `${path.slice(root.length)}${entry.isFile() ? `=${readFileSync(path, 'utf8')}` : '/'}`;
    })
    .sort();

it('copies the folder as it stands while held, copying then only what changed since', async () => {
  const from = join(scratch, 'live');
  const to = join(scratch, 'copy');
  mkdirSync(join(from, 'base', '1'), { recursive: true });
  mkdirSync(join(from, 'pg_tblspc'));
  writeFileSync(join(from, 'base', '1', 'table'), 'rows');
  writeFileSync(join(from, 'wal'), 'first');
  writeFileSync(join(from, 'temporary'), 'gone soon');

  const held = await copyDataFolder(from, to, async (pass) => {
    // What the database did while the first pass ran: it goes into the copy under the hold.
    writeFileSync(join(from, 'wal'), 'first, second');
    rmSync(join(from, 'temporary'));
    writeFileSync(join(from, 'base', '1', 'new-table'), 'more rows');
    return pass();
  });

  expect(held).toBe(2);
  expect(tree(to)).toEqual(tree(from));
  expect(tree(to)).toContain('/pg_tblspc/');
});
