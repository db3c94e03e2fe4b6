import { type HealthResponse, healthPath, healthResponse } from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import packageJson from '../../../package.json' with { type: 'json' };
import { withoutCompressHooks } from '../../lib/prepared-answer';

/**
 * How often the database is asked whether it answers. A load balancer may ask for health
 * thousands of times a second; the database is asked at this pace whatever that rate.
 */
export const DATABASE_CHECK_MS = 2_000;

/**
 * Liveness and readiness in one: 200 when the database answered its last check, 503 when it
 * did not. The check runs in the background (at start, then every two seconds), so an answer
 * is at most that old and costs no database call. With several nodes it also says whether
 * Redis answers (checked as often, by the realtime plugin); a node without Redis still serves
 * every request, its live updates reaching only its own pages, so that leaves the status 200.
 */
export default async function healthRoutes(app: FastifyInstance) {
  let isDatabaseUp: Promise<boolean> | boolean = app.database.ping();
  const check = async () => {
    isDatabaseUp = await app.database.ping();
  };
  const timer = setInterval(() => void check(), DATABASE_CHECK_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  const { version } = packageJson;
  let said = {
    isUp: false,
    redis: undefined as HealthResponse['redis'],
    uptimeSeconds: -1,
    json: '',
  };

  // Sent as serialised here: the schema documents the answer (and checks it in tests).
  app.get(
    healthPath,
    {
      ...withoutCompressHooks,
      config: { rateLimit: false, requestLogLevel: 'debug' },
      schema: { response: { 200: healthResponse, 503: healthResponse } },
    },
    async (_request, reply) => {
      const isUp = await isDatabaseUp;
      const redis = app.redisStatus?.state;
      const uptimeSeconds = Math.round(process.uptime());
      // The answer changes once a second at most: serialised then, sent as is until the next.
      if (said.isUp !== isUp || said.redis !== redis || said.uptimeSeconds !== uptimeSeconds) {
        const answer = {
          ok: isUp,
          version,
          database: isUp ? ('up' as const) : ('down' as const),
          ...(redis ? { redis } : {}),
          uptimeSeconds,
        };
        const json = JSON.stringify(z.encode(healthResponse, answer));
        said = { isUp, redis, uptimeSeconds, json };
      }
      return reply
        .status(isUp ? 200 : 503)
        .type('application/json; charset=utf-8')
        .send(said.json);
    },
  );
}
