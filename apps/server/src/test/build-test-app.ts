import { mkdtempSync } from 'node:fs';
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
 * `env` overrides configuration the way the process environment would.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  now?: () => Date,
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: testOrigin,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'jono-test-')),
    WEB_DIST: join(tmpdir(), 'jono-no-web-app'),
    ...env,
  });
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, logger: false, ...(now ? { now } : {}) });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
