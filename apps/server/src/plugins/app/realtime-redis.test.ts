import { randomUUID } from 'node:crypto';
import { healthPath } from '@jono/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testOrigin } from '../../test/build-test-app';
import { freePort } from '../../test/free-port';
import { type PrivateRedis, privateRedis } from '../../test/private-redis';
import { openRedisLink } from './realtime-redis';

/** Every promise rejection nobody handled while these tests ran: each would kill a node. */
const unhandled: unknown[] = [];
const recordUnhandled = (reason: unknown) => unhandled.push(reason);
beforeAll(() => {
  process.on('unhandledRejection', recordUnhandled);
});
afterAll(() => {
  process.off('unhandledRejection', recordUnhandled);
});

const sockets: Socket[] = [];
const nodes: TestApp[] = [];
const servers: PrivateRedis[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  for (const node of nodes.splice(0)) await node.close();
  for (const server of servers.splice(0)) await server.stop().catch(() => undefined);
  expect(unhandled).toEqual([]);
});

interface Node {
  t: TestApp;
  url: string;
  logLines: string[];
}

async function startNode(redisUrl: string): Promise<Node> {
  const logLines: string[] = [];
  const t = await buildTestApp({ REDIS_URL: redisUrl, METRICS: 'true' }, undefined, logLines);
  nodes.push(t);
  const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  return { t, url, logLines };
}

/** A page's connection to one node, and what reaches it. */
async function client(node: Node) {
  const socket = connect(node.url, {
    transports: ['websocket'],
    extraHeaders: { origin: testOrigin },
    reconnection: false,
  });
  sockets.push(socket);
  const queues: unknown[] = [];
  let resyncs = 0;
  socket.on('shop:queue', (payload) => queues.push(payload));
  socket.on('live:resync', () => resyncs++);
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return {
    socket,
    id: socket.id ?? '',
    queues,
    resyncs: () => resyncs,
  };
}

type Client = Awaited<ReturnType<typeof client>>;

/** Node `from` announces a change to `to`'s page; resolves once it arrived. */
async function reaches(from: Node, to: Client, timeout = 2_000) {
  const payload = { shopId: randomUUID(), queue: 1, queueState: 'open' as const, fullReason: null };
  from.t.app.io.to(to.id).emit('shop:queue', payload);
  await expect.poll(() => to.queues, { timeout, interval: 20 }).toContainEqual(payload);
}

/**
 * Node `from` announces changes to `to`'s page until one arrives: after Redis is back, each
 * node's stream reader reconnects on its own back-off.
 */
async function reachesOnceBack(from: Node, to: Client) {
  const sent = new Set<string>();
  const arrived = () =>
    to.queues.some((payload) => sent.has((payload as { shopId: string }).shopId));
  await expect
    .poll(
      () => {
        const shopId = randomUUID();
        sent.add(shopId);
        from.t.app.io
          .to(to.id)
          .emit('shop:queue', { shopId, queue: 1, queueState: 'open', fullReason: null });
        return arrived();
      },
      { timeout: 15_000, interval: 200 },
    )
    .toBe(true);
}

async function health(node: Node) {
  const answer = await node.t.app.inject({ method: 'GET', url: healthPath });
  return { status: answer.statusCode, ...(answer.json() as { ok: boolean; redis?: string }) };
}

async function redisMetric(node: Node) {
  const answer = await node.t.app.inject({ method: 'GET', url: '/metrics' });
  const line = answer.body.split('\n').find((l) => l.startsWith('jono_redis_up '));
  return line === undefined ? undefined : Number(line.slice('jono_redis_up '.length));
}

const redisSays = async (node: Node) => (await health(node)).redis;

