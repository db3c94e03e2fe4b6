import type { ClientToServerEvents, ServerToClientEvents } from '@jono/contract/events';
import { io, type Socket } from 'socket.io-client';
import { env } from '@/config/env';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: RealtimeSocket | null = null;

/**
 * One Socket.IO connection for the whole app, opened on first use. It reconnects by itself;
 * subscribers re-send their watch on every `connect`, and re-read their data then, because
 * an announcement missed while offline is not replayed.
 */
export function realtimeSocket(): RealtimeSocket {
  socket ??= io(env.API_HOST || undefined, {
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    withCredentials: true,
  });
  return socket;
}
