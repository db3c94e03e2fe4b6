import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AccessTokens } from './auth';
import type { Mailer } from './mail';
import type { Payments } from './payments';
import type { RealtimeServer } from './realtime';
import type { SmsLink } from './sms';

/**
 * Everything a use case may touch, handed to it explicitly: a service's signature says what
 * it reaches, and a test can make one from parts (or change one part, such as the clock)
 * without building an app. One is made per app, after the app plugins that own its parts;
 * state a module keeps between calls is kept per context, so two apps in one process share
 * nothing.
 */
export interface ServiceContext {
  readonly db: Db;
  /** The clock every rule reads; tests pin it to a known instant. */
  readonly now: () => Date;
  readonly log: FastifyBaseLogger;
  readonly mail: Mailer;
  /** The text-message gateway (its `gateway` null when texts are off). */
  readonly sms: SmsLink;
  readonly io: RealtimeServer;
  readonly payments: Payments;
  readonly tokens: AccessTokens;
  readonly config: Config;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The context routes, socket handlers and timers hand to the services they call. */
    ctx: ServiceContext;
  }
}

/** The app's context, from the parts its plugins decorated it with. */
export function serviceContextOf(app: FastifyInstance): ServiceContext {
  const { db, now, log, mail, sms, io, payments, accessTokens: tokens, config } = app;
  return { db, now, log, mail, sms, io, payments, tokens, config };
}
