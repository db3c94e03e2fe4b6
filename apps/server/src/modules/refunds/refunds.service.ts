import { randomBytes, randomUUID } from 'node:crypto';
import { errorCodes, formatPrice } from '@jono/contract';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refundRequests } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import type { ServiceContext } from '../../plugins/app/service-context';
import {
  countingPaymentIds,
  lockPaidPayment,
  lockPayment,
  type Payment,
  paymentUnavailable,
  recordRefund,
  refundableCents,
} from '../payments/payments.service';

export type RefundStatus = 'requested' | 'approved' | 'rejected' | 'refunded';
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
const providerKeyOf = (request: Pick<RefundRow, 'id' | 'providerKey'>) =>
  request.providerKey ?? `refund-${request.id}-${randomBytes(8).toString('hex')}`;

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
 * Sends a claimed refund to the provider under the claim's key and settles it. On failure
 * the request goes back to the shop's refunds page as 'requested', its key dropped, where
 * staff can approve it again.
 */
async function settleRefund(
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
    await afterSettled?.(tx);
    return settled;
  });
  ctx.log.info(
    { refundId: request.id, bookingId: payment.bookingId },
    `refund paid out: ${formatPrice(request.amountCents, 'en', payment.currency)}`,
  );
  return result;
}

/**
 * Refunds what remains of a payment through the provider at once, recording a refunded
 * request (taking over an open one). 0 when there is no such payment, nothing remains, or
 * another call is refunding it right now; a second call never pays out again.
 */
async function refundAtOnce(
  ctx: ServiceContext,
  lockTarget: (tx: Db) => Promise<Payment | null>,
  input: { reason: string; handledBy: string | null },
): Promise<{ refundedCents: number }> {
  const now = ctx.now();
  const claim = await ctx.db.transaction(async (tx): Promise<ClaimedRefund | null> => {
    const payment = await lockTarget(tx);
    const remaining = payment ? refundableCents(payment) : 0;
    if (!payment || remaining <= 0) return null;
    const open = await lockLiveRequest(tx, payment.id);
    if (open && (open.status === 'refunded' || isInFlight(open, now))) return null;
    const claimed = { status: 'approved' as const, amountCents: remaining, handledAt: now };
    const newId = randomUUID();
    const [request] = open
      ? await tx
          .update(refundRequests)
          .set({ ...claimed, handledBy: input.handledBy, providerKey: providerKeyOf(open) })
          .where(eq(refundRequests.id, open.id))
          .returning()
      : await tx
          .insert(refundRequests)
          .values({
            ...claimed,
            id: newId,
            providerKey: providerKeyOf({ id: newId, providerKey: null }),
            shopId: payment.shopId,
            bookingId: payment.bookingId,
            paymentId: payment.id,
            reason: input.reason,
            handledBy: input.handledBy,
          })
          .returning();
    return request ? { request, payment } : null;
  });
  if (!claim) return { refundedCents: 0 };
  const settled = await settleRefund(ctx, claim);
  return { refundedCents: settled.amountCents };
}

/** What remains of the booking's paid fee goes back at once (see refundAtOnce). */
export const refundBookingFee = (
  ctx: ServiceContext,
  input: { bookingId: string; shopId: string; reason: string; handledBy: string | null },
): Promise<{ refundedCents: number }> =>
  refundAtOnce(ctx, (tx) => lockPaidPayment(tx, input.bookingId, input.shopId), input);

/** Recorded as the request's reason of a second payment, for the shop's refunds page. */
export const DUPLICATE_PAYMENT_REASON = 'Paid twice; the second payment went back in full';

/**
 * A customer paid a second open checkout of a booking already paid: that payment goes back
 * in full, as a refund the shop sees on its refunds page. Should the provider fail, this
 * throws (502), so the provider delivers its event again later and this runs again, taking
 * over the request left open.
 */
export const refundDuplicatePayment = (
  ctx: ServiceContext,
  paymentId: string,
): Promise<{ refundedCents: number }> =>
  refundAtOnce(ctx, (tx) => lockPayment(tx, paymentId), {
    reason: DUPLICATE_PAYMENT_REASON,
    handledBy: null,
  });

/** Recorded as the request's reason, for the shop's refunds page. */
export const SLOT_LOST_REASON = 'Paid after the hold ran out; the time went to another customer';

/**
 * The fee was paid after the hold ran out and the time went to someone else: it goes back
 * at once. Should the provider fail, the request stays open on the shop's refunds page.
 */
