import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { bookings, queueEntries } from './orders';
import { shopRef } from './shops';
import { staffUsers } from './staff';

/**
 * A customer's stars for one served visit: a walk-in or a booking, never both, once each.
 * The author's "Aino V." and the visit's month are frozen when it is written: the customer
 * chose to publish them, so wiping the order's details later leaves the review as it reads.
 * Nothing here is deleted by the shop: a report is kept beside the review, which then stays
 * out of the public list.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    shopId: shopRef(),
    queueEntryId: uuid('queue_entry_id').references(() => queueEntries.id, {
      onDelete: 'cascade',
    }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /** The visit's short code, for the owner to find it on the board; never a name. */
    orderCode: text('order_code').notNull(),
    stars: integer('stars').notNull(),
    comment: text('comment'),
    authorName: text('author_name').notNull(),
    /** YYYY-MM in the shop's time zone. */
    visitMonth: text('visit_month').notNull(),
    createdAt: createdAt(),
    replyText: text('reply_text'),
    repliedAt: instant('replied_at'),
    repliedBy: uuid('replied_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    reportedAt: instant('reported_at'),
    reportReason: text('report_reason'),
    reportedBy: uuid('reported_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('reviews_queue_entry_unique').on(t.queueEntryId),
    uniqueIndex('reviews_booking_unique').on(t.bookingId),
    index('reviews_shop_time_idx').on(t.shopId, t.createdAt),
    check('reviews_one_order', sql`(${t.queueEntryId} is null) <> (${t.bookingId} is null)`),
    check('reviews_stars_range', sql`${t.stars} between 1 and 5`),
  ],
);
