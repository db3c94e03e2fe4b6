import type { SQL, SQLWrapper } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { type PgColumn, PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

const dialect = new PgDialect();

/**
 * Builds the statements `preparedStatement` takes (an INSERT, say) with drizzle's own
 * builder, values as placeholders; it has no connection and runs nothing.
 */
export const statementBuilder = drizzle.mock() as unknown as Db;
const names = new Set<string>();

/** What a prepared statement's rows are made of: table columns or SQL expressions, by key. */
export type StatementColumns = Record<string, PgColumn | SQL | SQL.Aliased>;

/**
 * A statement built once, when its module loads, and run many times on the pool or inside a
 * transaction: nothing is built per call, and on PostgreSQL it runs as a named prepared
 * statement that each connection parses and plans once. Its values are bound by
 * `sql.placeholder(name)`.
 *
 * With `columns` (in the order the statement selects them), rows come back mapped the way
 * drizzle maps those columns (dates, JSON); without, as the driver gives them, which both
 * drivers agree on only for text, numbers and booleans.
 */
export function preparedStatement<Row, Values extends object>(
  name: string,
  statement: SQLWrapper,
  columns?: StatementColumns,
): (db: Db, values: Values) => Promise<Row[]> {
  // A connection keeps one text per name: two statements under one name would fail at run time.
  if (names.has(name)) throw new Error(`Two prepared statements are named ${name}`);
  names.add(name);
  const query = dialect.sqlToQuery(statement.getSQL());
  const fields = columns && Object.entries(columns).map(([key, field]) => ({ path: [key], field }));
  return async (db, values) => {
    const prepared = db._.session.prepareQuery(query, fields, name, fields !== undefined);
    const answer = await prepared.execute(values as Record<string, unknown>);
    return (fields ? answer : (answer as { rows: unknown[] }).rows) as Row[];
  };
}
