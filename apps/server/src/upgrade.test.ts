import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { knownMigrations, migrationsFolder } from './db/migrate';
import { seedDemoDataIfEmpty } from './db/seed/seed-demo-data';
import { type BareDatabase, bareDatabase, type Row } from './test/bare-database';
import { earlierMigrations } from './test/migrations-up-to';
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
  // A booking's browsers: 0017 moved them to booking_push_subscriptions, and no code since
  // 0025 reads the column.
  'push_subscriptions.booking_id',
]);

const migrations = knownMigrations();

const earlier = earlierMigrations();
afterAll(() => earlier.remove());

interface Shape {
  columns: string[];
  counts: Record<string, number>;
}

/** Every table's columns and row count. */
async function shape(db: BareDatabase): Promise<Shape> {
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
  let latest: Shape;
  let seeded: Database;

  beforeAll(async () => {
    seeded = await createTestDatabase();
    // Two weeks of trade hold every kind of row the 90 days do, at a sixth of the volume
    // each start point loads.
    await seedDemoDataIfEmpty(seeded.db, new Date(), { historyDays: 14 });
    const { rows } = (await seeded.db.execute(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1
    `)) as unknown as { rows: { name: string }[] };
    demo = {};
    // The schema's own record is written by its migrations, not by a shop's trade.
    for (const { name } of rows.filter((table) => table.name !== 'schema_compatibility')) {
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
    const tables = ['shops', 'staff_users', 'services', 'queue_entries', 'bookings', 'payments'];
    for (const table of [...tables, 'refund_requests', 'reviews', 'audit_entries']) {
      expect(demo[table]?.length, table).toBeGreaterThan(0);
    }
  });

  /** What a migration may not do between two shapes: lose a row, or a column not meant to go. */
  function expectNothingLost(before: Shape, after: Shape, step: string) {
    for (const [table, rows] of Object.entries(before.counts)) {
      expect(after.counts[table], `${step}: rows of ${table}`).toBe(rows);
    }
    const lost = before.columns.filter(
      (column) => !after.columns.includes(column) && !intendedDrops.has(column),
    );
    expect(lost, `${step}: columns dropped`).toEqual([]);
  }

  // Each migration meets data written at the schema it upgrades (so its own step is checked on
  // rows shaped for it), then the database jumps to the latest schema in one start, as a
  // server left at that version for a while would.
  it.each(migrations.map((m, index) => [m.tag, index + 1] as const))(
    'a database with demo data at %s takes the next migration, then all the rest, without losing a row',
    { timeout: 300_000 },
    async (tag, startAt) => {
      const db = await bareDatabase();
      try {
        await db.migrateWith(earlier.upTo(startAt));
        await loadDemoData(db, demo);
        const before = await shape(db);
        expect(before.counts.shops).toBe(demo.shops?.length);
        if (startAt < migrations.length) {
          await db.migrateWith(earlier.upTo(startAt + 1));
          const next = await shape(db);
          expectNothingLost(before, next, migrations[startAt]?.tag ?? '');
          await db.migrateWith(migrationsFolder);
          expectNothingLost(next, await shape(db), `${tag} to the latest`);
        }
        // However it got there, the upgraded database has the schema of a fresh one.
        expect((await shape(db)).columns).toEqual(latest.columns);
      } finally {
        await db.close();
      }
    },
  );
});
