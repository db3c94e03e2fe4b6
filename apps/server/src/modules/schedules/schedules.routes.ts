import {
  hoursBody,
  hoursSavedResponse,
  memberParams,
  messageResponse,
  teamSchedulePaths,
  teamWeekQuery,
  teamWeekResponse,
  timeOffAddedResponse,
  timeOffBody,
  timeOffParams,
} from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf } from '../../plugins/app/auth';
import { changeHours } from './hours.service';
import { bookingsLeftByHours } from './hours-hit';
import { type BookingDays, teamWeek } from './team-week.service';
import { addTimeOff, removeTimeOff } from './time-off.service';

export interface ScheduleRoutesOptions extends BookingDays {
  /** A member's hours or time off changed: the shop's estimates and admission follow. */
  afterScheduleChange: (shopId: string) => unknown;
}

/** The team's week: everyone reads it; the owner changes anyone's, a barber their own. */
export default async function scheduleRoutes(
  app: FastifyInstance,
  { afterScheduleChange, ...bookingDays }: ScheduleRoutesOptions,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { area: 'teamSchedule' } as const;

  routes.get(
    teamSchedulePaths.week,
    { config, schema: { querystring: teamWeekQuery, response: { 200: teamWeekResponse } } },
    async (request) => ({
      ok: true as const,
      data: await teamWeek(app.db, staffOf(request), request.query.from, bookingDays),
    }),
  );

  routes.put(
    teamSchedulePaths.hours(':userId'),
    {
      config,
      schema: { params: memberParams, body: hoursBody, response: { 200: hoursSavedResponse } },
    },
    async (request) => {
      const { member, shop, ...change } = await changeHours(
        app.ctx,
        staffOf(request),
        request.params.userId,
        request.body,
      );
      void afterScheduleChange(member.shopId);
      // Bookings the new hours leave out stay theirs until the shop moves, gives away or
      // cancels them.
      const bookingsHit = await bookingsLeftByHours(
        app.db,
        shop,
        member,
        change,
        bookingDays,
        app.ctx.now(),
      );
      return { ok: true as const, message: 'Hours saved', bookingsHit };
    },
  );

  routes.post(
    teamSchedulePaths.timeOff(':userId'),
    {
      config,
      schema: { params: memberParams, body: timeOffBody, response: { 201: timeOffAddedResponse } },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const added = await addTimeOff(app.db, staff, request.params.userId, request.body);
      void afterScheduleChange(staff.shopId);
      // Their bookings in it stay theirs until the shop moves, gives away or cancels them.
      const bookingsHit = await bookingDays.barberBookingsIn(app.db, added.member, added.covers);
      return reply
        .status(201)
        .send({ ok: true as const, message: 'Time off added', data: added.entry, bookingsHit });
    },
  );

  routes.delete(
    teamSchedulePaths.timeOffEntry(':userId', ':entryId'),
    { config, schema: { params: timeOffParams, response: { 200: messageResponse } } },
    async (request) => {
      const staff = staffOf(request);
      const { userId, entryId } = request.params;
      await removeTimeOff(app.db, staff, userId, entryId);
      void afterScheduleChange(staff.shopId);
      return { ok: true as const, message: 'Time off removed' };
    },
  );
}
