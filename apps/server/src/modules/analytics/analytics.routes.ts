import {
  analyticsPaths,
  analyticsQuery,
  analyticsResponse,
  managePaths,
  overviewResponse,
} from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf } from '../../plugins/app/auth';
import { shopAnalytics } from './analytics.service';
import { overviewToday } from './overview.service';

export default async function analyticsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    managePaths.overview,
    { config: { area: 'overview' }, schema: { response: { 200: overviewResponse } } },
    async (request) => ({
      ok: true as const,
      data: await overviewToday(app.db, staffOf(request).shopId, app.now()),
    }),
  );
  routes.get(
    analyticsPaths.analytics,
    {
      config: { area: 'analytics', apiScope: 'analytics:read' },
      schema: { querystring: analyticsQuery, response: { 200: analyticsResponse } },
    },
    async (request) => ({
      ok: true as const,
      data: await shopAnalytics(app.db, staffOf(request), request.query),
    }),
  );
}
