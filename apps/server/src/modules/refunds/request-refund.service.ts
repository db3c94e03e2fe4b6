import { refundRequests } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import type { ServiceContext } from '../../plugins/app/service-context';
import { lockPaidPayment, refundableCents } from '../payments/payments.service';
import { lockLiveRequest, nothingPaid, refundExists } from './refund-claims';

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
