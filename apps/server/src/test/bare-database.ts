import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

export type Row = Record<string, unknown>;

/** A bare database of the driver under test, migrated only as far as it is told. */
export interface BareDatabase {
  query(text: string, params?: unknown[]): Promise<Row[]>;
  migrateWith(folder: string): Promise<void>;
  close(): Promise<void>;
}
/**
 * An empty embedded cluster, dumped once: every start point opens a copy of it, since creating
 * a cluster costs seconds of WebAssembly and copying one about one.
 */
let emptyCluster: Blob | undefined;

export async function bareDatabase(): Promise<BareDatabase> {
  if (process.env.TEST_DB_DRIVER !== 'postgres') {
    if (!emptyCluster) {
      const blank = await PGlite.create();
      emptyCluster = await blank.dumpDataDir('none');
      await blank.close();
    }
    const client = await PGlite.create({ loadDataDir: emptyCluster });
    return {
      query: async (text, params) => (await client.query<Row>(text, params)).rows,
      migrateWith: (folder) =>
        migratePglite(drizzlePglite({ client }), { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  const name = `jono_upgrade_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  return {
    query: async (text, params) => (await client.query<Row>(text, params)).rows,
    migrateWith: (folder) => migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: folder }),
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
