import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { shops } from './db/schema';
import { parseEnvironmentFile } from './lib/environment-file';
import { blockAfter, commandStarting } from './test/operations-guide';
import { walkInShop } from './test/walk-in-shop';

const ENV_FILE_HEADING = '### Settings: /etc/jono.env';
const repository = new URL('../../../', import.meta.url).pathname;
const root = mkdtempSync(join(tmpdir(), 'jono-guide-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the operations guide's settings file and backup commands, as written", () => {
  it('gives settings that systemd reads into the values the comments promise', () => {
    const settings = parseEnvironmentFile(blockAfter(ENV_FILE_HEADING));
    const config = loadConfig(settings, false);
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      trustProxy: ['127.0.0.1'],
      mailFrom: 'Jono <no-reply@jono.example.fi>',
      metrics: { where: 'own-port', host: '127.0.0.1', port: 9464 },
      backup: { dir: '/srv/jono/backups', everyHours: 6, keep: 28 },
    });
  });

  it('gives a service unit that systemd accepts as it is', () => {
    const unit = join(root, 'jono.service');
    writeFileSync(unit, blockAfter('### systemd: /etc/systemd/system/jono.service'));
    // systemd's own reader: unknown keys, bad values and a missing program are reported.
    const report = spawnSync('systemd-analyze', ['verify', unit], { encoding: 'utf8' });
    expect(report.error, 'systemd-analyze is needed (Debian package systemd)').toBeUndefined();
    expect(report.stderr).toBe('');
    expect(report.status).toBe(0);
  });

  it('backs up with the service settings and restores into the folder moved aside', {
    timeout: 180_000,
  }, async () => {
    // The guide's folders, under a scratch root; the commands run as this test's user
    // (the guide runs them as the service account with sudo -u jono).
    const envFile = join(root, 'jono.env');
    writeFileSync(envFile, blockAfter(ENV_FILE_HEADING).replaceAll('/srv/jono/', `${root}/`));
    const run = (command: string) =>
      execFileSync(
        'bash',
        ['-c', command.replace(/^sudo -u jono /, '').replace('/etc/jono.env', envFile)],
        { cwd: repository, encoding: 'utf8', env: { ...process.env, INIT_CWD: repository } },
      );
    const dataDir = join(root, 'data');
    const database = await openDatabase({ driver: 'pglite', dataDir });
    const shop = await walkInShop(database.db);
    await database.close();

    const backupCommand = commandStarting('sudo -u jono npm run backup');
    expect(run(backupCommand)).toMatch(/Backup written by this command/);
    const [archive, ...others] = readdirSync(join(root, 'backups'));
    expect(others).toEqual([]);

    renameSync(dataDir, join(root, 'data-old'));
    const restoreCommand = commandStarting('sudo -u jono npm run restore');
    expect(restoreCommand).toMatch(/\/srv\/jono\/backups\/jono-backup-\.\.\.\.tar\.gz$/);
    const restored = run(
      restoreCommand.replace(/\S+\.\.\.\.tar\.gz$/, join(root, 'backups', archive ?? '')),
    );
    expect(restored).toMatch(/Restored the backup/);
    expect(existsSync(join(dataDir, 'pglite'))).toBe(true);
    const reopened = await openDatabase({ driver: 'pglite', dataDir });
    try {
      expect((await reopened.db.select({ id: shops.id }).from(shops)).map((s) => s.id)).toEqual([
        shop.shopId,
      ]);
    } finally {
      await reopened.close();
    }
  });
});
