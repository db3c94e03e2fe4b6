import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { knownMigrations, migrationsFolder } from './db/migrate';
import { seedDemoDataIfEmpty } from './db/seed/seed-demo-data';
import { createTestDatabase } from './test/test-database';

/**
 * Columns a migration removed on purpose, with why their data may go: anything else a
 * migration drops fails this test.
 */
const intendedDrops = new Set([
  // Failed-login counters: minutes-long state that moved to login_throttle.
  'staff_users.failed_logins',
  'staff_users.failed_logins_since',
  // The single shop picture: 0016 copied each one into shop_photos as the shop's cover.
  'shops.image',
]);

type Row = Record<string, unknown>;

/** A bare database of the driver under test, migrated only as far as it is told. */
interface BareDatabase {
  query(text: string, params?: unknown[]): Promise<Row[]>;
  migrateWith(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function bareDatabase(): Promise<BareDatabase> {
  if (process.env.TEST_DB_DRIVER !== 'postgres') {
    const client = await PGlite.create();
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

const migrations = knownMigrations();

/** A migrations folder holding the first `count` migrations, as the code had them then. */
function folderUpTo(count: number): string {
  const folder = mkdtempSync(join(tmpdir(), 'jono-migrations-'));
  mkdirSync(join(folder, 'meta'));
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const { tag } of migrations.slice(0, count)) {
    cpSync(join(migrationsFolder, `${tag}.sql`), join(folder, `${tag}.sql`));
  }
  return folder;
}

/** Every table's columns and row count. */
async function shape(db: BareDatabase) {
  const columns = await db.query(
    `select table_name as t, column_name as c from information_schema.columns
     where table_schema = 'public' order by 1, 2`,
  );
  const tables = [...new Set(columns.map((r) => String(r.t)))];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await db.query(`select count(*)::int as n from "${table}"`);
    counts[table] = Number(row?.n);
  }
  return { columns: columns.map((r) => `${r.t}.${r.c}`), counts };
}

/**
 * The demo data, written into a database at an older schema: each table gets the rows of
 * the columns it had then (the others take their defaults), foreign keys checked at the end
 * of the load rather than row by row, since tables are loaded in name order.
 */
async function loadDemoData(db: BareDatabase, demo: Record<string, Row[]>) {
  const { columns } = await shape(db);
  await db.query('begin');
  await db.query('set local session_replication_role = replica');
  for (const [table, rows] of Object.entries(demo)) {
    const had = columns
      .filter((c) => c.startsWith(`${table}.`))
      .map((c) => c.slice(table.length + 1));
    const shared = had.filter((column) => rows.some((row) => column in row));
    if (rows.length === 0 || shared.length === 0) continue;
    const list = shared.map((c) => `"${c}"`).join(', ');
    await db.query(
      `insert into "${table}" (${list}) select ${list} from jsonb_populate_recordset(null::"${table}", $1::jsonb)`,
      [JSON.stringify(rows)],
    );
  }
  await db.query('commit');
}

describe('upgrades', () => {
  let demo: Record<string, Row[]>;
  let latest: Awaited<ReturnType<typeof shape>>;
  let seeded: Database;

  beforeAll(async () => {
    seeded = await createTestDatabase();
    await seedDemoDataIfEmpty(seeded.db);
    const { rows } = (await seeded.db.execute(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1
    `)) as unknown as { rows: { name: string }[] };
    demo = {};
    for (const { name } of rows) {
      const result = (await seeded.db.execute(
        sql`select coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb) as rows from ${sql.identifier(name)} t`,
      )) as unknown as { rows: { rows: Row[] }[] };
      demo[name] = result.rows[0]?.rows ?? [];
    }
    const fresh = await bareDatabase();
    await fresh.migrateWith(migrationsFolder);
    latest = await shape(fresh);
    await fresh.close();
  }, 300_000);
  afterAll(() => seeded.close());

  it('has demo data in the tables a shop lives on', () => {
    for (const table of ['shops', 'staff_users', 'services', 'queue_entries', 'bookings']) {
      expect(demo[table]?.length, table).toBeGreaterThan(0);
    }
  });

  it.each(migrations.map((m, index) => [m.tag, index + 1] as const))(
    'a database with demo data at %s takes every later migration without losing a row',
    { timeout: 300_000 },
    async (_tag, startAt) => {
      const db = await bareDatabase();
      try {
        await db.migrateWith(folderUpTo(startAt));
        await loadDemoData(db, demo);
        let before = await shape(db);
        expect(before.counts.shops).toBe(demo.shops?.length);
        for (let count = startAt + 1; count <= migrations.length; count++) {
          await db.migrateWith(folderUpTo(count));
          const after = await shape(db);
          const step = migrations[count - 1]?.tag;
          for (const [table, rows] of Object.entries(before.counts)) {
            expect(after.counts[table], `${step}: rows of ${table}`).toBe(rows);
          }
          const lost = before.columns.filter(
            (column) => !after.columns.includes(column) && !intendedDrops.has(column),
          );
          expect(lost, `${step}: columns dropped`).toEqual([]);
          before = after;
        }
        // However it got there, the upgraded database has the schema of a fresh one.
        expect(before.columns).toEqual(latest.columns);
      } finally {
        await db.close();
      }
    },
  );
});
