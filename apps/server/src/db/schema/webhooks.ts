import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { shopRef } from './shops';

/**
 * An address of the shop's other software that hears the events it chose. The secret signs
 * every POST, so it is kept as it is (the receiver holds the same); it is shown to the owner
 * once, when made or renewed.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    shopId: shopRef(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    /** Switched off by the owner: nothing is queued for it. */
    enabled: boolean('enabled').notNull().default(true),
    /** The first failed try since the last success; cleared by a success. */
    failingSince: instant('failing_since'),
    /** Set once it has failed for three days: nothing is sent until the owner resumes it. */
    pausedAt: instant('paused_at'),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_shop_idx').on(t.shopId)],
);

/**
 * One thing that happened, written in the transaction that made the change (so a rolled-back
 * change has no event), and only when some endpoint of the shop listens for its type. `seq`
 * orders the events of one subject (a walk-in, a booking) for delivery.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: id(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    shopId: shopRef(),
    type: text('type').notNull(),
    /** 'walk_in:<id>', 'booking:<id>', 'review:<id>'...: what it is about. */
    subject: text('subject').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_events_created_idx').on(t.createdAt),
    index('webhook_events_subject_idx').on(t.subject),
  ],
);

/** One event on its way to one endpoint: its tries, its last answer, and its outcome. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    /** The order deliveries were made in: the log lists them by it, newest first. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull(),
    /** A node trying it holds it until then, so no other node sends it at the same time. */
    leasedUntil: instant('leased_until'),
    lastAttemptAt: instant('last_attempt_at'),
    lastStatusCode: integer('last_status_code'),
    /** Why the last try got no answer: 'timeout', 'private_address' or 'unreachable'. */
    lastError: text('last_error', { enum: ['timeout', 'private_address', 'unreachable'] }),
    lastErrorDetail: text('last_error_detail'),
    replayOf: uuid('replay_of'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.seq),
    index('webhook_deliveries_event_idx').on(t.eventId),
  ],
);
