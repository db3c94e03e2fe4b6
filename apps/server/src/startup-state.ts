import type { Config } from './config';
import { newestBackup } from './db/backup';
import type { Database } from './db/client';
import { knownMigrations, type MigrationEntry } from './db/migrate';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Where the data stands at start, one line each: the schema and what this start applied to
 * it, and the backups (their schedule and the newest one), so that an operator reading the
 * log after an upgrade sees what changed and where the way back is.
 */
export function startupState(
  config: Config,
  database: Pick<Database, 'driver' | 'schema'>,
  known: MigrationEntry[] = knownMigrations(),
): string[] {
  return [schemaLine(database.schema, known), backupLine(config, database.driver)];
}

function schemaLine({ before, after }: Database['schema'], known: MigrationEntry[]): string {
  const now = after ?? before;
  if (!now.latest && now.applied > 0) {
    return `schema: ${now.applied} migrations, newer than the ${known.length} this code knows`;
  }
  const oldest =
    now.oldestCode === undefined ? '' : ` (runs code that knows ${now.oldestCode} or more)`;
  const stand = `schema: ${now.applied} of ${known.length} migrations applied, the latest ${now.latest?.tag ?? 'none'}${oldest}`;
  if (!after) return `${stand}; ${before.pending.length} not applied (opened without migrating)`;
  if (before.applied === 0 && after.applied > 0) return `${stand}; this start created it`;
  const appliedNow = known.slice(before.applied, after.applied).map((m) => m.tag);
  return appliedNow.length > 0
    ? `${stand}; this start applied ${appliedNow.join(', ')}`
    : `${stand}; none to apply`;
}

function backupLine(config: Config, driver: Database['driver']): string {
  if (driver === 'postgres') {
    return "backups: PostgreSQL's own tools (pg_dump, see docs/operations.md); the server takes none";
  }
  const { dir, everyHours, keep } = config.backup;
  const schedule =
    everyHours === undefined
      ? `only when asked (npm run backup), into ${dir}; BACKUP_EVERY_HOURS takes them on a schedule`
      : `every ${everyHours} h into ${dir}, the newest ${keep} scheduled ones kept`;
  const newest = newestBackup(dir);
  const last = newest
    ? `the newest is ${newest.file} (${newest.at.toISOString()}, ${megabytes(newest.bytes)})`
    : 'none there yet';
  return `backups: ${schedule}; ${last}`;
}
