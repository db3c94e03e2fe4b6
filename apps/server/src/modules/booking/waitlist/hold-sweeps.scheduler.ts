import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepHoldsAndOffer } from './waitlist.service';

const SWEEP_EVERY_MS = 30_000;

/**
 * Every 30 seconds, bookings whose time to pay ran out give their slots back, so a
 * declined or abandoned payment frees the slot even if nobody books at that shop meanwhile,
 * and a waitlist offer nobody took passes to the next person waiting.
 */
export default fp(
  async (app: FastifyInstance) => {
    const job = app.jobRuns.job('hold-sweeps');
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        running = job
          .run(() => sweepHoldsAndOffer(app.ctx))
          .catch((error: unknown) =>
            app.log.error({ err: error }, 'releasing expired booking holds failed'),
          );
      }, SWEEP_EVERY_MS).unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'hold-sweeps-scheduler', dependencies: ['db', 'job-runs'] },
);
