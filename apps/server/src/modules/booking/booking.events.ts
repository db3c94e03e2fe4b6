import { rooms, type StaffBookingPayload } from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { BookingRow } from './booking.presenter';
import { localTimes } from './booking.presenter';

/**
 * The only place that announces bookings: the shop's staff booking pages re-read. Called after
 * the change committed (DESIGN section 8); a page that missed it re-reads on reconnect.
 */
export function announceBooking(
  app: FastifyInstance,
  kind: StaffBookingPayload['kind'],
  booking: Pick<BookingRow, 'id' | 'shopId' | 'customerName' | 'startAt' | 'endAt'>,
  timezone: string,
): void {
  app.io.to(rooms.staff(booking.shopId)).emit('staff:booking', {
    shopId: booking.shopId,
    kind,
    bookingId: booking.id,
    date: localTimes(booking, timezone).date,
    customerName: booking.customerName,
  });
}
