import type { Db } from '../db/client';

/** What a use case asks to happen once its writes are committed, and only then. */
export interface Effects {
  afterCommit(effect: () => unknown): void;
}

/** Where an effect that failed after the commit is reported; the request still succeeds. */
export interface EffectFailureLog {
  error(details: { err: unknown }, message: string): void;
}

/** PostgreSQL's deadlock and serialization failures: the transaction may simply be run again. */
const retryableCodes = new Set(['40P01', '40001']);
const attempts = 3;

function isRetryable(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; ) {
    if (e.code && retryableCodes.has(e.code)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Runs a use case's writes in one transaction, then its effects (announcements, cross-module
 * reactions) in the order they were asked for, after the commit: a rolled-back write never
 * announces, and an announcement never reaches a client before the data it describes is
 * readable. Mails are not effects: they are written to the outbox inside the transaction.
 *
 * Because nothing leaves the process before the commit, a transaction PostgreSQL aborted as a
 * deadlock victim or for a serialization failure is run again from the start.
 */
export async function inTransaction<T>(
  db: Db,
  log: EffectFailureLog,
  work: (tx: Db, effects: Effects) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const pending: (() => unknown)[] = [];
    const effects: Effects = { afterCommit: (effect) => pending.push(effect) };
    let result: T;
    try {
      result = await db.transaction((tx) => work(tx, effects));
    } catch (error) {
      if (attempt < attempts && isRetryable(error)) continue;
      throw error;
    }
    for (const effect of pending) {
      try {
        await effect();
      } catch (err) {
        log.error({ err }, 'an effect after commit failed');
      }
    }
    return result;
  }
}
