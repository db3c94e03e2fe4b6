import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startupModes } from './startup-modes';

describe('what the server says at start', () => {
  it('names a default start as one with nothing a developer left on', () => {
    const lines = startupModes(loadConfig({ DATA_DIR: '/srv/jono' }, true), 'pglite');
    expect(lines).toEqual([
      'Jono is serving http://localhost:3000: a production start, nothing only a developer should see is on',
      'database: embedded, in /srv/jono',
      'mail: not sent; each mail is printed here with its links (set SMTP_URL to send)',
      'payments: off, bookings with a fee are refused (set STRIPE_SECRET_KEY, or PAYMENTS=test to try the test checkout)',
      'client addresses: from the connection; X-Forwarded-For ignored',
      'live updates: this node only',
      'metrics: off (METRICS_PORT=9464 serves them on a port of their own, METRICS=true on this one)',
      'log: readable lines (LOG_FORMAT=json for machines), level info',
      'geocoder: https://nominatim.openstreetmap.org (GEOCODER_URL), one request a second',
      'text messages: off (set SMS_URL to an SMPP account or Twilio)',
      'webhooks: public https addresses only',
    ]);
  });

  it('says when webhooks may reach this machine and private networks', () => {
    expect(startupModes(loadConfig({ WEBHOOK_PRIVATE_NETWORKS: 'true' }), 'pglite')).toContain(
      'webhooks: may reach loopback and private networks, plain http there (WEBHOOK_PRIVATE_NETWORKS=true)',
    );
  });

  it('names the geocoder asked for addresses, or that none is', () => {
    expect(
      startupModes(loadConfig({ GEOCODER_URL: 'https://geo.example.fi' }), 'pglite'),
    ).toContain('geocoder: https://geo.example.fi (GEOCODER_URL), one request a second');
    expect(startupModes(loadConfig({ GEOCODER_URL: 'off' }), 'pglite')).toContain(
      'geocoder: off; owners place their shop on the map themselves (set GEOCODER_URL)',
    );
    // Tests never reach the internet unless they bring a geocoder of their own.
    expect(startupModes(loadConfig({ NODE_ENV: 'test' }), 'pglite')).toContain(
      'geocoder: off; owners place their shop on the map themselves (set GEOCODER_URL)',
    );
  });

  it('says so when the dev mailbox, the test checkout or a trusted proxy is on', () => {
    const config = loadConfig({
      DEV_MAILBOX: 'true',
      PAYMENTS: 'test',
      TRUST_PROXY: '10.0.0.1',
      SMTP_URL: 'smtp://mail.example.fi',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    const lines = startupModes(config, 'postgres');
    expect(lines[0]).toBe(
      "Jono is serving http://localhost:3000 with the dev mailbox and the test checkout ON: a developer's start, not for a server others can reach",
    );
    expect(lines).toContain('dev mailbox: ON at /api/dev/mailbox (DEV_MAILBOX=true)');
    expect(lines).toContain('payments: TEST checkout, no money moves (PAYMENTS=test)');
    expect(lines).toContain('client addresses: from X-Forwarded-For set by 10.0.0.1');
    expect(lines).toContain('mail: sent through SMTP_URL');
    expect(lines).toContain('database: PostgreSQL (DATABASE_URL)');
  });

  it('names the log format, JSON where no person reads it', () => {
    expect(startupModes(loadConfig({ NODE_ENV: 'production' }, true), 'pglite')).toContain(
      'log: JSON, one record per line (LOG_FORMAT=readable for lines a person reads), level info',
    );
  });

  it('says where the metrics can be read when they are on', () => {
    expect(startupModes(loadConfig({ METRICS: 'true' }), 'pglite')).toContain(
      'metrics: ON at /metrics on this port (METRICS=true); anyone who reaches the port can read them',
    );
    expect(startupModes(loadConfig({ METRICS_PORT: '9464' }), 'pglite')).toContain(
      'metrics: at http://127.0.0.1:9464/metrics (METRICS_PORT)',
    );
  });
});
