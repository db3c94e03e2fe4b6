import { rooms, type StaffBookingPayload } from '@jono/contract';
import type { FastifyInstance } from 'fastify';

/**
 * The only place refunds announce themselves: the shop's booking and refunds pages re-read.
 * Called after the change committed (DESIGN section 8).
 */
export function announceRefund(
  app: FastifyInstance,
  kind: Extract<StaffBookingPayload['kind'], 'refund_requested' | 'refund_handled'>,
  booking: { id: string; shopId: string; date: string; customerName: string },
): void {
  app.io.to(rooms.staff(booking.shopId)).emit('staff:booking', {
    shopId: booking.shopId,
    kind,
    bookingId: booking.id,
    date: booking.date,
    customerName: booking.customerName,
  });
}
