import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { shops } from './shops';

/** The sites a shop lets frame its embedded queue page; none until the owner lists one. */
export const shopEmbedSettings = pgTable('shop_embed_settings', {
  shopId: uuid('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  allowedOrigins: text('allowed_origins').array().notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
