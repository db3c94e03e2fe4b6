/** A customer waiting in the queue, as the waiting-time rule plays them out. */
export interface QueuedCustomer {
  durationMinutes: number;
  /** The barber asked for; none (or null) is "any barber". */
  barberId?: string | null;
  /** The length the barber plans by: the catalogue's. The service's own when not given. */
  plannedMinutes?: number;
  /** When a walk-in still to come joins; one in the queue is here now. */
  joinsAt?: number;
}

/**
 * Who in the queue a chair takes next: the first customer in queue order who has joined by
 * then and may have its barber. The customers not yet served are kept as a linked list, so a
 * look-up passes only over those who are still waiting and cannot take this chair, never over
 * the ones already served; a long queue costs one pass per play-out, not one per customer.
 */
export class WaitingLine {
  readonly #queue: readonly QueuedCustomer[];
  readonly #joinsAt: number[];
  /** The earliest join of every customer from this index on: past it, nobody has joined yet. */
  readonly #joinedFrom: number[];
  readonly #next: number[];
  readonly #previous: number[];
  /** How many of those still waiting asked for each barber. */
  readonly #asked = new Map<string, number>();
  #first: number;
  size: number;

  constructor(queue: readonly QueuedCustomer[], now: number) {
    const count = queue.length;
    this.#queue = queue;
    this.#joinsAt = new Array(count);
    this.#joinedFrom = new Array(count + 1);
    this.#next = new Array(count);
    this.#previous = new Array(count);
    let joinedFrom = Number.POSITIVE_INFINITY;
    this.#joinedFrom[count] = joinedFrom;
    for (let i = count - 1; i >= 0; i--) {
      const joinsAt = queue[i]?.joinsAt ?? now;
      this.#joinsAt[i] = joinsAt;
      joinedFrom = Math.min(joinsAt, joinedFrom);
      this.#joinedFrom[i] = joinedFrom;
      this.#next[i] = i + 1 < count ? i + 1 : -1;
      this.#previous[i] = i - 1;
      const asked = queue[i]?.barberId;
      if (asked) this.#asked.set(asked, (this.#asked.get(asked) ?? 0) + 1);
    }
    this.#first = count > 0 ? 0 : -1;
    this.size = count;
  }

  /**
   * The first customer who has joined by `t` and may have a chair free now (`mayHave`: the
   * barber they asked for, and whether their service fits its barber's hours); -1 if none. Every index in the list has its entries, so the
   * fallbacks (the list's end, never joined) are never taken.
   */
  firstWith(mayHave: (customer: QueuedCustomer) => boolean, t: number): number {
    for (let i = this.#first; i !== -1; i = this.#next[i] ?? -1) {
      if ((this.#joinedFrom[i] ?? Number.POSITIVE_INFINITY) > t) return -1;
      const joinsAt = this.#joinsAt[i] ?? Number.POSITIVE_INFINITY;
      const customer = this.#queue[i];
      if (joinsAt <= t && customer && mayHave(customer)) return i;
    }
    return -1;
  }

  /** Whether someone still waiting asked for this barber. */
  isWanted(barberId: string | null): boolean {
    return barberId !== null && (this.#asked.get(barberId) ?? 0) > 0;
  }

  /** Takes customer `i`, still in the list, out of it; -1 links are the list's ends. */
  remove(i: number): void {
    const asked = this.#queue[i]?.barberId;
    if (asked) this.#asked.set(asked, (this.#asked.get(asked) ?? 0) - 1);
    const before = this.#previous[i] ?? -1;
    const after = this.#next[i] ?? -1;
    if (before === -1) this.#first = after;
    else this.#next[before] = after;
    if (after !== -1) this.#previous[after] = before;
    this.size--;
  }
}
