import { randomBytes } from 'node:crypto';
import { errorCodes } from '@jono/contract';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { refundRequests } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import {
  lockPaidPayment,
  lockPayment,
  type Payment,
  paymentUnavailable,
  recordRefund,
  refundableCents,
} from '../payments/payments.service';
import { type SlotLostMailFacts, slotLostMail } from './refunds.mails';

export type RefundStatus = 'requested' | 'approved' | 'rejected' | 'refunded';
export type RefundRow = typeof refundRequests.$inferSelect;

/**
 * 'approved' marks a refund whose provider call is under way. Another hand keeps off it
 * for this long; after that it counts as stuck and may be retried (the provider call
 * carries the request's idempotency key, so a retry never pays out twice).
 */
const IN_FLIGHT_MS = 5 * 60 * 1000;

const nothingPaid = () =>
  new HttpError(400, 'No paid booking fee is left to refund', errorCodes.nothingPaid);
const refundExists = () =>
  new HttpError(
    409,
    'A refund of this booking is already asked for or made',
    errorCodes.refundExists,
  );

const isInFlight = (request: RefundRow, now: Date) =>
  request.status === 'approved' &&
  request.handledAt !== null &&
  now.getTime() - request.handledAt.getTime() < IN_FLIGHT_MS;

/** The request of a payment that is open or settled (at most one: a unique index says so). */
async function lockLiveRequest(tx: Db, paymentId: string): Promise<RefundRow | null> {
  const [request] = await tx
    .select()
    .from(refundRequests)
    .where(and(eq(refundRequests.paymentId, paymentId), ne(refundRequests.status, 'rejected')))
    .for('update');
  return request ?? null;
}

interface ClaimedRefund {
  request: RefundRow;
  payment: Payment;
}

/**
 * Sends a claimed refund to the provider and settles it. On failure the request goes back
 * to the shop's refunds page as 'requested', where staff can approve it again. The key is
 * fresh per claim: the SDK's own retries of this call reuse it, while a later attempt after
 * a refusal is a new call (Stripe would answer a reused key with the old refusal).
 */
async function settleRefund(
  app: FastifyInstance,
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
    await app.payments.refund({
      reference: payment.providerReference,
      amountCents: request.amountCents,
      idempotencyKey: `refund-${request.id}-${randomBytes(8).toString('hex')}`,
    });
  } catch (error) {
    app.log.error({ err: error, refundId: request.id }, 'the provider refused a refund');
    await app.db
      .update(refundRequests)
      .set({ status: 'requested', handledAt: null, handledBy: null })
      .where(stillClaimed);
    throw paymentUnavailable();
  }
  return app.db.transaction(async (tx) => {
    // The payment first, as in every claim: a claim holding it while waiting for this request
    // would otherwise deadlock with this settlement (seen on PostgreSQL).
    await lockPayment(tx, payment.id);
    const [settled] = await tx
      .update(refundRequests)
      .set({ status: 'refunded', handledAt: app.now() })
      .where(stillClaimed)
      .returning();
    if (!settled) throw new HttpError(409, 'This refund was settled by another hand');
    await recordRefund(tx, payment.id, request.amountCents);
    await afterSettled?.(tx);
    return settled;
  });
}

/**
 * Refunds what remains of the paid fee through the provider at once, recording a refunded
 * request (taking over an open one). 0 when nothing was paid, nothing remains, or another
 * call is refunding it right now; a second call never pays out again.
 */
export async function refundBookingFee(
  app: FastifyInstance,
  input: { bookingId: string; shopId: string; reason: string; handledBy: string | null },
): Promise<{ refundedCents: number }> {
  const now = app.now();
  const claim = await app.db.transaction(async (tx): Promise<ClaimedRefund | null> => {
    const payment = await lockPaidPayment(tx, input.bookingId, input.shopId);
    const remaining = payment ? refundableCents(payment) : 0;
    if (!payment || remaining <= 0) return null;
    const open = await lockLiveRequest(tx, payment.id);
    if (open && (open.status === 'refunded' || isInFlight(open, now))) return null;
    const claimed = { status: 'approved' as const, amountCents: remaining, handledAt: now };
    const [request] = open
      ? await tx
          .update(refundRequests)
          .set({ ...claimed, handledBy: input.handledBy })
          .where(eq(refundRequests.id, open.id))
          .returning()
      : await tx
          .insert(refundRequests)
          .values({
            ...claimed,
            shopId: input.shopId,
            bookingId: input.bookingId,
            paymentId: payment.id,
            reason: input.reason,
            handledBy: input.handledBy,
          })
          .returning();
    return request ? { request, payment } : null;
  });
  if (!claim) return { refundedCents: 0 };
  const settled = await settleRefund(app, claim);
  return { refundedCents: settled.amountCents };
}

/** Recorded as the request's reason, for the shop's refunds page. */
export const SLOT_LOST_REASON = 'Paid after the hold ran out; the time went to another customer';

/**
 * The fee was paid after the hold ran out and the time went to someone else: it goes back
 * at once, and the customer hears why. Should the provider fail, the request stays open on
 * the shop's refunds page, and the mail still tells the customer the fee comes back.
 */
