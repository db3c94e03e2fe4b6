import { managePaths, overviewResponse } from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf } from '../../plugins/app/auth';
import { overviewToday } from './overview.service';

export default async function analyticsRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      managePaths.overview,
      { config: { area: 'overview' }, schema: { response: { 200: overviewResponse } } },
      async (request) => ({
        ok: true as const,
        data: await overviewToday(app.db, staffOf(request).shopId, app.now()),
      }),
    );
}
