import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { shopRef } from './shops';

/**
 * A shop's short link code, made the first time the owner asks for it: `/s/<code>` opens the
 * shop's page and `/s/<code>/book` its booking calendar. The code never changes, so printed
 * posters and map listings keep working.
 */
export const shopShareLinks = pgTable(
  'shop_share_links',
  {
    shopId: shopRef().primaryKey(),
    /** Six characters of an alphabet without look-alikes, stored upper case. */
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('shop_share_links_code_unique').on(t.code)],
);
