import type { Logger } from 'pino';
import type { Config } from './config';
import { writeBackup } from './db/backup';
import { type Database, openDatabase } from './db/client';

/**
 * The database the configuration names, migrated to this code's schema. An embedded database
 * holding data is archived first, untouched, whenever migrations are to be applied: the
 * previous version restores that archive if the upgrade has to be undone.
 */
export function openConfiguredDatabase(config: Config, log: Logger): Promise<Database> {
  if (config.databaseUrl) {
    log.info('Opening PostgreSQL (DATABASE_URL) and applying any migrations');
    return openDatabase({ driver: 'postgres', url: config.databaseUrl });
  }
  log.info(`Opening the embedded database in ${config.dataDir} (a first start creates it)`);
  return openDatabase({
    driver: 'pglite',
    dataDir: config.dataDir,
    beforeMigrating: async (database, pending) => {
      const from = database.schema.before.latest?.tag ?? 'an unknown schema';
      log.info(
        `upgrade: ${pending.length} migrations to apply after ${from}; backing up the data as it is first`,
      );
      const { file } = await writeBackup(database, config.uploadDir, config.backup.dir, {
        kind: 'before-upgrade',
      });
      log.info(
        `upgrade: the data before this upgrade is in ${file}; to go back, stop this version and restore it with the one you upgraded from`,
      );
    },
  });
}
