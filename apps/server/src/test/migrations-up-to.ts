import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { knownMigrations, migrationsFolder } from '../db/migrate';

/**
 * Migrations folders as the code had them earlier, to build databases at an older schema.
 * `upTo(count)` holds the first `count` migrations; `remove()` deletes every folder made.
 */
export function earlierMigrations() {
  const scratch = mkdtempSync(join(tmpdir(), 'jono-migrations-'));
  const migrations = knownMigrations();
  return {
    upTo(count: number): string {
      const folder = join(scratch, String(count));
      if (existsSync(folder)) return folder;
      mkdirSync(join(folder, 'meta'), { recursive: true });
      const journalFile = join(migrationsFolder, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
      journal.entries = journal.entries.slice(0, count);
      writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
      for (const { tag } of migrations.slice(0, count)) {
        cpSync(join(migrationsFolder, `${tag}.sql`), join(folder, `${tag}.sql`));
      }
      return folder;
    },
    remove: () => rmSync(scratch, { recursive: true, force: true }),
  };
}
