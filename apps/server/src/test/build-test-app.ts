import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createTestDatabase } from './test-database';

export const testOrigin = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database, with no port open: requests go through inject().
 * `env` overrides configuration the way the process environment would. With `logLines`, the
 * app logs what an operator reads at a terminal (info and above) into that list.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  now?: () => Date,
  logLines?: string[],
): Promise<TestApp> {
  const logging = logLines
    ? { LOG_LEVEL: 'info', LOG_FORMAT: 'readable' }
    : { LOG_LEVEL: 'silent' };
  const dataDir = mkdtempSync(join(tmpdir(), 'jono-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    ...logging,
    PUBLIC_URL: testOrigin,
    DATA_DIR: dataDir,
    WEB_DIST: join(tmpdir(), 'jono-no-web-app'),
    // Journeys pay through the test checkout unless a test brings Stripe keys or turns it off.
    ...(env.STRIPE_SECRET_KEY ? {} : { PAYMENTS: 'test' }),
    ...env,
  });
  const database = await createTestDatabase();
  const app = await buildApp({
    config,
    database,
    ...(logLines
      ? { logDestination: { write: (line: string) => logLines.push(line) } }
      : { logger: false }),
    ...(now ? { now } : {}),
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
