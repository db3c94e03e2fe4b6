import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refundRequests } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { ServiceContext } from '../../plugins/app/service-context';
import { lockPayment, refundableCents } from '../payments/payments.service';
import {
  assertOpen,
  type ClaimedRefund,
  nothingPaid,
  providerKeyOf,
  type RefundRow,
  settleRefund,
} from './refund-claims';

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

async function findRequest(db: Db, refundId: string, shopId: string): Promise<RefundRow> {
  const [request] = await db
    .select()
    .from(refundRequests)
    .where(and(eq(refundRequests.id, refundId), eq(refundRequests.shopId, shopId)));
  if (!request) throw new HttpError(404, 'No such refund request');
  return request;
}
