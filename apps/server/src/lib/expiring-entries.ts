/**
 * Short-lived entries grouped by key, in this process's memory. Each entry lives until its
 * own expiry, a key goes with its last entry, and the keys stay bounded: past `maxKeys` the
 * key used least recently is forgotten first, so a flood of new keys costs memory for only
 * that many. A key's entries are kept in order of expiry, so what has expired is found at the
 * front and a key used thousands of times in its window (a load test, a shop's kiosk with a
 * raised limit) costs each use the same as a key used once.
 */
export class ExpiringEntries<T> {
  /** In order of last use: the Map keeps insertion order and every add re-inserts its key. */
  private readonly byKey = new Map<string, { value: T; expiresAt: number }[]>();

  constructor(private readonly maxKeys = 10_000) {}

  get keyCount(): number {
    return this.byKey.size;
  }

  /** The key's entries still alive at `now`. */
  live(key: string, now: Date): T[] {
    return this.liveEntries(key, now.getTime()).map((e) => e.value);
  }

  /** How many of the key's entries are alive at `now`. */
  count(key: string, now: Date): number {
    return this.liveEntries(key, now.getTime()).length;
  }

  /** The earliest instant one of the key's live entries expires, or null with none. */
  nextExpiry(key: string, now: Date): Date | null {
    const entries = this.liveEntries(key, now.getTime());
    const first = entries[0];
    return first ? new Date(first.expiresAt) : null;
  }

  /** Records an entry; the function returned takes it away again. */
  add(key: string, value: T, expiresAt: Date, now: Date): () => void {
    const entries = this.liveEntries(key, now.getTime());
    const entry = { value, expiresAt: expiresAt.getTime() };
    // Uses of one window expire in the order they came: the place is almost always the end.
    let at = entries.length;
    while (at > 0 && (entries[at - 1]?.expiresAt ?? 0) > entry.expiresAt) at--;
    entries.splice(at, 0, entry);
    this.byKey.delete(key);
    this.byKey.set(key, entries);
    this.forgetStale(now.getTime());
    return () => {
      const current = this.byKey.get(key);
      const at = current?.indexOf(entry) ?? -1;
      if (!current || at < 0) return;
      current.splice(at, 1);
      if (current.length === 0) this.byKey.delete(key);
    };
  }

  /** The key's live entries, the expired ones taken off the front of its list in place. */
  private liveEntries(key: string, now: number) {
    const entries = this.byKey.get(key);
    if (!entries) return [];
    let expired = 0;
    while (expired < entries.length && (entries[expired]?.expiresAt ?? 0) <= now) expired++;
    if (expired > 0) entries.splice(0, expired);
    if (entries.length === 0) this.byKey.delete(key);
    return entries;
  }

  /**
   * From the least recently used end: keys whose entries all expired, and any key past the
   * bound. It stops at the first key still alive, so each add costs only what expired since.
   */
  private forgetStale(now: number) {
    for (const [key, entries] of this.byKey) {
      const alive = (entries.at(-1)?.expiresAt ?? 0) > now;
      if (alive && this.byKey.size <= this.maxKeys) return;
      this.byKey.delete(key);
    }
  }
}
