import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { testOrigin } from './build-test-app';

/** The Redis the tests' nodes talk through. */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * One node of a deployment: the real app on a database other nodes share, live updates
 * through Redis at `redisUrl`, test payments; on the clock given, or the real one.
 */
export function clusterNode(
  database: Database,
  redisUrl: string,
  dataDir: string,
  now?: () => Date,
): Promise<FastifyInstance> {
  return buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: testOrigin,
      DATA_DIR: dataDir,
      WEB_DIST: join(tmpdir(), 'jono-no-web-app'),
      REDIS_URL: redisUrl,
      JWT_SECRET: 'cluster-test-secret-of-at-least-32-chars',
      PAYMENTS: 'test',
      RATE_LIMIT_PER_MINUTE: '100000',
    }),
    database,
    logger: false,
    ...(now ? { now } : {}),
  });
}

/**
 * The adapter reads the stream only from when its reader is up, a moment after the start:
 * one node tells the other until it is heard, as a long-running deployment always is.
 */
export async function heardAcross(from: FastifyInstance, to: FastifyInstance) {
  const probe = `probe-${Math.random()}`;
  let timer: NodeJS.Timeout | undefined;
  await new Promise<void>((resolve) => {
    to.io.on('views:forget', (shopId) => {
      if (shopId === probe) resolve();
    });
    timer = setInterval(() => from.io.serverSideEmit('views:forget', probe), 50);
  });
  clearInterval(timer);
}
