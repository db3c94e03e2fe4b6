import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, expect, it } from 'vitest';
import { freePort } from './test/free-port';

const serverRoot = join(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'jono-stop-'));
const sockets: Socket[] = [];
afterAll(() => {
  for (const socket of sockets) socket.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('stops on SIGTERM with its live connections closed, exiting 0 well before the forced exit', {
  timeout: 120_000,
}, async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
  const serving = new Promise<void>((resolve) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Jono is serving')) resolve();
    });
  });
  const startedOrExited = await Promise.race([serving.then(() => 'serving'), exited]);
  expect(startedOrExited).toBe('serving');

  // Fifty open pages, each told when its connection ends.
  const pages = await Promise.all(
    Array.from({ length: 50 }, async () => {
      const socket = connect(origin, {
        transports: ['websocket'],
        reconnection: false,
        extraHeaders: { origin },
      });
      sockets.push(socket);
      const dropped = new Promise<string>((resolve) => socket.on('disconnect', resolve));
      await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
      return { dropped };
    }),
  );

  const stopAt = performance.now();
  server.kill('SIGTERM');
  const reasons = await Promise.all(pages.map((page) => page.dropped));
  expect(await exited).toBe(0);
  // The forced exit comes at 10 s with code 1: closing the connections is what ends it sooner.
  expect(performance.now() - stopAt).toBeLessThan(5_000);
  // A closed transport: the page's client reconnects at once, to another node if there is one.
  expect(new Set(reasons)).toEqual(new Set(['transport close']));
});
