import { normaliseShortCode } from '@jono/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { Database } from './client';
import { seedDemoDataIfEmpty } from './seed/seed-demo-data';

const opened: Database[] = [];
afterAll(() => Promise.all(opened.map((database) => database.close())));

async function freshDatabase(): Promise<Database> {
  const database = await createTestDatabase();
  opened.push(database);
  return database;
}

/** Reads one row on one connection (a transaction pins it on PostgreSQL's pool too). */
async function rowOn<T>(database: Database, ...statements: SQL[]): Promise<T> {
  return database.db.transaction(async (tx) => {
    let result: { rows: T[] } = { rows: [] };
    for (const statement of statements) result = (await tx.execute(statement)) as never;
    const [row] = result.rows;
    if (!row) throw new Error('no row');
    return row;
  });
}

const tenCodes = sql`select array(select jono_short_code() from generate_series(1, 10)) as codes`;

describe('short codes', () => {
  it('are drawn from a cryptographic source, whatever the connection’s random() was seeded with', async () => {
    // Two servers whose connections replay the same random() sequence.
    const [first, second] = await Promise.all([freshDatabase(), freshDatabase()]);
    const codesOf = (database: Database) =>
      rowOn<{ codes: string[] }>(database, sql`select setseed(0.42)`, tenCodes);
    const [a, b] = await Promise.all([codesOf(first), codesOf(second)]);

    expect(a.codes).not.toEqual(b.codes);
    // Alphabet and length as people read and type them.
    for (const code of [...a.codes, ...b.codes]) expect(normaliseShortCode(code)).toBe(code);
  });

  it('cannot be foretold after a fresh start with demo data', async () => {
    const now = new Date('2026-04-15T09:30:00Z');
    const [first, second] = await Promise.all([freshDatabase(), freshDatabase()]);
    // A week of trade draws from the same seeded source as the demo's 90 days.
    await seedDemoDataIfEmpty(first.db, now, { historyDays: 7 });
    await seedDemoDataIfEmpty(second.db, now, { historyDays: 7 });
    const drawsOf = (database: Database) =>
      rowOn<{ codes: string[]; numbers: number[] }>(
        database,
        sql`select array(select jono_short_code() from generate_series(1, 10)) as codes,
          array[random(), random()] as numbers`,
      );
    const [a, b] = await Promise.all([drawsOf(first), drawsOf(second)]);

    // The demo seed is the same history each time, but leaves no seed on the connection.
    expect(a.numbers).not.toEqual(b.numbers);
    expect(a.codes).not.toEqual(b.codes);
  });
});
