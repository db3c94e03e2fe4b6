import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, instant, webPushColumns } from './columns';
import { shopRef } from './shops';
import { staffUsers } from './staff';
import type { LearnedWaitModel, OrderedService, PendingAlertRequest } from './stored-json';

export interface ChosenAdditionalService {
  id: string;
  name: string;
}

/** Customer and order fields shared by walk-in queue entries and pre-bookings. */
const customerOrderColumns = () => ({
  id: id(),
  shopId: shopRef(),
  customerName: text('customer_name').notNull(),
  /** E.164. */
  phone: text('phone').notNull(),
  /**
   * What people read and type: 6 characters without look-alikes (no 0/O, 1/I/L), unique in
   * its table; the database draws it (jono_short_code), the random id stays the secret in links.
   */
  shortCode: text('short_code').notNull().default(sql`jono_short_code()`),
  email: text('email'),
  items: jsonb('items').$type<OrderedService[]>().notNull(),
  additionalServices: jsonb('additional_services')
    .$type<ChosenAdditionalService[]>()
    .notNull()
    .default([]),
  totalPriceCents: integer('total_price_cents').notNull(),
  totalDurationMinutes: integer('total_duration_minutes').notNull(),
  currency: text('currency').notNull().default('EUR'),
  language: text('language').notNull().default('fi'),
  /** Set when personal data is wiped, 30 days after the order ends. */
  anonymisedAt: instant('anonymised_at'),
  createdAt: createdAt(),
});

