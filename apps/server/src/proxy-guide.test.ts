import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
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

/**
 * The operations guide's proxies as written, in front of the real app: each one's file with
 * only what a test machine must change (a throw-away certificate in place of Let's Encrypt's,
 * free ports in place of 443 and 80, the app's port in place of 3000).
 */
const dir = mkdtempSync(join(tmpdir(), 'jono-proxies-'));
let t: TestApp;
let appPort: string;

const certificate = join(dir, 'cert.pem');
const privateKey = join(dir, 'key.pem');

beforeAll(async () => {
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
      ...['-subj', '/CN=jono.example.fi', '-addext', 'subjectAltName=DNS:jono.example.fi'],
      ...['-keyout', privateKey, '-out', certificate],
    ],
    { stdio: 'ignore' },
  );
  t = await buildTestApp({ TRUST_PROXY: '127.0.0.1' });
  appPort = new URL(await t.app.listen({ host: '127.0.0.1', port: 0 })).port;
}, 60_000);

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** One request to the proxy as a browser at jono.example.fi makes it. */
function ask(
  port: number,
  path: string,
  tls = true,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const options = { host: '127.0.0.1', port, path, headers: { host: 'jono.example.fi' } };
    const answered = (res: import('node:http').IncomingMessage) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    };
    const req = tls
      ? request({ ...options, servername: 'jono.example.fi', rejectUnauthorized: false }, answered)
      : plainRequest(options, answered);
    req.on('error', reject);
    req.end();
  });
}

/** A tracking page's live connection through the proxy, once it is up: its transport. */
async function liveTransport(port: number): Promise<string> {
  const socket = connect(`https://127.0.0.1:${port}`, {
    transports: ['websocket'],
    extraHeaders: { origin: testOrigin, host: 'jono.example.fi' },
    rejectUnauthorized: false,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    return socket.io.engine.transport.name;
  } finally {
    socket.disconnect();
  }
}

/** Starts a proxy and stops it when the suite ends; `ready` resolves once it listens. */
function startProxy(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const server: ChildProcess = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  afterAll(async () => {
    server.kill('SIGQUIT');
    await exited;
  });
  return server;
}

describe("the operations guide's nginx site, in front of Jono", () => {
  const nginxDir = join(dir, 'nginx');
  let tlsPort: number;
  let plainPort: number;

  beforeAll(async () => {
    if (spawnSync('nginx', ['-v']).error) {
      throw new Error('nginx is needed (Debian package nginx-light)');
    }
    execFileSync('mkdir', ['-p', nginxDir]);
    tlsPort = await freePort();
    plainPort = await freePort();
    const site = blockAfter(
      '### nginx in front (TLS and WebSockets): /etc/nginx/sites-available/jono',
    )
      .replace('/etc/letsencrypt/live/jono.example.fi/fullchain.pem', certificate)
      .replace('/etc/letsencrypt/live/jono.example.fi/privkey.pem', privateKey)
      .replace('listen 443 ', `listen 127.0.0.1:${tlsPort} `)
      .replace('listen 80;', `listen 127.0.0.1:${plainPort};`)
      .replace('http://127.0.0.1:3000', `http://127.0.0.1:${appPort}`);
    writeFileSync(join(nginxDir, 'jono'), site);
    writeFileSync(
      join(nginxDir, 'nginx.conf'),
      `daemon off; worker_processes 1; pid ${nginxDir}/nginx.pid; error_log ${nginxDir}/error.log;
events {}
http { access_log off; include ${nginxDir}/jono; }
`,
    );
    const started = new Promise<void>((resolve) => {
      // nginx writes its pid file once it listens.
      const watcher = watch(nginxDir, () => {
        if (!existsSync(join(nginxDir, 'nginx.pid'))) return;
        watcher.close();
        resolve();
      });
    });
    startProxy('nginx', ['-p', nginxDir, '-c', join(nginxDir, 'nginx.conf')]);
    await started;
  }, 60_000);

  it('is a configuration nginx accepts', () => {
    const check = spawnSync('nginx', ['-t', '-p', nginxDir, '-c', join(nginxDir, 'nginx.conf')], {
      encoding: 'utf8',
    });
    expect(check.stderr).toMatch(/syntax is ok/);
    expect(check.status).toBe(0);
  });

  it("serves the app over TLS, with nginx's request id in the answer, and hides the metrics", async () => {
    const health = await ask(tlsPort, '/api/health');
    expect(health.status).toBe(200);
    // nginx's $request_id (32 hex digits), kept because the proxy is trusted.
    expect(health.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect((await ask(tlsPort, '/metrics')).status).toBe(404);
  });

  it('carries live updates as a WebSocket', async () => {
    expect(await liveTransport(tlsPort)).toBe('websocket');
  });

  it('sends plain HTTP to HTTPS', async () => {
    const answer = await ask(plainPort, '/queue/abc', false);
    expect([answer.status, answer.headers.location]).toEqual([
      301,
      'https://jono.example.fi/queue/abc',
    ]);
  });
});

describe("the operations guide's Caddy site, in front of Jono", () => {
  const caddyDir = join(dir, 'caddy');
  let tlsPort: number;
  let plainPort: number;

  beforeAll(async () => {
    if (spawnSync('caddy', ['version']).error) {
      throw new Error('caddy is needed (Debian package caddy)');
    }
    execFileSync('mkdir', ['-p', caddyDir]);
    tlsPort = await freePort();
    plainPort = await freePort();
    // The throw-away certificate in place of the one Caddy would fetch from Let's Encrypt.
    const site = blockAfter('With Caddy the same is two lines, TLS included:')
      .replace('127.0.0.1:3000', `127.0.0.1:${appPort}`)
      .replace('jono.example.fi {', `jono.example.fi {\n    tls ${certificate} ${privateKey}`);
    // Global options a test needs: its ports, and the certificate for a client that names no
    // server (a WebSocket to an address).
    writeFileSync(
      join(caddyDir, 'Caddyfile'),
      `{\n\tadmin off\n\thttp_port ${plainPort}\n\thttps_port ${tlsPort}\n\tdefault_sni jono.example.fi\n}\n\n${site}`,
    );
    const server = startProxy(
      'caddy',
      ['run', '--config', join(caddyDir, 'Caddyfile'), '--adapter', 'caddyfile'],
      { HOME: caddyDir, XDG_DATA_HOME: caddyDir, XDG_CONFIG_HOME: caddyDir },
    );
    await new Promise<void>((resolve, reject) => {
      let said = '';
      server.stderr?.on('data', (chunk: Buffer) => {
        said += chunk.toString();
        if (said.includes('serving initial configuration')) resolve();
      });
      server.once('exit', (code) => reject(new Error(`caddy exited with ${code}: ${said}`)));
    });
  }, 60_000);

  it('serves the app over TLS and hides the metrics', async () => {
    const health = await ask(tlsPort, '/api/health');
    expect(health.status).toBe(200);
    expect(health.headers['x-request-id']).toBeDefined();
    expect((await ask(tlsPort, '/metrics')).status).toBe(404);
  });

  it('carries live updates as a WebSocket', async () => {
    expect(await liveTransport(tlsPort)).toBe('websocket');
  });

  it('sends plain HTTP to HTTPS', async () => {
    const answer = await ask(plainPort, '/queue/abc', false);
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe('https://jono.example.fi/queue/abc');
  });
});
