import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * A fingerprint of every row of every table: equal before and after a request proves the
 * request wrote nothing. Rows are compared as text in a fixed order, so it is the same on
 * PGlite and PostgreSQL.
 */
export async function databaseDigest(db: Db): Promise<Record<string, string>> {
  const { rows: tables } = (await db.execute(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name
  `)) as unknown as { rows: { name: string }[] };
  const digest: Record<string, string> = {};
  for (const { name } of tables) {
    const table = sql.identifier(name);
    const { rows } = (await db.execute(
      sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ${table} t`,
    )) as unknown as { rows: { n: number; hash: string }[] };
    digest[name] = `${rows[0]?.n}:${rows[0]?.hash}`;
  }
  return digest;
}
