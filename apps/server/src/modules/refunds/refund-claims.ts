import { randomBytes } from 'node:crypto';
import { errorCodes, formatPrice } from '@jono/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refundRequests } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { ServiceContext } from '../../plugins/app/service-context';
import {
  lockPayment,
  type Payment,
  paymentUnavailable,
  recordRefund,
} from '../payments/payments.service';
import { recordWebhookEvents } from '../webhooks/webhook-events.service';

// What every path that pays out shares: a request is claimed ('approved', with the key of its
// provider call) under the payment's and the request's row locks, then settled once the
// provider has paid; so whichever path starts a refund, it is paid out once.

export type RefundRow = typeof refundRequests.$inferSelect;

/**
 * 'approved' marks a refund whose provider call is under way. Another hand keeps off it
 * for this long; after that it counts as stuck and may be retried (the retry carries the
 * claim's idempotency key, so it never pays out twice).
 */
const IN_FLIGHT_MS = 5 * 60 * 1000;

/**
 * The idempotency key a claim calls the provider with: a stuck claim's own, so a retake whose
 * first call was paid out gets the same refund back; a fresh one when the request has none
 * (new, or the provider refused the last call: Stripe would answer a reused key with the old
 * refusal).
 */
export const providerKeyOf = (request: Pick<RefundRow, 'id' | 'providerKey'>) =>
  request.providerKey ?? `refund-${request.id}-${randomBytes(8).toString('hex')}`;

export const nothingPaid = () =>
  new HttpError(400, 'No paid booking fee is left to refund', errorCodes.nothingPaid);
export const refundExists = () =>
  new HttpError(
    409,
    'A refund of this booking is already asked for or made',
    errorCodes.refundExists,
  );

export const isInFlight = (request: RefundRow, now: Date) =>
  request.status === 'approved' &&
  request.handledAt !== null &&
  now.getTime() - request.handledAt.getTime() < IN_FLIGHT_MS;

/** Staff decide only an open request, and none whose refund is being made. */
export function assertOpen(request: RefundRow, now: Date): void {
  if (request.status === 'refunded') throw new HttpError(409, 'This refund was already made');
  if (request.status === 'rejected') throw new HttpError(409, 'This request was already rejected');
  if (isInFlight(request, now)) throw new HttpError(409, 'This refund is being made right now');
}

/** The request of a payment that is open or settled (at most one: a unique index says so). */
export async function lockLiveRequest(tx: Db, paymentId: string): Promise<RefundRow | null> {
  const [request] = await tx
    .select()
    .from(refundRequests)
    .where(and(eq(refundRequests.paymentId, paymentId), ne(refundRequests.status, 'rejected')))
    .for('update');
  return request ?? null;
}

export interface ClaimedRefund {
  request: RefundRow;
  payment: Payment;
}

/**
 * Sends a claimed refund to the provider under the claim's key and settles it. On failure
 * the request goes back to the shop's refunds page as 'requested', its key dropped, where
 * staff can approve it again.
 */
export async function settleRefund(
  ctx: ServiceContext,
  { request, payment }: ClaimedRefund,
  afterSettled?: (tx: Db) => Promise<void>,
): Promise<RefundRow> {
  // Only the claim that is still current may settle or give back the request.
  const stillClaimed = and(
    eq(refundRequests.id, request.id),
    eq(refundRequests.status, 'approved'),
    request.handledAt ? eq(refundRequests.handledAt, request.handledAt) : undefined,
  );
  try {
    if (!payment.providerReference) throw new Error(`payment ${payment.id} has no reference`);
    if (!request.providerKey) throw new Error(`refund ${request.id} was claimed without a key`);
    await ctx.payments.refund({
      reference: payment.providerReference,
      amountCents: request.amountCents,
      idempotencyKey: request.providerKey,
    });
  } catch (error) {
    ctx.log.error({ err: error, refundId: request.id }, 'the provider refused a refund');
    await ctx.db
      .update(refundRequests)
      .set({ status: 'requested', handledAt: null, handledBy: null, providerKey: null })
      .where(stillClaimed);
    throw paymentUnavailable();
  }
  const result = await ctx.db.transaction(async (tx) => {
    // The payment first, as in every claim: a claim holding it while waiting for this request
    // would otherwise deadlock with this settlement (seen on PostgreSQL).
    await lockPayment(tx, payment.id);
    const [settled] = await tx
      .update(refundRequests)
      .set({ status: 'refunded', handledAt: ctx.now() })
      .where(stillClaimed)
      .returning();
    if (!settled) throw new HttpError(409, 'This refund was settled by another hand');
    await recordRefund(tx, payment.id, request.amountCents);
    // Under the booking's subject, so a receiver hears the cancellation before its refund.
    await recordWebhookEvents(tx, [
      {
        shopId: settled.shopId,
        type: 'refund.settled',
        subject: `booking:${settled.bookingId}`,
        data: {
          id: settled.id,
          bookingId: settled.bookingId,
          amountCents: settled.amountCents,
          currency: payment.currency,
          reason: settled.reason,
        },
        at: ctx.now(),
      },
    ]);
    await afterSettled?.(tx);
    return settled;
  });
  ctx.log.info(
    { refundId: request.id, bookingId: payment.bookingId },
    `refund paid out: ${formatPrice(request.amountCents, 'en', payment.currency)}`,
  );
  return result;
}
