import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_RETENTION_DAYS } from '../../db/schema';
import { applyRetention } from './retention';

const HOURLY_MS = 60 * 60 * 1000;

/**
 * Applies the retention rules at start and then hourly, in the background. Every node may
 * run it: each step only changes rows not yet done.
 */
export default fp(
  async (app: FastifyInstance) => {
    const job = app.jobRuns.job('retention');
    let run: Promise<void> | null = null;
    const start = () => {
      run ??= job
        .run(() => applyRetention(app.ctx, app.now()))
        .then((done) => {
          if (Object.values(done).some((count) => count > 0)) {
            app.log.info(done, 'retention: old personal data wiped or deleted');
          }
        })
        .catch((error) => app.log.error({ err: error }, 'retention run failed'))
        .finally(() => {
          run = null;
        });
    };
    app.addHook('onReady', async () => {
      // The first start after an upgrade from a version without retention may wipe years of
      // old visits at once: the operator reads what happens before the run does it.
      app.log.info(
        `retention: customer details of visits and bookings are wiped once they ended longer ago than their shop keeps them (each shop's setting, ${DEFAULT_RETENTION_DAYS} days unless its owner changed it); at start, then every hour`,
      );
      start();
    });
    const timer = setInterval(start, HOURLY_MS).unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await run;
    });
  },
  { name: 'retention-scheduler', dependencies: ['db', 'mail', 'job-runs'] },
);
