import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';

/** Relative paths are taken from where the command was typed, not from the workspace npm runs in. */
export const baseDir = process.env.INIT_CWD ?? process.cwd();
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

/** Push services alerts may be posted to besides the browsers' own: comma-separated origins. */
const pushServiceOrigins = z
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
  });

/** Every environment variable the server reads, each checked and given its default alone. */
export const environment = z.object({
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
  /**
   * Walk-in joins one client address may make at one shop in 10 minutes. Many strangers share
   * one address (a shop's guest Wi-Fi, a mobile operator's NAT): a busy Saturday at a 6-chair
   * shop sees about 80 walk-ins, half on its Wi-Fi, at most about 6 of those in its busiest 10
   * minutes; 20 leaves room for three times that. Each phone waits once anyway.
   */
  JOINS_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  /** Pre-bookings one client address may make at one shop in 10 minutes (as for joins). */
  BOOKINGS_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  /** Unpaid bookings holding a slot at one shop at once, per phone and per email: a person. */
  UNPAID_HOLDS_PER_CUSTOMER: z.coerce.number().int().positive().default(2),
  /** The same, per client address: a backstop several people on one network share. */
  UNPAID_HOLDS_PER_ADDRESS: z.coerce.number().int().positive().default(10),
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
  PUSH_SERVICE_ORIGINS: pushServiceOrigins,
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
  /**
   * Lets webhooks reach loopback and private-network addresses (and plain http there): for a
   * receiver on the same machine or LAN. Off, an endpoint must be public and https.
   */
  WEBHOOK_PRIVATE_NETWORKS: booleanFlag.default(false),
  /** How long one webhook POST may take before it counts as failed and is retried. */
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(30).default(10),
  /**
   * The text-message gateway: `smpp://SYSTEM_ID:PASSWORD@HOST:PORT` (SMPP 3.4) or
   * `https://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com` (Twilio's Messages API). Unset, no texts.
   */
  SMS_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .url({ protocol: /^(smpp|https?)$/ })
      .refine((url) => new URL(url).username !== '', {
        message:
          'must name the account: smpp://SYSTEM_ID:PASSWORD@HOST:PORT or https://SID:TOKEN@HOST',
      })
      .optional(),
  ),
  /** The sender texts show: a number in E.164 or a name of at most 11 letters and digits. */
  SMS_FROM: z
    .string()
    .regex(
      /^(\+[1-9][0-9]{6,14}|[A-Za-z0-9 ]{1,11})$/,
      'a number like +358401234567 or up to 11 letters',
    )
    .default('Jono'),
  /** Text segments a shop may send in a calendar month (a cost cap); 0 is no cap. */
  SMS_MONTHLY_SEGMENTS_PER_SHOP: z.coerce.number().int().min(0).default(1000),
  /** How long a booking waiting for its fee holds its slot (journeys shorten it to see expiry). */
  BOOKING_HOLD_MINUTES: z.coerce.number().int().min(1).max(60).default(15),
});

export type Environment = z.infer<typeof environment>;