describe('live updates when Redis goes away', () => {
  it('keeps both nodes serving while Redis is stopped, and fans out again once it is back', async () => {
    const redis = await privateRedis();
    servers.push(redis);
    await redis.start();
    const a = await startNode(redis.url);
    const b = await startNode(redis.url);
    const onA = await client(a);
    const onB = await client(b);
    await reaches(a, onB);
    expect(await health(a)).toMatchObject({ status: 200, ok: true, redis: 'up' });
    expect(await redisMetric(a)).toBe(1);

    await redis.stop();
    for (const node of [a, b]) {
      await expect.poll(() => redisSays(node), { timeout: 5_000, interval: 50 }).toBe('down');
      expect(await health(node)).toMatchObject({ status: 200, ok: true, redis: 'down' });
      expect(node.logLines.some((line) => /ERROR .*Redis/.test(line))).toBe(true);
    }
    expect(await redisMetric(a)).toBe(0);
    // Changes still reach the node's own pages, and what a node tells the others fails quietly.
    a.t.app.io.serverSideEmit('views:forget', randomUUID());
    await reaches(a, onA);
    await reaches(b, onB);
    // A page leaving makes its node keep the page's session in Redis.
    const leaving = await client(a);
    leaving.socket.close();
    await reaches(a, onA);

    await redis.start();
    for (const node of [a, b]) {
      await expect.poll(() => redisSays(node), { timeout: 10_000, interval: 50 }).toBe('up');
    }
    expect(await redisMetric(a)).toBe(1);
    await reachesOnceBack(a, onB);
    await reaches(b, onA, 5_000);
    expect(a.logLines.some((line) => /INFO .*Redis/.test(line))).toBe(true);
  }, 60_000);

  it('notices a frozen Redis within seconds, and tells the pages to read again once it answers', async () => {
    const redis = await privateRedis();
    servers.push(redis);
    await redis.start();
    const a = await startNode(redis.url);
    const b = await startNode(redis.url);
    const onA = await client(a);
    const onB = await client(b);
    await reaches(a, onB);

    redis.freeze();
    const frozenAt = Date.now();
    await expect.poll(() => redisSays(a), { timeout: 6_000, interval: 50 }).toBe('down');
    const noticedIn = Date.now() - frozenAt;
    expect(noticedIn).toBeLessThan(5_000);
    expect(a.logLines.some((line) => /ERROR .*Redis/.test(line))).toBe(true);
    expect(await redisMetric(a)).toBe(0);
    // The node's own pages still hear of its changes while Redis hangs.
    await reaches(a, onA);

    redis.thaw();
    await expect.poll(() => redisSays(a), { timeout: 5_000, interval: 50 }).toBe('up');
    await expect.poll(() => redisSays(b), { timeout: 5_000, interval: 50 }).toBe('up');
    // What either node announced meanwhile may have been lost: pages on both read again,
    // whether or not their own node noticed the freeze (a short one may slip between pings).
    await expect
      .poll(() => onB.resyncs(), { timeout: 5_000, interval: 20 })
      .toBeGreaterThanOrEqual(1);
    await expect
      .poll(() => onA.resyncs(), { timeout: 5_000, interval: 20 })
      .toBeGreaterThanOrEqual(1);
    await reaches(a, onB, 5_000);
    console.info(`a frozen Redis was noticed in ${noticedIn} ms`);
  }, 60_000);

  it('logs no Redis outage when the node itself stops', async () => {
    const redis = await privateRedis();
    servers.push(redis);
    await redis.start();
    const a = await startNode(redis.url);
    const b = await startNode(redis.url);
    const onB = await client(b);
    await reaches(a, onB);
    expect(await redisSays(a)).toBe('up');
    nodes.splice(nodes.indexOf(a.t), 1);
    await a.t.close();
    // Every rolling restart stops nodes this way: an error line here would page an operator
    // (and count an outage) for a planned stop.
    expect(a.logLines.filter((line) => /ERROR .*Redis/.test(line))).toEqual([]);
  });

  it('starts and serves while Redis cannot be reached, and joins the others once it can', async () => {
    const port = await freePort();
    // Before, the realtime plugin waited for Redis until the app's plugin timeout failed it.
    const startedAt = Date.now();
    const a = await startNode(`redis://127.0.0.1:${port}`);
    console.info(`a node started without Redis in ${Date.now() - startedAt} ms`);
    expect(await health(a)).toMatchObject({ status: 200, ok: true, redis: 'down' });
    expect(a.logLines.some((line) => /ERROR .*Redis/.test(line))).toBe(true);
    const onA = await client(a);
    await reaches(a, onA);

    const redis = await privateRedis(port);
    servers.push(redis);
    await redis.start();
    await expect.poll(() => redisSays(a), { timeout: 10_000, interval: 50 }).toBe('up');
    const b = await startNode(redis.url);
    const onB = await client(b);
    await reachesOnceBack(a, onB);
  }, 60_000);

  it('leaves no command of the clients the adapter makes unhandled when they close', async () => {
    const link = openRedisLink(`redis://127.0.0.1:${await freePort()}`);
    // The adapter subscribes through a client it duplicates and drops the promise; a node
    // closing while that SUBSCRIBE waits for Redis rejects it.
    const subscriber = link.adapterClient.duplicate();
    subscriber.on('error', () => undefined);
    void subscriber.connect();
    void subscriber.subscribe('jono:test', () => undefined);
    subscriber.destroy();
    await link.close();
    // An unhandled rejection is reported after the microtasks that follow it have run.
    await new Promise((resolve) => setImmediate(resolve));
    expect(unhandled).toEqual([]);
  });
});
