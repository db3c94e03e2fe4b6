import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, instant, webPushColumns } from './columns';
import { bookings } from './orders';
import { shopRef } from './shops';

/**
 * A shop's booking reminders: minutes before the start each goes, and the quiet hours on its
 * clock ('HH:mm'; both null: none). A shop without a row has the defaults (24 h and 2 h,
 * 21:00-08:00).
 */
export const shopReminderSettings = pgTable('shop_reminder_settings', {
  shopId: shopRef().primaryKey(),
  offsetsMinutes: jsonb('offsets_minutes').$type<number[]>().notNull(),
  quietStarts: text('quiet_starts'),
  quietEnds: text('quiet_ends'),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/**
 * One reminder of a booking, claimed before it is sent. The unique key is the booking, the
 * offset and the start it was reckoned from: however many nodes try, one sends it, and a
 * booking moved to another time gets reminders of its own while the old time's never go.
 */
export const bookingReminders = pgTable(
  'booking_reminders',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    offsetMinutes: integer('offset_minutes').notNull(),
    startsAt: instant('starts_at').notNull(),
    /** 'skipped': a nearer reminder was due as well (the server was down), so this one never goes. */
    status: text('status', { enum: ['sending', 'sent', 'failed', 'skipped'] }).notNull(),
    channel: text('channel', { enum: ['push', 'email'] }),
    /** Push reached no browser (gone or failing), so the mail went instead. */
    pushFailed: boolean('push_failed').notNull().default(false),
    claimedAt: instant('claimed_at').notNull(),
    /**
     * How often it was claimed: a claim left 'sending' by a node that died is taken over once
     * (then 2); one stuck again is given up as failed.
     */
    attempts: integer('attempts').notNull().default(1),
  },
  (t) => [
    uniqueIndex('booking_reminders_once').on(t.bookingId, t.offsetMinutes, t.startsAt),
    check('booking_reminders_offset_positive', sql`${t.offsetMinutes} > 0`),
  ],
);

/** A customer's browser that takes a booking's reminders by Web Push. */
export const bookingPushSubscriptions = pgTable(
  'booking_push_subscriptions',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    ...webPushColumns(),
  },
  (t) => [uniqueIndex('booking_push_subscriptions_endpoint_unique').on(t.bookingId, t.endpoint)],
);
