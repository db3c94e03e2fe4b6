import { and, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refundRequests } from '../../db/schema';

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
