import { healthPath, healthResponse } from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import packageJson from '../../../package.json' with { type: 'json' };

/**
 * How often the database is asked whether it answers. A load balancer may ask for health
 * thousands of times a second; the database is asked at this pace whatever that rate.
 */
export const DATABASE_CHECK_MS = 2_000;

/**
 * Liveness and readiness in one: 200 when the database answered its last check, 503 when it
 * did not. The check runs in the background (at start, then every two seconds), so an answer
 * is at most that old and costs no database call.
 */
export default async function healthRoutes(app: FastifyInstance) {
  let isDatabaseUp: Promise<boolean> | boolean = app.database.ping();
  const check = async () => {
    isDatabaseUp = await app.database.ping();
  };
  const timer = setInterval(() => void check(), DATABASE_CHECK_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.withTypeProvider<ZodTypeProvider>().get(
    healthPath,
    {
      config: { rateLimit: false },
      schema: { response: { 200: healthResponse, 503: healthResponse } },
    },
    async (_request, reply) => {
      const isUp = await isDatabaseUp;
      return reply.status(isUp ? 200 : 503).send({
        ok: isUp,
        version: packageJson.version,
        database: isUp ? 'up' : 'down',
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
}
