import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import analyticsRoutes from './modules/analytics/analytics.routes';
import authRoutes from './modules/auth/auth.routes';
import bookingRoutes from './modules/booking/booking.routes';
import staffBookingRoutes from './modules/booking/staff-booking.routes';
import catalogRoutes from './modules/catalog/catalog.routes';
import healthRoutes from './modules/health/health.routes';
import notificationRoutes from './modules/notifications/notifications.routes';
import paymentRoutes from './modules/payments/payments.routes';
import queueRoutes from './modules/queue/queue.routes';
import staffQueueRoutes from './modules/queue/staff-queue.routes';
import refundRoutes from './modules/refunds/refunds.routes';
import shopRoutes from './modules/shops/shops.routes';
import staffRoutes from './modules/staff/staff.routes';
import userRoutes from './modules/users/users.routes';
import auth from './plugins/app/auth';
import db from './plugins/app/db';
import errors from './plugins/app/errors';
import mail from './plugins/app/mail';
import payments from './plugins/app/payments';
import realtime from './plugins/app/realtime';
import compress from './plugins/external/compress';
import multipart from './plugins/external/multipart';
import security from './plugins/external/security';
import swagger from './plugins/external/swagger';
import uploads from './plugins/external/uploads';
import webApp from './plugins/external/web-app';

export interface AppDeps {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
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

/**
 * Builds the whole app without opening a port: server.ts listens, tests use inject().
 * Order matters: external plugins, then app plugins, then the domain modules.
 */
export async function buildApp({
  config,
  database,
  logger,
  now = () => new Date(),
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    // Behind a proxy the client's address drives the rate limit.
    trustProxy: config.isHttps,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('now', now);
  app.decorate('config', config);

  await app.register(security, { config });
  await app.register(compress);
  await app.register(multipart);
  await app.register(swagger);
  await app.register(webApp, { config });
  await app.register(uploads, { config });

  await app.register(errors);
  await app.register(db, { database });
  await app.register(realtime, { config });
  await app.register(auth, { config });
  await app.register(mail, { config });
  await app.register(payments, { config });

  await app.register(healthRoutes);
  await app.register(shopRoutes, { config });
  await app.register(queueRoutes);
  await app.register(authRoutes, { config });
  await app.register(userRoutes, { config });
  await app.register(staffQueueRoutes, { config });
  await app.register(notificationRoutes);
  await app.register(catalogRoutes);
  await app.register(staffRoutes, { config });
  await app.register(analyticsRoutes);
  await app.register(bookingRoutes, { config });
  await app.register(staffBookingRoutes, { config });
  await app.register(paymentRoutes, { config });
  await app.register(refundRoutes);
  return app;
}
