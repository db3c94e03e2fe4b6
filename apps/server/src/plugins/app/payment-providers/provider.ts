import type { Language } from '@jono/contract';
import Stripe from 'stripe';

export type PaymentProviderName = 'stripe' | 'test';

export interface CheckoutRequest {
  paymentId: string;
  /** Fresh per attempt: a retried call opens the same checkout, never a second one. */
  idempotencyKey: string;
  bookingId: string;
  amountCents: number;
  currency: string;
  description: string;
  customerEmail: string;
  locale: Language;
  successUrl: string;
  cancelUrl: string;
  /** When the checkout should stop taking payment. */
  expiresAt: Date;
}

/** What a verified webhook means for us, whichever provider sent it. */
export interface PaymentEvent {
  eventId: string;
  kind: 'paid' | 'failed' | 'expired' | 'ignored';
  /** The checkout's reference (a Checkout Session id); empty for ignored events. */
  reference: string;
  /** What was actually charged, for paid events. */
  amountCents?: number;
}

export interface PaymentProvider {
  name: PaymentProviderName;
  createCheckout(request: CheckoutRequest): Promise<{ reference: string; url: string }>;
  /**
   * The page of a checkout the customer can still pay at; null once it is paid, expired or
   * gone. `origin`: where the customer pays from, for a checkout page of our own.
   */
  resumeCheckout(reference: string, now: Date, origin: string): Promise<string | null>;
  refund(input: {
    reference: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ refundReference: string }>;
  /** Throws WebhookSignatureError when the body was not signed with our secret. */
  verifyWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): PaymentEvent;
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** The provider failed or refused a call; nothing was charged or refunded by it. */
export class ProviderError extends Error {
  override name = 'ProviderError';
}

/**
 * Checks a Stripe-signed webhook and reads the few Checkout Session events we act on. The
 * test provider signs its events the same way, so both go through this one check.
 */
export function verifyStripeEvent(
  rawBody: Buffer | string,
  signatureHeader: string | undefined,
  secret: string,
): PaymentEvent {
  if (!signatureHeader) throw new WebhookSignatureError('The webhook has no signature');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
  }
  return paymentEventOf(event);
}

function paymentEventOf(event: Stripe.Event): PaymentEvent {
  const ignored: PaymentEvent = { eventId: event.id, kind: 'ignored', reference: '' };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      // Delayed methods complete unpaid and report later through async_payment_*.
      if (session.payment_status !== 'paid') return ignored;
      return paid(event.id, session);
    }
    case 'checkout.session.async_payment_succeeded':
      return paid(event.id, event.data.object);
    case 'checkout.session.async_payment_failed':
      return { eventId: event.id, kind: 'failed', reference: event.data.object.id };
    case 'checkout.session.expired':
      return { eventId: event.id, kind: 'expired', reference: event.data.object.id };
    default:
      return ignored;
  }
}

const paid = (eventId: string, session: Stripe.Checkout.Session): PaymentEvent => ({
  eventId,
  kind: 'paid',
  reference: session.id,
  amountCents: session.amount_total ?? 0,
});
