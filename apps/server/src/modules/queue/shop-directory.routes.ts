import {
  shopDetailResponse,
  shopIdParams,
  shopListQuery,
  shopListResponse,
  shopPaths,
} from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getShop, listShops } from './shop-directory.service';

/** The public shop pages: each shop with its live queue state, which the queue module owns. */
export default async function shopDirectoryRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    shopPaths.list,
    { schema: { querystring: shopListQuery, response: { 200: shopListResponse } } },
    async (request) => listShops(app.db, request.query, app.now()),
  );

  routes.get(
    shopPaths.detail(':id'),
    { schema: { params: shopIdParams, response: { 200: shopDetailResponse } } },
    async (request) => ({
      ok: true as const,
      data: await getShop(app.db, request.params.id, app.now()),
    }),
  );
}
