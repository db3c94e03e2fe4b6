import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';

/** Relative paths are taken from where the command was typed, not from the workspace npm runs in. */
const baseDir = process.env.INIT_CWD ?? process.cwd();
const absolutePath = z.string().transform((p) => (isAbsolute(p) ? p : resolve(baseDir, p)));

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: absolutePath.prefault('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Jono <no-reply@jono.localhost>'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Where the Stripe SDK sends its calls; tests point it at a local stand-in. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  JWT_SECRET: z.string().min(32).optional(),
  UPLOAD_DIR: absolutePath.optional(),
  WEB_DIST: absolutePath.optional(),
  SEED_DEMO_DATA: booleanFlag.default(true),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** How long a booking waiting for its fee holds its slot (journeys shorten it to see expiry). */
  BOOKING_HOLD_MINUTES: z.coerce.number().int().min(1).max(60).default(15),
});

export type Config = ReturnType<typeof loadConfig>;

/** The SDK takes the API's address in parts, not as one URL. */
function stripeApiAddress(url: string) {
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || (protocol === 'http' ? 80 : 443)),
    protocol,
  };
}

export class ConfigError extends Error {}

/** Every environment variable, parsed once; a bad value stops the start with the variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  // A key without the webhook secret would take payments that never confirm a booking.
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set',
    );
  }
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: publicUrl.href.replace(/\/$/, ''),
    publicOrigin: publicUrl.origin,
    isHttps: publicUrl.protocol === 'https:',
    logLevel: e.LOG_LEVEL,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    stripeApi: e.STRIPE_API_URL ? stripeApiAddress(e.STRIPE_API_URL) : undefined,
    jwtSecret: e.JWT_SECRET,
    uploadDir: e.UPLOAD_DIR ?? resolve(e.DATA_DIR, 'uploads'),
    webDist: e.WEB_DIST ?? resolve(import.meta.dirname, '../../web/dist'),
    seedDemoData: e.SEED_DEMO_DATA,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    bookingHoldMinutes: e.BOOKING_HOLD_MINUTES,
  };
}
