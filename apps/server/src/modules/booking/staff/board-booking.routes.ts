import {
  bookingIdParam,
  staffActionResponse,
  staffQueuePaths,
  startServiceBody,
} from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf } from '../../../plugins/app/auth';
import {
  checkInBooking,
  finishBooking,
  type LockFreeBarber,
  markBookingNoShow,
  startBooking,
  undoBookingStep,
} from './board-booking.service';

/**
 * Today's bookings on the board: check-in, start, finish, no-show, and undo, by any staff.
 * `lockFreeBarber` asks the queue whether the barber is free, walk-ins and bookings alike.
 */
export default async function boardBookingRoutes(
  app: FastifyInstance,
  { lockFreeBarber }: { lockFreeBarber: LockFreeBarber },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { area: 'todaysBookings' } as const;
  const schema = { params: bookingIdParam, response: { 200: staffActionResponse } };

  routes.post(staffQueuePaths.bookingCheckIn(':bookingId'), { config, schema }, async (request) => {
    await checkInBooking(app.ctx, staffOf(request), request.params.bookingId);
    return { ok: true as const, message: 'Checked in' };
  });

  routes.post(
    staffQueuePaths.bookingStart(':bookingId'),
    { config, schema: { ...schema, body: startServiceBody } },
    async (request) => {
      const { bookingId } = request.params;
      await startBooking(
        app.ctx,
        staffOf(request),
        bookingId,
        request.body.barberId,
        lockFreeBarber,
      );
      return { ok: true as const, message: 'Service started' };
    },
  );

  routes.post(staffQueuePaths.bookingFinish(':bookingId'), { config, schema }, async (request) => {
    await finishBooking(app.ctx, staffOf(request), request.params.bookingId);
    return { ok: true as const, message: 'Service finished' };
  });

  routes.post(staffQueuePaths.bookingNoShow(':bookingId'), { config, schema }, async (request) => {
    await markBookingNoShow(app.ctx, staffOf(request), request.params.bookingId);
    return { ok: true as const, message: 'Marked as a no-show' };
  });

  routes.post(staffQueuePaths.bookingUndo(':bookingId'), { config, schema }, async (request) => {
    await undoBookingStep(app.ctx, staffOf(request), request.params.bookingId, lockFreeBarber);
    return { ok: true as const, message: 'Undone' };
  });
}
