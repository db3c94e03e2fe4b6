// The bench server (bench/soak-server.ts) bundled the way `npm run build` bundles the product
// for production (workspace code inlined, npm packages loaded as they are) and started in a
// process of its own, not through a development loader, whose per-function bookkeeping would
// be measured too.
import { type ChildProcess, fork } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { FromServer, ToServer } from './soak-server';

export interface BundledServer {
  child: ChildProcess;
  url: string;
  shops: Extract<FromServer, { type: 'ready' }>['shops'];
  /** The server's answer to one request over IPC. */
  ask(message: Exclude<ToServer, { type: 'close' }>): Promise<FromServer>;
  close(): Promise<void>;
}

/** Builds and starts the server; `env` reaches it (SOAK_SHOPS, SOAK_QUEUE_LIMIT, the database). */
export async function startBundledServer(
  name: string,
  env: NodeJS.ProcessEnv,
  execArgv: string[] = [],
): Promise<BundledServer> {
  const bundleDir = fileURLToPath(new URL(`../node_modules/.cache/jono-${name}/`, import.meta.url));
  rmSync(bundleDir, { recursive: true, force: true });
  await build({
    entryPoints: [fileURLToPath(new URL('./soak-server.ts', import.meta.url))],
    outfile: path.join(bundleDir, 'soak-server.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'npm-packages-stay-external',
        setup(bundler) {
          bundler.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@jono/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  cpSync(
    fileURLToPath(new URL('../apps/server/src/db/migrations', import.meta.url)),
    path.join(bundleDir, 'migrations'),
    { recursive: true },
  );
  const child = fork(path.join(bundleDir, 'soak-server.mjs'), {
    execArgv: ['--expose-gc', ...execArgv],
    env: { ...process.env, ...env },
  });
  const nextMessage = () =>
    new Promise<FromServer>((resolve) => child.once('message', (m) => resolve(m as FromServer)));
  const ready = await nextMessage();
  if (ready.type !== 'ready') throw new Error('server did not start');
  return {
    child,
    url: ready.url,
    shops: ready.shops,
    ask(message) {
      const answer = nextMessage();
      child.send(message);
      return answer;
    },
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'close' } satisfies ToServer);
      await exited;
    },
  };
}
