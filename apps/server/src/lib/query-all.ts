import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

type Queries = readonly (() => unknown)[];
type Answers<Q extends Queries> = { -readonly [K in keyof Q]: Awaited<ReturnType<Q[K]>> };

/**
 * Promise.all for independent queries that may run on a transaction. On the pool they run at
 * once, each on a connection of its own; a transaction is one connection, which takes one
 * query at a time (node-postgres warns about a second one sent meanwhile, and pg 9 refuses
 * it), so there they run one after another.
 */
export async function queryAll<const Q extends Queries>(db: Db, queries: Q): Promise<Answers<Q>> {
  if (!(db instanceof PgTransaction)) {
    return (await Promise.all(queries.map((query) => query()))) as Answers<Q>;
  }
  const answers: unknown[] = [];
  for (const query of queries) answers.push(await query());
  return answers as Answers<Q>;
}
