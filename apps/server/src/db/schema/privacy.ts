import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { shopRef } from './shops';

/**
 * One-time codes sent to an e-mail address a customer wants to act on at one shop. Only the
 * code's hash is kept; a code proves the address until it expires or its tries run out.
 * Rows are kept a day, for the caps that count them, then deleted (the retention job).
 */
export const customerEmailProofs = pgTable(
  'customer_email_proofs',
  {
    id: id(),
    shopId: shopRef(),
    /**
     * The walk-in order or booking whose code and phone asked for the code: one order may send
     * codes to only a few addresses, or anyone could mail strangers through it.
     */
    orderId: uuid('order_id').notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong codes typed against this one; at the limit it proves nothing any more. */
    failedTries: integer('failed_tries').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_email_proofs_shop_email_idx').on(t.shopId, t.email, t.createdAt),
    index('customer_email_proofs_order_idx').on(t.orderId, t.createdAt),
  ],
);
