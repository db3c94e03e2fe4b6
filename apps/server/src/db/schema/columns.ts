import { sql } from 'drizzle-orm';
import { text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Random UUIDs: an order id doubles as the customer's capability to see their order. */
export const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A browser's Web Push subscription as the push service gave it, and the language its
 * notifications are written in: the same for a walk-in's and a booking's.
 */
export const webPushColumns = () => ({
  endpoint: text('endpoint').notNull(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  language: text('language').notNull().default('fi'),
  createdAt: createdAt(),
});
