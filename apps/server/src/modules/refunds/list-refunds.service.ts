import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refundRequests } from '../../db/schema';
import { countingPaymentIds } from '../payments/payments.service';
import type { RefundRow } from './refund-claims';

export type RefundStatus = 'requested' | 'approved' | 'rejected' | 'refunded';

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
