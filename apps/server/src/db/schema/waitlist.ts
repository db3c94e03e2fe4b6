import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { bookings } from './orders';
import { shopRef } from './shops';

/** The services a waiting customer chose, as the booking form sends them (priced again on offer). */
export interface WaitlistService {
  id: string;
  quantity: number;
  addons: { id: string; quantity: number }[];
}

/**
 * A customer who asked to hear when a time frees up on a full day. Offers go out in the order
 * people asked (seq); an offer is a held booking the customer confirms.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    shopId: shopRef(),
    /** The order people asked in: the clock can show one instant for two requests. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /** The local date in the shop's time zone the customer waits for. */
    date: date('date', { mode: 'string' }).notNull(),
    customerName: text('customer_name').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    /** Null when the customer chose to hear by push only. */
    email: text('email'),
    language: text('language').notNull().default('fi'),
    services: jsonb('services').$type<WaitlistService[]>().notNull(),
    additionalServices: jsonb('additional_services').$type<{ id: string }[]>().notNull(),
    totalDurationMinutes: integer('total_duration_minutes').notNull(),
    status: text('status', { enum: ['waiting', 'offered', 'booked', 'expired'] })
      .notNull()
      .default('waiting'),
    /** The held booking of the current or last offer. */
    offerBookingId: uuid('offer_booking_id').references(() => bookings.id, {
      onDelete: 'set null',
    }),
    offeredAt: instant('offered_at'),
    /**
     * The browser that asked to hear of offers by Web Push (PushSubscription.toJSON()); all
     * three null without one, or once the push service said it is gone (404/410).
     */
    pushEndpoint: text('push_endpoint'),
    pushP256dh: text('push_p256dh'),
    pushAuth: text('push_auth'),
    createdAt: createdAt(),
  },
  (t) => [
    index('waitlist_entries_shop_date_idx').on(t.shopId, t.date, t.seq),
    check('waitlist_entries_duration_positive', sql`${t.totalDurationMinutes} > 0`),
  ],
);
