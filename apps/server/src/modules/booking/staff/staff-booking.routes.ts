import {
  bookingIdParam,
  bookingSettingsBody,
  bookingSettingsResponse,
  giveBookingBody,
  holidayBody,
  holidayConflictsQuery,
  holidayConflictsResponse,
  holidayCreatedResponse,
  holidaysResponse,
  staffBookingActionResponse,
  staffBookingPaths,
  staffBookingsQuery,
  staffBookingsResponse,
  staffCancelBookingBody,
  staffMoveBookingBody,
  withTextRule,
} from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../config';
import { staffOf } from '../../../plugins/app/auth';
import { editorOf } from '../../audit/setting-changes.service';
import staffRefundRoutes from '../refunds/staff-refunds.routes';
import staffWaitlistRoutes from '../waitlist/staff-waitlist.routes';
import boardBookingRoutes from './board-booking.routes';
import type { LockFreeBarber } from './board-booking.service';
import { getBookingSettings, saveBookingSettings } from './booking-settings.service';
import { giveBooking } from './give-booking';
import { addHoliday, holidayConflicts, listHolidays, removeHoliday } from './holidays.service';
import {
  cancelByShop,
  moveByShop,
  settleBooking,
  staffBookingsOfDay,
} from './staff-booking.service';

const holidayIdParam = z.object({ holidayId: withTextRule(z.string()) });

/** Every route here is the shop's booking desk: the manageBooking area. */
const area = { area: 'manageBooking' } as const;

/** The shop's bookings for staff; `lockFreeBarber` comes from the queue, through the app. */
export default async function staffBookingRoutes(
  app: FastifyInstance,
  { lockFreeBarber }: { config: Config; lockFreeBarber: LockFreeBarber },
) {
  await app.register(boardBookingRoutes, { lockFreeBarber });
  await app.register(staffRefundRoutes);
  await app.register(staffWaitlistRoutes);
  registerDayRoutes(app);
  registerChangeRoutes(app);
  registerSettingsRoutes(app);
  registerHolidayRoutes(app);
}

/** A day's bookings, and each one settled: completed or a no-show. */
function registerDayRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    staffBookingPaths.bookings,
    {
      config: { ...area, apiScope: 'bookings:read' },
      schema: { querystring: staffBookingsQuery, response: { 200: staffBookingsResponse } },
    },
    async (request) => ({
      ok: true as const,
      data: await staffBookingsOfDay(app.db, staffOf(request).shopId, request.query),
    }),
  );

  routes.post(
    staffBookingPaths.complete(':bookingId'),
    {
      config: area,
      schema: { params: bookingIdParam, response: { 200: staffBookingActionResponse } },
    },
    async (request) => ({
      ok: true as const,
      message: 'Marked as completed',
      data: await settleBooking(app.ctx, staffOf(request), request.params.bookingId, 'completed'),
    }),
  );

  routes.post(
    staffBookingPaths.noShow(':bookingId'),
    {
      config: area,
      schema: { params: bookingIdParam, response: { 200: staffBookingActionResponse } },
    },
    async (request) => ({
      ok: true as const,
      message: 'Marked as a no-show',
      data: await settleBooking(app.ctx, staffOf(request), request.params.bookingId, 'no_show'),
    }),
  );
}

/** A booking moved, given to another barber, or cancelled by the shop. */
function registerChangeRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    staffBookingPaths.move(':bookingId'),
    {
      config: { ...area, apiScope: 'bookings:write' },
      schema: {
        params: bookingIdParam,
        body: staffMoveBookingBody,
        response: { 200: staffBookingActionResponse },
      },
    },
    async (request) => ({
      ok: true as const,
      message: 'The booking is moved',
      data: await moveByShop(app.ctx, staffOf(request), request.params.bookingId, request.body),
    }),
  );

  routes.post(
    staffBookingPaths.barber(':bookingId'),
    {
      config: area,
      schema: {
        params: bookingIdParam,
        body: giveBookingBody,
        response: { 200: staffBookingActionResponse },
      },
    },
    async (request) => ({
      ok: true as const,
      message: 'The booking is given to another barber',
      data: await giveBooking(
        app.ctx,
        staffOf(request),
        request.params.bookingId,
        request.body.barberId,
      ),
    }),
  );

  routes.post(
    staffBookingPaths.cancel(':bookingId'),
    {
      config: { ...area, apiScope: 'bookings:write' },
      schema: {
        params: bookingIdParam,
        body: staffCancelBookingBody,
        response: { 200: staffBookingActionResponse },
      },
    },
    async (request) => {
      const result = await cancelByShop(
        app.ctx,
        staffOf(request),
        request.params.bookingId,
        request.body.reason,
      );
      return {
        ok: true as const,
        message: result.refundFailed
          ? 'Booking cancelled, but the fee could not be refunded right now; the customer can ask for it'
          : result.refundedCents > 0
            ? 'Booking cancelled and the booking fee refunded'
            : 'Booking cancelled',
        data: result.booking,
      };
    },
  );
}

/** The shop's booking settings, read and saved. */
function registerSettingsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    staffBookingPaths.settings,
    { config: area, schema: { response: { 200: bookingSettingsResponse } } },
    async (request) => ({
      ok: true as const,
      data: await getBookingSettings(app.db, staffOf(request).shopId),
    }),
  );

  routes.put(
    staffBookingPaths.settings,
    {
      config: area,
      schema: { body: bookingSettingsBody, response: { 200: bookingSettingsResponse } },
    },
    async (request) => ({
      ok: true as const,
      data: await saveBookingSettings(app.db, editorOf(staffOf(request), app.now()), request.body),
    }),
  );
}

/** The shop's holidays, and the bookings that fall on a planned one. */
function registerHolidayRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    staffBookingPaths.holidays,
    { config: area, schema: { response: { 200: holidaysResponse } } },
    async (request) => ({
      ok: true as const,
      data: await listHolidays(app.db, staffOf(request).shopId, app.now()),
    }),
  );

  routes.get(
    staffBookingPaths.holidayConflicts,
    {
      config: area,
      schema: { querystring: holidayConflictsQuery, response: { 200: holidayConflictsResponse } },
    },
    async (request) => ({
      ok: true as const,
      data: await holidayConflicts(app.db, staffOf(request).shopId, request.query),
    }),
  );

  routes.post(
    staffBookingPaths.holidays,
    { config: area, schema: { body: holidayBody, response: { 201: holidayCreatedResponse } } },
    async (request, reply) => {
      const editor = editorOf(staffOf(request), app.now());
      const created = await addHoliday(app.db, editor, request.body);
      return reply.status(201).send({
        ok: true,
        message:
          created.conflicts.length > 0
            ? `Holiday saved. ${created.conflicts.length} booking(s) fall on it and were not cancelled`
            : 'Holiday saved',
        data: created,
      });
    },
  );

  routes.delete(
    staffBookingPaths.holiday(':holidayId'),
    { config: area, schema: { params: holidayIdParam, response: { 200: holidaysResponse } } },
    async (request) => ({
      ok: true as const,
      data: await removeHoliday(
        app.db,
        editorOf(staffOf(request), app.now()),
        request.params.holidayId,
      ),
    }),
  );
}
