import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import type { MigrationEntry, SchemaState } from './db/migrate';
import { startupState } from './startup-state';

const known: MigrationEntry[] = ['0000_initial', '0001_more', '0002_last'].map((tag, i) => ({
  tag,
  when: 1_000 + i,
}));
const at = (applied: number): SchemaState => ({
  applied,
  latest: known[applied - 1],
  pending: known.slice(applied),
  oldestCode: 1,
});
const backups = mkdtempSync(join(tmpdir(), 'jono-startup-state-'));
afterAll(() => rmSync(backups, { recursive: true, force: true }));

describe('what the server says at start about its data', () => {
  const embedded = loadConfig({ BACKUP_DIR: backups });

  it('names the schema and the migrations this start applied', () => {
    const [upgraded] = startupState(
      embedded,
      { driver: 'pglite', schema: { before: at(1), after: at(3) } },
      known,
    );
    expect(upgraded).toBe(
      'schema: 3 of 3 migrations applied, the latest 0002_last (runs code that knows 1 or more); this start applied 0001_more, 0002_last',
    );
    const [same] = startupState(
      embedded,
      { driver: 'postgres', schema: { before: at(3), after: at(3) } },
      known,
    );
    const [created] = startupState(
      embedded,
      { driver: 'pglite', schema: { before: at(0), after: at(3) } },
      known,
    );
    expect(created).toBe(
      'schema: 3 of 3 migrations applied, the latest 0002_last (runs code that knows 1 or more); this start created it',
    );
    expect(same).toBe(
      'schema: 3 of 3 migrations applied, the latest 0002_last (runs code that knows 1 or more); none to apply',
    );
  });

  it('says when the database is newer than the code', () => {
    const newer: SchemaState = { applied: 4, latest: undefined, pending: [], oldestCode: 2 };
    const [line] = startupState(
      embedded,
      { driver: 'pglite', schema: { before: newer, after: newer } },
      known,
    );
    expect(line).toBe('schema: 4 migrations, newer than the 3 this code knows');
  });

  it('names the backup schedule and the newest archive, or that there is none', () => {
    const schema = { before: at(3), after: at(3) };
    expect(startupState(embedded, { driver: 'pglite', schema }, known)[1]).toBe(
      `backups: only when asked (npm run backup), into ${backups}; BACKUP_EVERY_HOURS takes them on a schedule; none there yet`,
    );
    const older = join(backups, 'jono-backup-2026-12-01T10-00-00Z.tar.gz');
    const newer = join(backups, 'jono-backup-scheduled-2026-12-02T10-00-00Z.tar.gz');
    writeFileSync(older, Buffer.alloc(1024 * 1024));
    writeFileSync(newer, Buffer.alloc(3 * 1024 * 1024));
    writeFileSync(join(backups, 'jono-backup-2026-12-03T10-00-00Z.tar.gz.partial'), 'half');
    utimesSync(older, new Date('2026-12-01T10:00:00Z'), new Date('2026-12-01T10:00:00Z'));
    utimesSync(newer, new Date('2026-12-02T10:00:00Z'), new Date('2026-12-02T10:00:00Z'));
    const scheduled = loadConfig({ BACKUP_DIR: backups, BACKUP_EVERY_HOURS: '6' });
    expect(startupState(scheduled, { driver: 'pglite', schema }, known)[1]).toBe(
      `backups: every 6 h into ${backups}, the newest 7 scheduled ones kept; the newest is ${newer} (2026-12-02T10:00:00.000Z, 3.0 MB)`,
    );
    expect(startupState(scheduled, { driver: 'postgres', schema }, known)[1]).toBe(
      "backups: PostgreSQL's own tools (pg_dump, see docs/operations.md); the server takes none",
    );
  });
});
