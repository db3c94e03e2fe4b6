import type { ShopQueuePayload } from '@jono/contract/events';
import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import type { RealtimeSocket } from '@/lib/socket';
import { watchAnswered } from '@/lib/socket-watch';
import { shopQueueAnnounced, shopQueuesForgotten } from '../stores/live-queue-slice';

/** How many mounted pages watch each shop: the room is left only when the last one goes. */
const watchCounts = new Map<string, number>();
let socketLoad: Promise<RealtimeSocket> | null = null;
/** Settles once the server has answered the watch sent on the latest (re)connect. */
let rejoined: Promise<void> = Promise.resolve();

/**
 * socket.io-client is not needed to draw the page: it downloads once there are shops on
 * screen to follow. On every (re)connect the server is told again what this tab watches,
 * since it forgets a dropped connection's rooms.
 */
function loadSocket(): Promise<RealtimeSocket> {
  socketLoad ??= import('@/lib/socket').then(({ realtimeSocket }) => {
    const socket = realtimeSocket();
    // Registered before any page's own 'connect' listener, so those wait for this answer.
    socket.on('connect', () => {
      const shopIds = [...watchCounts.keys()];
      rejoined =
        shopIds.length > 0
          ? watchAnswered(socket, { event: 'shop:watch', shopIds })
          : Promise.resolve();
    });
    return socket;
  });
  return socketLoad;
}

/**
 * Counts the watchers up; on a live connection, tells the server about the shops nobody
 * watched before and returns them once it has answered (none without a connection: the
 * next connect sends them all).
 */
async function watch(socket: RealtimeSocket, shopIds: readonly string[]): Promise<string[]> {
  const added = shopIds.filter((id) => !watchCounts.has(id));
  for (const id of shopIds) watchCounts.set(id, (watchCounts.get(id) ?? 0) + 1);
  if (added.length === 0 || !socket.connected) return [];
  await watchAnswered(socket, { event: 'shop:watch', shopIds: added });
  return added;
}

function unwatch(socket: RealtimeSocket, shopIds: readonly string[]): void {
  const left: string[] = [];
  for (const id of shopIds) {
    const count = (watchCounts.get(id) ?? 1) - 1;
    if (count > 0) watchCounts.set(id, count);
    else {
      watchCounts.delete(id);
      left.push(id);
    }
  }
  if (left.length > 0 && socket.connected) socket.emit('shop:unwatch', left);
}

/**
 * Follows the queue count and state of the shops on screen ('shop:queue'). Announcements
 * missed while offline are not replayed, so on every (re)connect and when a shop starts being
 * watched on a live connection (each once the server has answered the watch), and when the
 * server says some may have been missed ('live:resync'), the page reads its data again
 * through `refetch`.
 */
export function useLiveShopQueues(shopIds: readonly string[], refetch: () => void): void {
  const dispatch = useDispatch();
  const refetchRef = useRef(refetch);
  useEffect(() => {
    refetchRef.current = refetch;
  });
  const key = [...new Set(shopIds)].sort().join(',');

  useEffect(() => {
    const ids = key === '' ? [] : key.split(',');
    if (ids.length === 0) return;
    const watched = new Set(ids);
    let socket: RealtimeSocket | null = null;
    let isMounted = true;

    const readAgain = (stale: string[]) => {
      dispatch(shopQueuesForgotten(stale));
      refetchRef.current();
    };
    const onConnect = () => void rejoined.then(() => readAgain(ids));
    const onResync = () => readAgain(ids);
    const onQueue = (payload: ShopQueuePayload) => {
      if (watched.has(payload.shopId)) dispatch(shopQueueAnnounced(payload));
    };

    void loadSocket().then((loaded) => {
      if (!isMounted) return;
      socket = loaded;
      socket.on('shop:queue', onQueue);
      socket.on('connect', onConnect);
      socket.on('live:resync', onResync);
      // Anything that changed between the fetch and joining the room was not announced.
      void watch(socket, ids).then((added) => {
        if (isMounted && added.length > 0) readAgain(added);
      });
    });

    return () => {
      isMounted = false;
      if (!socket) return;
      socket.off('shop:queue', onQueue);
      socket.off('connect', onConnect);
      socket.off('live:resync', onResync);
      unwatch(socket, ids);
    };
  }, [dispatch, key]);
}
