import { auditPaths, auditQuery, auditResponse } from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error';
import { staffOf } from '../../plugins/app/auth';
import { shopChairsAndClock } from '../shops/shops.service';
import { auditPage } from './audit.service';

/** The owner reads the shop's record of staff actions and set-up changes, a page at a time. */
export default async function auditRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    auditPaths.log,
    {
      config: { area: 'auditLog' },
      schema: { querystring: auditQuery, response: { 200: auditResponse } },
    },
    async (request) => {
      const { shopId } = staffOf(request);
      const shop = await shopChairsAndClock(app.db, shopId);
      if (!shop) throw notFound('Shop not found');
      return {
        ok: true as const,
        data: {
          ...(await auditPage(app.db, shopId, shop.timezone, request.query)),
          timezone: shop.timezone,
        },
      };
    },
  );
}
