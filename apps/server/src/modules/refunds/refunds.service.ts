import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';

export type RefundStatus = 'requested' | 'approved' | 'rejected' | 'refunded';

/**
 * Refunds what remains of the paid fee through the provider at once and records a refunded
 * request. 0 when nothing was paid; idempotent and safe under concurrency.
 */
export async function refundBookingFee(
  _app: FastifyInstance,
  _input: { bookingId: string; shopId: string; reason: string; handledBy: string | null },
): Promise<{ refundedCents: number }> {
  throw new Error('not implemented yet');
}

/** The customer's request; 400 NOTHING_PAID when nothing paid remains, 409 REFUND_EXISTS when one is open or done. */
export async function requestRefund(
  _app: FastifyInstance,
  _input: { bookingId: string; shopId: string; reason: string },
): Promise<void> {
  throw new Error('not implemented yet');
}

/** The latest refund request per booking. */
export async function refundsOfBookings(
  _db: Db,
  _bookingIds: readonly string[],
): Promise<
  Map<
    string,
    { status: RefundStatus; amountCents: number; reason: string; rejectReason: string | null }
  >
> {
  return new Map();
}
