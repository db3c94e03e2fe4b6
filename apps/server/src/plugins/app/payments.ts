import { webPaths } from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { persistentSecret } from '../../lib/secrets';
import type { PaymentProvider } from './payment-providers/provider';
import { stripeProvider } from './payment-providers/stripe-provider';
import { type TestPaymentProvider, testProvider } from './payment-providers/test-provider';

export type { PaymentEvent, PaymentProviderName } from './payment-providers/provider';
export { WebhookSignatureError } from './payment-providers/provider';
export type { TestPaymentProvider } from './payment-providers/test-provider';

/**
 * Where a customer comes back from the checkout: the web app's /success and /failed pages,
 * at the origin they paid from (one this server serves; lib/same-origin's servedOrigin).
 */
export interface ReturnUrls {
  returnUrls(bookingId: string, origin: string): { successUrl: string; cancelUrl: string };
}

/** Narrow on `name` to reach the test checkout's own parts. */
export type Payments = ((PaymentProvider & { name: 'stripe' }) | TestPaymentProvider) & ReturnUrls;

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

/**
 * The payment provider: Stripe Checkout with Stripe's keys; the built-in test checkout when
 * PAYMENTS=test, whose secret is kept in the data folder like the JWT secret so its signed
 * events stay valid across restarts; otherwise payments are off and a booking that carries a
 * fee is refused, because a checkout that takes no money would confirm bookings for free.
 */
export default fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const returnUrls = (bookingId: string, origin: string) => ({
      successUrl: `${origin}${webPaths.bookingPaid(bookingId)}`,
      cancelUrl: `${origin}${webPaths.bookingPaymentFailed(bookingId)}`,
    });
    const { stripeSecretKey, stripeWebhookSecret } = config;
    if (config.payments === 'stripe' && stripeSecretKey && stripeWebhookSecret) {
      const stripe = stripeProvider({ ...config, stripeSecretKey, stripeWebhookSecret });
      app.decorate('payments', { ...stripe, returnUrls });
      return;
    }
    const secret = persistentSecret(config.dataDir, 'test-payments-secret');
    const checkoutOpen = config.payments === 'test';
    app.decorate('payments', {
      ...testProvider(secret, { checkoutOpen }),
      returnUrls,
    });
  },
  { name: 'payments' },
);
