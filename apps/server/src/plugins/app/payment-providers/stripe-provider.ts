import Stripe from 'stripe';
import type { Config } from '../../../config';
import {
  type CheckoutRequest,
  type PaymentProvider,
  ProviderError,
  verifyStripeEvent,
} from './provider';

/**
 * Stripe refuses a Checkout Session that expires sooner than 30 minutes from its own clock,
 * so the session may outlive the booking's 15-minute hold; the booking rule decides what a
 * late payment gets. The margin covers clock drift and the call's own time.
 */
const STRIPE_MIN_SESSION_MS = 31 * 60 * 1000;

const asProviderError = (error: unknown) =>
  new ProviderError(error instanceof Error ? error.message : String(error));

/** The Checkout Session of one booking fee; its metadata names our payment and booking. */
function checkoutSessionParams(
  request: CheckoutRequest,
  expiresAt: number,
): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: request.currency.toLowerCase(),
          unit_amount: request.amountCents,
          product_data: { name: request.description },
        },
      },
    ],
    customer_email: request.customerEmail,
    locale: request.locale,
    client_reference_id: request.bookingId,
    metadata: { paymentId: request.paymentId, bookingId: request.bookingId },
    payment_intent_data: {
      metadata: { paymentId: request.paymentId, bookingId: request.bookingId },
    },
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    expires_at: Math.ceil(expiresAt / 1000),
  };
}

/** Stripe Checkout through the official SDK. */
export function stripeProvider(
  config: Config & { stripeSecretKey: string; stripeWebhookSecret: string },
): PaymentProvider & { name: 'stripe' } {
  const stripe = new Stripe(config.stripeSecretKey, {
    ...(config.stripeApi ?? {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Jono' },
  });

  return {
    name: 'stripe',

    async createCheckout(request: CheckoutRequest) {
      // Stripe's clock, not the app's: the rule is about when Stripe will take the call.
      const earliest = Date.now() + STRIPE_MIN_SESSION_MS;
      const expiresAt = Math.max(request.expiresAt.getTime(), earliest);
      try {
        const session = await stripe.checkout.sessions.create(
          checkoutSessionParams(request, expiresAt),
          { idempotencyKey: request.idempotencyKey },
        );
        if (!session.url) throw new ProviderError('Stripe gave the checkout no URL');
        return { reference: session.id, url: session.url };
      } catch (error) {
        throw asProviderError(error);
      }
    },

    async resumeCheckout(reference) {
      try {
        const session = await stripe.checkout.sessions.retrieve(reference);
        return session.status === 'open' && session.url ? session.url : null;
      } catch (error) {
        throw asProviderError(error);
      }
    },

    async refund({ reference, amountCents, idempotencyKey }) {
      try {
        // The session names the payment intent only once it is paid, so it is read here.
        const session = await stripe.checkout.sessions.retrieve(reference);
        const paymentIntent =
          typeof session.payment_intent === 'string'
            ? session.payment_intent
            : session.payment_intent?.id;
        if (!paymentIntent) throw new ProviderError(`Checkout ${reference} has no payment`);
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntent, amount: amountCents },
          { idempotencyKey },
        );
        return { refundReference: refund.id };
      } catch (error) {
        throw asProviderError(error);
      }
    },

    verifyWebhook(rawBody, signatureHeader) {
      return verifyStripeEvent(rawBody, signatureHeader, config.stripeWebhookSecret);
    },
  };
}
