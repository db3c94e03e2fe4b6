import type { RealtimeSocket } from '@/lib/socket';

/** How long a page waits for the server to answer a watch before reading its data anyway. */
const WATCH_ANSWER_MS = 5000;

/**
 * Asks the server to follow an order, shops or the staff room, and settles once it has
 * answered (or has not in time): only then is the page in the room, so data read after it
 * misses no announcement. Refused or not, the page keeps what it reads over HTTP.
 */
export function watchAnswered(
  socket: RealtimeSocket,
  watch:
    | { event: 'order:watch'; orderId: string }
    | { event: 'shop:watch'; shopIds: string[] }
    | { event: 'staff:watch'; accessToken: string },
): Promise<void> {
  return new Promise((resolve) => {
    const answered = () => resolve();
    const timed = socket.timeout(WATCH_ANSWER_MS);
    if (watch.event === 'order:watch') timed.emit('order:watch', watch.orderId, answered);
    else if (watch.event === 'shop:watch') timed.emit('shop:watch', watch.shopIds, answered);
    else timed.emit('staff:watch', watch.accessToken, answered);
  });
}
