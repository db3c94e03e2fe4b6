import {
  addWalkInBody,
  deskPaths,
  joinQueueResponse,
  orderIdParams,
  requestedBarberBody,
  shopIdParams,
  staffActionResponse,
} from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../../lib/request-language';
import { staffOf } from '../../../plugins/app/auth';
import { addWalkInAtDesk, reassignBarber } from './desk.service';

/** The desk: walk-ins added by staff (board or kiosk), and the barber a customer waits for. */
export default async function deskRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    deskPaths.walkIns(':id'),
    {
      config: { area: 'desk', apiScope: 'walk_ins:write' },
      schema: { params: shopIdParams, body: addWalkInBody, response: { 201: joinQueueResponse } },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const place = await addWalkInAtDesk(
        app.ctx,
        staff,
        request.params.id,
        request.body,
        // The customer's language as the desk's screen shows it; Finnish unless told.
        requestLanguage(request),
      );
      return reply.status(201).send({ ok: true, message: 'Added to the queue', data: place });
    },
  );

  routes.patch(
    deskPaths.requestedBarber(':orderId'),
    {
      config: { area: 'appointments' },
      schema: {
        params: orderIdParams,
        body: requestedBarberBody,
        response: { 200: staffActionResponse },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      await reassignBarber(app.ctx, staff, request.params.orderId, request.body.barberId);
      return { ok: true as const, message: 'Barber changed' };
    },
  );
}
