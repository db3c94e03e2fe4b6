import { isAbsolute } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('starts on port 3000 with the embedded database when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicOrigin).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(isAbsolute(config.dataDir)).toBe(true);
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.uploadDir).toBe(`${config.dataDir}/uploads`);
    expect(config.seedDemoData).toBe(true);
  });

  it('derives the public origin and https from PUBLIC_URL', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://jono.example.fi/', PORT: '8080' });
    expect(config.publicOrigin).toBe('https://jono.example.fi');
    expect(config.publicUrl).toBe('https://jono.example.fi');
    expect(config.isHttps).toBe(true);
  });

  it('stops with the variable named when a value is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ SEED_DEMO_DATA: 'maybe' })).toThrow(/SEED_DEMO_DATA/);
  });

  it('refuses a geocoder or map tiles that are no web address, naming the variable', () => {
    expect(() => loadConfig({ GEOCODER_URL: 'nominatim' })).toThrow(/GEOCODER_URL/);
    expect(() => loadConfig({ GEOCODER_URL: 'ftp://geo.example.fi' })).toThrow(/GEOCODER_URL/);
    expect(() => loadConfig({ MAP_TILES_URL: 'https://tiles.example.fi/tile.png' })).toThrow(
      /MAP_TILES_URL/,
    );
    expect(
      loadConfig({ MAP_TILES_URL: 'https://tiles.example.fi/{z}/{x}/{y}.png' }).mapTilesUrl,
    ).toBe('https://tiles.example.fi/{z}/{x}/{y}.png');
  });

  it('keeps metrics off unless asked for, on the main port or a port of their own', () => {
    expect(loadConfig({}).metrics).toEqual({ where: 'off' });
    expect(loadConfig({ METRICS: 'true' }).metrics).toEqual({ where: 'main-port' });
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({
      where: 'own-port',
      port: 9464,
      host: '127.0.0.1',
    });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({
      where: 'own-port',
      port: 9464,
      host: '10.0.0.5',
    });
    expect(() => loadConfig({ METRICS: 'yes' })).toThrow(/METRICS/);
    expect(() => loadConfig({ METRICS_PORT: 'ninety' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ/);
  });

  it('takes backups by itself only when given a folder and an interval, and only of the embedded database', () => {
    const config = loadConfig({});
    expect(config.backup.everyHours).toBeUndefined();
    expect(isAbsolute(config.backup.dir)).toBe(true);
    expect(config.backup.dir.startsWith(config.dataDir)).toBe(false);
    const scheduled = loadConfig({
      BACKUP_DIR: '/srv/backups',
      BACKUP_EVERY_HOURS: '6',
      BACKUP_KEEP: '10',
    });
    expect(scheduled.backup).toEqual({ dir: '/srv/backups', everyHours: 6, keep: 10 });
    expect(() => loadConfig({ BACKUP_EVERY_HOURS: '6' })).toThrow(
      /BACKUP_EVERY_HOURS: needs BACKUP_DIR/,
    );
    expect(() =>
      loadConfig({ BACKUP_DIR: '/b', BACKUP_EVERY_HOURS: '6', DATABASE_URL: 'postgres://db/jono' }),
    ).toThrow(/pg_dump/);
    // A Node timer longer than 24.8 days fires at once, every time: a backup storm.
    expect(() => loadConfig({ BACKUP_EVERY_HOURS: '720', BACKUP_DIR: '/b' })).toThrow(
      /BACKUP_EVERY_HOURS/,
    );
    expect(loadConfig({ BACKUP_EVERY_HOURS: '576', BACKUP_DIR: '/b' }).backup.everyHours).toBe(576);
    expect(() => loadConfig({ BACKUP_EVERY_HOURS: '0', BACKUP_DIR: '/b' })).toThrow(
      /BACKUP_EVERY_HOURS/,
    );
    expect(() => loadConfig({ BACKUP_KEEP: 'all' })).toThrow(/BACKUP_KEEP/);
  });

  it('signs Web Push with a configured pair, or neither key, and posts only to named extra origins', () => {
    expect(loadConfig({}).push).toEqual({ vapidKeys: undefined, extraOrigins: [] });
    const pair = { VAPID_PUBLIC_KEY: 'public', VAPID_PRIVATE_KEY: 'private' };
    expect(loadConfig(pair).push.vapidKeys).toEqual({ publicKey: 'public', privateKey: 'private' });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'public' })).toThrow(
      /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both together/,
    );
    expect(
      loadConfig({ PUSH_SERVICE_ORIGINS: ' http://127.0.0.1:4100/ , https://push.example.org ' })
        .push.extraOrigins,
    ).toEqual(['http://127.0.0.1:4100', 'https://push.example.org']);
    expect(() => loadConfig({ PUSH_SERVICE_ORIGINS: 'push.example.org' })).toThrow(
      /PUSH_SERVICE_ORIGINS: push.example.org is not an http\(s\) origin/,
    );
  });

  it('runs a default start with nothing only a developer should see', () => {
    const config = loadConfig({});
    expect(config.devMailbox).toBe(false);
    expect(config.payments).toBe('off');
    expect(config.trustProxy).toBe(false);
  });

  it('turns the test checkout and the dev mailbox on only when named', () => {
    expect(loadConfig({ PAYMENTS: 'test' }).payments).toBe('test');
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test' }).payments).toBe('test');
    expect(loadConfig({ NODE_ENV: 'production' }).payments).toBe('off');
    expect(loadConfig({ DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
    const keys = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(loadConfig(keys).payments).toBe('stripe');
    expect(() => loadConfig({ PAYMENTS: 'stripe' })).toThrow(/PAYMENTS/);
    expect(() => loadConfig({ PAYMENTS: 'free' })).toThrow(/PAYMENTS/);
  });

  it('trusts a proxy only by its address', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    // A hop count cannot be checked against the peer: Fastify would trust nobody.
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });
});
