import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { shopRef } from './shops';

export const staffUsers = pgTable(
  'staff_users',
  {
    id: id(),
    shopId: shopRef(),
    role: text('role', { enum: ['owner', 'barber', 'receptionist'] }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** E.164, parsed with libphonenumber-js (DESIGN section 5). */
    phone: text('phone'),
    passwordHash: text('password_hash'),
    isVerified: boolean('is_verified').notNull().default(false),
    /** Only owners and barbers carry a live status (spec section 6). */
    liveStatus: text('live_status', { enum: ['available', 'busy', 'on_break', 'away'] }),
    avatar: text('avatar'),
    mailPermissions: boolean('mail_permissions').notNull().default(true),
    language: text('language').notNull().default('fi'),
    isActive: boolean('is_active').notNull().default(true),
    lastLoginAt: instant('last_login_at'),
    /** Failed logins in the current hour-long window: an account's own brute-force brake. */
    failedLogins: integer('failed_logins').notNull().default(0),
    failedLoginsSince: instant('failed_logins_since'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('staff_users_phone_unique').on(t.phone),
    index('staff_users_shop_idx').on(t.shopId),
  ],
);

const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => staffUsers.id, { onDelete: 'cascade' });

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

/** Email verification, password reset and staff invitations: hashed, expiring, single use. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    userId: userRef(),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password', 'invite'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_unique').on(t.tokenHash)],
);
