import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { shopRef } from './shops';
import { staffUsers } from './staff';

/** What was ordered, frozen with names and prices at order time so later edits never rewrite history. */
export interface OrderedService {
  id: string;
  name: string;
  priceCents: number;
  durationMinutes: number;
  quantity: number;
  addons: {
    id: string;
    name: string;
    priceCents: number;
    durationMinutes: number;
    quantity: number;
  }[];
}

export interface ChosenAdditionalService {
  id: string;
  name: string;
}

/** Customer and order fields shared by walk-in queue entries and pre-bookings. */
const customerOrderColumns = () => ({
  id: id(),
  shopId: shopRef(),
  customerName: text('customer_name').notNull(),
  /** E.164 (DESIGN section 5). */
  phone: text('phone').notNull(),
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
  /** Set when personal data is wiped, 30 days after the order ends (DESIGN section 5). */
  anonymisedAt: instant('anonymised_at'),
  createdAt: createdAt(),
});

export const queueEntries = pgTable(
  'queue_entries',
  {
    ...customerOrderColumns(),
    /** Arrival order, which breaks ties between entries that joined in the same instant. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    status: text('status', {
      enum: ['waiting', 'in_service', 'served', 'cancelled', 'no_show'],
    })
      .notNull()
      .default('waiting'),
    /** Queue order: the join time, unless staff moved the customer up (DESIGN section 5). */
    sortKey: instant('sort_key').notNull().defaultNow(),
    reorderReason: text('reorder_reason'),
    isAtLocation: boolean('is_at_location').notNull().default(false),
    atLocationAt: instant('at_location_at'),
    barberId: uuid('barber_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    joinedAt: instant('joined_at').notNull().defaultNow(),
    /** The start we promised at join time; analytics compares it with the truth. */
    estimatedStartAt: instant('estimated_start_at'),
    startedAt: instant('started_at'),
    finishedAt: instant('finished_at'),
    cancelledAt: instant('cancelled_at'),
    cancelReason: text('cancel_reason'),
    payNow: boolean('pay_now').notNull().default(false),
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    index('queue_entries_shop_status_idx').on(t.shopId, t.status, t.sortKey),
    /** Analytics reads a period by each of these instants (modules/analytics). */
    index('queue_entries_shop_joined_idx').on(t.shopId, t.joinedAt),
    index('queue_entries_shop_started_idx').on(t.shopId, t.startedAt),
    index('queue_entries_shop_finished_idx').on(t.shopId, t.finishedAt),
    index('queue_entries_shop_cancelled_idx').on(t.shopId, t.cancelledAt),
    uniqueIndex('queue_entries_idempotency_unique').on(t.shopId, t.idempotencyKey),
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
  },
  (t) => [
    index('bookings_shop_start_idx').on(t.shopId, t.startAt),
    /** Analytics counts cancellations by when they happened. */
    index('bookings_shop_cancelled_idx').on(t.shopId, t.cancelledAt),
    check('bookings_interval_valid', sql`${t.endAt} > ${t.startAt}`),
  ],
);

/**
 * One row per slot a live booking occupies on a chair. The unique index is the database's
 * guarantee against double booking, on PGlite and PostgreSQL alike.
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
  },
  (t) => [uniqueIndex('booking_slot_claims_unique').on(t.shopId, t.chair, t.slotStartAt)],
);
