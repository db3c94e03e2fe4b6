import {
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import {
  BackupError,
  backupStoppedDatabase,
  pruneBackups,
  restoreBackup,
  writeBackup,
} from './db/backup';
import { backupSocketPath, requestBackup } from './db/backup-socket';
import { type Database, openDatabase } from './db/client';
import { knownMigrations } from './db/migrate';
import { queueEntries } from './db/schema';
import { processLogger } from './lib/log-output';
import { openConfiguredDatabase } from './open-configured-database';
import { freshAddress } from './test/client-address';
import { earlierMigrations } from './test/migrations-up-to';
import { tempFolders } from './test/temp-folders';
import { walkInShop } from './test/walk-in-shop';

const scratch = tempFolders('jono-backup-test-');

/** Tables and their columns with types: equal means the same schema. */
async function schemaOf(database: Database) {
  const { rows } = (await database.db.execute(sql`
    select table_name, column_name, data_type, is_nullable from information_schema.columns
    where table_schema = 'public' order by table_name, column_name
  `)) as unknown as { rows: unknown[] };
  return rows;
}

/** Opening a database on disk and packing it take seconds each on a busy machine. */
const SLOW = { timeout: 300_000 };

describe('backups of the embedded database', () => {
  const dataDir = scratch();
  const uploadDir = join(dataDir, 'uploads');
  const backupDir = scratch();
  let database: Database;
  let close: () => Promise<void>;
  let joinTo: () => Promise<{ statusCode: number; orderId: string }>;

  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      BACKUP_DIR: backupDir,
      WEB_DIST: join(tmpdir(), 'jono-no-web-app'),
      RATE_LIMIT_PER_MINUTE: '100000',
    });
    database = await openDatabase({ driver: 'pglite', dataDir });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
    };
    const shop = await walkInShop(database.db);
    mkdirSync(join(uploadDir, 'shops'), { recursive: true });
    writeFileSync(join(uploadDir, 'shops', 'front.webp'), 'a shop picture');
    joinTo = async () => {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/queue',
        payload: shop.order(),
        remoteAddress: freshAddress(),
      });
      return { statusCode: answer.statusCode, orderId: answer.json().data?.orderId };
    };
  }, SLOW.timeout);
  afterAll(() => close());

  it(
    'taken through the socket during 500 joins, restores every join acknowledged before it began',
    SLOW,
    async () => {
      const acknowledged: string[] = [];
      let ackedBeforeBackup: string[] = [];
      const asked: { backup?: ReturnType<typeof requestBackup> } = {};
      const started = Date.now();
      // Five callers at a time; the backup is asked for once 150 joins were answered.
      let sent = 0;
      const callers = Array.from({ length: 5 }, async () => {
        while (sent < 500) {
          sent++;
          const joined = await joinTo();
          expect(joined.statusCode).toBe(201);
          acknowledged.push(joined.orderId);
          if (asked.backup === undefined && acknowledged.length >= 150) {
            ackedBeforeBackup = [...acknowledged];
            asked.backup = requestBackup(backupSocketPath(dataDir));
          }
        }
      });
      await Promise.all(callers);
      const answer = await asked.backup;
      expect(answer).not.toBeNull();
      if (!answer) return;
      const tookMs = Date.now() - started;
      const stored = await database.db.$count(queueEntries);
      expect(stored).toBeGreaterThanOrEqual(500);

      const restoredDir = scratch();
      const restoredUploads = join(restoredDir, 'uploads');
      const manifest = await restoreBackup(answer.file, restoredDir, restoredUploads);
      const known = knownMigrations();
      expect(manifest.schema).toEqual({ migrations: known.length, latest: known.at(-1)?.tag });
      expect(manifest.uploads).toEqual({ files: 1, bytes: 'a shop picture'.length });
      expect(readFileSync(join(restoredUploads, 'shops', 'front.webp'), 'utf8')).toBe(
        'a shop picture',
      );
      // The server's own keys come back too, so sessions and push subscriptions go on working.
      expect(manifest.secrets).toContain('jwt-secret');
      for (const name of manifest.secrets) {
        expect(readFileSync(join(restoredDir, name))).toEqual(readFileSync(join(dataDir, name)));
      }

      const restored = await openDatabase({ driver: 'pglite', dataDir: restoredDir });
      try {
        const ids = new Set(
          (await restored.db.select({ id: queueEntries.id }).from(queueEntries)).map((r) => r.id),
        );
        for (const id of ackedBeforeBackup) expect(ids.has(id)).toBe(true);
        // The schema checks: the restored database migrates to nothing new and has our schema.
        const fresh = await openDatabase({ driver: 'pglite' });
        expect(await schemaOf(restored)).toEqual(await schemaOf(fresh));
        await fresh.close();
        console.info(
          `backup: ${ackedBeforeBackup.length} joins before it, ${ids.size} restored, archive ${readFileSync(answer.file).length} bytes, database dump ${manifest.database.bytes} bytes, joins+backup ${tookMs} ms`,
        );
      } finally {
        await restored.close();
      }
    },
  );

  it('refuses to restore into a folder that holds anything', SLOW, async () => {
    const { file } = await writeBackup(database, uploadDir, scratch());
    const busy = scratch();
    writeFileSync(join(busy, 'notes.txt'), 'keep me');
    await expect(restoreBackup(file, busy, join(busy, 'uploads'))).rejects.toThrow(/is not empty/);
    expect(readdirSync(busy)).toEqual(['notes.txt']);
  });

  it('refuses a backup whose schema is newer than this code knows', SLOW, async () => {
    const { file } = await writeBackup(database, uploadDir, scratch());
    const unpacked = scratch();
    await tar.x({ file, cwd: unpacked });
    const manifest = JSON.parse(readFileSync(join(unpacked, 'manifest.json'), 'utf8'));
    const newer = {
      ...manifest,
      schema: { migrations: knownMigrations().length + 1, latest: '9999_future' },
    };
    writeFileSync(join(unpacked, 'manifest.json'), JSON.stringify(newer));
    const tampered = join(scratch(), 'newer.tar.gz');
    await tar.c({ gzip: true, file: tampered, cwd: unpacked }, readdirSync(unpacked));

    const target = join(scratch(), 'data');
    const refusal = restoreBackup(tampered, target, join(target, 'uploads'));
    await expect(refusal).rejects.toThrow(BackupError);
    await expect(restoreBackup(tampered, target, join(target, 'uploads'))).rejects.toThrow(
      /newer than this code knows/,
    );
    expect(readdirSync(join(target, '..'))).toEqual([]);
  });

  it(
    'restores only plain files, and refuses a secret named outside the data folder',
    SLOW,
    async () => {
      const { file } = await writeBackup(database, uploadDir, scratch());
      const unpacked = scratch();
      await tar.x({ file, cwd: unpacked });
      const outside = join(scratch(), 'outside.txt');
      writeFileSync(outside, 'not for the web');
      symlinkSync(outside, join(unpacked, 'uploads', 'shops', 'link.webp'));
      const withLink = join(scratch(), 'link.tar.gz');
      await tar.c({ gzip: true, file: withLink, cwd: unpacked }, readdirSync(unpacked));

      const target = join(scratch(), 'data');
      await restoreBackup(withLink, target, join(target, 'uploads'));
      expect(readdirSync(join(target, 'uploads', 'shops'))).toEqual(['front.webp']);

      const manifest = JSON.parse(readFileSync(join(unpacked, 'manifest.json'), 'utf8'));
      writeFileSync(
        join(unpacked, 'manifest.json'),
        JSON.stringify({ ...manifest, secrets: ['../../escaped'] }),
      );
      const escaping = join(scratch(), 'escaping.tar.gz');
      await tar.c({ gzip: true, file: escaping, cwd: unpacked }, readdirSync(unpacked));
      const second = join(scratch(), 'data');
      await expect(restoreBackup(escaping, second, join(second, 'uploads'))).rejects.toThrow(
        /secret "..\/..\/escaped" is not a plain file/,
      );
    },
  );

  it('writes archives only the server account can read', SLOW, async () => {
    const dir = join(scratch(), 'fresh');
    const { file } = await writeBackup(database, uploadDir, dir);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('answers a malformed request on its socket with 400 and keeps serving', SLOW, async () => {
    const ask = (body: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request(
          { socketPath: backupSocketPath(dataDir), path: '/backup', method: 'POST' },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    expect(await ask('{not json')).toBe(400);
    expect(await ask('{"dir": "relative/folder"}')).toBe(400);
    expect(await ask('[]')).toBe(400);
    const answer = await requestBackup(backupSocketPath(dataDir), scratch());
    expect(answer?.manifest.format).toBeDefined();
  });

  it('keeps the newest scheduled backups and never deletes one taken by hand', SLOW, async () => {
    const dir = scratch();
    const at = (hour: number) => new Date(Date.UTC(2026, 10, 24, hour));
    await writeBackup(database, uploadDir, dir, { at: at(0) });
    for (const hour of [1, 2, 3]) {
      await writeBackup(database, uploadDir, dir, { at: at(hour), kind: 'scheduled' });
    }
    expect(pruneBackups(dir, 2)).toEqual(['jono-backup-scheduled-2026-11-24T01-00-00Z.tar.gz']);
    expect(readdirSync(dir)).toEqual([
      'jono-backup-2026-11-24T00-00-00Z.tar.gz',
      'jono-backup-scheduled-2026-11-24T02-00-00Z.tar.gz',
      'jono-backup-scheduled-2026-11-24T03-00-00Z.tar.gz',
    ]);
  });

  it(
    'taken with no server running, copies an older schema as it is and never migrates it',
    SLOW,
    async () => {
      const migrations = knownMigrations();
      const older = migrations.length - 1;
      const earlier = earlierMigrations();
      const oldDataDir = scratch();
      try {
        const client = await PGlite.create(join(oldDataDir, 'pglite'));
        await migratePglite(drizzlePglite({ client }), { migrationsFolder: earlier.upTo(older) });
        await client.close();

        const { manifest } = await backupStoppedDatabase(
          oldDataDir,
          join(oldDataDir, 'uploads'),
          scratch(),
        );
        expect(manifest.schema).toEqual({
          migrations: older,
          latest: migrations[older - 1]?.tag,
        });
        const reopened = await PGlite.create(join(oldDataDir, 'pglite'));
        const applied = await reopened.query('select 1 from drizzle.__drizzle_migrations');
        await reopened.close();
        expect(applied.rows).toHaveLength(older);
      } finally {
        earlier.remove();
      }
    },
  );

  it(
    'an upgrade archives the data untouched before its first migration and says where, once',
    SLOW,
    async () => {
      const migrations = knownMigrations();
      const older = migrations.length - 1;
      const earlier = earlierMigrations();
      const oldDataDir = scratch();
      const backups = scratch();
      try {
        const client = await PGlite.create(join(oldDataDir, 'pglite'));
        await migratePglite(drizzlePglite({ client }), { migrationsFolder: earlier.upTo(older) });
        await client.close();
        const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: oldDataDir, BACKUP_DIR: backups });
        const lines: string[] = [];
        const log = processLogger('json', 'info', { write: (line) => lines.push(line) });

        const upgraded = await openConfiguredDatabase(config, log);
        expect(upgraded.schema.after?.applied).toBe(migrations.length);
        await upgraded.close();
        const archives = readdirSync(backups);
        expect(archives).toEqual([
          expect.stringMatching(/^jono-backup-before-upgrade-.*\.tar\.gz$/),
        ]);
        const said = lines.map((line) => JSON.parse(line).msg).join('\n');
        expect(said).toContain(
          `the data before this upgrade is in ${join(backups, String(archives[0]))}`,
        );

        const restored = scratch();
        const manifest = await restoreBackup(
          join(backups, String(archives[0])),
          join(restored, 'data'),
          join(restored, 'uploads'),
        );
        expect(manifest.schema).toEqual({ migrations: older, latest: migrations[older - 1]?.tag });

        // Nothing to apply, and a folder with no database yet: nothing to keep.
        await (await openConfiguredDatabase(config, log)).close();
        const fresh = loadConfig({ NODE_ENV: 'test', DATA_DIR: scratch(), BACKUP_DIR: backups });
        await (await openConfiguredDatabase(fresh, log)).close();
        expect(readdirSync(backups)).toEqual(archives);
      } finally {
        earlier.remove();
      }
    },
  );
});