export async function refundLostSlot(
  app: FastifyInstance,
  input: { bookingId: string; shopId: string; mail: SlotLostMailFacts | null },
): Promise<void> {
  try {
    await refundBookingFee(app, { ...input, reason: SLOT_LOST_REASON, handledBy: null });
  } catch (error) {
    app.log.error({ err: error, bookingId: input.bookingId }, 'refunding a lost slot failed');
  }
  if (!input.mail) return;
  await app.mail.enqueue(app.db, { to: input.mail.to, ...slotLostMail(input.mail) });
  app.mail.kick();
}

/** The customer's request; 400 NOTHING_PAID when nothing paid remains, 409 REFUND_EXISTS when one is open or done. */
export async function requestRefund(
  app: FastifyInstance,
  input: { bookingId: string; shopId: string; reason: string },
): Promise<void> {
  try {
    await app.db.transaction(async (tx) => {
      const payment = await lockPaidPayment(tx, input.bookingId, input.shopId);
      const remaining = payment ? refundableCents(payment) : 0;
      if (!payment || remaining <= 0) throw nothingPaid();
      if (await lockLiveRequest(tx, payment.id)) throw refundExists();
      await tx.insert(refundRequests).values({
        shopId: input.shopId,
        bookingId: input.bookingId,
        paymentId: payment.id,
        reason: input.reason,
        amountCents: remaining,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'refund_requests_one_per_payment')) throw refundExists();
    throw error;
  }
}

/** Staff approve: the refund goes through the provider; a second approval finds it done. */
export async function approveRefundRequest(
  app: FastifyInstance,
  input: { refundId: string; shopId: string; staffUserId: string },
  afterSettled: (tx: Db, request: RefundRow) => Promise<void>,
): Promise<RefundRow> {
  const now = app.now();
  const request = await findRequest(app.db, input.refundId, input.shopId);
  const claim = await app.db.transaction(async (tx): Promise<ClaimedRefund> => {
    // The payment first, as everywhere else, so two paths never wait on each other.
    const payment = await lockPayment(tx, request.paymentId);
    const [current] = await tx
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.id, request.id))
      .for('update');
    if (!payment || !current) throw new HttpError(404, 'No such refund request');
    assertOpen(current, now);
    const amountCents = Math.min(current.amountCents, refundableCents(payment));
    if (amountCents <= 0) throw nothingPaid();
    const [claimed] = await tx
      .update(refundRequests)
      .set({ status: 'approved', amountCents, handledBy: input.staffUserId, handledAt: now })
      .where(eq(refundRequests.id, current.id))
      .returning();
    if (!claimed) throw new Error(`refund request ${current.id} vanished`);
    return { request: claimed, payment };
  });
  return settleRefund(app, claim, (tx) => afterSettled(tx, claim.request));
}

/** Staff reject with a reason; nothing moves. */
export async function rejectRefundRequest(
  app: FastifyInstance,
  input: { refundId: string; shopId: string; staffUserId: string; reason: string },
  afterRejected: (tx: Db, request: RefundRow) => Promise<void>,
): Promise<RefundRow> {
  const now = app.now();
  return app.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(refundRequests)
      .where(and(eq(refundRequests.id, input.refundId), eq(refundRequests.shopId, input.shopId)))
      .for('update');
    if (!current) throw new HttpError(404, 'No such refund request');
    assertOpen(current, now);
    const [rejected] = await tx
      .update(refundRequests)
      .set({
        status: 'rejected',
        rejectReason: input.reason,
        handledBy: input.staffUserId,
        handledAt: now,
      })
      .where(eq(refundRequests.id, current.id))
      .returning();
    if (!rejected) throw new Error(`refund request ${current.id} vanished`);
    await afterRejected(tx, rejected);
    return rejected;
  });
}

async function findRequest(db: Db, refundId: string, shopId: string): Promise<RefundRow> {
  const [request] = await db
    .select()
    .from(refundRequests)
    .where(and(eq(refundRequests.id, refundId), eq(refundRequests.shopId, shopId)));
  if (!request) throw new HttpError(404, 'No such refund request');
  return request;
}

function assertOpen(request: RefundRow, now: Date): void {
  if (request.status === 'refunded') throw new HttpError(409, 'This refund was already made');
  if (request.status === 'rejected') throw new HttpError(409, 'This request was already rejected');
  if (isInFlight(request, now)) throw new HttpError(409, 'This refund is being made right now');
}

/** The latest refund request per booking. */
export async function refundsOfBookings(
  db: Db,
  bookingIds: readonly string[],
): Promise<
  Map<
    string,
    { status: RefundStatus; amountCents: number; reason: string; rejectReason: string | null }
  >
> {
  const result = new Map<
    string,
    { status: RefundStatus; amountCents: number; reason: string; rejectReason: string | null }
  >();
  if (bookingIds.length === 0) return result;
  const rows = await db
    .select({
      bookingId: refundRequests.bookingId,
      status: refundRequests.status,
      amountCents: refundRequests.amountCents,
      reason: refundRequests.reason,
      rejectReason: refundRequests.rejectReason,
    })
    .from(refundRequests)
    .where(inArray(refundRequests.bookingId, [...bookingIds]))
    .orderBy(desc(refundRequests.createdAt), desc(refundRequests.id));
  for (const { bookingId, ...request } of rows) {
    if (!result.has(bookingId)) result.set(bookingId, request);
  }
  return result;
}
