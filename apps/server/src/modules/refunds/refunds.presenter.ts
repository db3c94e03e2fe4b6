import { centsToPrice, type RefundRequest } from '@jono/contract';
import type { bookingSummaries } from '../booking/booking.service';
import type { RefundRow } from './refunds.service';

/** How the booking module names a booking for payments and refunds. */
export type BookingSummary =
  Awaited<ReturnType<typeof bookingSummaries>> extends Map<string, infer Summary> ? Summary : never;

/** A refund request as the shop's refunds page sees it. */
export function presentRefundRequest(
  request: RefundRow,
  booking: BookingSummary,
  currency: string,
  handledByName: string | null,
): RefundRequest {
  return {
    id: request.id,
    status: request.status,
    amount: centsToPrice(request.amountCents),
    currency,
    reason: request.reason,
    rejectReason: request.rejectReason,
    createdAt: request.createdAt.toISOString(),
    handledAt: request.handledAt?.toISOString() ?? null,
    handledBy: handledByName,
    booking: {
      id: booking.id,
      customerName: booking.customerName,
      phone: booking.phone,
      date: booking.date,
      timeRange: booking.timeRange,
      status: booking.status,
      services: booking.services,
    },
  };
}
