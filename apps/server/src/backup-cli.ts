import { statSync } from 'node:fs';
import { fromInvocationDir, loadConfig } from './config';
import { BackupError, backupStoppedDatabase, restoreBackup } from './db/backup';
import { backupSocketPath, requestBackup } from './db/backup-socket';
import { DataDirLockedError } from './db/data-dir-lock';

const USAGE = 'usage: npm run backup [-- FOLDER] | npm run restore -- FILE';
const POSTGRES =
  'With DATABASE_URL the data lives in PostgreSQL: back it up with pg_dump and restore with pg_restore (docs/operations.md).';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * `backup`: the running server writes the archive (asked through its socket); with no server
 * running, this process opens the database itself, which the data folder's lock makes safe.
 * `restore FILE`: into the configured, empty DATA_DIR (and upload folder).
 */
async function main(command: string | undefined, argument: string | undefined) {
  const config = loadConfig();
  if (command !== 'backup' && command !== 'restore') throw new BackupError(USAGE);
  if (config.databaseUrl) throw new BackupError(POSTGRES);

  if (command === 'restore') {
    if (!argument) throw new BackupError(USAGE);
    const manifest = await restoreBackup(
      fromInvocationDir(argument),
      config.dataDir,
      config.uploadDir,
    );
    console.log(
      `Restored the backup of ${manifest.createdAt} (schema ${manifest.schema.latest}, ${manifest.uploads.files} uploaded files) into ${config.dataDir}. Start the server to use it.`,
    );
    return;
  }

  const dir = argument ? fromInvocationDir(argument) : config.backup.dir;
  const started = Date.now();
  const fromServer = await requestBackup(backupSocketPath(config.dataDir), dir);
  const by = fromServer ? 'the running server' : 'this command (no server was running)';
  const { file, manifest } =
    fromServer ?? (await backupStoppedDatabase(config.dataDir, config.uploadDir, dir));
  console.log(
    `Backup written by ${by} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${file} (${megabytes(statSync(file).size)}; schema ${manifest.schema.latest}; ${manifest.uploads.files} uploaded files)`,
  );
}

main(process.argv[2], process.argv[3]).catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof DataDirLockedError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
