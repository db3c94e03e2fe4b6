import { readFileSync, statSync } from 'node:fs';
import { ConfigError, loadConfig } from './config';
import { fromInvocationDir } from './config-environment';
import { BackupError, backupStoppedDatabase, restoreBackup } from './db/backup';
import { backupSocketPath, requestBackup } from './db/backup-socket';
import { DataDirLockedError } from './db/data-dir-lock';
import { parseEnvironmentFile } from './lib/environment-file';

const USAGE =
  'usage: npm run backup [-- [--env-file FILE] FOLDER] | npm run restore -- [--env-file FILE] ARCHIVE';
const POSTGRES =
  'With DATABASE_URL the data lives in PostgreSQL: back it up with pg_dump and restore with pg_restore (docs/operations.md).';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * `--env-file FILE` reads the settings from the service's environment file, as systemd reads
 * it, over those of the shell: the command then sees the folders the server uses.
 */
function settingsOf(args: string[]): { env: NodeJS.ProcessEnv; argument: string | undefined } {
  const at = args.indexOf('--env-file');
  if (at === -1) return { env: process.env, argument: args[0] };
  const file = args[at + 1];
  if (!file) throw new BackupError(USAGE);
  const rest = args.filter((_, index) => index !== at && index !== at + 1);
  let text: string;
  try {
    text = readFileSync(fromInvocationDir(file), 'utf8');
  } catch {
    throw new BackupError(`Cannot read the environment file ${file}`);
  }
  return { env: { ...process.env, ...parseEnvironmentFile(text) }, argument: rest[0] };
}

/**
 * `backup`: the running server writes the archive (asked through its socket); with no server
 * running, this process opens the database itself, which the data folder's lock makes safe.
 * `restore FILE`: into the configured, empty DATA_DIR (and upload folder).
 */
async function main(command: string | undefined, args: string[]) {
  const { env, argument } = settingsOf(args);
  const config = loadConfig(env);
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

main(process.argv[2], process.argv.slice(3)).catch((error: unknown) => {
  const known =
    error instanceof BackupError ||
    error instanceof DataDirLockedError ||
    error instanceof ConfigError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
