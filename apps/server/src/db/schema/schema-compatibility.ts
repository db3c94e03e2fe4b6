import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row: the oldest code that can run on this schema, named by how many migrations that code
 * knows. A migration that only adds leaves it; one that removes or changes what older code
 * reads raises it, and a node whose code knows fewer migrations refuses to start.
 */
export const schemaCompatibility = pgTable(
  'schema_compatibility',
  {
    only: boolean('only').primaryKey().default(true),
    oldestCodeMigrations: integer('oldest_code_migrations').notNull(),
  },
  (t) => [check('schema_compatibility_one_row', sql`${t.only}`)],
);
