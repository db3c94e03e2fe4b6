import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import { queryAll } from './query-all';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/**
 * Three queries that write down when each starts and ends, with the answers they give. The
 * order of those entries is the proof: queries sent together all start before any answer.
 */
function recordedQueries(db: Db) {
  const log: string[] = [];
  const query = (n: number) => async () => {
    log.push(`start ${n}`);
    const answer = await db.execute(sql`select ${n}::int as n`);
    const { rows } = answer as unknown as { rows: { n: number }[] };
    log.push(`end ${n}`);
    return rows[0]?.n;
  };
  return { log, queries: [query(1), query(2), query(3)] as const };
}

describe('queryAll', () => {
  it('runs the queries one after another on a transaction’s one connection', async () => {
    const answers = await database.db.transaction(async (tx) => {
      const { log, queries } = recordedQueries(tx);
      const answers = await queryAll(tx, queries);
      expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
      return answers;
    });
    expect(answers).toEqual([1, 2, 3]);
  });

  it('sends them all at once on the pool', async () => {
    const { log, queries } = recordedQueries(database.db);
    expect(await queryAll(database.db, queries)).toEqual([1, 2, 3]);
    expect(log.slice(0, 3)).toEqual(['start 1', 'start 2', 'start 3']);
  });
});
