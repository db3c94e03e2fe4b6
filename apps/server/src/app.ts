import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { type LogDestination, loggerOptions, standardOutputDestination } from './lib/log-output';
import analyticsRoutes from './modules/analytics/analytics.routes';
import apiKeyRoutes from './modules/api-keys/api-keys.routes';
import auditRoutes from './modules/audit/audit.routes';
import {
  recordInvitationAccepted,
  recordPhotoChange,
  recordSettingsChange,
  shopSettingsChanges,
} from './modules/audit/setting-changes.service';
import authRoutes from './modules/auth/auth.routes';
import staffSubscriptions from './modules/auth/auth.socket';
import { bookingForReview } from './modules/booking/booking.service';
import bookingRoutes from './modules/booking/customer/booking.routes';
import { bookingFees } from './modules/booking/customer/booking-payments.service';
import bookingReminderRoutes from './modules/booking/reminders/booking-reminders.routes';
import bookingRemindersScheduler from './modules/booking/reminders/booking-reminders.scheduler';
import { holidaysBetween } from './modules/booking/staff/holidays.service';
import staffBookingRoutes from './modules/booking/staff/staff-booking.routes';
import {
  barberBookingsIn,
  liveBookingsPerDay,
} from './modules/booking/staff/staff-booking.service';
import holdSweepsScheduler from './modules/booking/waitlist/hold-sweeps.scheduler';
import calendarFeedRoutes from './modules/calendar-feeds/calendar-feeds.routes';
import barberServiceRoutes from './modules/catalog/barber-services.routes';
import catalogRoutes from './modules/catalog/catalog.routes';
import healthRoutes from './modules/health/health.routes';
import notificationRoutes from './modules/notifications/notifications.routes';
import paymentRoutes from './modules/payments/payments.routes';
import privacyRoutes from './modules/privacy/privacy.routes';
import retentionScheduler from './modules/privacy/retention.scheduler';
import shopExportRoutes from './modules/privacy/shop-export.routes';
import embedRoutes from './modules/publishing/embed.routes';
import publishingRoutes from './modules/publishing/publishing.routes';
import shareLinkRoutes from './modules/publishing/share-links.routes';
import orderAlertScheduler from './modules/queue/alerts/order-alerts.scheduler';
import { lockFreeBarber } from './modules/queue/board/barber-chair';
import staffQueueRoutes from './modules/queue/board/board.routes';
import readViews from './modules/queue/directory/read-views';
import shopDirectoryRoutes from './modules/queue/directory/shop-directory.routes';
import { measuredDurations } from './modules/queue/estimates/wait-learning';
import waitLearningScheduler from './modules/queue/estimates/wait-learning.scheduler';
import { announceQueueChange } from './modules/queue/live';
import { latestCustomerName } from './modules/queue/walk-ins/customer-name-of-phone';
import orderSubscriptions from './modules/queue/walk-ins/order-watches.socket';
import queueRoutes from './modules/queue/walk-ins/walk-ins.routes';
import { isItemOrdered, walkInForReview } from './modules/queue/walk-ins/walk-ins.service';
import reviewRoutes from './modules/reviews/reviews.routes';
import scheduleRoutes from './modules/schedules/schedules.routes';
import shopRoutes from './modules/shops/shops.routes';
import shopSubscriptions from './modules/shops/shops.socket';
import staffRoutes from './modules/staff/staff.routes';
import textRoutes from './modules/texts/texts.routes';
import textsScheduler from './modules/texts/texts.scheduler';
import userRoutes from './modules/users/users.routes';
import webhookRoutes from './modules/webhooks/webhooks.routes';
import webhooksScheduler from './modules/webhooks/webhooks.scheduler';
import auth from './plugins/app/auth';
import backups from './plugins/app/backups';
import db from './plugins/app/db';
import errors, { answerFrameworkError } from './plugins/app/errors';
import geocoder from './plugins/app/geocoder';
import jobRuns from './plugins/app/job-runs';
import mail from './plugins/app/mail';
import metrics from './plugins/app/metrics';
import payments from './plugins/app/payments';
import realtime from './plugins/app/realtime';
import { serviceContextOf } from './plugins/app/service-context';
import sms from './plugins/app/sms';
import compress from './plugins/external/compress';
import jsonBody from './plugins/external/json-body';
import multipart from './plugins/external/multipart';
import requestIds, { requestIdReader } from './plugins/external/request-ids';
import security from './plugins/external/security';
import swagger from './plugins/external/swagger';
import uploads from './plugins/external/uploads';
import webApp from './plugins/external/web-app';