export async function refundLostSlot(
  ctx: ServiceContext,
  input: { bookingId: string; shopId: string },
): Promise<void> {
  try {
    await refundBookingFee(ctx, { ...input, reason: SLOT_LOST_REASON, handledBy: null });
  } catch (error) {
    ctx.log.error({ err: error, bookingId: input.bookingId }, 'refunding a lost slot failed');
  }
}

/** The customer's request; 400 NOTHING_PAID when nothing paid remains, 409 REFUND_EXISTS when one is open or done. */
export async function requestRefund(
  ctx: ServiceContext,
  input: { bookingId: string; shopId: string; reason: string },
): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
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
  ctx: ServiceContext,
  input: { refundId: string; shopId: string; staffUserId: string },
  afterSettled: (tx: Db, request: RefundRow) => Promise<void>,
): Promise<RefundRow> {
  const now = ctx.now();
  const request = await findRequest(ctx.db, input.refundId, input.shopId);
  const claim = await ctx.db.transaction(async (tx): Promise<ClaimedRefund> => {
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
      .set({
        status: 'approved',
        amountCents,
        handledBy: input.staffUserId,
        handledAt: now,
        providerKey: providerKeyOf(current),
      })
      .where(eq(refundRequests.id, current.id))
      .returning();
    if (!claimed) throw new Error(`refund request ${current.id} vanished`);
    return { request: claimed, payment };
  });
  return settleRefund(ctx, claim, (tx) => afterSettled(tx, claim.request));
}

/** Staff reject with a reason; nothing moves. */
export async function rejectRefundRequest(
  ctx: ServiceContext,
  input: { refundId: string; shopId: string; staffUserId: string; reason: string },
  afterRejected: (tx: Db, request: RefundRow) => Promise<void>,
): Promise<RefundRow> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
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

/**
 * The latest refund request per booking, of the payment that counts for it: a second payment
 * refunded as a duplicate is not the booking's refund.
 */
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
      paymentId: refundRequests.paymentId,
      status: refundRequests.status,
      amountCents: refundRequests.amountCents,
      reason: refundRequests.reason,
      rejectReason: refundRequests.rejectReason,
    })
    .from(refundRequests)
    .where(inArray(refundRequests.bookingId, [...bookingIds]))
    .orderBy(desc(refundRequests.createdAt), desc(refundRequests.id));
  const counting = await countingPaymentIds(db, bookingIds);
  for (const { bookingId, paymentId, ...request } of rows) {
    if (!result.has(bookingId) && counting.get(bookingId) === paymentId) {
      result.set(bookingId, request);
    }
  }
  return result;
}

/** The shop's refund requests, newest first; with a status, only those in it. */
export function listRefundRequests(
  db: Db,
  shopId: string,
  status: RefundStatus | undefined,
  limit: number,
): Promise<RefundRow[]> {
  return db
    .select()
    .from(refundRequests)
    .where(
      and(
        eq(refundRequests.shopId, shopId),
        status ? eq(refundRequests.status, status) : undefined,
      ),
    )
    .orderBy(desc(refundRequests.createdAt), desc(refundRequests.id))
    .limit(limit);
}

/** One refund request, as it stands now. */
export async function refundRequestById(db: Db, refundId: string): Promise<RefundRow | null> {
  const [request] = await db.select().from(refundRequests).where(eq(refundRequests.id, refundId));
  return request ?? null;
}

/**
 * Wipes the reasons given for refunds of these bookings, once the bookings' customer details
 * are wiped: a reason is free text, often naming the customer or their circumstances. The
 * amounts, states and who handled them stay for the books.
 */
export async function forgetRefundReasons(db: Db, bookingIds: readonly string[]): Promise<void> {
  if (bookingIds.length === 0) return;
  await db
    .update(refundRequests)
    .set({ reason: '' })
    .where(and(inArray(refundRequests.bookingId, [...bookingIds]), ne(refundRequests.reason, '')));
}

/**
 * Every refund request of a shop, oldest first, for the owner's export; the key of the
 * provider call stays here.
 */
export function refundsOfShop(db: Db, shopId: string) {
  return db
    .select({
      bookingId: refundRequests.bookingId,
      status: refundRequests.status,
      amountCents: refundRequests.amountCents,
      reason: refundRequests.reason,
      rejectReason: refundRequests.rejectReason,
      createdAt: refundRequests.createdAt,
      handledBy: refundRequests.handledBy,
      handledAt: refundRequests.handledAt,
    })
    .from(refundRequests)
    .where(eq(refundRequests.shopId, shopId))
    .orderBy(asc(refundRequests.createdAt), asc(refundRequests.id));
}
