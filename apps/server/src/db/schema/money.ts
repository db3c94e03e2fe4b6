import { sql } from 'drizzle-orm';
import {
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
import { bookings } from './orders';
import { shopRef } from './shops';
import { staffUsers } from './staff';

export const payments = pgTable(
  'payments',
  {
    id: id(),
    shopId: shopRef(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    providerReference: text('provider_reference'),
    amountCents: integer('amount_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    currency: text('currency').notNull().default('EUR'),
    status: text('status', {
      enum: ['pending', 'paid', 'failed', 'refunded', 'partially_refunded'],
    })
      .notNull()
      .default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
    paidAt: instant('paid_at'),
  },
  (t) => [
    uniqueIndex('payments_idempotency_unique').on(t.idempotencyKey),
    /** Analytics sums the fees paid in a period. */
    index('payments_shop_paid_idx').on(t.shopId, t.paidAt),
    uniqueIndex('payments_provider_reference_unique').on(t.provider, t.providerReference),
    check('payments_refund_within_amount', sql`${t.refundedCents} <= ${t.amountCents}`),
  ],
);

export const refundRequests = pgTable(
  'refund_requests',
  {
    id: id(),
    shopId: shopRef(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['requested', 'approved', 'rejected', 'refunded'] })
      .notNull()
      .default('requested'),
    amountCents: integer('amount_cents').notNull(),
    handledBy: uuid('handled_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    handledAt: instant('handled_at'),
    rejectReason: text('reject_reason'),
    /**
     * The idempotency key of the provider call of the current claim: a retake of a stuck
     * claim reuses it, so the provider pays out once; cleared when the provider refuses.
     */
    providerKey: text('provider_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('refund_requests_shop_status_idx').on(t.shopId, t.status),
    /** At most one open or settled request per payment: a refund cannot happen twice. */
    uniqueIndex('refund_requests_one_per_payment')
      .on(t.paymentId)
      .where(sql`${t.status} <> 'rejected'`),
  ],
);

export const staffMessages = pgTable(
  'staff_messages',
  {
    id: id(),
    shopId: shopRef(),
    /** Null: for every staff member of the shop. */
    userId: uuid('user_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    readAt: instant('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_messages_shop_idx').on(t.shopId, t.createdAt)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; content: string }[]>()
      .notNull()
      .default([]),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
    /**
     * What the mail is about ('visit-thanks:<id>'), for a mail that a step taken back must
     * withdraw before it goes out; null for the rest.
     */
    about: text('about'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.sentAt, t.nextAttemptAt)],
);
