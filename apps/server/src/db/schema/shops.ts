import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';

/** Opening hours of one ISO weekday (1 = Monday ... 7 = Sunday), local 'HH:mm'; '24:00' closes at midnight. */
export interface WeekdayHours {
  weekday: number;
  opens: string;
  closes: string;
}

/** Additional-service options: a map of id to {name, value}. */
export type AdditionalServiceOptions = Record<string, { name: string; value: boolean }>;

/** How long a new shop keeps its customers' details after a visit or booking ends. */
export const DEFAULT_RETENTION_DAYS = 30;

export const shops = pgTable(
  'shops',
  {
    id: id(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull().default(''),
    country: text('country').notNull().default('Finland'),
    /** Where the shop stands; null until its owner places it, never the 0,0 of a missing one. */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    timezone: text('timezone').notNull().default('Europe/Helsinki'),
    openingHours: jsonb('opening_hours').$type<WeekdayHours[]>().notNull(),
    weeklyOffs: jsonb('weekly_offs').$type<number[]>().notNull().default([]),
    chairCount: integer('chair_count').notNull(),
    /** Staff's manual override; null means "decide from hours and load". */
    queueStateOverride: text('queue_state_override', { enum: ['open', 'full', 'closed'] }),
    /** Waiting entries admitted at most; null means 5 per chair. */
    queueLimit: integer('queue_limit'),
    /**
     * Walk-ins stop while one joining now would wait longer than this many minutes (10 to
     * 480); null: taken however long the wait.
     */
    maxWaitMinutes: integer('max_wait_minutes'),
    bookingFeeCents: integer('booking_fee_cents').notNull().default(200),
    currency: text('currency').notNull().default('EUR'),
    slotLengthMinutes: integer('slot_length_minutes').notNull().default(30),
    bookableChairs: integer('bookable_chairs'),
    bookingHorizonDays: integer('booking_horizon_days').notNull().default(60),
    refundWindowHours: integer('refund_window_hours').notNull().default(24),
    /** How many times a customer may move one booking (until the refund window closes); null: no limit. */
    bookingMoveLimit: integer('booking_move_limit'),
    /** Days after a visit ends before its customer's name, phone and email are wiped. */
    retentionDays: integer('retention_days').notNull().default(DEFAULT_RETENTION_DAYS),
    /** How long a break lasts when a barber starts one without saying. */
    defaultBreakMinutes: integer('default_break_minutes').notNull().default(15),
    /** Travel time assumed for a customer who shared no position, for "time to leave". */
    defaultTravelMinutes: integer('default_travel_minutes').notNull().default(10),
    additionalServices: jsonb('additional_services')
      .$type<AdditionalServiceOptions>()
      .notNull()
      .default({}),
    status: text('status', { enum: ['pending_verification', 'active'] })
      .notNull()
      .default('pending_verification'),
    /** When the owner put the shop in front of customers; null while it is not listed. */
    publishedAt: instant('published_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('shops_city_idx').on(t.city),
    check('shops_chair_count_positive', sql`${t.chairCount} > 0`),
    check('shops_booking_fee_not_negative', sql`${t.bookingFeeCents} >= 0`),
    check('shops_retention_days_range', sql`${t.retentionDays} between 1 and 365`),
    check('shops_default_break_range', sql`${t.defaultBreakMinutes} between 1 and 480`),
    // Null (off) passes: a check fails only on false.
    check('shops_max_wait_range', sql`${t.maxWaitMinutes} between 10 and 480`),
    check(
      'shops_position_real',
      sql`(${t.lat} is null) = (${t.lng} is null) and not (${t.lat} = 0 and ${t.lng} = 0)`,
    ),
  ],
);

/** A column pointing at the owning shop; a shop's rows go with it. */
export const shopRef = () =>
  uuid('shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' });

/** Booking hours per weekday, within opening hours; absent means bookable all opening hours. */
export const shopBookingHours = pgTable('shop_booking_hours', {
  id: id(),
  shopId: shopRef(),
  weekday: integer('weekday').notNull(),
  opens: text('opens').notNull(),
  closes: text('closes').notNull(),
});

export const holidays = pgTable(
  'holidays',
  {
    id: id(),
    shopId: shopRef(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('holidays_shop_idx').on(t.shopId, t.startsOn),
    check('holidays_range_valid', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);

/** Phone numbers a shop refuses: no walk-in and no booking under them (E.164). */
export const blockedPhones = pgTable(
  'blocked_phones',
  {
    id: id(),
    shopId: shopRef(),
    phone: text('phone').notNull(),
    blockedBy: uuid('blocked_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('blocked_phones_shop_phone_unique').on(t.shopId, t.phone)],
);
