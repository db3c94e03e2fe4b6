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
