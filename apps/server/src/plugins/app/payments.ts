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

/** Where a customer comes back from the checkout: the web app's /success and /failed pages. */
export interface ReturnUrls {
  returnUrls(bookingId: string): { successUrl: string; cancelUrl: string };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Narrow on `name` to reach the test checkout's own parts. */
    payments: ((PaymentProvider & { name: 'stripe' }) | TestPaymentProvider) & ReturnUrls;
  }
}

/**
 * The payment provider (DESIGN section 2): Stripe Checkout when STRIPE_SECRET_KEY is set,
 * otherwise the built-in test checkout, whose secret is kept in the data folder like the
 * JWT secret so its signed events stay valid across restarts.
 */
export default fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const booking = (bookingId: string) => `booking=${encodeURIComponent(bookingId)}`;
    const returnUrls = (bookingId: string) => ({
      successUrl: `${config.publicUrl}/success?${booking(bookingId)}`,
      cancelUrl: `${config.publicUrl}/failed?${booking(bookingId)}`,
    });
    const { stripeSecretKey, stripeWebhookSecret } = config;
    if (stripeSecretKey && stripeWebhookSecret) {
      const stripe = stripeProvider({ ...config, stripeSecretKey, stripeWebhookSecret });
      app.decorate('payments', { ...stripe, returnUrls });
      return;
    }
    if (config.env === 'production') {
      app.log.warn(
        'No STRIPE_SECRET_KEY: booking fees go through the TEST checkout, no money moves',
      );
    }
    const secret = persistentSecret(config.dataDir, 'test-payments-secret');
    app.decorate('payments', { ...testProvider(config.publicUrl, secret), returnUrls });
  },
  { name: 'payments' },
);
