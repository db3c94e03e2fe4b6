import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { shopRef } from './shops';
import { staffUsers } from './staff';

/**
 * A key the shop's other software calls the staff API with, limited to its scopes. The key is
 * kept only as its SHA-256, so a leaked database opens nothing; it acts in the name of the
 * owner who made it and stops when that owner's account does.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    shopId: shopRef(),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    /** SHA-256 of the whole key, hex. */
    keyHash: text('key_hash').notNull(),
    /** The key's first characters, shown to tell keys apart. */
    start: text('start').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** When it was last used, kept to the minute. */
    lastUsedAt: instant('last_used_at'),
  },
  (t) => [
    uniqueIndex('api_keys_hash_unique').on(t.keyHash),
    index('api_keys_shop_idx').on(t.shopId),
  ],
);
