import { randomBytes } from 'node:crypto';
import { paymentPaths } from '@jono/contract';
import Stripe from 'stripe';
import type { PaymentProvider } from './provider';
import { verifyStripeEvent } from './provider';

export interface TestPaymentProvider extends PaymentProvider {
  name: 'test';
  /** A Stripe-Signature header for a body, made with this provider's secret. */
  sign(payload: string): string;
  /** When a test checkout stops taking payment; null for a reference it never made. */
  expiryOf(reference: string): Date | null;
}

const SESSION_PREFIX = 'cs_test_';

/**
 * The built-in provider when no Stripe key is set: the checkout is our own page (plainly a
 * test, no money moves), and its pay and decline buttons send Stripe-shaped events signed
 * with this secret, so they pass the same verification a real webhook does.
 */
export function testProvider(publicUrl: string, secret: string): TestPaymentProvider {
  return {
    name: 'test',

    async createCheckout(request) {
      // The expiry rides in the reference, which the payments row keeps: nothing to lose on a restart.
      const expires = Math.floor(request.expiresAt.getTime() / 1000);
      const reference = `${SESSION_PREFIX}${expires}_${randomBytes(12).toString('base64url')}`;
      return { reference, url: `${publicUrl}${paymentPaths.testCheckout(reference)}` };
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

    expiryOf(reference) {
      const match = /^cs_test_(\d+)_[\w-]+$/.exec(reference);
      return match ? new Date(Number(match[1]) * 1000) : null;
    },
  };
}
