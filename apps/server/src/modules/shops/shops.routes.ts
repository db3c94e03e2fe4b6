import {
  shopDetailResponse,
  shopIdParams,
  shopListQuery,
  shopListResponse,
  shopPaths,
} from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getShop, listShops } from './shops.service';
import { registerShopSubscriptions } from './shops.socket';

export default async function shopRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  registerShopSubscriptions(app.io);

  routes.get(
    shopPaths.list,
    { schema: { querystring: shopListQuery, response: { 200: shopListResponse } } },
    async (request) => listShops(app.db, request.query, app.now()),
  );

  routes.get(
    '/api/shops/:id',
    { schema: { params: shopIdParams, response: { 200: shopDetailResponse } } },
    async (request) => ({
      ok: true as const,
      data: await getShop(app.db, request.params.id, app.now()),
    }),
  );
}
