import { centsToPrice, type RefundRequest } from '@jono/contract';
import type { RefundRow } from '../../refunds/refunds.service';
import type { BookingSummary } from '../booking.presenter';

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
      shortCode: booking.shortCode,
      customerName: booking.customerName,
      phone: booking.phone,
      date: booking.date,
      timeRange: booking.timeRange,
      status: booking.status,
      services: booking.services,
      additionalServices: booking.additionalServices,
    },
  };
}
