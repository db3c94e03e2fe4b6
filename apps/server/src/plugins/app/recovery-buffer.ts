import type { Server } from 'socket.io';
import { Adapter, type BroadcastOptions, SessionAwareAdapter } from 'socket.io-adapter';

/** How long a page that dropped out gets back its rooms and what was said in them. */
export const RECOVERY_WINDOW_MS = 2 * 60 * 1000;
/**
 * Broadcasts one node keeps for pages that dropped out. A page whose last packet has already
 * gone is not recovered: it joins afresh and re-reads, as after any longer absence.
 */
export const RECOVERY_MAX_PACKETS = 10_000;
/** How far past the window the oldest packet may get before a trim: trims come in batches. */
const TRIM_SLACK_MS = 5_000;
/**
 * Events that are never replayed: each carries the whole current state of what it is about
 * (a place, a shop's count), and the page re-reads that state on every (re)connect anyway, so
 * a copy is only weight.
 */
const NOT_KEPT = new Set(['order:place', 'shop:queue']);

interface KeptPacket {
  emittedAt: number;
  /** The event's name, then its arguments. */
  data: unknown[];
}

/** A page that dropped out, held for the recovery window with the rooms it was in. */
interface HeldSession {
  rooms: readonly string[];
}

/**
 * The held sessions, counting how many of them each room has: whether a page may come back to
 * a room is one lookup, however many rooms a dropped page was in. The parent adapter adds,
 * restores and expires sessions through this map's own `set` and `delete`.
 */
class HeldSessions extends Map<string, HeldSession> {
  readonly roomCounts = new Map<string, number>();

  override set(id: string, session: HeldSession): this {
    this.delete(id);
    for (const room of session.rooms)
      this.roomCounts.set(room, (this.roomCounts.get(room) ?? 0) + 1);
    return super.set(id, session);
  }

  override delete(id: string): boolean {
    const session = this.get(id);
    if (!session) return false;
    for (const room of session.rooms) {
      const count = (this.roomCounts.get(room) ?? 1) - 1;
      if (count > 0) this.roomCounts.set(room, count);
      else this.roomCounts.delete(room);
    }
    return super.delete(id);
  }
}

/**
 * Socket.IO's session-aware adapter keeps every broadcast for the whole recovery window and
 * drops old ones once a minute, so its memory grows with the rate of broadcasts. This one keeps
 * no copy of state that pages re-read, nothing said to rooms that no page is in or may come
 * back to, and at most RECOVERY_MAX_PACKETS, none older than the window.
 */
export class BoundedRecoveryAdapter extends SessionAwareAdapter {
  private readonly held = new HeldSessions();

  constructor(...args: ConstructorParameters<typeof SessionAwareAdapter>) {
    super(...args);
    (this as unknown as { sessions: HeldSessions }).sessions = this.held;
  }

  override broadcast(packet: { data?: unknown[] }, opts: BroadcastOptions): void {
    if (NOT_KEPT.has(packet.data?.[0] as string) || !this.mayBeHeard(opts.rooms)) {
      Adapter.prototype.broadcast.call(this, packet, opts);
      return;
    }
    super.broadcast(packet, opts);
    const kept = this.kept();
    const threshold = Date.now() - RECOVERY_WINDOW_MS;
    const oldest = kept[0];
    // Trimmed in batches: dropping one packet at a time would move the whole list each time.
    const isOverdue = oldest !== undefined && oldest.emittedAt < threshold - TRIM_SLACK_MS;
    if (kept.length <= RECOVERY_MAX_PACKETS && !isOverdue) return;
    let drop = Math.max(0, kept.length - Math.floor(RECOVERY_MAX_PACKETS * 0.9));
    while (drop < kept.length && (kept[drop] as KeptPacket).emittedAt < threshold) drop++;
    kept.splice(0, drop);
  }

  /** Whether a page is in one of `rooms` now, or may come back to one (all: no rooms named). */
  private mayBeHeard(rooms: Set<string>): boolean {
    if (rooms.size === 0) return true;
    for (const room of rooms)
      if (this.rooms.has(room) || this.held.roomCounts.has(room)) return true;
    return false;
  }

  /** The parent's packet list, oldest first (private in its types, not in its code). */
  kept(): KeptPacket[] {
    return (this as unknown as { packets: KeptPacket[] }).packets;
  }
}

/** Broadcasts this node holds for recovery now (0 with several nodes: Redis holds them). */
export function recoveryBufferSize(io: Pick<Server, 'of'>): number {
  const adapter = io.of('/').adapter;
  return adapter instanceof BoundedRecoveryAdapter ? adapter.kept().length : 0;
}
