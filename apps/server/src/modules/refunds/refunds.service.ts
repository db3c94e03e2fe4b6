import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refundRequests } from '../../db/schema';
import type { ServiceContext } from '../../plugins/app/service-context';
import {
  lockPaidPayment,
  lockPayment,
  type Payment,
  refundableCents,
} from '../payments/payments.service';
import {
  type ClaimedRefund,
  isInFlight,
  lockLiveRequest,
  providerKeyOf,
  settleRefund,
} from './refund-claims';

// The refund row's type, for the modules that show refunds (they import only services).
export type { RefundRow } from './refund-claims';

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
