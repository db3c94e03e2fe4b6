/**
 * Short-lived entries grouped by key, in this process's memory. Each entry lives until its
 * own expiry, a key goes with its last entry, and the keys stay bounded: past `maxKeys` the
 * key used least recently is forgotten first, so a flood of new keys costs memory for only
 * that many.
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

  /** The earliest instant one of the key's live entries expires, or null with none. */
  nextExpiry(key: string, now: Date): Date | null {
    const entries = this.liveEntries(key, now.getTime());
    return entries.length === 0 ? null : new Date(Math.min(...entries.map((e) => e.expiresAt)));
  }

  /** Records an entry; the function returned takes it away again. */
  add(key: string, value: T, expiresAt: Date, now: Date): () => void {
    const entries = this.liveEntries(key, now.getTime());
    const entry = { value, expiresAt: expiresAt.getTime() };
    entries.push(entry);
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

  private liveEntries(key: string, now: number) {
    const entries = (this.byKey.get(key) ?? []).filter((e) => e.expiresAt > now);
    if (entries.length === 0) this.byKey.delete(key);
    else this.byKey.set(key, entries);
    return entries;
  }

  /**
   * From the least recently used end: keys whose entries all expired, and any key past the
   * bound. It stops at the first key still alive, so each add costs only what expired since.
   */
  private forgetStale(now: number) {
    for (const [key, entries] of this.byKey) {
      const alive = entries.some((e) => e.expiresAt > now);
      if (alive && this.byKey.size <= this.maxKeys) return;
      this.byKey.delete(key);
    }
  }
}
