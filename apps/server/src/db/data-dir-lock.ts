import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const lockWrittenAt = (path: string) => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
};

const readOrNull = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

/** The system's USER_HZ: /proc counts a process's start in hundredths of a second. */
const TICKS_PER_SECOND = 100;

interface ProcessStart {
  /** Unique to one process on this machine, whatever pid the system reuses. */
  identity: string;
  /** When it started, in ms since the epoch. */
  at: number;
}

/** When a process started, read from Linux /proc; null where there is no /proc to ask. */
export function processStart(pid: number): ProcessStart | null {
  const bootId = readOrNull('/proc/sys/kernel/random/boot_id')?.trim();
  const bootSeconds = Number(/^btime (\d+)$/m.exec(readOrNull('/proc/stat') ?? '')?.[1]);
  const stat = readOrNull(`/proc/${pid}/stat`);
  if (!bootId || !bootSeconds || !stat) return null;
  // The command name in parentheses may hold spaces; the fields after it are plain numbers.
  const ticks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
  if (!Number.isInteger(ticks)) return null;
  return {
    identity: `${bootId}/${ticks}`,
    at: bootSeconds * 1000 + (ticks * 1000) / TICKS_PER_SECOND,
  };
}

interface LockHolder {
  pid: number;
  identity: string | null;
}

/** A lock file's holder; a bare pid is what versions before the identity wrote. */
function parseHolder(text: string): LockHolder | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'number') return { pid: parsed, identity: null };
    const { pid, identity } = parsed as Partial<LockHolder>;
    if (!Number.isInteger(pid)) return null;
    return { pid: pid as number, identity: typeof identity === 'string' ? identity : null };
  } catch {
    return null;
  }
}

/** /proc/stat's boot time has whole seconds, so a start this close to the lock is no proof. */
const CLOCK_SLACK_MS = 2000;

/**
 * Whether the lock's writer still runs. A pid alive as another process was handed out again
 * after the writer died (a reboot or pid wrap-around does that), so it holds nothing: told
 * by the identity the lock records, or for an older lock by a start after the lock was
 * written. Where /proc cannot tell, a live pid has to be trusted.
 */
function holdsLock(holder: LockHolder, lockWrittenAt: number): boolean {
  if (holder.pid === process.pid || !isProcessAlive(holder.pid)) return false;
  const current = processStart(holder.pid);
  if (!current) return true;
  if (holder.identity) return current.identity === holder.identity;
  return current.at <= lockWrittenAt + CLOCK_SLACK_MS;
}

/**
 * PGlite has no lock of its own and two processes on one data folder corrupt it, so the
 * folder gets a lock file created with O_EXCL, naming this process. A lock whose process is
 * gone, or whose pid now belongs to another process, is taken over, so a crash never blocks
 * the next start.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'jono.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      const ours: LockHolder = {
        pid: process.pid,
        identity: processStart(process.pid)?.identity ?? null,
      };
      writeSync(fd, JSON.stringify(ours));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = parseHolder(readOrNull(lockPath) ?? '');
      if (holder && holdsLock(holder, lockWrittenAt(lockPath))) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by another Jono process (pid ${holder.pid}). ` +
            'Stop that process first, or point DATA_DIR at another folder.',
        );
      }
      if (holder && holder.pid !== process.pid) {
        console.warn(
          `Taking over the stale lock of ${dataDir}: pid ${holder.pid} is gone or no longer Jono`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}
