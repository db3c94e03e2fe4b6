import {
  checkInBody,
  errorCodes,
  joinQueueBody,
  joinQueueResponse,
  LANGUAGE_HEADER,
  leaveQueueBody,
  orderIdParams,
  orderLookupBody,
  queueActionResponse,
  queuePaths,
  trackingOrderResponse,
} from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientAtShop, ordersPerAddress, SHARED_NETWORK_BUSY } from '../../../lib/customer-limits';
import { HttpError } from '../../../lib/http-error';
import { sendPrepared, withoutCompressHooks } from '../../../lib/prepared-answer';
import { requestLanguage } from '../../../lib/request-language';
import { strictJsonParser } from '../../../plugins/external/json-body';
import pushRoutes from '../alerts/push.routes';
import { checkIn, joinQueue, leaveQueue, lookupOrder } from './walk-ins.service';

const joinHeaders = z.object({
  'idempotency-key': z.string().min(8).max(100).optional(),
  [LANGUAGE_HEADER]: z.string().optional(),
});

export default async function queueRoutes(app: FastifyInstance) {
  await app.register(pushRoutes);

  // The web sends "cancel" with an empty body: read an empty JSON body as no body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    strictJsonParser(app, { emptyIsNoBody: true }),
  );

  registerJoinRoute(app);
  registerOrderRoutes(app);
}

function registerJoinRoute(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Per client address and shop: one client cannot fill a queue with made-up customers.
  const joins = ordersPerAddress(app.config.customerLimits.joinsPerAddress);

  routes.post(
    queuePaths.join,
    {
      schema: {
        headers: joinHeaders,
        body: joinQueueBody,
        response: { 200: joinQueueResponse, 201: joinQueueResponse },
      },
    },
    async (request, reply) => {
      const now = app.now();
      const result = await joins.run(
        clientAtShop(request.body.shopId, request.ip),
        now,
        SHARED_NETWORK_BUSY,
        () =>
          joinQueue(app.ctx, request.body, {
            idempotencyKey: request.headers['idempotency-key'],
            language: requestLanguage(request),
          }),
        (joined) => joined.isNew,
        // "Already waiting" tells whether a phone is in this queue: asking it counts.
        (error) => error instanceof HttpError && error.code === errorCodes.alreadyInQueue,
      );
      return reply.status(result.isNew ? 201 : 200).send({
        ok: true,
        message: result.isNew ? 'You are in the queue' : 'You are already in the queue',
        data: result.place,
      });
    },
  );
}

/** The customer's order once it is in the queue: found, followed, checked in, left. */
function registerOrderRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    queuePaths.lookup,
    {
      // Guessing order numbers is slow work by design.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { body: orderLookupBody, response: { 200: trackingOrderResponse } },
    },
    async (request) => ({
      ok: true as const,
      data: await lookupOrder(app.db, request.body, app.now()),
    }),
  );

  routes.get(
    queuePaths.order(':orderId'),
    {
      ...withoutCompressHooks,
      schema: { params: orderIdParams, response: { 200: trackingOrderResponse } },
    },
    // From the read views: the same answer getTrackingOrder gives, kept until the shop changes.
    async (request, reply) =>
      sendPrepared(request, reply, await app.readViews.trackingOrder(request.params.orderId)),
  );

  routes.patch(
    queuePaths.order(':orderId'),
    {
      schema: { params: orderIdParams, body: checkInBody, response: { 200: queueActionResponse } },
    },
    async (request) => {
      const place = await checkIn(app.ctx, request.params.orderId);
      return { ok: true as const, message: 'You are checked in', data: place };
    },
  );

  routes.patch(
    queuePaths.cancel(':orderId'),
    {
      schema: {
        params: orderIdParams,
        body: leaveQueueBody,
        response: { 200: queueActionResponse },
      },
    },
    async (request) => {
      const place = await leaveQueue(app.ctx, request.params.orderId);
      return { ok: true as const, message: 'You have left the queue', data: place };
    },
  );
}
