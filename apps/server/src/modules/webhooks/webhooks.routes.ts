import {
  messageResponse,
  newWebhookBody,
  webhookDeliveriesQuery,
  webhookDeliveriesResponse,
  webhookDeliveryParams,
  webhookDeliveryResponse,
  webhookEndpointParams,
  webhookEndpointResponse,
  webhookEndpointsResponse,
  webhookPatchBody,
  webhookPaths,
  webhookSecretResponse,
} from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf } from '../../plugins/app/auth';
import { deliveryLog, pingEndpoint, replayDelivery } from './webhook-deliveries.service';
import {
  addEndpoint,
  changeEndpoint,
  endpointsOf,
  removeEndpoint,
  renewSecret,
} from './webhook-endpoints.service';

/** The owner's webhook endpoints, their secrets and their delivery logs. */
export default async function webhookRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { area: 'integrations' } as const;
  const params = webhookEndpointParams;

  routes.get(
    webhookPaths.list,
    { config, schema: { response: { 200: webhookEndpointsResponse } } },
    async (request) => ({
      ok: true as const,
      data: { endpoints: await endpointsOf(app.db, staffOf(request).shopId) },
    }),
  );

  routes.post(
    webhookPaths.list,
    { config, schema: { body: newWebhookBody, response: { 200: webhookSecretResponse } } },
    async (request) => {
      const data = await addEndpoint(app.ctx, staffOf(request), request.body);
      return { ok: true as const, message: 'Webhook endpoint added', data };
    },
  );

  routes.patch(
    webhookPaths.endpoint(':id'),
    {
      config,
      schema: { params, body: webhookPatchBody, response: { 200: webhookEndpointResponse } },
    },
    async (request) => {
      const { id } = request.params;
      const data = await changeEndpoint(app.ctx, staffOf(request), id, request.body);
      return { ok: true as const, message: 'Webhook endpoint changed', data };
    },
  );

  routes.delete(
    webhookPaths.endpoint(':id'),
    { config, schema: { params, response: { 200: messageResponse } } },
    async (request) => {
      await removeEndpoint(app.ctx, staffOf(request), request.params.id);
      return { ok: true as const, message: 'Webhook endpoint removed' };
    },
  );

  routes.post(
    webhookPaths.secret(':id'),
    { config, schema: { params, response: { 200: webhookSecretResponse } } },
    async (request) => {
      const data = await renewSecret(app.ctx, staffOf(request), request.params.id);
      return { ok: true as const, message: 'A new signing secret is ready', data };
    },
  );

  deliveryRoutes(app);
}

/** A test event, the delivery log and replays of one endpoint. */
function deliveryRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { area: 'integrations' } as const;
  const params = webhookEndpointParams;

  routes.post(
    webhookPaths.ping(':id'),
    { config, schema: { params, response: { 200: webhookDeliveryResponse } } },
    async (request) => {
      const data = await pingEndpoint(app.ctx, staffOf(request), request.params.id);
      return { ok: true as const, message: 'A test event is on its way', data };
    },
  );

  routes.get(
    webhookPaths.deliveries(':id'),
    {
      config,
      schema: {
        params,
        querystring: webhookDeliveriesQuery,
        response: { 200: webhookDeliveriesResponse },
      },
    },
    async (request) => ({
      ok: true as const,
      data: await deliveryLog(app.db, staffOf(request), request.params.id, request.query.before),
    }),
  );

  routes.post(
    webhookPaths.replay(':id', ':deliveryId'),
    {
      config,
      schema: { params: webhookDeliveryParams, response: { 200: webhookDeliveryResponse } },
    },
    async (request) => {
      const { id, deliveryId } = request.params;
      const data = await replayDelivery(app.ctx, staffOf(request), id, deliveryId);
      return { ok: true as const, message: 'The event is being sent again', data };
    },
  );
}
