// The server nodes: each a copy of the built server started, stopped (SIGTERM) or killed
// (SIGKILL), restarted when it dies unasked, and its health watched for Redis going and coming.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from './http';
import { phase, timedFault } from './phases';
import { repo, say, sleep } from './settings';

/** Where the nodes keep their data and logs. */
export const workDir = mkdtempSync(join(tmpdir(), 'jono-chaos-'));

/** A copy of the built server beside the repository's node_modules, which it imports from. */
export const serverCopy = join(
  repo,
  'node_modules',
  '.cache',
  `jono-chaos-${randomBytes(4).toString('hex')}`,
);

export interface ServerNode {
  name: string;
  port: number;
  process: ChildProcess | null;
  /** Set before the bench stops or kills it: any other exit is a death. */
  isStopExpected: boolean;
  deaths: number;
  redis: 'up' | 'down' | 'unknown';
}

export let deaths = 0;

export function startNode(node: ServerNode, env: NodeJS.ProcessEnv) {
  const log = createWriteStream(join(workDir, `${node.name}.log`), { flags: 'a' });
  const child = spawn(process.execPath, ['--enable-source-maps', join(serverCopy, 'server.js')], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, PORT: String(node.port), DATA_DIR: join(workDir, node.name) },
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  node.process = child;
  node.isStopExpected = false;
  child.once('exit', (code, signal) => {
    if (node.process === child) node.process = null;
    if (node.isStopExpected) return;
    node.deaths++;
    deaths++;
    say(`!! ${node.name} died (exit ${code ?? signal}); see ${join(workDir, `${node.name}.log`)}`);
    // Restarted as systemd's Restart=on-failure would, so the run goes on and can be read.
    setTimeout(() => startNode(node, env), 100);
  });
}

export async function healthy(node: ServerNode, limitMs = 120_000) {
  const deadline = performance.now() + limitMs;
  while (performance.now() < deadline) {
    const ok = await request('GET', '/api/health', undefined, {}, node.port).then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`${node.name} did not become healthy within ${limitMs / 1000} s`);
}

export async function stopNode(node: ServerNode, signal: 'SIGTERM' | 'SIGKILL') {
  const child = node.process;
  if (!child || child.exitCode !== null) return null;
  node.isStopExpected = true;
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, killedBy) => resolve(code ?? killedBy ?? '')),
  );
  const sentAt = performance.now();
  child.kill(signal);
  const code = await exited;
  return { code, ms: performance.now() - sentAt };
}

/** Each node's health as the operator's monitoring reads it, for when it saw Redis go and return. */
export async function watchNodeRedis(nodes: ServerNode[], isRunning: () => boolean) {
  while (isRunning()) {
    await Promise.all(
      nodes.map(async (node) => {
        const answer = await request('GET', '/api/health', undefined, {}, node.port).catch(
          () => null,
        );
        if (answer?.status !== 200) return;
        const redis = (JSON.parse(answer.body) as { redis?: 'up' | 'down' }).redis ?? 'unknown';
        if (redis === node.redis) return;
        node.redis = redis;
        const now = performance.now();
        // Restarts make a node's health go and come back too; only the Redis faults are timed.
        if (redis === 'down' && phase.isFault && phase.name.startsWith('Redis')) {
          phase.redisDownAfterMs.set(node.name, now - phase.startedAt);
        }
        if (redis === 'up' && timedFault?.endedAt != null && timedFault.name.startsWith('Redis')) {
          timedFault.redisUpAfterMs.set(node.name, now - timedFault.endedAt);
        }
        say(`   ${node.name}: redis ${redis}`);
      }),
    );
    await sleep(200);
  }
}
