import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forgetStartedBookingsSubscriptions } from './booking-push-subscriptions.service';
import { sendDueReminders } from './booking-reminders.service';

/**
 * Due reminders are looked for this often: at least twice in every minute, so one moved to
 * the last minute before quiet hours goes within it.
 */
export const REMINDER_CHECK_INTERVAL_MS = 20_000;

/**
 * Sends the bookings' due reminders on a timer and forgets the browsers of bookings whose
 * time has come. Every node may run it: each reminder is claimed in the database, so none
 * goes out twice.
 */
export default fp(
  async (app: FastifyInstance) => {
    const job = app.jobRuns.job('booking-reminders');
    let tick: Promise<void> | null = null;
    const checkAll = async () => {
      await sendDueReminders(app.ctx);
      await forgetStartedBookingsSubscriptions(app.db, app.now());
    };
    const timer = setInterval(() => {
      tick ??= job
        .run(checkAll)
        .catch((error) => app.log.error({ err: error }, 'the booking reminder timer failed'))
        .finally(() => {
          tick = null;
        });
    }, REMINDER_CHECK_INTERVAL_MS).unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await tick;
    });
  },
  { name: 'booking-reminders-scheduler', dependencies: ['db', 'mail', 'job-runs'] },
);
