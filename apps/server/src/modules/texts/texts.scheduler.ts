import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { perApp } from '../../lib/per-app';
import type { ServiceContext } from '../../plugins/app/service-context';
import { applyReceipt, deliverDueTexts, failExhaustedTexts } from './text-delivery';
import { type CustomerNameOf, handleReply } from './text-replies';

/** Due texts are looked for this often; a text written by this node is sent at once (kickTexts). */
export const TEXT_CHECK_INTERVAL_MS = 2_000;

interface Sender {
  running: Promise<void> | null;
  again: boolean;
}
const sendersOf = perApp((_ctx: ServiceContext) => ({ running: null, again: false }) as Sender);

/**
 * Sends the due texts now, in the background, once the transaction that wrote them committed.
 * A kick during a run asks for one more run after it, never one run each.
 */
export function kickTexts(ctx: ServiceContext): Promise<void> {
  const sender = sendersOf(ctx);
  if (sender.running) {
    sender.again = true;
    return sender.running;
  }
  sender.running = (async () => {
    try {
      do {
        sender.again = false;
        await deliverDueTexts(ctx);
      } while (sender.again);
    } catch (error) {
      ctx.log.error({ err: error }, 'sending texts failed');
    } finally {
      sender.running = null;
    }
  })();
  return sender.running;
}

/**
 * Sends due texts on a timer, and handles what the gateway hears: delivery receipts and the
 * customers' replies. Every node may run it: each try is leased in the database.
 */
export default fp(
  async (app: FastifyInstance, { customerNameOf }: { customerNameOf: CustomerNameOf }) => {
    if (!app.sms.gateway) return;
    const ctx = app.ctx;
    const job = app.jobRuns.job('texts');
    app.sms.onReceipt((receipt) => {
      applyReceipt(ctx, receipt).catch((error) =>
        app.log.error({ err: error }, 'a text receipt could not be recorded'),
      );
    });
    app.sms.onReply((text) => {
      handleReply(ctx, text, customerNameOf).catch((error) =>
        app.log.error({ err: error }, 'a customer reply could not be handled'),
      );
    });
    let tick: Promise<void> | null = null;
    const timer = setInterval(() => {
      tick ??= job
        .run(async () => {
          await failExhaustedTexts(ctx);
          await kickTexts(ctx);
        })
        .then(() => undefined)
        .catch((error) => app.log.error({ err: error }, 'the text timer failed'))
        .finally(() => {
          tick = null;
        });
    }, TEXT_CHECK_INTERVAL_MS).unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await tick;
      await sendersOf(ctx).running;
    });
  },
  { name: 'texts-scheduler', dependencies: ['db', 'mail', 'job-runs', 'sms'] },
);
