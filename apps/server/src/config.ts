import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';

/** Relative paths are taken from where the command was typed, not from the workspace npm runs in. */
const baseDir = process.env.INIT_CWD ?? process.cwd();
/** A path as the person typed it, made absolute from where they typed it. */
export const fromInvocationDir = (p: string) => (isAbsolute(p) ? p : resolve(baseDir, p));
const absolutePath = z.string().transform(fromInvocationDir);

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Ranges proxy-addr knows by name: 127.0.0.1/8 and ::1, 169.254/16 and fe80::/10, private ranges. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range or a named range, as Fastify's proxy-addr accepts them. */
const isProxyAddress = (entry: string) => {
  if (namedRanges.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

/**
 * Which proxies may tell us the client's address in X-Forwarded-For. Believing any sender
 * would let every caller pick their own address and walk around each per-address limit, so
 * the default trusts none and the proxies are named by address: Fastify cannot check a bare
 * hop count against the peer, so it would trust no one.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): boolean | string[] => {
    if (value === '' || value === 'false') return false;
    if (value === 'true') return true;
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `expected false, true, or the proxies' addresses (CIDR, loopback, uniquelocal); not ${wrong.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `auto`: readable lines at a terminal, JSON in production or when the output is piped. */
  LOG_FORMAT: z.enum(['auto', 'readable', 'json']).default('auto'),
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
  TRUST_PROXY: trustProxy.default(false),
  /** The page listing the outbox's mails; a developer's tool that anyone could read. */
  DEV_MAILBOX: booleanFlag.default(false),
  /** `test` turns on the built-in test checkout, where no money moves. */
  PAYMENTS: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['stripe', 'test']).optional()),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** Walk-in joins one client address may make at one shop in 10 minutes. */
  JOINS_PER_ADDRESS: z.coerce.number().int().positive().default(3),
  /** Pre-bookings one client address may make at one shop in 10 minutes. */
  BOOKINGS_PER_ADDRESS: z.coerce.number().int().positive().default(5),
  /** Unpaid bookings holding a slot at one shop at once, per phone, email and address. */
  UNPAID_HOLDS_PER_CUSTOMER: z.coerce.number().int().positive().default(2),
  /** Where backups are written, by `npm run backup` and by the server itself. */
  BACKUP_DIR: absolutePath.optional(),
  /**
   * The server takes a backup this often (hours) into BACKUP_DIR; unset: only when asked. At
   * most 24 days: a Node timer holds at most 24.8 days, and a longer one fires at once, always.
   */
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 24)
    .optional(),
  /** How many of its own backups the server keeps; older ones are deleted. */
  BACKUP_KEEP: z.coerce.number().int().positive().default(7),
  /** The key pair that signs Web Push alerts; both or neither (then made into DATA_DIR). */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /** Push services alerts may be posted to besides the browsers' own: comma-separated origins. */
  PUSH_SERVICE_ORIGINS: z
    .string()
    .default('')
    .transform((list, ctx) => {
      const origins: string[] = [];
      for (const item of list
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean)) {
        const origin = URL.canParse(item) ? new URL(item).origin : 'null';
        if (origin === 'null') {
          ctx.addIssue({ code: 'custom', message: `${item} is not an http(s) origin` });
          return z.NEVER;
        }
        origins.push(origin);
      }
      return origins;
    }),
  /** Prometheus metrics at /metrics on the main port; they describe the shops' traffic. */
  METRICS: booleanFlag.default(false),
  /** Metrics on a listener of their own instead (set METRICS_HOST to reach it from elsewhere). */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  /**
   * A Nominatim-compatible search API that finds where a shop's address is; `off` for none.
   * Unset: OpenStreetMap's own Nominatim, except in tests, which never reach the internet.
   */
  GEOCODER_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.union([z.literal('off'), z.url({ protocol: /^https?$/ })]).optional(),
  ),
  /** Map tiles the shop details page places the pin on: a URL with {z}, {x} and {y}. */
  MAP_TILES_URL: z
    .url({ protocol: /^https?$/ })
    .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), {
      message: 'must contain {z}, {x} and {y}',
    })
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
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

/**
 * Real payments with Stripe's keys; the test checkout, which confirms bookings without any
 * money, only when asked for by name, since a server reachable from the internet would
 * otherwise hand out free bookings; with neither, bookings that carry a fee are refused.
 */
function paymentMode(e: z.infer<typeof environment>): 'stripe' | 'test' | 'off' {
  if (e.PAYMENTS) return e.PAYMENTS;
  return e.STRIPE_SECRET_KEY ? 'stripe' : 'off';
}

/** A person reads a terminal; a log collector (systemd, Docker, a file) reads JSON. */
function logFormat(e: z.infer<typeof environment>, terminal: boolean): 'readable' | 'json' {
  if (e.LOG_FORMAT !== 'auto') return e.LOG_FORMAT;
  return terminal && e.NODE_ENV !== 'production' ? 'readable' : 'json';
}

/**
 * Metrics name every shop and show its traffic, so they are off until asked for: on the
 * main port with METRICS=true, or on a port of their own (loopback by default).
 */
function metricsPlace(e: z.infer<typeof environment>): MetricsPlace {
  if (e.METRICS_PORT !== undefined) {
    return { where: 'own-port', port: e.METRICS_PORT, host: e.METRICS_HOST };
  }
  return e.METRICS ? { where: 'main-port' } : { where: 'off' };
}

/** OpenStreetMap's public geocoder, used within its usage policy (one request a second). */
export const NOMINATIM_URL = 'https://nominatim.openstreetmap.org';

function geocoderUrl(e: z.infer<typeof environment>): string | null {
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
  if (e.BACKUP_EVERY_HOURS !== undefined && !e.BACKUP_DIR) {
    throw new ConfigError(
      'Invalid configuration:\n  BACKUP_EVERY_HOURS: needs BACKUP_DIR, the folder to write backups to',
    );
  }
  // PostgreSQL is backed up with its own tools (pg_dump), which see every node's writes.
  if (e.BACKUP_EVERY_HOURS !== undefined && e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  BACKUP_EVERY_HOURS: backs up the embedded database only; with DATABASE_URL use pg_dump (docs/operations.md)',
    );
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT && e.PORT !== 0) {
    throw new ConfigError(
      'Invalid configuration:\n  METRICS_PORT: must differ from PORT (METRICS=true serves them on PORT)',
    );
  }
  // Every subscription is bound to the public key: half a pair would sign with the wrong one.
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both together, or neither',
    );
  }
  if (e.PAYMENTS === 'stripe' && !e.STRIPE_SECRET_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENTS: stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
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
    backup: {
      // Beside the data folder by default, never inside it: a restore wants that folder empty.
      dir: e.BACKUP_DIR ?? resolve(baseDir, 'backups'),
      everyHours: e.BACKUP_EVERY_HOURS,
      keep: e.BACKUP_KEEP,
    },
  };
}
