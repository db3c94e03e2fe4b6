import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { shopRef } from './shops';

/**
 * One-time codes sent to an e-mail address a customer wants to act on at one shop. Only the
 * code's hash is kept; a code proves the address until it expires or its tries run out.
 * Rows are deleted once they expire (the retention job).
 */
export const customerEmailProofs = pgTable(
  'customer_email_proofs',
  {
    id: id(),
    shopId: shopRef(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong codes typed against this one; at the limit it proves nothing any more. */
    failedTries: integer('failed_tries').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('customer_email_proofs_shop_email_idx').on(t.shopId, t.email, t.createdAt)],
);
