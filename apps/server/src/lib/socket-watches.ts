import { type ErrorCode, errorCodes, type WatchAnswer } from '@jono/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';

/** One kind of room a page follows by naming ids: shops or orders. */
export interface WatchKind {
  /** What the log calls it. */
  name: string;
  /**
   * The rooms of this kind one connection may be in. Rooms live in the server's memory for as
   * long as the connection does: without a bound, one page could hold millions of them.
   */
  limit: number;
  room: (id: string) => string;
  /** The ids among `ids` that name a row, read in one indexed statement. */
  existing: (ids: readonly string[]) => Promise<ReadonlySet<string>>;
}

const joined: WatchAnswer = { ok: true };
const refused = (code: ErrorCode): WatchAnswer => ({ ok: false, code });

/**
 * Joins one connection to the rooms of ids that exist, up to the kind's limit. A watch past
 * the limit is refused, not made room for by dropping the oldest: a page still on screen
 * would silently stop hearing its shop or order, while a refused page is told so and keeps
 * what it read. Ids being checked count against the limit too, so a burst of watches sent at
 * once cannot overtake it, and a connection has at most `limit` reads in flight. The rooms
 * are counted from the connection's own rooms, which a recovered connection gets back.
 */
export function roomWatcher(socket: Socket, kind: WatchKind, log: FastifyBaseLogger) {
  const prefix = kind.room('');
  let checking = 0;
  const roomsHeld = () => {
    let count = 0;
    for (const room of socket.rooms) if (room.startsWith(prefix)) count += 1;
    return count;
  };

  return async (ids: readonly string[]): Promise<WatchAnswer> => {
    const fresh = [...new Set(ids)].filter((id) => !socket.rooms.has(kind.room(id)));
    if (fresh.length === 0) return joined;
    if (roomsHeld() + checking + fresh.length > kind.limit) {
      return refused(errorCodes.tooManyRequests);
    }
    checking += fresh.length;
    try {
      const found = await kind.existing(fresh);
      if (fresh.some((id) => !found.has(id))) return refused(errorCodes.notFound);
      // Rooms joined after the connection has gone would never be left; nobody hears this.
      if (socket.disconnected) return refused(errorCodes.unavailable);
      await socket.join(fresh.map(kind.room));
      return joined;
    } catch (error) {
      log.error({ err: error }, `checking a ${kind.name} watch failed`);
      return refused(errorCodes.unavailable);
    } finally {
      checking -= fresh.length;
    }
  };
}

/** Answers a watch when the client asked for an answer; older clients send no callback. */
export function answerWatch(answer: Promise<WatchAnswer>, acknowledge: unknown): void {
  void answer.then((result) => {
    if (typeof acknowledge === 'function') acknowledge(result);
  });
}
