import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  LEARNING_EVERY_MS,
  learningInstant,
  learnWaitModel,
  shopsWithHistory,
} from './wait-learning';

/**
 * Learns every shop's waiting times from its history in the background, at start and every
 * quarter hour, never on a request. Every node may run it: all learn for the same instant
 * and store the same model.
 */
export default fp(
  async (app: FastifyInstance) => {
    const job = app.jobRuns.job('wait-learning');
    let run: Promise<void> | null = null;
    const learnAll = async () => {
      const asOf = learningInstant(app.now());
      // One shop at a time: learning is background work and must not crowd out requests.
      for (const shopId of await shopsWithHistory(app.db, asOf)) {
        await learnWaitModel(app.db, shopId, asOf);
      }
    };
    const start = () => {
      run ??= job
        .run(learnAll)
        .catch((error) => app.log.error({ err: error }, 'learning waiting times failed'))
        .finally(() => {
          run = null;
        });
    };
    app.addHook('onReady', async () => {
      start();
    });
    const timer = setInterval(start, LEARNING_EVERY_MS).unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await run;
    });
  },
  { name: 'wait-learning-scheduler', dependencies: ['db', 'job-runs'] },
);
