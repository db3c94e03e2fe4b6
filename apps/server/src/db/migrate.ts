import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
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

/** Where a database's schema stands against the migrations this code knows. */
export interface SchemaState {
  /** How many migrations the database has applied. */
  applied: number;
  /** The last one applied; undefined on an empty database or one newer than this code. */
  latest: MigrationEntry | undefined;
  /** What this code would still apply, oldest first. */
  pending: MigrationEntry[];
  /** The fewest migrations code may know to run on this schema; undefined before it was kept. */
  oldestCode: number | undefined;
}

/** The database was migrated by newer code, past what this code can serve. */
export class SchemaTooNewError extends Error {}

/**
 * Refuses to serve a schema a newer version changed in a way this code cannot run on: it would
 * start, look healthy and fail requests.
 */
export function assertCodeCanServe(state: SchemaState, known = knownMigrations()): void {
  if (state.oldestCode === undefined || state.oldestCode <= known.length) return;
  throw new SchemaTooNewError(
    `The database's schema (${state.applied} migrations) needs Jono code that knows at least ${state.oldestCode} migrations; this code knows ${known.length}. A newer version upgraded it: start that version, or restore the backup taken before the upgrade (jono-backup-before-upgrade-..., or your pg_dump) with this one.`,
  );
}

/** Reads drizzle's record of applied migrations; a database never migrated has none. */
/** What reading the schema needs of a database: one statement at a time. */
interface Statements {
  execute(query: SQL): PromiseLike<unknown>;
}

export async function schemaState(db: Statements, known = knownMigrations()): Promise<SchemaState> {
  const has = async (table: string) => {
    const { rows } = (await db.execute(
      sql`select to_regclass(${table}) is not null as "exists"`,
    )) as { rows: { exists: boolean }[] };
    return rows[0]?.exists === true;
  };
  const { rows } = (await has('drizzle.__drizzle_migrations'))
    ? ((await db.execute(
        sql`select created_at::text as "when" from drizzle.__drizzle_migrations order by created_at`,
      )) as { rows: { when: string }[] })
    : { rows: [] };
  const oldest = (await has('public.schema_compatibility'))
    ? (
        (await db.execute(
          sql`select oldest_code_migrations as "oldest" from schema_compatibility`,
        )) as { rows: { oldest: number }[] }
      ).rows[0]?.oldest
    : undefined;
  const last = rows.at(-1)?.when;
  const latest = known.find((m) => String(m.when) === last);
  // Drizzle applies every migration newer than the last one recorded, so that is what waits.
  const pending = known.filter((m) => last === undefined || m.when > Number(last));
  return { applied: rows.length, latest, pending, oldestCode: oldest };
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
