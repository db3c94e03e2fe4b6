import type { RealtimeSocket } from '@/lib/socket';

type Listener = (...args: unknown[]) => void;

/**
 * Stands in for the app's one Socket.IO client (`realtimeSocket()` in lib/socket.ts): the
 * page under test gets `socket`; the test plays the server (`connect`, `disconnect`,
 * `serverSends`) and reads what the page sent (`sent`, as [event, ...args]).
 */
export function createFakeSocket() {
  const listeners = new Map<string, Set<Listener>>();
  const sent: unknown[][] = [];
  const fire = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(...args);
  };

  const socket = {
    connected: false,
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
      return socket;
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return socket;
    },
    emit(event: string, ...args: unknown[]) {
      sent.push([event, ...args]);
      return socket;
    },
  };

  return {
    socket: socket as unknown as RealtimeSocket,
    sent,
    /** The connection comes up (again). */
    connect() {
      socket.connected = true;
      fire('connect');
    },
    disconnect() {
      socket.connected = false;
      fire('disconnect', 'transport close');
    },
    /** The server announces `event`. */
    serverSends(event: string, ...args: unknown[]) {
      fire(event, ...args);
    },
    listenerCount(event: string) {
      return listeners.get(event)?.size ?? 0;
    },
    /** The arguments of every `event` the page sent. */
    sentArgs(event: string) {
      return sent.filter(([name]) => name === event).map(([, ...args]) => args);
    },
  };
}

export type FakeSocket = ReturnType<typeof createFakeSocket>;
