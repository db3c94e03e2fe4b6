import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import { inTransaction } from './in-transaction';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table effect_probe (n int primary key)`);
});
afterAll(() => database.close());

const silent = { error: () => {} };
const rows = async (db: Db) => {
  const answer = (await db.execute(sql`select n from effect_probe order by n`)) as unknown as {
    rows: { n: number }[];
  };
  return answer.rows.map((r) => r.n);
};
/** The database itself reports the failure, with the code PostgreSQL gives a deadlock victim. */
const deadlockVictim = (tx: Db) =>
  tx.execute(sql`do $$ begin raise exception 'deadlock detected' using errcode = '40P01'; end $$`);

describe('inTransaction', () => {
  it('runs the effects after the commit, in the order they were asked for', async () => {
    const seen: string[] = [];
    const answer = await inTransaction(database.db, silent, async (tx, effects) => {
      await tx.execute(sql`insert into effect_probe values (1)`);
      effects.afterCommit(async () => seen.push(`first sees ${await rows(database.db)}`));
      effects.afterCommit(() => seen.push('second'));
      seen.push('work done');
      return 'answer';
    });
    expect(answer).toBe('answer');
    expect(seen).toEqual(['work done', 'first sees 1', 'second']);
  });

  it('runs no effect when the work fails, and the write is gone', async () => {
    const seen: string[] = [];
    await expect(
      inTransaction(database.db, silent, async (tx, effects) => {
        await tx.execute(sql`insert into effect_probe values (2)`);
        effects.afterCommit(() => seen.push('announced'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(seen).toEqual([]);
    expect(await rows(database.db)).not.toContain(2);
  });

  it('runs a deadlock victim again, with only the last attempt’s effects', async () => {
    let attempt = 0;
    const seen: number[] = [];
    await inTransaction(database.db, silent, async (tx, effects) => {
      attempt++;
      await tx.execute(sql`insert into effect_probe values (${10 + attempt})`);
      effects.afterCommit(() => seen.push(attempt));
      if (attempt === 1) await deadlockVictim(tx);
    });
    expect(seen).toEqual([2]);
    expect((await rows(database.db)).filter((n) => n > 10)).toEqual([12]);
  });

  it('gives up after three deadlocks in a row and reports the failure', async () => {
    let attempts = 0;
    await expect(
      inTransaction(database.db, silent, async (tx) => {
        attempts++;
        await deadlockVictim(tx);
      }),
    ).rejects.toMatchObject({ cause: { code: '40P01' } });
    expect(attempts).toBe(3);
  });

  it('logs an effect that fails and still answers, running the effects after it', async () => {
    const logged: unknown[] = [];
    const seen: string[] = [];
    const answer = await inTransaction(
      database.db,
      { error: ({ err }) => logged.push(err) },
      async (_tx, effects) => {
        effects.afterCommit(() => {
          throw new Error('socket gone');
        });
        effects.afterCommit(() => seen.push('next'));
        return 7;
      },
    );
    expect(answer).toBe(7);
    expect(seen).toEqual(['next']);
    expect(logged).toEqual([new Error('socket gone')]);
  });
});
