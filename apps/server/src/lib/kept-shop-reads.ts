import type { ShopChangeClock } from './shop-changes';

const MINUTE = 60_000;

interface Kept<T> {
  /** The change count when the read began. */
  readonly since: number;
  readonly minute: number;
  readonly value: Promise<T>;
}

/**
 * Reads about a shop kept in memory until the shop changes or the minute turns, at most
 * `size` of them (the oldest go first). A read racing a change is never kept: the entry
 * remembers the change count from before its read began. A failed read is not kept either,
 * so an unknown shop costs a read each time. The minute bounds what a change nobody
 * announced can leave standing (a row written by hand, a job's work).
 */
export class KeptShopReads<T> {
  private readonly kept = new Map<string, Kept<T>>();

  constructor(
    private readonly clock: ShopChangeClock,
    private readonly size: number,
  ) {}

  /** The kept answer to `key` about the shop, or `read`'s, made once however many ask. */
  get(shopId: string, key: string, now: Date, read: () => Promise<T>): Promise<T> {
    const minute = Math.floor(now.getTime() / MINUTE);
    const known = this.kept.get(key);
    if (known && known.minute === minute && !this.clock.changedSince(shopId, known.since)) {
      return known.value;
    }
    const made: Kept<T> = { since: this.clock.count, minute, value: read() };
    this.kept.delete(key);
    this.kept.set(key, made);
    if (this.kept.size > this.size) this.kept.delete(this.kept.keys().next().value as string);
    made.value.catch(() => {
      if (this.kept.get(key) === made) this.kept.delete(key);
    });
    return made.value;
  }
}
