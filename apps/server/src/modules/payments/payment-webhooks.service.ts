import { errorCodes, formatPrice, type Language } from '@jono/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import {
  type PaymentEvent,
  type PaymentProviderName,
  WebhookSignatureError,
} from '../../plugins/app/payments';
import type { ServiceContext } from '../../plugins/app/service-context';
import { lockPaidPayment, type Payment } from './payments.service';

/** What a webhook did; the test checkout sends the customer on by it. */
export type WebhookOutcome =
  | 'confirmed'
  | 'already'
  | 'slot_lost'
  | 'duplicate_refunded'
  | 'failed'
  | 'expired'
  | 'ignored';

/**
 * What the payments module asks of the bookings whose fees it takes. Payments knows nothing
 * of bookings: the app hands the booking module's answers in when it registers the routes.
 */
export interface FeePayee {
  /** Moves the booking on by a verified event; the ledger steps below are its to call. */
  settle(ctx: ServiceContext, event: PaymentEvent, publicUrl: string): Promise<WebhookOutcome>;
  /** The booking in a few words, for the test checkout page; null when it is gone. */
  describe(
    db: Db,
    bookingId: string,
  ): Promise<{ language: Language; shopName: string; when: string } | null>;
}

/**
 * The one webhook path, for Stripe and the test checkout alike: verify the signature, then
 * let the booking side move on by the event. Every step checks the state it starts from, so
 * a replayed or concurrent delivery of the same event changes nothing.
 */
export function handlePaymentWebhook(
  ctx: ServiceContext,
  payee: FeePayee,
  input: {
    provider: PaymentProviderName;
    rawBody: Buffer | string;
    signature: string | undefined;
    publicUrl: string;
  },
): Promise<WebhookOutcome> {
  if (input.provider !== ctx.payments.name) {
    throw new HttpError(404, `The ${input.provider} payment provider is not in use here`);
  }
  let event: PaymentEvent;
  try {
    event = ctx.payments.verifyWebhook(input.rawBody, input.signature);
  } catch (error) {
    if (!(error instanceof WebhookSignatureError)) throw error;
    ctx.log.warn({ reason: error.message }, 'refused a payment webhook');
    throw new HttpError(400, 'The webhook signature does not verify', errorCodes.webhookSignature);
  }
  return payee.settle(ctx, event, input.publicUrl);
}

/**
 * The checkout's payment with every other attempt of its booking, all locked in one order:
 * two checkouts of a booking paid at the same moment are decided one after the other.
 */
async function lockAttempts(tx: Db, provider: PaymentProviderName, reference: string) {
  const [found] = await tx
    .select({ bookingId: payments.bookingId })
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerReference, reference)));
  if (!found) return null;
  const attempts = await tx
    .select()
    .from(payments)
    .where(eq(payments.bookingId, found.bookingId))
    .orderBy(asc(payments.id))
    .for('update');
  const payment = attempts.find((p) => p.providerReference === reference);
  if (!payment) return null;
  return { payment, others: attempts.filter((p) => p.id !== payment.id) };
}

function unknownCheckout(ctx: ServiceContext, event: PaymentEvent): null {
  // Another integration on the same Stripe account, or a checkout from another database.
  ctx.log.warn(
    { eventId: event.eventId, reference: event.reference },
    'webhook for no payment of ours',
  );
  return null;
}

/**
 * The ledger hears a paid event: its attempt becomes paid (once). Answers whether it is new
 * and whether another payment of the booking was paid first, so this one is a duplicate;
 * null for a checkout that is not ours.
 */
export async function recordPaidAttempt(
  ctx: ServiceContext,
  event: PaymentEvent,
): Promise<{ payment: Payment; isNew: boolean; isDuplicate: boolean } | null> {
  const step = await ctx.db.transaction(async (tx) => {
    const locked = await lockAttempts(tx, ctx.payments.name, event.reference);
    if (!locked) return null;
    const { payment, others } = locked;
    const isNew = payment.status === 'pending' || payment.status === 'failed';
    if (isNew) {
      if (event.amountCents !== payment.amountCents) {
        // Checkout charges what we asked; anything else is not ours to confirm on.
        ctx.log.error(
          { eventId: event.eventId, asked: payment.amountCents },
          'paid amount differs',
        );
        throw new HttpError(400, 'The paid amount does not match the booking fee');
      }
      // Paid instants of a booking strictly increase, so "paid first" never ties.
      const latest = Math.max(0, ...others.map((p) => p.paidAt?.getTime() ?? 0));
      const paidAt = new Date(Math.max(ctx.now().getTime(), latest + 1));
      await tx.update(payments).set({ status: 'paid', paidAt }).where(eq(payments.id, payment.id));
    }
    const counting = await lockPaidPayment(tx, payment.bookingId, payment.shopId);
    return { payment, isNew, isDuplicate: counting !== null && counting.id !== payment.id };
  });
  if (!step) return unknownCheckout(ctx, event);
  if (step.isNew) {
    ctx.log.info(
      { paymentId: step.payment.id, bookingId: step.payment.bookingId },
      `payment received: ${formatPrice(step.payment.amountCents, 'en', step.payment.currency)}`,
    );
  }
  return step;
}

/**
 * The ledger hears a declined or expired checkout: a pending attempt fails. Answers whether
 * it changed, and whether the booking has other hope (a newer checkout still open, or money
 * already in); null for a checkout that is not ours.
 */
export async function recordUnpaidAttempt(
  ctx: ServiceContext,
  event: PaymentEvent,
): Promise<{ payment: Payment; changed: boolean; hasOtherHope: boolean } | null> {
  const step = await ctx.db.transaction(async (tx) => {
    const locked = await lockAttempts(tx, ctx.payments.name, event.reference);
    if (!locked) return null;
    const { payment, others } = locked;
    if (payment.status !== 'pending') return { payment, changed: false, hasOtherHope: true };
    await tx.update(payments).set({ status: 'failed' }).where(eq(payments.id, payment.id));
    const hasOtherHope = others.some((p) => p.status !== 'failed');
    return { payment, changed: true, hasOtherHope };
  });
  return step ?? unknownCheckout(ctx, event);
}
