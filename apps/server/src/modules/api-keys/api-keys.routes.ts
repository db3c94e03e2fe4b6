import {
  apiKeyParams,
  apiKeyPaths,
  apiKeysResponse,
  madeApiKeyResponse,
  messageResponse,
  newApiKeyBody,
} from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf } from '../../plugins/app/auth';
import { keysOf, makeKey, revokeKey } from './api-keys.service';

/** The owner's API keys. No key can make or revoke keys: these routes take none. */
export default async function apiKeyRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { area: 'integrations' } as const;

  routes.get(
    apiKeyPaths.list,
    { config, schema: { response: { 200: apiKeysResponse } } },
    async (request) => ({
      ok: true as const,
      data: { keys: await keysOf(app.db, staffOf(request).shopId) },
    }),
  );

  routes.post(
    apiKeyPaths.list,
    { config, schema: { body: newApiKeyBody, response: { 200: madeApiKeyResponse } } },
    async (request) => {
      const data = await makeKey(app.ctx, staffOf(request), request.body);
      return { ok: true as const, message: 'API key made', data };
    },
  );

  routes.delete(
    apiKeyPaths.key(':id'),
    { config, schema: { params: apiKeyParams, response: { 200: messageResponse } } },
    async (request) => {
      await revokeKey(app.ctx, staffOf(request), request.params.id);
      return { ok: true as const, message: 'API key revoked' };
    },
  );
}
