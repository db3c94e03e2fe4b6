import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../db/client';
import { retryLater } from '../../lib/http-error';
import { lockForTransaction } from '../../lib/transaction-lock';
import { clearCounters, counterKey, countOne, readCounters } from './hourly-counters';

/**
 * Failed logins slow guessing down without ever keeping the owner out. One address that keeps
 * failing on one identifier must wait, longer after each further failure; failures on the
 * identifier from every address together only make its answers slower, never refused. Unknown
 * identifiers are counted like known ones, so neither reveals which accounts exist.
 */
const FREE_FAILURES_PER_ADDRESS = 5;
const FIRST_ADDRESS_WAIT_MS = 30_000;
const FREE_FAILURES_PER_IDENTIFIER = 10;
const FIRST_LOGIN_DELAY_MS = 100;
/** The slowest answer failures can cause: long for a guesser, short for the owner. */
export const MAX_LOGIN_DELAY_MS = 3_000;

export interface LoginAttempt {
  identifierKey: string;
  addressKey: string;
}

/** `identifier` already normalised (lower-case email, E.164 phone), so spellings count as one. */
export function loginAttempt(identifier: string, address: string): LoginAttempt {
  return {
    identifierKey: counterKey('login', identifier),
    addressKey: counterKey('login', identifier, address),
  };
}

/** How long an address must wait after its nth failure on an identifier; 0 below the limit. */
function addressWaitMs(failures: number) {
  if (failures < FREE_FAILURES_PER_ADDRESS) return 0;
  return FIRST_ADDRESS_WAIT_MS * 2 ** Math.min(failures - FREE_FAILURES_PER_ADDRESS, 10);
}

/** The delay every answer on an identifier gets after its nth failure from anywhere. */
function loginDelayMs(failures: number) {
  if (failures < FREE_FAILURES_PER_IDENTIFIER) return 0;
  const doubling = Math.min(failures - FREE_FAILURES_PER_IDENTIFIER, 10);
  return Math.min(MAX_LOGIN_DELAY_MS, FIRST_LOGIN_DELAY_MS * 2 ** doubling);
}

/**
 * Lets an attempt go ahead after the identifier's delay, or refuses an address that is
 * still waiting (429 with Retry-After) before any account is looked up. An attempt let in
 * counts as a failure at once, judged and counted under a lock on its address, so attempts
 * sent together are each judged against the ones before them (counted after the password
 * check, twenty sent at once were all let in); the right password takes the count back.
 */
export async function admitLogin(db: Db, attempt: LoginAttempt, now: Date) {
  const keys = [attempt.identifierKey, attempt.addressKey];
  const delay = await db.transaction(async (tx) => {
    await lockForTransaction(tx, `login ${attempt.addressKey}`);
    const counters = await readCounters(tx, keys, now);
    const byAddress = counters.get(attempt.addressKey);
    if (byAddress) {
      const retryAt = byAddress.lastCountedAt.getTime() + addressWaitMs(byAddress.count);
      if (retryAt > now.getTime()) {
        throw retryLater(
          'Too many failed logins from here; try again later',
          retryAt - now.getTime(),
        );
      }
    }
    await countOne(tx, keys, now);
    return loginDelayMs(counters.get(attempt.identifierKey)?.count ?? 0);
  });
  if (delay > 0) await sleep(delay);
}

/** The right password ends the slowing down for that identifier. */
export const clearLoginFailures = (db: Db, attempt: LoginAttempt) =>
  clearCounters(db, [attempt.identifierKey, attempt.addressKey]);
