import {
  shopDetailResponse,
  shopIdParams,
  shopListQuery,
  shopListResponse,
  shopPaths,
} from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendPrepared, withoutCompressHooks } from '../../../lib/prepared-answer';

/**
 * The public shop pages: each shop with its live queue state, which the queue module owns.
 * Answered from the read views (read-views.ts), which read them through shop-directory.service.
 */
export default async function shopDirectoryRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    shopPaths.list,
    {
      ...withoutCompressHooks,
      schema: { querystring: shopListQuery, response: { 200: shopListResponse } },
    },
    async (request, reply) =>
      sendPrepared(request, reply, await app.readViews.shopList(request.query)),
  );

  routes.get(
    shopPaths.detail(':id'),
    {
      ...withoutCompressHooks,
      schema: { params: shopIdParams, response: { 200: shopDetailResponse } },
    },
    async (request, reply) =>
      sendPrepared(request, reply, await app.readViews.shopDetail(request.params.id)),
  );
}
