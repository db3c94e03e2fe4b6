import type { RealtimeSocket } from '@/lib/socket';

type Listener = (...args: unknown[]) => void;

/**
 * Stands in for the app's one Socket.IO client (`realtimeSocket()` in lib/socket.ts): the
 * page under test gets `socket`; the test plays the server (`connect`, `disconnect`,
 * `serverSends`, answering what asks for an answer) and reads what the page sent (`sent`, as
 * [event, ...args] without the answer callback).
 */
export function createFakeSocket() {
  const listeners = new Map<string, Set<Listener>>();
  const sent: unknown[][] = [];
  /** Answers the page asked for and the test has not given yet (see `holdAnswers`). */
  const unanswered: Listener[] = [];
  let isAnswering = true;
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
      const answer = args.at(-1);
      if (typeof answer !== 'function') {
        sent.push([event, ...args]);
        return socket;
      }
      sent.push([event, ...args.slice(0, -1)]);
      // As the server does: a watch is answered once joined (after `timeout`: no error first).
      const reply = () => (answer as Listener)(null, { ok: true });
      if (isAnswering) queueMicrotask(reply);
      else unanswered.push(reply);
      return socket;
    },
    timeout(_ms: number) {
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
    /** From now on the page's requests for an answer wait for `answerAll`. */
    holdAnswers() {
      isAnswering = false;
    },
    /** The server answers every request waiting, and those to come. */
    answerAll() {
      isAnswering = true;
      for (const reply of unanswered.splice(0)) reply();
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
