// The deployment: the built server copied aside, a database of its own on PostgreSQL, a
// private Redis, two nodes behind the balancer, and the settings every node shares.
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../apps/server/src/test/free-port';
import type { PrivateRedis } from '../../apps/server/src/test/private-redis';
import { startTcpBalancer } from '../tcp-balancer';
import { proxyPort, useProxy } from './http';
import { healthy, type ServerNode, serverCopy, startNode, stopNode, workDir } from './nodes';
import { ADMIN_URL, repo, say } from './settings';

export type Cleanups = (() => Promise<unknown>)[];

export const databaseName = `jono_chaos_${randomBytes(4).toString('hex')}`;
export const databaseUrl = Object.assign(new URL(ADMIN_URL), {
  pathname: `/${databaseName}`,
}).toString();

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** VAPID keys as web-push makes them: a P-256 pair, base64url, shared by every node. */
function vapidKeys() {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  return {
    VAPID_PUBLIC_KEY: curve.getPublicKey('base64url'),
    VAPID_PRIVATE_KEY: curve.getPrivateKey('base64url'),
  };
}

/** The built server (built first when missing) copied aside, its database made, Redis started. */
async function prepare(redis: PrivateRedis, cleanups: Cleanups) {
  if (!existsSync(join(repo, 'apps/server/dist/server.js'))) {
    say('building the server');
    execFileSync('npm', ['run', 'build', '-w', '@jono/server'], { cwd: repo, stdio: 'inherit' });
  }
  mkdirSync(serverCopy, { recursive: true });
  cpSync(join(repo, 'apps/server/dist'), serverCopy, { recursive: true });
  cleanups.push(async () => rmSync(serverCopy, { recursive: true, force: true }));

  await admin(`CREATE DATABASE ${databaseName}`);
  cleanups.push(() => admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
  await redis.start();
  cleanups.push(() => redis.stop().catch(() => undefined));
}

function nodeEnv(redis: PrivateRedis): NodeJS.ProcessEnv {
  const uploads = join(workDir, 'uploads');
  mkdirSync(uploads);
  const webDist = join(repo, 'apps/web/dist');
  // What operations.md's "Several nodes" asks to be the same on every node.
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...vapidKeys(),
    UPLOAD_DIR: uploads,
    ...(existsSync(webDist) ? { WEB_DIST: webDist } : {}),
    PAYMENTS: 'test',
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
    GEOCODER_URL: 'off',
    // Every customer and page of the bench reaches the nodes from the balancer's address: a
    // connection-level balancer adds no X-Forwarded-For, so TRUST_PROXY would name nobody.
    RATE_LIMIT_PER_MINUTE: '10000000',
    JOINS_PER_ADDRESS: '10000000',
  };
}

const newNode = async (name: string): Promise<ServerNode> => ({
  name,
  port: await freePort(),
  process: null,
  isStopExpected: false,
  deaths: 0,
  redis: 'unknown',
});

/** Everything up and both nodes healthy behind the balancer; `cleanups` undoes it, last first. */
export async function startDeployment(redis: PrivateRedis, cleanups: Cleanups) {
  await prepare(redis, cleanups);
  const nodes: ServerNode[] = [await newNode('node1'), await newNode('node2')];
  const balancer = await startTcpBalancer(nodes.map((node) => node.port));
  useProxy(balancer.port);
  cleanups.push(() => balancer.close());
  const env = nodeEnv(redis);
  cleanups.push(async () => {
    for (const node of nodes) await stopNode(node, 'SIGTERM');
  });
  say(`database ${databaseName}, Redis ${redis.url}, balancer :${proxyPort}, logs in ${workDir}`);
  // The first node migrates and seeds; the second starts on what it made.
  for (const node of nodes) {
    startNode(node, env);
    await healthy(node);
    say(`${node.name} healthy on :${node.port}`);
  }
  return { nodes, balancer, env };
}
