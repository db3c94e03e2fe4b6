import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { operationsGuide } from './test/operations-guide';
import { createTestDatabase } from './test/test-database';
import { walkInShop } from './test/walk-in-shop';

/** The guide's line that takes the dump, exactly as an operator would paste it. */
const dumpLine = operationsGuide.split('\n').find((line) => line.includes('pg_dump --format'));

const workDir = mkdtempSync(join(tmpdir(), 'jono-pg-dump-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

it('the operations guide dumps PostgreSQL into a file only its owner can read', async () => {
  expect(dumpLine).toBeDefined();
  const database = await createTestDatabase();
  try {
    await walkInShop(database.db);
    execFileSync('bash', ['-c', dumpLine ?? ''], {
      cwd: workDir,
      env: { ...process.env, DATABASE_URL: database.url },
    });
  } finally {
    await database.close();
  }
  const [dump, ...others] = readdirSync(workDir);
  expect(others).toEqual([]);
  expect(dump).toMatch(/^jono-\d{4}-\d{2}-\d{2}\.dump$/);
  const file = join(workDir, dump ?? '');
  expect(statSync(file).mode & 0o777).toBe(0o600);
  const tables = execFileSync('pg_restore', ['--list', file], { encoding: 'utf8' });
  expect(tables).toMatch(/TABLE DATA public shops/);
});
