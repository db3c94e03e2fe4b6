import { createHmac, randomBytes } from 'node:crypto';
import { paymentPaths } from '@jono/contract';
import Stripe from 'stripe';
import type { PaymentProvider } from './provider';
import { ProviderError, verifyStripeEvent } from './provider';

export interface TestPaymentProvider extends PaymentProvider {
  name: 'test';
  /** False when payments are off: no checkout opens, old test payments still refund. */
  checkoutOpen: boolean;
  /** A Stripe-Signature header for a body, made with this provider's secret. */
  sign(payload: string): string;
  /** When a test checkout stops taking payment; null for a reference it never made. */
  expiryOf(reference: string): Date | null;
}

const SESSION_PREFIX = 'cs_test_';

/** When a test checkout stops taking payment; null for a reference it never made. */
function expiryOf(reference: string): Date | null {
  const match = /^cs_test_(\d+)_[\w-]+$/.exec(reference);
  return match ? new Date(Number(match[1]) * 1000) : null;
}

/**
 * The built-in provider when no Stripe key is set: the checkout is our own page (plainly a
 * test, no money moves), and its pay and decline buttons send Stripe-shaped events signed
 * with this secret, so they pass the same verification a real webhook does.
 */
export function testProvider(
  secret: string,
  { checkoutOpen }: { checkoutOpen: boolean },
): TestPaymentProvider {
  // The page is ours, at the origin the customer pays from and comes back to.
  const pageOf = (reference: string, origin: string) =>
    `${origin}${paymentPaths.testCheckout(reference)}`;
  return {
    name: 'test',
    checkoutOpen,

    async createCheckout(request) {
      if (!checkoutOpen) {
        throw new ProviderError(
          'Online payments are off: set STRIPE_SECRET_KEY, or PAYMENTS=test for the test checkout',
        );
      }
      // The expiry rides in the reference, which the payments row keeps: nothing to lose on a
      // restart. The rest is derived from the idempotency key, so a retried call opens the
      // same checkout, as Stripe's does.
      const expires = Math.floor(request.expiresAt.getTime() / 1000);
      const id = createHmac('sha256', secret)
        .update(request.idempotencyKey)
        .digest()
        .subarray(0, 12)
        .toString('base64url');
      const reference = `${SESSION_PREFIX}${expires}_${id}`;
      return { reference, url: pageOf(reference, new URL(request.successUrl).origin) };
    },

    async resumeCheckout(reference, now, origin) {
      const expiresAt = expiryOf(reference);
      return checkoutOpen && expiresAt && now < expiresAt ? pageOf(reference, origin) : null;
    },

    async refund() {
      return { refundReference: `re_test_${randomBytes(12).toString('base64url')}` };
    },

    verifyWebhook(rawBody, signatureHeader) {
      return verifyStripeEvent(rawBody, signatureHeader, secret);
    },

    sign(payload) {
      return Stripe.webhooks.generateTestHeaderString({ payload, secret });
    },

    expiryOf,
  };
}
