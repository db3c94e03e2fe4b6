import {
  alertSeenBody,
  orderIdParams,
  pushPaths,
  pushPublicKeyResponse,
  pushSubscriptionBody,
  pushSubscriptionResponse,
  pushUnsubscribeBody,
} from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../../lib/http-error';
import { appVapidKeys } from '../../../lib/vapid-keys';
import { pushSeen } from './alert-follow-up';
import { subscribeToOrder, unsubscribeFromOrder } from './push-subscriptions.service';

/** The customer's side of Web Push: the key to subscribe with, and an order's subscriptions. */
export default async function pushRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const orderSubscription = pushPaths.orderSubscription(':orderId');

  routes.get(
    pushPaths.publicKey,
    { schema: { response: { 200: pushPublicKeyResponse } } },
    async () => ({
      ok: true as const,
      data: { publicKey: appVapidKeys(app.config).publicKey },
    }),
  );

  routes.post(
    orderSubscription,
    {
      schema: {
        params: orderIdParams,
        body: pushSubscriptionBody,
        response: { 201: pushSubscriptionResponse },
      },
    },
    async (request, reply) => {
      await subscribeToOrder(
        app.db,
        request.params.orderId,
        request.body,
        app.config.push.extraOrigins,
      );
      return reply.status(201).send({ ok: true as const, message: 'Alerts are on for this order' });
    },
  );

  routes.delete(
    orderSubscription,
    {
      schema: {
        params: orderIdParams,
        body: pushUnsubscribeBody,
        response: { 200: pushSubscriptionResponse },
      },
    },
    async (request) => {
      await unsubscribeFromOrder(app.db, request.params.orderId, request.body.endpoint);
      return { ok: true as const, message: 'Alerts are off for this order' };
    },
  );

  // The service worker showed an alert; the marker and token came in that push message only.
  routes.post(
    pushPaths.alertSeen(':orderId'),
    { schema: { params: orderIdParams, body: alertSeenBody } },
    async (request, reply) => {
      const known = await pushSeen(app.ctx, request.params.orderId, request.body);
      if (!known) throw notFound('No alert waits for this answer');
      return reply.status(204).send();
    },
  );
}