export const queueEntries = pgTable(
  'queue_entries',
  {
    ...customerOrderColumns(),
    /** E.164; none for a customer added at the desk without a phone. */
    phone: text('phone'),
    /** Arrival order, which breaks ties between entries that joined in the same instant. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    status: text('status', {
      enum: ['waiting', 'in_service', 'served', 'cancelled', 'no_show'],
    })
      .notNull()
      .default('waiting'),
    /** Queue order: the join time, unless staff moved the customer up. */
    sortKey: instant('sort_key').notNull().defaultNow(),
    reorderReason: text('reorder_reason'),
    isAtLocation: boolean('is_at_location').notNull().default(false),
    atLocationAt: instant('at_location_at'),
    barberId: uuid('barber_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    joinedAt: instant('joined_at').notNull().defaultNow(),
    /** The start we promised at join time; analytics compares it with the truth. */
    estimatedStartAt: instant('estimated_start_at'),
    /**
     * The range told at join time, as computed (screens round it outward to whole five
     * minutes): how often the real start fell inside it is the accuracy customers are shown.
     */
    estimatedEarliestAt: instant('estimated_earliest_at'),
    estimatedLatestAt: instant('estimated_latest_at'),
    startedAt: instant('started_at'),
    finishedAt: instant('finished_at'),
    cancelledAt: instant('cancelled_at'),
    cancelReason: text('cancel_reason'),
    payNow: boolean('pay_now').notNull().default(false),
    idempotencyKey: text('idempotency_key'),
    /** The barber the customer asked for; null is "any barber", who takes the first free chair. */
    requestedBarberId: uuid('requested_barber_id').references(() => staffUsers.id, {
      onDelete: 'set null',
    }),
    /** Added by staff at the desk (already in the shop, perhaps without a phone). */
    addedAtDesk: boolean('added_at_desk').notNull().default(false),
    /** When staff last called the customer to the chair, and how often. */
    calledAt: instant('called_at'),
    callCount: integer('call_count').notNull().default(0),
    /** Where the last call sent the customer: a chair number, or a barber by name. */
    calledChair: integer('called_chair'),
    calledBarberId: uuid('called_barber_id').references(() => staffUsers.id, {
      onDelete: 'set null',
    }),
    /** Minutes the customer needs to get here, from the position they shared at join. */
    travelMinutes: integer('travel_minutes'),
    /** How that time was reckoned: walking under 2 km, driving beyond; null is the shop's default. */
    travelMode: text('travel_mode', { enum: ['walk', 'drive'] }),
    /** Alerts already sent for this order ('leave', 'first', 'turn', 'removed'): each once. */
    alertsSent: jsonb('alerts_sent').$type<string[]>().notNull().default([]),
    /** Mails sent as alerts; at most two per order. */
    alertMails: integer('alert_mails').notNull().default(0),
    /** How the last alert went: sent (on its way), delivered or failed, by which channel, and when. */
    lastAlertStatus: text('last_alert_status', { enum: ['sent', 'delivered', 'failed'] }),
    lastAlertChannel: text('last_alert_channel', { enum: ['push', 'text', 'mail'] }),
    lastAlertAt: instant('last_alert_at'),
    /** When the customer ticked "text me" at join: no text leaves without it. */
    textConsentAt: instant('text_consent_at'),
    /**
     * One more on every change of the row (a trigger counts them): of two reads of an order,
     * the one with the higher revision is the newer, whichever node made it.
     */
    revision: integer('revision').notNull().default(0),
  },
  (t) => [
    index('queue_entries_shop_status_idx').on(t.shopId, t.status, t.sortKey),
    /** Analytics reads a period by each of these instants (modules/analytics). */
    index('queue_entries_shop_joined_idx').on(t.shopId, t.joinedAt),
    index('queue_entries_shop_started_idx').on(t.shopId, t.startedAt),
    index('queue_entries_shop_finished_idx').on(t.shopId, t.finishedAt),
    index('queue_entries_shop_cancelled_idx').on(t.shopId, t.cancelledAt),
    uniqueIndex('queue_entries_idempotency_unique').on(t.shopId, t.idempotencyKey),
    uniqueIndex('queue_entries_short_code_unique').on(t.shortCode),
    /** A barber serves one customer at a time, whatever two screens click at once. */
    uniqueIndex('queue_entries_one_service_per_barber')
      .on(t.barberId)
      .where(sql`${t.status} = 'in_service'`),
    uniqueIndex('queue_entries_one_waiting_per_phone')
      .on(t.shopId, t.phone)
      .where(sql`${t.status} = 'waiting'`),
    check('queue_entries_totals_not_negative', sql`${t.totalPriceCents} >= 0`),
  ],
);

/**
 * What a shop's waiting times have learned from its history (modules/queue/wait-learning):
 * how long each service really takes, per barber where they have enough visits, and how
 * often a waiting customer is really served. Recomputed in the background; every node reads
 * the same row, so every node gives the same estimate.
 */
export const shopWaitModels = pgTable('shop_wait_models', {
  shopId: shopRef().primaryKey(),
  model: jsonb('model').$type<LearnedWaitModel>().notNull(),
  learnedAt: instant('learned_at').notNull(),
});

export const bookings = pgTable(
  'bookings',
  {
    ...customerOrderColumns(),
    startAt: instant('start_at').notNull(),
    endAt: instant('end_at').notNull(),
    /** Which bookable chair holds the booking; with booking_slot_claims it makes double booking impossible. */
    chair: integer('chair').notNull(),
    status: text('status', {
      enum: ['pending_payment', 'confirmed', 'cancelled', 'completed', 'no_show'],
    })
      .notNull()
      .default('pending_payment'),
    /** A pending-payment booking holds its slot until then. */
    holdExpiresAt: instant('hold_expires_at'),
    bookingFeeCents: integer('booking_fee_cents').notNull().default(0),
    cancelledAt: instant('cancelled_at'),
    cancelReason: text('cancel_reason'),
    /** The day's board runs a booking like a walk-in: arrival, chair, start and finish. */
    atLocationAt: instant('at_location_at'),
    /** Whose booking it is: the barber named, or the one picked for "any barber"; then who serves it. */
    barberId: uuid('barber_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** The customer named the barber: a move keeps them. For "any barber" it may go to another. */
    barberNamed: boolean('barber_named').notNull().default(false),
    startedAt: instant('started_at'),
    finishedAt: instant('finished_at'),
    /** Times the booking was moved: its calendar file's SEQUENCE, and what the shop's limit counts. */
    moveCount: integer('move_count').notNull().default(0),
    /** The last move; the calendar file's DTSTAMP, so a newer copy replaces the older one. */
    movedAt: instant('moved_at'),
  },
  (t) => [
    index('bookings_shop_start_idx').on(t.shopId, t.startAt),
    uniqueIndex('bookings_short_code_unique').on(t.shortCode),
    /** Analytics counts cancellations by when they happened. */
    index('bookings_shop_cancelled_idx').on(t.shopId, t.cancelledAt),
    check('bookings_interval_valid', sql`${t.endAt} > ${t.startAt}`),
  ],
);

/**
 * One row per slot a live booking occupies on a chair and with its barber. The unique indexes
 * are the database's guarantee against double booking a chair or a barber, on PGlite and
 * PostgreSQL alike.
 */
export const bookingSlotClaims = pgTable(
  'booking_slot_claims',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    shopId: shopRef(),
    chair: integer('chair').notNull(),
    slotStartAt: instant('slot_start_at').notNull(),
    /** The barber the booking belongs to; null for one kept "any barber" until it starts. */
    barberId: uuid('barber_id').references(() => staffUsers.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('booking_slot_claims_unique').on(t.shopId, t.chair, t.slotStartAt),
    /** One barber never holds two bookings in one slot. */
    uniqueIndex('booking_slot_claims_barber_unique')
      .on(t.barberId, t.slotStartAt)
      .where(sql`${t.barberId} is not null`),
  ],
);

/**
 * A customer's Web Push subscription for one walk-in order (a booking's live in
 * booking_push_subscriptions).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    queueEntryId: uuid('queue_entry_id')
      .notNull()
      .references(() => queueEntries.id, { onDelete: 'cascade' }),
    ...webPushColumns(),
  },
  (t) => [uniqueIndex('push_subscriptions_entry_endpoint_unique').on(t.queueEntryId, t.endpoint)],
);

/**
 * An alert pushed to a customer's browser that has not said it showed it yet. Its service
 * worker answers within seconds when the phone is reachable; a row still here when it falls
 * due sends the same alert by the next channel (a text, else mail), once, whichever node
 * deletes it first.
 */
export const pendingPushAlerts = pgTable(
  'pending_push_alerts',
  {
    queueEntryId: uuid('queue_entry_id')
      .notNull()
      .references(() => queueEntries.id, { onDelete: 'cascade' }),
    /** The claimed moment ('leave', 'turn:2'). */
    marker: text('marker').notNull(),
    /** The alert as it was asked for (its kind, the start it was reckoned from, the chair). */
    request: jsonb('request').$type<PendingAlertRequest>().notNull(),
    /** Sent in the push message: the service worker proves with it that it got this one. */
    token: text('token').notNull(),
    dueAt: instant('due_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.queueEntryId, t.marker] }),
    index('pending_push_alerts_due_idx').on(t.dueAt),
  ],
);
