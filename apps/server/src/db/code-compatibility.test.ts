import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { type Database, openDatabase } from './client';
import { knownMigrations, migrationsFolder, SchemaTooNewError, schemaState } from './migrate';

const known = knownMigrations();
const scratch = mkdtempSync(join(tmpdir(), 'jono-compat-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * Statements after which code that does not know the migration fails on the schema: it reads
 * what is gone or renamed, or writes rows without a value the schema now demands.
 */
function contracts(text: string): string[] {
  const statements = text.split('--> statement-breakpoint').map((s) => s.trim());
  return statements.filter((statement) => {
    if (/DROP (COLUMN|TABLE)|RENAME|SET DATA TYPE/i.test(statement)) return true;
    if (/ADD COLUMN [^;]*NOT NULL/i.test(statement) && !/DEFAULT/i.test(statement)) return true;
    const required = /ALTER COLUMN "([^"]+)" SET NOT NULL/i.exec(statement);
    // A required column with a default is still written by code that leaves it out.
    return required !== null && !text.includes(`ALTER COLUMN "${required[1]}" SET DEFAULT`);
  });
}

/**
 * A database of the driver under test that a node opens again and again, and a way to set
 * the oldest code it allows between opens (as a newer version's migration would).
 */
async function reopenable() {
  const setOldest = (database: Database, value: number) =>
    database.db.execute(sql`update schema_compatibility set oldest_code_migrations = ${value}`);
  if (process.env.TEST_DB_DRIVER === 'postgres') {
    const held = await createTestDatabase();
    const url = held.url ?? '';
    return {
      open: () => openDatabase({ driver: 'postgres', url }),
      allow: (value: number) => setOldest(held, value),
      done: () => held.close(),
    };
  }
  const dataDir = join(scratch, 'data');
  const template = new Blob([await readFile(inject('pgliteTemplateFile'))]);
  await (await openDatabase({ driver: 'pglite', dataDir, startFrom: template })).close();
  return {
    open: () => openDatabase({ driver: 'pglite', dataDir }),
    allow: async (value: number) => {
      const unchecked = await openDatabase({ driver: 'pglite', dataDir, migrate: false });
      await setOldest(unchecked, value);
      await unchecked.close();
    },
    done: async () => {},
  };
}

describe('old code on a newer schema', () => {
  it('the schema names as its oldest code one that knows every migration that removed or changed what older code uses', async () => {
    const needed = known.map((m, index) => {
      const text = readFileSync(join(migrationsFolder, `${m.tag}.sql`), 'utf8');
      if (contracts(text).length === 0) return 0;
      // A removal whose column code stopped using releases earlier names that code itself.
      const named = /^-- Oldest code on this schema: (\d+) migrations/m.exec(text);
      return named ? Number(named[1]) : index + 1;
    });
    // The known removals and one column added without a default are found.
    expect(needed.filter((n) => n > 0)).toEqual([6, 19, 23, 26]);
    const database = await createTestDatabase();
    try {
      expect((await schemaState(database.db)).oldestCode).toBeGreaterThanOrEqual(
        Math.max(...needed),
      );
    } finally {
      await database.close();
    }
  });

  it('refuses to start, saying what to do, and starts once the schema allows its code', async () => {
    const { open, allow, done } = await reopenable();
    try {
      await allow(known.length + 2);
      const refused = await open().then(
        (database) => database.close().then(() => 'started'),
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(SchemaTooNewError);
      expect(String(refused)).toMatch(
        new RegExp(
          `needs Jono code that knows at least ${known.length + 2} migrations; this code knows ${known.length}.*start that version, or restore the backup taken before the upgrade`,
        ),
      );

      await allow(known.length);
      const started = await open();
      expect(started.schema.after?.applied).toBe(known.length);
      await started.close();
    } finally {
      await done();
    }
  });
});
