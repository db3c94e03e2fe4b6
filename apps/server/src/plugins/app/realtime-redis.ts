import { createClient, type RedisClientType } from 'redis';

/**
 * How often Redis is asked whether it answers, and how long an answer may take. A stopped
 * Redis shows at once (the connection drops); a hung one (frozen, swapping, a network path
 * that eats packets) keeps its connection open and is noticed only by a PING left unanswered,
 * so within two of these periods.
 */
export const REDIS_CHECK_MS = 2_000;

export type RedisState = 'up' | 'down';

/** What the rest of the node reads of the Redis link. */
export interface RedisStatus {
  readonly state: RedisState;
  /** Times Redis went down (or could not be reached at start) since this node started. */
  readonly outages: number;
}

export interface RedisLink extends RedisStatus {
  /** Why Redis is down (the last connection error, or the PING left unanswered). */
  readonly reason: string;
  /**
   * The client the Socket.IO adapter talks through. While Redis is down each command it sends
   * fails at once, and one waiting when Redis is found hung fails then, so the adapter delivers
   * to this node's own pages without waiting. No failure of it goes unhandled: the adapter
   * leaves some commands' promises unwatched, and an unhandled rejection ends the process.
   */
  readonly adapterClient: RedisClientType;
  /** Resolves when Redis first answers, or after `deadlineMs`, whichever is sooner. */
  firstAnswer(deadlineMs: number): Promise<void>;
  /** Called on every change of state, with why Redis is down. */
  onChange(listener: (state: RedisState, reason: string) => void): void;
  close(): Promise<void>;
}

/** The adapter's commands to Redis; its readers and subscriber are duplicates it makes itself. */
const ADAPTER_COMMANDS = new Set(['xAdd', 'publish', 'sPublish', 'set', 'xRange', 'sendCommand']);

const ignore = () => undefined;

/** A promise whose rejection is handled here, so it cannot end the process. */
function watched<T>(promise: Promise<T>): Promise<T> {
  promise.catch(ignore);
  return promise;
}

/**
 * Every promise a client's methods return, watched: the adapter drops some (its SUBSCRIBE on
 * the client it duplicates, for one), and a node closing while one waits rejects it.
 */
function everyPromiseWatched(client: RedisClientType): RedisClientType {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args);
        return result instanceof Promise ? watched(result) : result;
      };
    },
  });
}

/**
 * The client handed to the adapter: its commands go through `send`, which fails them while
 * Redis is down, and the clients it duplicates (its stream readers and subscriber) have every
 * promise watched.
 */
function adapterClientOf(
  client: RedisClientType,
  send: (command: () => Promise<unknown>) => Promise<unknown>,
): RedisClientType {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      // The adapter's readers block on Redis: they wait for it to return rather than fail
      // at once and ask again in a busy loop.
      if (property === 'duplicate') {
        return () => everyPromiseWatched(target.duplicate({ disableOfflineQueue: false }));
      }
      if (typeof value !== 'function') return value;
      if (typeof property === 'string' && ADAPTER_COMMANDS.has(property)) {
        return (...args: unknown[]) => send(() => value.apply(target, args));
      }
      return value.bind(target);
    },
  });
}

type ChangeListener = (state: RedisState, reason: string) => void;

/** A promise that rejects when Redis is found down, and the way to reject it. */
function newDownSignal() {
  let fail: (error: Error) => void = ignore;
  const promise = watched(
    new Promise<never>((_resolve, reject) => {
      fail = reject;
    }),
  );
  return { promise, fail };
}

/**
 * What the node knows of Redis: up or down and why, its outages, and whether it has ever
 * answered. Going down fails every command still waiting on `wentDown`.
 */
class LinkState {
  state: RedisState = 'down';
  reason = 'not connected yet';
  outages = 0;
  // The node closing its own connection is no outage: nothing is logged or counted.
  isClosing = false;
  readonly listeners: ChangeListener[] = [];
  wentDown = newDownSignal();
  private firstAnswer: () => void = ignore;
  readonly answered = new Promise<void>((resolve) => {
    this.firstAnswer = resolve;
  });

  become(next: RedisState, why: string) {
    if (this.isClosing) return;
    if (next === 'up') this.firstAnswer();
    if (next === this.state) return;
    this.state = next;
    this.reason = why;
    if (next === 'down') {
      this.outages++;
      this.wentDown.fail(new Error(`Redis is down: ${why}`));
    } else {
      this.wentDown = newDownSignal();
    }
    for (const listener of this.listeners) listener(next, why);
  }
}

/** One check of Redis: a PING unless one is still out, down if unanswered by REDIS_CHECK_MS. */
function healthCheckOf(client: RedisClientType, link: LinkState): () => void {
  let isPinging = false;
  return () => {
    if (isPinging) return;
    if (!client.isReady) {
      link.become('down', link.reason === '' ? 'not connected' : link.reason);
      return;
    }
    isPinging = true;
    const deadline = setTimeout(
      () => link.become('down', `no answer to PING within ${REDIS_CHECK_MS} ms`),
      REDIS_CHECK_MS,
    );
    client
      .ping()
      .then(
        () => link.become('up', ''),
        (error: Error) => link.become('down', error.message),
      )
      .finally(() => {
        clearTimeout(deadline);
        isPinging = false;
      });
  };
}

/** Fails a command at once while Redis is down, and as soon as it is found down while waiting. */
function sendWhileUp(link: LinkState) {
  return (command: () => Promise<unknown>) => {
    if (link.state === 'down') {
      return watched(Promise.reject(new Error(`Redis is down: ${link.reason}`)));
    }
    return watched(Promise.race([watched(command()), link.wentDown.promise]));
  };
}

/**
 * The connection of one node to Redis, and its health: checked by a PING every
 * REDIS_CHECK_MS with a deadline of as much, and on every connection event.
 */
export function openRedisLink(url: string): RedisLink {
  const client: RedisClientType = createClient({
    url,
    // A command while the connection is down fails at once rather than waiting for Redis to
    // return. The client reconnects by itself (its default strategy never gives up).
    disableOfflineQueue: true,
  });
  const link = new LinkState();
  const check = healthCheckOf(client, link);

  // Without a listener an `error` event ends the process. Each one (one per failed reconnect)
  // is the latest reason; the state change is what gets logged.
  client.on('error', (error: Error) => {
    link.reason = error.message;
    check();
  });
  client.on('end', check);
  client.on('ready', check);
  watched(client.connect());
  const timer = setInterval(check, REDIS_CHECK_MS);
  timer.unref();

  const adapterClient = adapterClientOf(client, sendWhileUp(link));

  return {
    get state() {
      return link.state;
    },
    get outages() {
      return link.outages;
    },
    get reason() {
      return link.reason;
    },
    adapterClient,
    async firstAnswer(deadlineMs) {
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([
        link.answered,
        new Promise<void>((resolve) => {
          timeout = setTimeout(resolve, deadlineMs);
        }),
      ]);
      clearTimeout(timeout);
      // Not reached in time: it counts as an outage from the start.
      if (link.state === 'down' && link.outages === 0) link.outages = 1;
    },
    onChange(listener) {
      link.listeners.push(listener);
    },
    async close() {
      link.isClosing = true;
      clearInterval(timer);
      // Announcements still on their way leave when Redis answers; a down one has none.
      if (link.state === 'up') await client.close();
      else client.destroy();
    },
  };
}
