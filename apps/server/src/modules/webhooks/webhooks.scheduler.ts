import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deliverDueWebhooks } from './webhook-delivery';

/** Due deliveries are looked for this often: an event reaches its receiver within seconds. */
export const WEBHOOK_CHECK_INTERVAL_MS = 2_000;

/**
 * Sends due webhook deliveries on a timer. Every node may run it: each try is leased in the
 * database, so none goes out twice at once.
 */
export default fp(
  async (app: FastifyInstance) => {
    const job = app.jobRuns.job('webhooks');
    let tick: Promise<void> | null = null;
    const timer = setInterval(() => {
      tick ??= job
        .run(() => deliverDueWebhooks(app.ctx))
        .then(() => undefined)
        .catch((error) => app.log.error({ err: error }, 'the webhook timer failed'))
        .finally(() => {
          tick = null;
        });
    }, WEBHOOK_CHECK_INTERVAL_MS).unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await tick;
    });
  },
  { name: 'webhooks-scheduler', dependencies: ['db', 'mail', 'job-runs'] },
);
