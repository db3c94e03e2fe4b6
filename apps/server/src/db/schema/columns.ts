import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Random UUIDs: an order id doubles as the customer's capability to see their order. */
export const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const instant = (name: string) => timestamp(name, { withTimezone: true });
