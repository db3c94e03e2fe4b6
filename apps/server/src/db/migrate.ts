import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';

/**
 * Beside this file in the source and beside the bundle in dist (the build copies it), so
 * one relative URL serves both.
 */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface MigrationEntry {
  tag: string;
  /** Drizzle records this instant as the migration's created_at once it is applied. */
  when: number;
}

/** The migrations this code knows, oldest first, from drizzle's journal. */
export function knownMigrations(folder: string = migrationsFolder): MigrationEntry[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: MigrationEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** Any fixed number: it names the advisory lock that serialises migrations across nodes. */
const MIGRATION_LOCK_ID = 4_207_311;

export async function migratePgliteDatabase(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
}

/** Several nodes may start at once against one PostgreSQL: only one migrates at a time. */
export async function migratePostgresDatabase(pool: pg.Pool): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migrateNodePg(drizzleNodePg({ client: connection }), { migrationsFolder });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    connection.release();
  }
}
