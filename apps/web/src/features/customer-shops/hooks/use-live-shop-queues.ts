import type { ShopQueuePayload } from '@jono/contract/events';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import type { RealtimeSocket } from '@/lib/socket';
import { shopQueueAnnounced } from '../stores/live-queue-slice';

/** How many mounted pages watch each shop: the room is left only when the last one goes. */
const watchCounts = new Map<string, number>();
/** The mounted pages' readers of a shop's queue, announced or answered to a watch. */
const queueReaders = new Set<(payload: ShopQueuePayload) => void>();
let socketLoad: Promise<RealtimeSocket> | null = null;

/**
 * Joins the shops' rooms. The server answers with their queues as they stand once this tab is
 * in: whatever changed before (never announced here) reaches the pages like an announcement.
 */
function sendWatch(socket: RealtimeSocket, shopIds: string[]): void {
  socket.emit('shop:watch', shopIds, (queues) => {
    for (const queue of queues) for (const read of queueReaders) read(queue);
  });
}

/**
 * socket.io-client is not needed to draw the page: it downloads once there are shops on
 * screen to follow. On every (re)connect the server is told again what this tab watches,
 * since it forgets a dropped connection's rooms.
 */
function loadSocket(): Promise<RealtimeSocket> {
  socketLoad ??= import('@/lib/socket').then(({ realtimeSocket }) => {
    const socket = realtimeSocket();
    socket.on('connect', () => {
      const shopIds = [...watchCounts.keys()];
      if (shopIds.length > 0) sendWatch(socket, shopIds);
    });
    socket.on('shop:queue', (payload) => {
      for (const read of queueReaders) read(payload);
    });
    return socket;
  });
  return socketLoad;
}

/** Counts the watchers up, and joins the rooms of the shops nobody watched before. */
function watch(socket: RealtimeSocket, shopIds: readonly string[]): void {
  const added = shopIds.filter((id) => !watchCounts.has(id));
  for (const id of shopIds) watchCounts.set(id, (watchCounts.get(id) ?? 0) + 1);
  if (added.length > 0 && socket.connected) sendWatch(socket, added);
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
 * missed while offline are not replayed: on every (re)connect, and when a shop starts being
 * watched on a live connection, the server's answer to the watch brings the queues as they
 * stand.
 */
export function useLiveShopQueues(shopIds: readonly string[]): void {
  const dispatch = useDispatch();
  const key = [...new Set(shopIds)].sort().join(',');

  useEffect(() => {
    const ids = key === '' ? [] : key.split(',');
    if (ids.length === 0) return;
    const watched = new Set(ids);
    let socket: RealtimeSocket | null = null;
    let isMounted = true;
    const onQueue = (payload: ShopQueuePayload) => {
      if (watched.has(payload.shopId)) dispatch(shopQueueAnnounced(payload));
    };

    void loadSocket().then((loaded) => {
      if (!isMounted) return;
      socket = loaded;
      queueReaders.add(onQueue);
      watch(socket, ids);
    });

    return () => {
      isMounted = false;
      if (!socket) return;
      queueReaders.delete(onQueue);
      unwatch(socket, ids);
    };
  }, [dispatch, key]);
}
