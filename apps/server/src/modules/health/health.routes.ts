import { healthPath, healthResponse } from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import packageJson from '../../../package.json' with { type: 'json' };

/** Liveness and readiness in one: 200 when the database answers, 503 when it does not. */
export default async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    healthPath,
    {
      config: { rateLimit: false },
      schema: { response: { 200: healthResponse, 503: healthResponse } },
    },
    async (_request, reply) => {
      const isDatabaseUp = await app.database.ping();
      return reply.status(isDatabaseUp ? 200 : 503).send({
        ok: isDatabaseUp,
        version: packageJson.version,
        database: isDatabaseUp ? 'up' : 'down',
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
}
