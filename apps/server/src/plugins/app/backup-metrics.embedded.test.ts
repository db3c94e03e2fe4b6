import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { backupSocketPath, requestBackup } from '../../db/backup-socket';
import { type Database, openDatabase } from '../../db/client';

/** The value of one sample line, `name{labels} value`, in Prometheus text. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** Opening a database on disk and packing it take seconds each on a busy machine. */
const SLOW = { timeout: 300_000 };

describe('metrics of the embedded database backups', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'jono-backup-metrics-'));
  const dataDir = join(scratch, 'data');
  let database: Database;
  let app: FastifyInstance;
  const scrape = async () => (await app.inject({ method: 'GET', url: '/metrics' })).body;

  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      METRICS: 'true',
      DATA_DIR: dataDir,
      BACKUP_DIR: join(scratch, 'backups'),
      WEB_DIST: join(tmpdir(), 'jono-no-web-app'),
    });
    database = await openDatabase({ driver: 'pglite', dataDir });
    app = await buildApp({ config, database, logger: false });
    await app.ready();
  }, SLOW.timeout);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it(
    'show 0 before the first backup, then the time and size of the last good one, and failures',
    SLOW,
    async () => {
      const before = await scrape();
      expect(sample(before, 'jono_job_failures_total{job="backup"}')).toBe(0);
      // 0: none written since the process started.
      expect(sample(before, 'jono_backup_last_success_timestamp_seconds')).toBe(0);
      expect(sample(before, 'jono_backup_last_success_bytes')).toBe(0);

      const startedAt = Date.now() / 1000;
      const written = await requestBackup(backupSocketPath(dataDir));
      if (!written) throw new Error('the server did not answer on its backup socket');
      // A folder that cannot be made, as on a full or unmounted backup disk.
      const notAFolder = join(scratch, 'a-file');
      writeFileSync(notAFolder, 'not a folder');
      await expect(
        requestBackup(backupSocketPath(dataDir), join(notAFolder, 'backups')),
      ).rejects.toThrow();

      const text = await scrape();
      const lastGood = sample(text, 'jono_backup_last_success_timestamp_seconds') ?? 0;
      expect(lastGood).toBeGreaterThanOrEqual(startedAt);
      expect(lastGood).toBeLessThanOrEqual(Date.now() / 1000);
      expect(sample(text, 'jono_backup_last_success_bytes')).toBe(statSync(written.file).size);
      expect(sample(text, 'jono_job_failures_total{job="backup"}')).toBe(1);
      expect(
        sample(text, 'jono_job_last_success_timestamp_seconds{job="backup"}'),
      ).toBeGreaterThanOrEqual(lastGood);
      expect(
        sample(text, 'jono_job_last_run_timestamp_seconds{job="backup"}'),
      ).toBeGreaterThanOrEqual(lastGood);
    },
  );
});
