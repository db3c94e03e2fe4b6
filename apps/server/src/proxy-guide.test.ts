import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, watch, writeFileSync } from 'node:fs';
import { request as plainRequest } from 'node:http';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testOrigin } from './test/build-test-app';
import { freePort } from './test/free-port';
import { blockAfter } from './test/operations-guide';

const SITE_HEADING = '### nginx in front (TLS and WebSockets): /etc/nginx/sites-available/jono';
const dir = mkdtempSync(join(tmpdir(), 'jono-nginx-'));
let t: TestApp;
let tlsPort: number;
let plainPort: number;
let stopNginx: () => Promise<void> = async () => {};

/** The guide's site, as written but for the certificate (a throw-away one) and the ports. */
function site(appPort: number): string {
  return blockAfter(SITE_HEADING)
    .replace('/etc/letsencrypt/live/jono.example.fi/fullchain.pem', join(dir, 'cert.pem'))
    .replace('/etc/letsencrypt/live/jono.example.fi/privkey.pem', join(dir, 'key.pem'))
    .replace('listen 443 ', `listen 127.0.0.1:${tlsPort} `)
    .replace('listen 80;', `listen 127.0.0.1:${plainPort};`)
    .replace('http://127.0.0.1:3000', `http://127.0.0.1:${appPort}`);
}

/** One HTTPS request to nginx as a browser at jono.example.fi makes it. */
const get = (path: string) =>
  new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: tlsPort,
        path,
        servername: 'jono.example.fi',
        rejectUnauthorized: false,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end();
  });

beforeAll(async () => {
  const nginx = spawnSync('nginx', ['-v']);
  if (nginx.error) throw new Error('nginx is needed (Debian package nginx-light)');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
      ...[
        '-subj',
        '/CN=jono.example.fi',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
    ],
    { stdio: 'ignore' },
  );
  t = await buildTestApp({ TRUST_PROXY: '127.0.0.1' });
  const appPort = new URL(await t.app.listen({ host: '127.0.0.1', port: 0 })).port;
  tlsPort = await freePort();
  plainPort = await freePort();
  writeFileSync(join(dir, 'jono'), site(Number(appPort)));
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events {}
http { access_log off; include ${dir}/jono; }
`,
  );
  const started = new Promise<void>((resolve) => {
    // nginx writes its pid file once it listens.
    const watcher = watch(dir, () => {
      if (!existsSync(join(dir, 'nginx.pid'))) return;
      watcher.close();
      resolve();
    });
  });
  const server = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'inherit' });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  stopNginx = async () => {
    server.kill('SIGQUIT');
    await exited;
  };
  await started;
}, 60_000);

afterAll(async () => {
  await stopNginx();
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the operations guide's nginx site, in front of Jono", () => {
  it('is a configuration nginx accepts', () => {
    const check = spawnSync('nginx', ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], {
      encoding: 'utf8',
    });
    expect(check.stderr).toMatch(/syntax is ok/);
    expect(check.status).toBe(0);
  });

  it("serves the app over TLS, with nginx's request id in the answer, and hides the metrics", async () => {
    const health = await get('/api/health');
    expect(health.status).toBe(200);
    // nginx's $request_id (32 hex digits), kept because the proxy is trusted.
    expect(health.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect((await get('/metrics')).status).toBe(404);
  });

  it('carries live updates as a WebSocket', async () => {
    const socket = connect(`https://127.0.0.1:${tlsPort}`, {
      transports: ['websocket'],
      extraHeaders: { origin: testOrigin },
      rejectUnauthorized: false,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', () => resolve());
        socket.on('connect_error', reject);
      });
      expect(socket.io.engine.transport.name).toBe('websocket');
    } finally {
      socket.disconnect();
    }
  });

  it('sends plain HTTP to HTTPS', async () => {
    const answer = await new Promise<{ status?: number; location?: string }>((resolve, reject) => {
      const req = plainRequest(
        {
          host: '127.0.0.1',
          port: plainPort,
          path: '/queue/abc',
          headers: { host: 'jono.example.fi' },
        },
        (res) => {
          res.resume();
          resolve({ status: res.statusCode, location: res.headers.location });
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(answer).toEqual({ status: 301, location: 'https://jono.example.fi/queue/abc' });
  });
});
