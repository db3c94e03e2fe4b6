import {
  checkInBody,
  joinQueueBody,
  joinQueueResponse,
  orderIdParams,
  orderLookupBody,
  queueActionResponse,
  queuePaths,
  trackingOrderResponse,
} from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { announceStaffMessage } from '../notifications/notifications.events';
import { createStaffMessage } from '../notifications/notifications.service';
import { announceQueueChange, announceStaffQueue } from './queue.events';
import { checkIn, getTrackingOrder, joinQueue, leaveQueue, lookupOrder } from './queue.service';
import { registerOrderSubscriptions } from './queue.socket';

const supportedLanguages = ['fi', 'en', 'es', 'sv'] as const;
const languageOf = (header: unknown) =>
  supportedLanguages.find((l) => l === header) ?? ('fi' as const);

const joinHeaders = z.object({
  'idempotency-key': z.string().min(8).max(100).optional(),
  'x-lang': z.string().optional(),
});

export default async function queueRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  registerOrderSubscriptions(app.io);

  // Spec section 7 sends "cancel" with an empty body: read an empty JSON body as no body.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    defaultJsonParser(request, text, done);
  });

  /** A new walk-in: a message in the staff inbox and a toast on every staff screen. */
  async function tellStaffAboutNewcomer(shopId: string, orderId: string, customerName: string) {
    try {
      const message = await createStaffMessage(app.db, shopId, {
        kind: 'walk_in',
        title: `${customerName} joined the queue`,
        body: '',
        data: { orderId, customerName },
      });
      announceStaffMessage(app.io, shopId, message);
      announceStaffQueue(app, { shopId, kind: 'joined', orderId, customerName });
    } catch (error) {
      // The customer is in the queue either way; the board still shows them on its next read.
      app.log.error({ err: error }, 'telling staff about a walk-in failed');
    }
  }

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
      const result = await joinQueue(app.db, request.body, {
        idempotencyKey: request.headers['idempotency-key'],
        language: languageOf(request.headers['x-lang']),
        now: app.now(),
      });
      if (result.isNew) {
        await announceQueueChange(app, result.shopId);
        await tellStaffAboutNewcomer(result.shopId, result.place.orderId, request.body.name);
      }
      return reply.status(result.isNew ? 201 : 200).send({
        ok: true,
        message: result.isNew ? 'You are in the queue' : 'You are already in the queue',
        data: result.place,
      });
    },
  );

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
    '/api/queue/:orderId',
    { schema: { params: orderIdParams, response: { 200: trackingOrderResponse } } },
    async (request) => ({
      ok: true as const,
      data: await getTrackingOrder(app.db, request.params.orderId, app.now()),
    }),
  );

  routes.patch(
    '/api/queue/:orderId',
    {
      schema: { params: orderIdParams, body: checkInBody, response: { 200: queueActionResponse } },
    },
    async (request) => {
      const { entry, place } = await checkIn(app.db, request.params.orderId, app.now());
      await announceQueueChange(app, entry.shopId);
      announceStaffQueue(app, {
        shopId: entry.shopId,
        kind: 'checked_in',
        orderId: entry.id,
        customerName: entry.customerName,
      });
      return { ok: true as const, message: 'You are checked in', data: place };
    },
  );

  routes.patch(
    '/api/queue/cancel/:orderId',
    { schema: { params: orderIdParams, response: { 200: queueActionResponse } } },
    async (request) => {
      const { entry, place } = await leaveQueue(app.db, request.params.orderId, app.now());
      await announceQueueChange(app, entry.shopId, [entry.id]);
      announceStaffQueue(app, {
        shopId: entry.shopId,
        kind: 'left',
        orderId: entry.id,
        customerName: entry.customerName,
      });
      return { ok: true as const, message: 'You have left the queue', data: place };
    },
  );
}
