import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tempFolders } from '../test/temp-folders';
import { openDatabase } from './client';
import { DataDirLockedError, lockDataDir, processStart } from './data-dir-lock';
import { mailOutbox } from './schema';

const serverRoot = join(import.meta.dirname, '../..');
const freshDir = tempFolders('jono-data-');

function runTs(file: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    cwd: serverRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

describe('the data folder lock', () => {
  it('refuses a second holder while the first is alive', () => {
    const dir = freshDir();
    const unlock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).not.toThrow(); // same process: the pid is ours
    unlock();

    // A lock held by another live process (our parent stands in for it), as it writes it.
    const holder = { pid: process.ppid, identity: processStart(process.ppid)?.identity };
    writeFileSync(join(dir, 'jono.lock'), JSON.stringify(holder));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another Jono process/);
    // The bare pid older versions wrote, by a process that started before writing it.
    writeFileSync(join(dir, 'jono.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  /** A live process that is not Jono, under a pid a dead Jono's lock could name. */
  async function unrelatedProcess() {
    const child = spawn('sleep', ['30'], { stdio: 'ignore' });
    await new Promise((resolve) => child.once('spawn', resolve));
    const started = processStart(child.pid as number);
    if (!started) throw new Error('no /proc to read the process start from');
    return { pid: child.pid as number, started, stop: () => child.kill() };
  }

  async function expectOpens(dir: string) {
    const database = await openDatabase({ driver: 'pglite', dataDir: dir });
    try {
      expect(await database.ping()).toBe(true);
      const lock = JSON.parse(readFileSync(join(dir, 'jono.lock'), 'utf8'));
      expect(lock).toEqual({ pid: process.pid, identity: processStart(process.pid)?.identity });
    } finally {
      await database.close();
    }
  }

  it('opens the database when the lock’s pid now belongs to an unrelated process', async () => {
    const dir = freshDir();
    const unrelated = await unrelatedProcess();
    try {
      // Jono died holding this pid (it started at another tick); the number went to `sleep`.
      const bootId = unrelated.started.identity.split('/')[0];
      const lockOfTheDead = { pid: unrelated.pid, identity: `${bootId}/1` };
      writeFileSync(join(dir, 'jono.lock'), JSON.stringify(lockOfTheDead));
      await expectOpens(dir);
    } finally {
      unrelated.stop();
    }
  });

  it('takes over an older bare-pid lock written before its pid’s process started', async () => {
    const dir = freshDir();
    const unrelated = await unrelatedProcess();
    try {
      const lockPath = join(dir, 'jono.lock');
      writeFileSync(lockPath, String(unrelated.pid));
      const anHourEarlier = new Date(unrelated.started.at - 3600_000);
      utimesSync(lockPath, anHourEarlier, anHourEarlier);
      await expectOpens(dir);
    } finally {
      unrelated.stop();
    }
  });

  it('takes over a lock left by a process that died', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'jono.lock'), '2147483646');
    const unlock = lockDataDir(dir);
    unlock();
    expect(existsSync(join(dir, 'jono.lock'))).toBe(false);
  });

  it('stops a second server on the same folder with a clear message', async () => {
    const dir = freshDir();
    const database = await openDatabase({ driver: 'pglite', dataDir: dir });
    try {
      const second = runTs('src/server.ts', [], {
        DATA_DIR: dir,
        PORT: '0',
        DATABASE_URL: '',
        LOG_LEVEL: 'silent',
      });
      let stderr = '';
      second.stderr?.on('data', (chunk) => {
        stderr += chunk;
      });
      const code = await new Promise<number | null>((resolve) => second.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain('Jono could not start');
      expect(stderr).toContain('is in use by another Jono process');
    } finally {
      await database.close();
    }
  }, 120_000);
});

describe('durability of the embedded database', () => {
  it('keeps every acknowledged write when the process is killed with SIGKILL', async () => {
    const dir = freshDir();
    const writer = runTs('src/test/fixtures/write-until-killed.ts', [dir]);
    const acknowledged: string[] = [];
    let buffered = '';
    await new Promise<void>((resolve, reject) => {
      writer.on('exit', (code) => reject(new Error(`writer exited early (${code})`)));
      writer.stdout?.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) {
          if (line.startsWith('ack ')) acknowledged.push(line.slice(4));
        }
        if (acknowledged.length >= 150) {
          writer.removeAllListeners('exit');
          writer.kill('SIGKILL');
          writer.on('exit', () => resolve());
        }
      });
    });

    // The killed process left its lock behind; the restart takes it over and recovers.
    const database = await openDatabase({ driver: 'pglite', dataDir: dir });
    try {
      const found = await database.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(inArray(mailOutbox.id, acknowledged));
      expect(acknowledged.length).toBeGreaterThanOrEqual(150);
      expect(found).toHaveLength(acknowledged.length);
    } finally {
      await database.close();
    }
    // Spawning a writer, killing it and recovering is slow on a busy two-core machine.
  }, 120_000);

  it('keeps data across a clean restart', async () => {
    const dir = freshDir();
    const first = await openDatabase({ driver: 'pglite', dataDir: dir });
    await first.db
      .insert(mailOutbox)
      .values({ to: 'a@example.fi', subject: 'kept', text: 't', html: 'h' });
    await first.close();
    const second = await openDatabase({ driver: 'pglite', dataDir: dir });
    const rows = await second.db.select().from(mailOutbox);
    await second.close();
    expect(rows.map((r) => r.subject)).toEqual(['kept']);
  });
});
