import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { queueEntries } from './orders';
import { shopRef } from './shops';

/**
 * A text message to a customer, from the moment it is written (in the transaction of the
 * change it tells about, like mail) until the network says whether it arrived. Its segments
 * are what the shop's monthly cap counts.
 */
export const textMessages = pgTable(
  'text_messages',
  {
    id: id(),
    shopId: shopRef(),
    /** The walk-in it is about; kept when the order is wiped (the phone and body are not). */
    queueEntryId: uuid('queue_entry_id').references(() => queueEntries.id, {
      onDelete: 'set null',
    }),
    /** E.164; blanked with the body when the customer's data is wiped. */
    phone: text('phone').notNull(),
    /** What it says: 'joined', 'leave', 'turn', ... (an alert's kind). */
    kind: text('kind').notNull(),
    body: text('body').notNull(),
    encoding: text('encoding', { enum: ['gsm7', 'ucs2'] }).notNull(),
    segments: integer('segments').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'delivered', 'failed'] })
      .notNull()
      .default('queued'),
    /** The gateway's id once it took the text; its receipts name it. */
    gatewayId: text('gateway_id'),
    /** The gateway's or network's reason for a failure. */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
    settledAt: instant('settled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('text_messages_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    index('text_messages_gateway_idx').on(t.gatewayId),
    index('text_messages_shop_month_idx').on(t.shopId, t.createdAt),
    index('text_messages_entry_idx').on(t.queueEntryId),
  ],
);

/** A number that answered STOP to a shop's texts: nothing more is sent to it from that shop. */
export const textOptOuts = pgTable(
  'text_opt_outs',
  {
    shopId: shopRef(),
    phone: text('phone').notNull(),
    /** The words the customer sent, as the record of their choice. */
    reply: text('reply').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.phone] })],
);

/** The owner was told that a month's texts reached 80 % or 100 % of the cap: once each. */
export const textCapNotices = pgTable(
  'text_cap_notices',
  {
    shopId: shopRef(),
    /** 'YYYY-MM' in UTC, the month the cap counts. */
    month: text('month').notNull(),
    percent: integer('percent').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.month, t.percent] })],
);
