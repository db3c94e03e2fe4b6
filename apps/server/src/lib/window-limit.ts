import { type ErrorCode, errorCodes } from '@jono/contract';
import { ExpiringEntries } from './expiring-entries';
import { retryLater } from './http-error';

/**
 * At most `max` uses per key in any `windowMs`, counted in this process's memory as
 * @fastify/rate-limit counts: with several nodes each node counts the clients it serves,
 * which still stops one client from flooding a shop through one node.
 */
export class WindowLimit {
  private readonly uses = new ExpiringEntries<true>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    /** The refusal's code, for a client to word it its own way. */
    readonly code: ErrorCode = errorCodes.tooManyRequests,
  ) {}

  /**
   * Does `work` as one use of `key`, or refuses with 429 and Retry-After when the key has
   * none left. Only work that counts keeps its use: a failure, or a result `counts` rejects
   * (a replay of an earlier request), gives it back, except a failure `failureCounts` keeps
   * (one that answers a question a prober would ask). The use is taken before any waiting,
   * so requests arriving together cannot all slip under the limit.
   */
  async run<T>(
    key: string,
    now: Date,
    refusal: string,
    work: () => Promise<T>,
    counts: (result: T) => boolean = () => true,
    failureCounts: (error: unknown) => boolean = () => false,
  ): Promise<T> {
    if (this.uses.count(key, now) >= this.max) {
      const freeAt = this.uses.nextExpiry(key, now) ?? now;
      throw retryLater(refusal, freeAt.getTime() - now.getTime(), this.code);
    }
    const giveBack = this.uses.add(key, true, new Date(now.getTime() + this.windowMs), now);
    try {
      const result = await work();
      if (!counts(result)) giveBack();
      return result;
    } catch (error) {
      if (!failureCounts(error)) giveBack();
      throw error;
    }
  }
}
