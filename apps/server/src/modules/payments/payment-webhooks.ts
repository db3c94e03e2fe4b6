import { errorCodes } from '@jono/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import {
  type PaymentEvent,
  type PaymentProviderName,
  WebhookSignatureError,
} from '../../plugins/app/payments';
import {
  bookingSummaries,
  confirmPaidBooking,
  manageBookingUrl,
  releaseUnpaidBooking,
} from '../booking/booking.service';
import { refundLostSlot } from '../refunds/refunds.service';
import {
  lockPaidPayment,
  lockPayment,
  type Payment,
  recordRefund,
  refundableCents,
} from './payments.service';

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
 * The one webhook path, for Stripe and the test checkout alike: verify the signature, then
 * move the payment's state. Every step checks the state it starts from, so a replayed or
 * concurrent delivery of the same event changes nothing.
 */
export async function handlePaymentWebhook(
  app: FastifyInstance,
  input: {
    provider: PaymentProviderName;
    rawBody: Buffer | string;
    signature: string | undefined;
    publicUrl: string;
  },
): Promise<WebhookOutcome> {
  if (input.provider !== app.payments.name) {
    throw new HttpError(404, `The ${input.provider} payment provider is not in use here`);
  }
  let event: PaymentEvent;
  try {
    event = app.payments.verifyWebhook(input.rawBody, input.signature);
  } catch (error) {
    if (!(error instanceof WebhookSignatureError)) throw error;
    app.log.warn({ reason: error.message }, 'refused a payment webhook');
    throw new HttpError(400, 'The webhook signature does not verify', errorCodes.webhookSignature);
  }
  switch (event.kind) {
    case 'paid':
      return onPaid(app, event, input.publicUrl);
    case 'failed':
      return onUnpaid(app, event, 'failed');
    case 'expired':
      return onUnpaid(app, event, 'expired');
    default:
      return 'ignored';
  }
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

const unknownCheckout = (app: FastifyInstance, event: PaymentEvent): WebhookOutcome => {
  // Another integration on the same Stripe account, or a checkout from another database.
  app.log.warn(
    { eventId: event.eventId, reference: event.reference },
    'webhook for no payment of ours',
  );
  return 'ignored';
};

async function onPaid(
  app: FastifyInstance,
  event: PaymentEvent,
  publicUrl: string,
): Promise<WebhookOutcome> {
  const step = await app.db.transaction(async (tx) => {
    const locked = await lockAttempts(tx, app.payments.name, event.reference);
    if (!locked) return null;
    const { payment, others } = locked;
    const isNew = payment.status === 'pending' || payment.status === 'failed';
    if (isNew) {
      if (event.amountCents !== payment.amountCents) {
        // Checkout charges what we asked; anything else is not ours to confirm on.
        app.log.error(
          { eventId: event.eventId, asked: payment.amountCents },
          'paid amount differs',
        );
        throw new HttpError(400, 'The paid amount does not match the booking fee');
      }
      // Paid instants of a booking strictly increase, so "paid first" never ties.
      const latest = Math.max(0, ...others.map((p) => p.paidAt?.getTime() ?? 0));
      const paidAt = new Date(Math.max(app.now().getTime(), latest + 1));
      await tx.update(payments).set({ status: 'paid', paidAt }).where(eq(payments.id, payment.id));
    }
    const counting = await lockPaidPayment(tx, payment.bookingId, payment.shopId);
    return { payment, isNew, isDuplicate: counting !== null && counting.id !== payment.id };
  });
  if (!step) return unknownCheckout(app, event);
  const { payment, isNew, isDuplicate } = step;

  if (isDuplicate) return refundDuplicate(app, payment.id);
  if (!isNew) {
    // A replay changes nothing, unless the first delivery stopped before the booking heard.
    const booking = (await bookingSummaries(app.db, [payment.bookingId])).get(payment.bookingId);
    if (booking?.status !== 'pending_payment') return 'already';
  }
  const outcome = await confirmPaidBooking(app, payment.bookingId);
  if (outcome === 'slot_lost') await onSlotLost(app, payment, publicUrl);
  return outcome;
}

async function onSlotLost(app: FastifyInstance, payment: Payment, publicUrl: string) {
  const booking = (await bookingSummaries(app.db, [payment.bookingId])).get(payment.bookingId);
  await refundLostSlot(app, {
    bookingId: payment.bookingId,
    shopId: payment.shopId,
    mail:
      booking?.email != null
        ? {
            to: booking.email,
            language: booking.language,
            customerName: booking.customerName,
            shopName: booking.shopName,
            date: booking.date,
            timeRange: booking.timeRange,
            amountCents: payment.amountCents,
            currency: payment.currency,
            manageUrl: manageBookingUrl(publicUrl, booking.id),
            bookAgainUrl: `${publicUrl}/prebooking/barbershop/${encodeURIComponent(booking.shopId)}`,
          }
        : null,
  });
}

/**
 * A customer paid a second open checkout of a booking already paid: that money goes back
 * in full. The key makes the provider pay it out once however often this runs; a failure
 * answers 500, so the provider delivers the event again later and this runs again.
 */
async function refundDuplicate(app: FastifyInstance, paymentId: string): Promise<WebhookOutcome> {
  const [payment] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
  const amountCents = payment ? refundableCents(payment) : 0;
  if (!payment?.providerReference || amountCents <= 0) return 'already';
  await app.payments.refund({
    reference: payment.providerReference,
    amountCents,
    idempotencyKey: `duplicate-${payment.id}`,
  });
  await app.db.transaction(async (tx) => {
    const current = await lockPayment(tx, payment.id);
    if (current && current.refundedCents === payment.refundedCents) {
      await recordRefund(tx, payment.id, amountCents);
    }
  });
  app.log.warn(
    { paymentId, bookingId: payment.bookingId },
    'refunded a second payment of a booking',
  );
  return 'duplicate_refunded';
}

/** Declined or expired unpaid: the attempt failed; an expired one frees the slot. */
async function onUnpaid(
  app: FastifyInstance,
  event: PaymentEvent,
  kind: 'failed' | 'expired',
): Promise<WebhookOutcome> {
  const step = await app.db.transaction(async (tx) => {
    const locked = await lockAttempts(tx, app.payments.name, event.reference);
    if (!locked) return null;
    const { payment, others } = locked;
    if (payment.status !== 'pending') return { payment, changed: false, hasOtherHope: true };
    await tx.update(payments).set({ status: 'failed' }).where(eq(payments.id, payment.id));
    // A newer checkout still open, or money already in: the booking keeps its slot.
    const hasOtherHope = others.some((p) => p.status !== 'failed');
    return { payment, changed: true, hasOtherHope };
  });
  if (!step) return unknownCheckout(app, event);
  // A declined card leaves the slot held: the customer may try again until the hold ends.
  if (kind === 'expired' && step.changed && !step.hasOtherHope) {
    await releaseUnpaidBooking(app, step.payment.bookingId);
  }
  return kind;
}
