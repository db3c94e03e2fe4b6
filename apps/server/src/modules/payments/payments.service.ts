import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';

export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded' | 'partially_refunded';

export interface BookingCheckoutInput {
  bookingId: string;
  shopId: string;
  amountCents: number;
  currency: string;
  description: string;
  customerEmail: string;
  language: 'fi' | 'en' | 'es' | 'sv';
  holdExpiresAt: Date;
}

/**
 * Inserts a pending payment (a fresh idempotency key per attempt) and opens a provider
 * checkout. Throws 502 PAYMENT_UNAVAILABLE when the provider fails, leaving no pending row.
 */
export async function startBookingCheckout(
  _app: FastifyInstance,
  _input: BookingCheckoutInput,
): Promise<{ checkoutUrl: string }> {
  throw new Error('not implemented yet');
}

/** The latest payment per booking; a paid one wins over later failed attempts. */
export async function paymentsOfBookings(
  _db: Db,
  _bookingIds: readonly string[],
): Promise<Map<string, { status: PaymentStatus; amountCents: number; refundedCents: number }>> {
  return new Map();
}