export interface AppDeps {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Where log lines are written: standard output unless a test reads them. */
  logDestination?: LogDestination;
  /** The clock every rule reads; tests pin it to a known instant. */
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    now: () => Date;
    /** The parsed configuration, for services that build links or read limits. */
    config: Config;
  }
}

/** The web platform, then the app's own plugins; the service context once they exist. */
async function registerPlatform(app: FastifyInstance, config: Config, database: Database) {
  await app.register(requestIds);
  await app.register(security, { config });
  await app.register(compress);
  await app.register(jsonBody);
  await app.register(multipart);
  await app.register(swagger);
  await app.register(webApp, { config });
  await app.register(uploads, { config });

  await app.register(errors);
  await app.register(db, { database });
  await app.register(realtime, { config });
  await app.register(jobRuns);
  await app.register(auth, { config });
  await app.register(mail, { config });
  await app.register(sms, { config });
  await app.register(payments, { config });
  await app.register(geocoder, { config });
  await app.register(backups, { config });
  await app.register(metrics, { config });
  app.decorate('ctx', serviceContextOf(app));
}

/** Socket handlers and timers, each a plugin of its module, registered once. */
async function registerLiveParts(app: FastifyInstance) {
  await app.register(shopSubscriptions);
  await app.register(orderSubscriptions);
  await app.register(staffSubscriptions);
  await app.register(orderAlertScheduler);
  await app.register(holdSweepsScheduler);
  await app.register(bookingRemindersScheduler);
  await app.register(waitLearningScheduler);
  await app.register(retentionScheduler);
  await app.register(webhooksScheduler);
  await app.register(textsScheduler, { customerNameOf: latestCustomerName });
  await app.register(readViews);
}

/** The domain modules' routes, each handed what it needs of the others. */
async function registerModules(app: FastifyInstance, config: Config) {
  await app.register(healthRoutes);
  await app.register(shopDirectoryRoutes);
  await app.register(shopRoutes, {
    config,
    afterSettingsSaved: (shopId) => announceQueueChange(app.ctx, shopId),
    recordSettingsChange: (tx, editor, before, after) =>
      recordSettingsChange(tx, editor, shopSettingsChanges(before, after)),
    recordPhotoChange,
  });
  await app.register(queueRoutes);
  await app.register(privacyRoutes);
  await app.register(authRoutes, {
    config,
    onInvitationAccepted: recordInvitationAccepted,
  });
  await app.register(userRoutes);
  await app.register(staffQueueRoutes, { config });
  await app.register(notificationRoutes);
  await app.register(catalogRoutes, {
    isOrdered: (shopId, match) => isItemOrdered(app.db, shopId, match),
  });
  await app.register(barberServiceRoutes, {
    measuredDurations: (shopId, userId) => measuredDurations(app.db, shopId, userId),
    afterChange: (shopId) => announceQueueChange(app.ctx, shopId),
  });
  await app.register(staffRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(scheduleRoutes, {
    holidaysBetween,
    bookingsPerDay: liveBookingsPerDay,
    barberBookingsIn,
    afterScheduleChange: (shopId) => announceQueueChange(app.ctx, shopId),
  });
  await app.register(analyticsRoutes);
  await app.register(auditRoutes);
  await app.register(publishingRoutes);
  await app.register(shareLinkRoutes);
  await app.register(webhookRoutes);
  await app.register(embedRoutes);
  await app.register(apiKeyRoutes);
  await app.register(textRoutes);
  await app.register(shopExportRoutes);
  await app.register(reviewRoutes, {
    findVisit: async (db, orderId) =>
      (await walkInForReview(db, orderId)) ?? (await bookingForReview(db, orderId)),
  });
  await app.register(bookingRoutes, { config });
  await app.register(bookingReminderRoutes);
  await app.register(staffBookingRoutes, { config, lockFreeBarber });
  await app.register(paymentRoutes, { config, payee: bookingFees });
}

/**
 * Builds the whole app without opening a port: server.ts listens, tests use inject().
 * Order matters: external plugins, then app plugins, then the domain modules.
 */
export async function buildApp({
  config,
  database,
  logger,
  logDestination,
  now = () => new Date(),
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger === undefined
      ? loggerOptions(
          config.logFormat,
          config.logLevel,
          logDestination ?? standardOutputDestination(),
        )
      : { logger }),
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    // Only named proxies may say who the client is: the per-address limits depend on it.
    trustProxy: config.trustProxy,
    genReqId: requestIdReader(config.trustProxy),
    // A badly encoded or overlong path answers the error envelope like everything else.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('now', now);
  app.decorate('config', config);

  await registerPlatform(app, config, database);
  await registerLiveParts(app);
  await registerModules(app, config);
  return app;
}
