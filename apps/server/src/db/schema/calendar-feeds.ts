import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { shopRef } from './shops';
import { staffUsers } from './staff';

/**
 * A subscribable calendar of a shop's bookings (no member) or of one member's. The secret in
 * its address is kept only as a hash, so a leaked database opens no calendar; renewing makes a
 * new secret and the old address stops answering.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    shopId: shopRef(),
    memberId: uuid('member_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** SHA-256 of the secret, hex. */
    secretHash: text('secret_hash').notNull(),
    /** Walk-ins served are shown beside the bookings. */
    withWalkIns: boolean('with_walk_ins').notNull().default(false),
    /** The words the feed's own lines are in (the maker's language). */
    language: text('language').notNull().default('fi'),
    madeAt: createdAt(),
    /** When a calendar last fetched it, kept to the hour: shows the subscription works. */
    lastReadAt: instant('last_read_at'),
  },
  (t) => [
    uniqueIndex('calendar_feeds_secret_unique').on(t.secretHash),
    uniqueIndex('calendar_feeds_shop_unique').on(t.shopId).where(sql`${t.memberId} is null`),
    uniqueIndex('calendar_feeds_member_unique')
      .on(t.memberId)
      .where(sql`${t.memberId} is not null`),
    index('calendar_feeds_shop_idx').on(t.shopId),
  ],
);

/**
 * How a shop's feeds name customers: 'first' (first name, the default), 'full' or 'none'
 * (services only). A shop without a row has the default.
 */
export const calendarFeedSettings = pgTable('calendar_feed_settings', {
  shopId: shopRef().primaryKey(),
  customerNames: text('customer_names', { enum: ['first', 'full', 'none'] }).notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
