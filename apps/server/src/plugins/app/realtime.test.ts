import { randomUUID } from 'node:crypto';
import { rooms } from '@jono/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testOrigin } from '../../test/build-test-app';
import { createShop } from '../../test/factories';
import { openLivePage, watch } from '../../test/live-pages';

describe('the live-update server', () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  /** A page's socket; `headers` are what its browser (or a proxy before us) sends. */
  function open(headers: Record<string, string>, target = url) {
    const socket = connect(target, {
      transports: ['websocket'],
      extraHeaders: headers,
      reconnection: false,
    });
    sockets.push(socket);
    const outcome = new Promise<'connected' | 'refused'>((resolve) => {
      socket.on('connect', () => resolve('connected'));
      socket.on('connect_error', () => resolve('refused'));
    });
    return { socket, outcome };
  }
  const handshake = (origin: string, headers: Record<string, string> = {}) =>
    open({ origin, ...headers }).outcome;

  /** The server sends the page's own connection an update: it arrives. */
  async function receives(socket: Socket) {
    const payload = {
      shopId: randomUUID(),
      queue: 2,
      queueState: 'open' as const,
      fullReason: null,
    };
    const arrived = new Promise((resolve) => socket.once('shop:queue', resolve));
    t.app.io.to(socket.id ?? '').emit('shop:queue', payload);
    return arrived;
  }

  it('accepts a handshake from our own origin', async () => {
    expect(await handshake(testOrigin)).toBe('connected');
  });

  it('accepts a page opened at another address of this server, and delivers its updates', async () => {
    const { port } = new URL(url);
    // The page at http://127.0.0.1:<port>, not the PUBLIC_URL's localhost:3000.
    const local = open({ origin: `http://127.0.0.1:${port}` });
    expect(await local.outcome).toBe('connected');
    expect(await receives(local.socket)).toMatchObject({ queue: 2 });
    // A phone on the shop's network, which reaches the server at its LAN address.
    const lan = open({ origin: 'http://192.168.1.20:3000', host: '192.168.1.20:3000' });
    expect(await lan.outcome).toBe('connected');
    expect(await receives(lan.socket)).toMatchObject({ queue: 2 });
  });

  it('refuses a handshake from a foreign origin', async () => {
    const { port } = new URL(url);
    for (const origin of [
      'https://evil.example',
      'http://evil.example',
      // Our host on another port or scheme is another origin.
      `http://127.0.0.1:${Number(port) + 1}`,
      `https://127.0.0.1:${port}`,
      'null',
    ]) {
      expect(await handshake(origin), origin).toBe('refused');
    }
    // Forwarded headers count only from a trusted proxy, and none is trusted here.
    expect(
      await handshake('https://jono.example', {
        'x-forwarded-host': 'jono.example',
        'x-forwarded-proto': 'https',
      }),
    ).toBe('refused');
  });
});

describe('the live-update server behind a trusted proxy', () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '127.0.0.1' });
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  function handshake(headers: Record<string, string>): Promise<'connected' | 'refused'> {
    const socket = connect(url, { transports: ['websocket'], extraHeaders: headers });
    sockets.push(socket);
    return new Promise((resolve) => {
      socket.on('connect', () => resolve('connected'));
      socket.on('connect_error', () => resolve('refused'));
    });
  }

  it('takes the address the proxy was reached at from its forwarded headers', async () => {
    const forwarded = { 'x-forwarded-host': 'jono.example', 'x-forwarded-proto': 'https' };
    expect(await handshake({ origin: 'https://jono.example', ...forwarded })).toBe('connected');
    expect(await handshake({ origin: 'http://jono.example', ...forwarded })).toBe('refused');
    expect(await handshake({ origin: 'https://evil.example', ...forwarded })).toBe('refused');
  });
});

describe('live updates across several server nodes (Redis)', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const nodes: TestApp[] = [];
  const sockets: Socket[] = [];
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    for (const node of nodes) await node.close();
  });

  it('delivers a room message from one node to a client connected to another', async () => {
    for (let i = 0; i < 2; i++) nodes.push(await buildTestApp({ REDIS_URL: redisUrl }));
    const [first, second] = nodes;
    if (!first || !second) throw new Error('two nodes expected');
    const secondUrl = await second.app.listen({ host: '127.0.0.1', port: 0 });
    await first.app.ready();

    // A page watches only a shop that exists on the node it is connected to.
    const shopId = (await createShop(second.database.db)).id;
    const client = await openLivePage(secondUrl);
    sockets.push(client);
    const received: unknown[] = [];
    client.on('shop:queue', (payload) => received.push(payload));
    await watch(client, 'shop:watch', [shopId]);

    const payload = { shopId, queue: 3, queueState: 'open' as const, fullReason: null };
    first.app.io.to(rooms.shop(shopId)).emit('shop:queue', payload);
    await expect.poll(() => received, { timeout: 2000 }).toEqual([payload]);
  });
});
