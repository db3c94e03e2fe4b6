import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refundRequests } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { ServiceContext } from '../../plugins/app/service-context';
import { assertOpen, type RefundRow } from './refund-claims';

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
