import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { shopRef, type WeekdayHours } from './shops';

export const staffUsers = pgTable(
  'staff_users',
  {
    id: id(),
    shopId: shopRef(),
    role: text('role', { enum: ['owner', 'barber', 'receptionist'] }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** E.164, parsed with libphonenumber-js (default region FI). */
    phone: text('phone'),
    passwordHash: text('password_hash'),
    isVerified: boolean('is_verified').notNull().default(false),
    /** Only owners and barbers carry a live status. */
    liveStatus: text('live_status', { enum: ['available', 'busy', 'on_break', 'away'] }),
    /** When a barber on a break is back at their chair; set only while on a break. */
    breakEndsAt: instant('break_ends_at'),
    /**
     * A serving member's weekly working hours, several intervals a weekday for a split shift;
     * null: the shop's opening hours.
     */
    weeklyHours: jsonb('weekly_hours').$type<WeekdayHours[]>(),
    avatar: text('avatar'),
    mailPermissions: boolean('mail_permissions').notNull().default(true),
    language: text('language').notNull().default('fi'),
    /** How long a dashboard push widget stays up, in seconds; 0 keeps it until closed. */
    pushWidgetSeconds: integer('push_widget_seconds').notNull().default(3),
    isActive: boolean('is_active').notNull().default(true),
    lastLoginAt: instant('last_login_at'),
    /** A new address asked for; it replaces `email` only once its link is opened. */
    pendingEmail: text('pending_email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('staff_users_phone_unique').on(t.phone),
    index('staff_users_shop_idx').on(t.shopId),
    check(
      'staff_users_break_end_on_break',
      sql`${t.breakEndsAt} is null or ${t.liveStatus} = 'on_break'`,
    ),
  ],
);

const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => staffUsers.id, { onDelete: 'cascade' });

/**
 * A serving member's time off: whole days from `startsOn` to `endsOn`, or part of one day
 * (`fromTime` to `untilTime`). `startsAt` and `endsAt` are the instants it covers in the
 * shop's zone, kept so a day's shifts are found by one range query.
 */
export const barberTimeOff = pgTable(
  'barber_time_off',
  {
    id: id(),
    shopId: shopRef(),
    userId: userRef(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    fromTime: text('from_time'),
    untilTime: text('until_time'),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    note: text('note'),
    /**
     * Taken by "done for today": from then to the end of the day, and taken back when the
     * barber says they are at work again.
     */
    endsDay: boolean('ends_day').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('barber_time_off_user_idx').on(t.userId, t.endsAt),
    index('barber_time_off_shop_idx').on(t.shopId, t.endsAt),
    check('barber_time_off_span_valid', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Refresh tokens, stored hashed; a family shares one login so reuse can revoke it whole. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: userRef(),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    rotatedAt: instant('rotated_at'),
    revokedAt: instant('revoked_at'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_family_idx').on(t.familyId),
  ],
);

/**
 * Email verification, password reset, staff invitations and login email changes: hashed,
 * expiring, single use.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    userId: userRef(),
    purpose: text('purpose', {
      enum: ['verify_email', 'reset_password', 'invite', 'change_email', 'revert_email'],
    }).notNull(),
    /**
     * The address a link is about: the new one a change_email link proves, the old one a
     * revert_email link gives back. A link acts on the address it was sent for, never another.
     */
    email: text('email'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_unique').on(t.tokenHash)],
);

/**
 * Hourly counters by a key that never says whether an account exists: failed logins by a
 * hash of the identifier typed, alone or with the caller's address, and the notices of a
 * registration attempt an account was sent. Shared by every node.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: instant('window_started_at').notNull(),
    lastFailureAt: instant('last_failure_at').notNull(),
  },
  /** Expired counters are found by their window's start and removed as new ones come. */
  (t) => [index('login_throttle_window_idx').on(t.windowStartedAt)],
);
