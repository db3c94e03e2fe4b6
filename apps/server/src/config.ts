import { resolve } from 'node:path';
import { baseDir, type Environment, environment } from './config-environment';

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

/**
 * Real payments with Stripe's keys; the test checkout, which confirms bookings without any
 * money, only when asked for by name, since a server reachable from the internet would
 * otherwise hand out free bookings; with neither, bookings that carry a fee are refused.
 */
function paymentMode(e: Environment): 'stripe' | 'test' | 'off' {
  if (e.PAYMENTS) return e.PAYMENTS;
  return e.STRIPE_SECRET_KEY ? 'stripe' : 'off';
}

/** A person reads a terminal; a log collector (systemd, Docker, a file) reads JSON. */
function logFormat(e: Environment, terminal: boolean): 'readable' | 'json' {
  if (e.LOG_FORMAT !== 'auto') return e.LOG_FORMAT;
  return terminal && e.NODE_ENV !== 'production' ? 'readable' : 'json';
}

/**
 * Metrics name every shop and show its traffic, so they are off until asked for: on the
 * main port with METRICS=true, or on a port of their own (loopback by default).
 */
function metricsPlace(e: Environment): MetricsPlace {
  if (e.METRICS_PORT !== undefined) {
    return { where: 'own-port', port: e.METRICS_PORT, host: e.METRICS_HOST };
  }
  return e.METRICS ? { where: 'main-port' } : { where: 'off' };
}

/** OpenStreetMap's public geocoder, used within its usage policy (one request a second). */
export const NOMINATIM_URL = 'https://nominatim.openstreetmap.org';

function geocoderUrl(e: Environment): string | null {
  if (e.GEOCODER_URL === 'off') return null;
  if (e.GEOCODER_URL) return e.GEOCODER_URL;
  return e.NODE_ENV === 'test' ? null : NOMINATIM_URL;
}

export type MetricsPlace =
  | { where: 'off' }
  | { where: 'main-port' }
  | { where: 'own-port'; port: number; host: string };

export class ConfigError extends Error {}

/** Every environment variable, parsed once; a bad value stops the start with the variable named. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  terminal: boolean = process.stdout.isTTY === true,
) {
  const e = parsedEnvironment(env);
  assertSettingsAgree(e);
  return configFrom(e, terminal);
}

const invalid = (problems: string[]) =>
  new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);

function parsedEnvironment(env: NodeJS.ProcessEnv): Environment {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    throw invalid(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  return parsed.data;
}

/** Settings each valid alone that do not go together, and what the start says of them. */
const disagreements: { isFound: (e: Environment) => boolean; problem: string }[] = [
  // A key without the webhook secret would take payments that never confirm a booking.
  {
    isFound: (e) => Boolean(e.STRIPE_SECRET_KEY) && !e.STRIPE_WEBHOOK_SECRET,
    problem: 'STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set',
  },
  {
    isFound: (e) => e.BACKUP_EVERY_HOURS !== undefined && !e.BACKUP_DIR,
    problem: 'BACKUP_EVERY_HOURS: needs BACKUP_DIR, the folder to write backups to',
  },
  // PostgreSQL is backed up with its own tools (pg_dump), which see every node's writes.
  {
    isFound: (e) => e.BACKUP_EVERY_HOURS !== undefined && Boolean(e.DATABASE_URL),
    problem:
      'BACKUP_EVERY_HOURS: backs up the embedded database only; with DATABASE_URL use pg_dump (docs/operations.md)',
  },
  {
    isFound: (e) => e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT && e.PORT !== 0,
    problem: 'METRICS_PORT: must differ from PORT (METRICS=true serves them on PORT)',
  },
  // Every subscription is bound to the public key: half a pair would sign with the wrong one.
  {
    isFound: (e) => Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY),
    problem: 'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both together, or neither',
  },
  {
    isFound: (e) => e.PAYMENTS === 'stripe' && !e.STRIPE_SECRET_KEY,
    problem: 'PAYMENTS: stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
  },
];

/** Stops the start at the first disagreement, in the order above. */
function assertSettingsAgree(e: Environment) {
  const found = disagreements.find((d) => d.isFound(e));
  if (found) throw invalid([found.problem]);
}

/** The configuration the app reads, named by what it is for rather than by variable. */
function configFrom(e: Environment, terminal: boolean) {
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: publicUrl.href.replace(/\/$/, ''),
    publicOrigin: publicUrl.origin,
    isHttps: publicUrl.protocol === 'https:',
    logLevel: e.LOG_LEVEL,
    logFormat: logFormat(e, terminal),
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    payments: paymentMode(e),
    trustProxy: e.TRUST_PROXY,
    devMailbox: e.DEV_MAILBOX,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    stripeApi: e.STRIPE_API_URL ? stripeApiAddress(e.STRIPE_API_URL) : undefined,
    jwtSecret: e.JWT_SECRET,
    uploadDir: e.UPLOAD_DIR ?? resolve(e.DATA_DIR, 'uploads'),
    webDist: e.WEB_DIST ?? resolve(import.meta.dirname, '../../web/dist'),
    seedDemoData: e.SEED_DEMO_DATA,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    customerLimits: {
      joinsPerAddress: e.JOINS_PER_ADDRESS,
      bookingsPerAddress: e.BOOKINGS_PER_ADDRESS,
      unpaidHoldsPerCustomer: e.UNPAID_HOLDS_PER_CUSTOMER,
      unpaidHoldsPerAddress: e.UNPAID_HOLDS_PER_ADDRESS,
    },
    bookingHoldMinutes: e.BOOKING_HOLD_MINUTES,
    push: {
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      extraOrigins: e.PUSH_SERVICE_ORIGINS,
    },
    metrics: metricsPlace(e),
    geocoder: {
      url: geocoderUrl(e),
      // Nominatim's policy: an application that names itself and where it runs.
      userAgent: `Jono barbershop queue (${publicUrl.origin})`,
      timeoutMs: 5000,
      minIntervalMs: 1000,
    },
    mapTilesUrl: e.MAP_TILES_URL,
    webhooks: {
      privateNetworks: e.WEBHOOK_PRIVATE_NETWORKS,
      timeoutMs: e.WEBHOOK_TIMEOUT_SECONDS * 1000,
      userAgent: `Jono-Webhooks/1 (${publicUrl.origin})`,
    },
    sms: e.SMS_URL
      ? {
          url: new URL(e.SMS_URL),
          from: e.SMS_FROM,
          monthlySegments: e.SMS_MONTHLY_SEGMENTS_PER_SHOP,
        }
      : null,
    backup: {
      // Beside the data folder by default, never inside it: a restore wants that folder empty.
      dir: e.BACKUP_DIR ?? resolve(baseDir, 'backups'),
      everyHours: e.BACKUP_EVERY_HOURS,
      keep: e.BACKUP_KEEP,
    },
  };
}
