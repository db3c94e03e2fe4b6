import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../apps/server/src/test/free-port';

/** This checkout's build, or another's (BENCH_SERVER) to compare two versions of the server. */
const serverEntry =
  process.env.BENCH_SERVER ??
  fileURLToPath(new URL('../apps/server/dist/server.js', import.meta.url));

export async function waitForHealth(base: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${base}/api/health within ${timeoutMs} ms`);
}

/**
 * Starts the built product as `npm start` does (production mode, embedded database, demo
 * data) on a free port with a throw-away data folder. It serves apps/web/dist, or the build
 * WEB_DIST names, so a bench can compare two builds without touching the shared one; `env`
 * adds to or overrides its settings.
 */
export async function startBuiltProduct(
  webDist = process.env.WEB_DIST,
  env: NodeJS.ProcessEnv = {},
) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'jono-bench-'));
  const base = `http://localhost:${port}`;
  const server = spawn(process.execPath, [serverEntry], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...(webDist ? { WEB_DIST: webDist } : {}),
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Many page loads from one address in a few minutes.
      RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, server, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, port, dataDir, pid: server.pid, stop };
}

/** Debian's Chromium with the flags every browser run here uses (never a downloaded one). */
export const chromiumPath = '/usr/bin/chromium';
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
