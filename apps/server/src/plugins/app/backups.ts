import { statSync } from 'node:fs';
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { pruneBackups, writeBackup } from '../../db/backup';
import { backupSocketPath, serveBackupRequests } from '../../db/backup-socket';

/** The last backup this process wrote well: when it ended (ms) and its archive's size. */
export interface LastBackup {
  at: number;
  bytes: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Null until this process has written a backup, and always with PostgreSQL. */
    lastBackup: () => LastBackup | null;
  }
}

/**
 * With the embedded database on disk, the server takes backups itself: when `npm run backup`
 * asks through the data folder's socket, and every BACKUP_EVERY_HOURS into BACKUP_DIR. Only
 * this process may read the database while it runs, so the copy is made here.
 */
export default fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    let lastBackup: LastBackup | null = null;
    app.decorate('lastBackup', () => lastBackup);
    const embedded = app.database.embedded;
    if (!embedded) return;
    const job = app.jobRuns.job('backup');
    // One backup at a time: a second request waits for the first rather than racing it.
    let last: Promise<unknown> = Promise.resolve();
    const take = (dir: string, scheduled = false) => {
      const run = last.then(() =>
        job.run(async () => {
          const started = Date.now();
          const kind = scheduled ? 'scheduled' : 'by-hand';
          const result = await writeBackup(app.database, config.uploadDir, dir, { kind });
          lastBackup = { at: Date.now(), bytes: statSync(result.file).size };
          app.log.info(
            { bytes: result.manifest.database.bytes, ms: Date.now() - started },
            `backup written: ${result.file}`,
          );
          return result;
        }),
      );
      last = run.catch(() => undefined);
      return run;
    };

    let socket: Server | null = null;
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      socket = await serveBackupRequests(
        backupSocketPath(embedded.dataDir),
        (dir) => take(dir ?? config.backup.dir),
        (error) => app.log.error({ err: error }, 'backup failed'),
      );
      const { everyHours, dir, keep } = config.backup;
      if (everyHours === undefined) return;
      timer = setInterval(() => {
        take(dir, true)
          .then(() => pruneBackups(dir, keep))
          .catch((error: unknown) => app.log.error({ err: error }, 'scheduled backup failed'));
      }, everyHours * 3_600_000).unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await last;
      const open = socket;
      if (open) await new Promise((resolve) => open.close(resolve));
    });
  },
  { name: 'backups', dependencies: ['db', 'job-runs'] },
);
