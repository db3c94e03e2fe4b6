import type { Config } from './config';

/**
 * What a person starting the server must know about how it runs, one line each: anything
 * only a developer should have on (the mailbox, the test checkout) is named when it is on.
 */
export function startupModes(config: Config, driver: 'pglite' | 'postgres'): string[] {
  return [
    servingLine(config),
    driver === 'pglite'
      ? `database: embedded, in ${config.dataDir}`
      : 'database: PostgreSQL (DATABASE_URL)',
    config.smtpUrl
      ? 'mail: sent through SMTP_URL'
      : 'mail: not sent; each mail is printed here with its links (set SMTP_URL to send)',
    ...(config.devMailbox ? ['dev mailbox: ON at /api/dev/mailbox (DEV_MAILBOX=true)'] : []),
    paymentsLine(config.payments),
    proxyLine(config.trustProxy),
    config.redisUrl
      ? 'live updates: shared with other nodes through Redis (REDIS_URL)'
      : 'live updates: this node only',
    metricsLine(config.metrics),
    logLine(config),
    config.geocoder.url
      ? `geocoder: ${config.geocoder.url} (GEOCODER_URL), one request a second`
      : 'geocoder: off; owners place their shop on the map themselves (set GEOCODER_URL)',
    smsLine(config.sms),
    config.webhooks.privateNetworks
      ? 'webhooks: may reach loopback and private networks, plain http there (WEBHOOK_PRIVATE_NETWORKS=true)'
      : 'webhooks: public https addresses only',
  ];
}

/**
 * What kind of start this is: a production start unless something only a developer should
 * have (the mailbox, the test checkout) is on. NODE_ENV only chooses the log's format, so it
 * is named with the log, not here.
 */
function servingLine(config: Config): string {
  const developerOnly = [
    ...(config.devMailbox ? ['the dev mailbox'] : []),
    ...(config.payments === 'test' ? ['the test checkout'] : []),
  ];
  if (config.env === 'test') return `Jono is serving ${config.publicUrl}: a test run`;
  return developerOnly.length === 0
    ? `Jono is serving ${config.publicUrl}: a production start, nothing only a developer should see is on`
    : `Jono is serving ${config.publicUrl} with ${developerOnly.join(' and ')} ON: a developer's start, not for a server others can reach`;
}

function logLine(config: Config): string {
  return config.logFormat === 'json'
    ? `log: JSON, one record per line (LOG_FORMAT=readable for lines a person reads), level ${config.logLevel}`
    : `log: readable lines (LOG_FORMAT=json for machines), level ${config.logLevel}`;
}

function metricsLine(metrics: Config['metrics']): string {
  switch (metrics.where) {
    case 'off':
      return 'metrics: off (METRICS_PORT=9464 serves them on a port of their own, METRICS=true on this one)';
    case 'main-port':
      return 'metrics: ON at /metrics on this port (METRICS=true); anyone who reaches the port can read them';
    case 'own-port':
      return `metrics: at http://${metrics.host}:${metrics.port}/metrics (METRICS_PORT)`;
  }
}

function paymentsLine(mode: Config['payments']): string {
  switch (mode) {
    case 'stripe':
      return 'payments: Stripe Checkout';
    case 'test':
      return 'payments: TEST checkout, no money moves (PAYMENTS=test)';
    case 'off':
      return 'payments: off, bookings with a fee are refused (set STRIPE_SECRET_KEY, or PAYMENTS=test to try the test checkout)';
  }
}

function proxyLine(trust: Config['trustProxy']): string {
  if (trust === false) return 'client addresses: from the connection; X-Forwarded-For ignored';
  if (trust === true) {
    return 'client addresses: from X-Forwarded-For of ANY sender (TRUST_PROXY=true); only safe when nothing but your proxy can reach this port';
  }
  return `client addresses: from X-Forwarded-For set by ${trust.join(', ')}`;
}

function smsLine(sms: Config['sms']): string {
  if (!sms) return 'text messages: off (set SMS_URL to an SMPP account or Twilio)';
  const via = sms.url.protocol === 'smpp:' ? `SMPP at ${sms.url.host}` : `HTTP at ${sms.url.host}`;
  const cap =
    sms.monthlySegments === 0
      ? 'no monthly cap'
      : `at most ${sms.monthlySegments} segments a shop a month`;
  return `text messages: sent through ${via} (SMS_URL) as "${sms.from}", ${cap}`;
}
