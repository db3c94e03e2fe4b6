import {
  staffWaitlistPaths,
  staffWaitlistQuery,
  staffWaitlistResponse,
  waitlistEntryIdParam,
  waitlistRemovedResponse,
} from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf } from '../../../plugins/app/auth';
import { removeFromWaitlist, waitlistOfDay } from './staff-waitlist.service';

/** A day's waitlist on the staff bookings page, where the bookings of that day are handled. */
export default async function staffWaitlistRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const area = { area: 'manageBooking' } as const;

  routes.get(
    staffWaitlistPaths.ofDay,
    {
      config: area,
      schema: { querystring: staffWaitlistQuery, response: { 200: staffWaitlistResponse } },
    },
    async (request) => ({
      ok: true as const,
      data: await waitlistOfDay(app.db, staffOf(request).shopId, request.query.date, app.now()),
    }),
  );

  routes.delete(
    staffWaitlistPaths.entry(':entryId'),
    {
      config: area,
      schema: { params: waitlistEntryIdParam, response: { 200: waitlistRemovedResponse } },
    },
    async (request) => {
      await removeFromWaitlist(app.ctx, staffOf(request), request.params.entryId);
      return { ok: true as const, message: 'Taken off the waitlist' };
    },
  );
}
