import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { copyDataFolder } from './data-folder-copy';
import {
  assertCodeCanServe,
  type MigrationEntry,
  migratePgliteDatabase,
  migratePostgresDatabase,
  type SchemaState,
  schemaState,
} from './migrate';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the app sees, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DatabaseDriver;
  /**
   * The embedded database on disk: its folder, and a consistent copy of its database folder
   * made in-process (returns how many files were copied while queries waited).
   */
  embedded?: { dataDir: string; copyTo(target: string): Promise<number> };
  /**
   * How the PostgreSQL connection pool stands right now. The embedded database has no pool:
   * one connection, its queries queued inside PGlite.
   */
  pool?: () => PoolUsage;
  /** The schema as opening found it and, when opening migrated it, as it left it. */
  schema: { before: SchemaState; after?: SchemaState };
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface PoolUsage {
  /** The most connections the pool opens. */
  max: number;
  /** Connections open, whether running a query or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection, every one of them busy. */
  waiting: number;
}

export type DatabaseOptions =
  | { driver: 'postgres'; url: string; poolSize?: number }
  /**
   * dataDir undefined: in memory (tests). startFrom: a dump of another embedded database to
   * open a copy of, which skips creating an empty cluster (seconds of work in WebAssembly).
   */
  | {
      driver: 'pglite';
      dataDir?: string;
      startFrom?: Blob;
      /** false: open at the schema it has, as a backup must copy what is there. */
      migrate?: boolean;
      /**
       * Called with the database untouched when it holds data and migrations are to be
       * applied: an upgrade's way back is a copy taken here.
       */
      beforeMigrating?: (database: Database, pending: MigrationEntry[]) => Promise<void>;
    };

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Opens the database, applies pending migrations, and hands back one closeable handle. */
export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.driver === 'postgres' ? openPostgres(options) : openPglite(options);
}

/** A PostgreSQL server, through a pool of connections. */
async function openPostgres(
  options: Extract<DatabaseOptions, { driver: 'postgres' }>,
): Promise<Database> {
  const max = options.poolSize ?? 10;
  const pool = new pg.Pool({ connectionString: options.url, max });
  // An idle connection dropped by the server (a restart, a failover) must not take the
  // process down; the pool opens a new one on the next query.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL closed an idle connection: ${error.message}`);
  });
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  let before: SchemaState;
  let after: SchemaState;
  try {
    before = await schemaState(db);
    assertCodeCanServe(before);
    await migratePostgresDatabase(pool);
    after = await schemaState(db);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db,
    driver: 'postgres',
    pool: () => ({
      max,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    schema: { before, after },
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

/** The embedded database, in memory or in its folder, which one process holds at a time. */
async function openPglite(
  options: Extract<DatabaseOptions, { driver: 'pglite' }>,
): Promise<Database> {
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  try {
    const copyOf = options.startFrom ? { loadDataDir: options.startFrom } : {};
    const client = options.dataDir
      ? await PGlite.create(join(options.dataDir, 'pglite'), copyOf)
      : await PGlite.create(copyOf);
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    const { dataDir } = options;
    const database: Database = {
      db,
      driver: 'pglite',
      ...(dataDir
        ? {
            embedded: {
              dataDir,
              copyTo: (target: string) =>
                copyDataFolder(join(dataDir, 'pglite'), target, (pass) =>
                  client._runExclusiveQuery(pass),
                ),
            },
          }
        : {}),
      schema: { before: await schemaState(db) },
      ping: () => ping(db),
      close: async () => {
        await client.close();
        unlock();
      },
    };
    if (options.migrate === false) return database;
    try {
      assertCodeCanServe(database.schema.before);
      const { applied, pending } = database.schema.before;
      if (applied > 0 && pending.length > 0) await options.beforeMigrating?.(database, pending);
      await migratePgliteDatabase(client);
    } catch (error) {
      await client.close();
      throw error;
    }
    return { ...database, schema: { ...database.schema, after: await schemaState(db) } };
  } catch (error) {
    unlock();
    throw error;
  }
}
