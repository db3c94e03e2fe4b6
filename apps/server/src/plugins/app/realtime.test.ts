import { randomUUID } from 'node:crypto';
import { rooms } from '@jono/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testOrigin } from '../../test/build-test-app';

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

  function handshake(origin: string): Promise<'connected' | 'refused'> {
    const socket = connect(url, {
      transports: ['websocket'],
      extraHeaders: { origin },
      reconnection: false,
    });
    sockets.push(socket);
    return new Promise((resolve) => {
      socket.on('connect', () => resolve('connected'));
      socket.on('connect_error', () => resolve('refused'));
    });
  }

  it('accepts a handshake from our own origin', async () => {
    expect(await handshake(testOrigin)).toBe('connected');
  });

  it('refuses a handshake from a foreign origin', async () => {
    expect(await handshake('https://evil.example')).toBe('refused');
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

    const shopId = randomUUID();
    const client = connect(secondUrl, {
      transports: ['websocket'],
      extraHeaders: { origin: testOrigin },
    });
    sockets.push(client);
    const received: unknown[] = [];
    client.on('shop:queue', (payload) => received.push(payload));
    await new Promise<void>((resolve) => client.on('connect', () => resolve()));
    client.emit('shop:watch', [shopId]);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const payload = { shopId, queue: 3, queueState: 'open' as const };
    first.app.io.to(rooms.shop(shopId)).emit('shop:queue', payload);
    await expect.poll(() => received, { timeout: 2000 }).toEqual([payload]);
  });
});
