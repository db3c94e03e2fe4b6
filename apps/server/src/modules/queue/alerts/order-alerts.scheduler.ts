import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { onTextOutcome } from '../../texts/texts.service';
import { onAlertMayBeDue, queuePassesSettled } from '../live';
import { followTextOutcome, followUpUnseenPushes } from './alert-follow-up';
import {
  alertRunsSettled,
  checkShopAlertsSoon,
  shopsWithPendingAlerts,
} from './order-alerts.service';
import { forgetEndedOrdersSubscriptions } from './push-subscriptions.service';

/** Time-based moments (time to leave, a no-show past its undo window) are noticed this often. */
export const ALERT_CHECK_INTERVAL_MS = 20_000;
/** Pushed alerts no browser said it showed are looked for this often (they wait 30 s). */
export const UNSEEN_PUSH_CHECK_INTERVAL_MS = 5_000;

/**
 * Checks a shop for due alerts after each queue change that may have made one due, checks
 * every shop with waiting customers on a timer, and forgets the browsers of orders that
 * ended. Every node may run it: each alert is claimed in the database, so none goes out twice.
 */
export default fp(
  async (app: FastifyInstance) => {
    onAlertMayBeDue(app.io, (shopId, update) => void checkShopAlertsSoon(app.ctx, shopId, update));
    onTextOutcome(app.ctx, (outcome) => {
      followTextOutcome(app.ctx, outcome).catch((error) =>
        app.log.error({ err: error }, 'following up a text outcome failed'),
      );
    });
    const unseenJob = app.jobRuns.job('unseen-pushes');
    let unseenTick: Promise<void> | null = null;
    const unseenTimer = setInterval(() => {
      unseenTick ??= unseenJob
        .run(() => followUpUnseenPushes(app.ctx))
        .catch((error) => app.log.error({ err: error }, 'following up unseen pushes failed'))
        .finally(() => {
          unseenTick = null;
        });
    }, UNSEEN_PUSH_CHECK_INTERVAL_MS).unref();
    const job = app.jobRuns.job('order-alerts');
    let tick: Promise<void> | null = null;
    const checkAll = async () => {
      const shopIds = await shopsWithPendingAlerts(app.ctx);
      await Promise.all(shopIds.map((shopId) => checkShopAlertsSoon(app.ctx, shopId)));
      await forgetEndedOrdersSubscriptions(app.db, app.now());
    };
    const timer = setInterval(() => {
      tick ??= job
        .run(checkAll)
        .catch((error) => app.log.error({ err: error }, 'the order alert timer failed'))
        .finally(() => {
          tick = null;
        });
    }, ALERT_CHECK_INTERVAL_MS).unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      clearInterval(unseenTimer);
      await Promise.all([tick, unseenTick]);
      // Queue passes still telling a change start alert runs: they end first.
      await queuePassesSettled(app.ctx);
      await alertRunsSettled(app.ctx);
    });
  },
  { name: 'order-alerts-scheduler', dependencies: ['db', 'mail', 'job-runs', 'realtime'] },
);
