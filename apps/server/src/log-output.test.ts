import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { healthPath } from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { readableLine } from './lib/log-output';
import { tempFolders } from './test/temp-folders';
import { createTestDatabase } from './test/test-database';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = tempFolders('jono-log-');
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/**
 * The real app logging into a list, in the format and level the environment asks for, started
 * (with the routes a test adds first).
 */
async function loggingApp(
  env: Record<string, string>,
  addRoutes: (app: FastifyInstance) => void = () => {},
) {
  const lines: string[] = [];
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir(),
      WEB_DIST: join(tmpdir(), 'jono-no-web-app'),
      ...env,
    },
    false,
  );
  const database = await createTestDatabase();
  const app = await buildApp({
    config,
    database,
    logDestination: { write: (line: string) => lines.push(line) },
  });
  closers.push(async () => {
    await app.close();
    await database.close();
  });
  // What building and starting said (no built web app in tests; what the retention job does)
  // is not what these tests look at.
  addRoutes(app);
  await app.ready();
  lines.length = 0;
  return { app, lines };
}

describe('log format', () => {
  it('reads JSON at a terminal only when asked, and readable lines at a terminal otherwise', () => {
    expect(loadConfig({}, true).logFormat).toBe('readable');
    expect(loadConfig({}, false).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'production' }, true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'readable' }, false).logFormat).toBe('readable');
    expect(loadConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'pretty' })).toThrow(/LOG_FORMAT/);
  });

  it('writes one readable line per event and no request lines at info', async () => {
    const { app, lines } = await loggingApp({ LOG_FORMAT: 'readable', LOG_LEVEL: 'info' });
    await app.inject({ method: 'GET', url: healthPath });
    app.log.info({ shops: 3 }, 'Seeded demo shops');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d INFO {2}Seeded demo shops shops=3\n$/);
  });

  it('shows each request as one line at debug', async () => {
    const { app, lines } = await loggingApp({ LOG_FORMAT: 'readable', LOG_LEVEL: 'debug' });
    await app.inject({ method: 'GET', url: healthPath });
    const requestLines = lines.filter((line) => line.includes(healthPath));
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatch(
      new RegExp(`^\\d\\d:\\d\\d:\\d\\d DEBUG GET ${healthPath} 200 \\d+ms\\n$`),
    );
  });

  it('shows an error with its message and where it happened', () => {
    const error = new Error('SMTP refused');
    const line = readableLine(
      JSON.stringify({
        level: 50,
        time: Date.UTC(2026, 0, 2, 3, 4, 5),
        msg: 'mail run failed',
        err: { type: 'Error', message: error.message, stack: error.stack },
      }),
    );
    expect(line).toMatch(/^03:04:05 ERROR mail run failed\n {2}Error: SMTP refused\n\s+at /);
  });

  it('keeps JSON, one line at info per request saying who asked what and the outcome', async () => {
    const { app, lines } = await loggingApp({ LOG_LEVEL: 'info' });
    await app.inject({ method: 'GET', url: '/api/shops', remoteAddress: '203.0.113.9' });
    const entries = lines.map(
      (line) =>
        JSON.parse(line) as {
          level: number;
          msg: string;
          reqId: string;
          req: { method: string; url: string; remoteAddress: string };
          res: { statusCode: number };
          responseTime: number;
        },
    );
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/shops', remoteAddress: '203.0.113.9' },
      res: { statusCode: 200 },
    });
    expect(entry?.reqId).toEqual(expect.any(String));
    expect(entry?.responseTime).toBeGreaterThanOrEqual(0);
  });

  it('writes the health probe lines at debug only: a load balancer asks every few seconds', async () => {
    const quiet = await loggingApp({ LOG_LEVEL: 'info' });
    await quiet.app.inject({ method: 'GET', url: healthPath });
    expect(quiet.lines).toEqual([]);

    const verbose = await loggingApp({ LOG_LEVEL: 'debug' });
    await verbose.app.inject({ method: 'GET', url: healthPath });
    const entries = verbose.lines.map(
      (line) => JSON.parse(line) as { level: number; msg: string; req?: { url: string } },
    );
    expect(entries.filter((entry) => entry.req?.url === healthPath)).toEqual([
      expect.objectContaining({ level: 20, msg: 'request completed' }),
    ]);
  });

  it('ties the error line of a failed request to its request line by the request id', async () => {
    const { app, lines } = await loggingApp({ LOG_LEVEL: 'info' }, (unstarted) =>
      unstarted.get('/fails', async () => {
        throw new Error('disk on fire');
      }),
    );
    await app.inject({ method: 'GET', url: '/fails' });
    const entries = lines.map(
      (line) =>
        JSON.parse(line) as {
          level: number;
          reqId: string;
          err?: { message: string };
          req?: { url: string };
          res?: { statusCode: number };
        },
    );
    expect(entries).toHaveLength(2);
    const [failure, completed] = entries;
    expect(failure).toMatchObject({ level: 50, err: { message: 'disk on fire' } });
    expect(completed).toMatchObject({
      level: 30,
      req: { url: '/fails' },
      res: { statusCode: 500 },
    });
    expect(completed?.reqId).toBe(failure?.reqId);
  });

  it('honours LOG_LEVEL in either format', async () => {
    const { app, lines } = await loggingApp({ LOG_FORMAT: 'readable', LOG_LEVEL: 'warn' });
    app.log.info('not shown');
    app.log.warn('shown');
    expect(lines.map((line) => line.slice(9).trim())).toEqual(['WARN  shown']);
  });

  it('writes every request line to standard output before the process exits', async () => {
    const requests = 2000;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/test/fixtures/log-then-exit.ts', String(requests), dataDir()],
      { cwd: serverRoot, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    // A child still running when the test ends (it timed out) would write on into the data
    // folder after it is removed.
    onTestFinished(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    const messages = out
      .trimEnd()
      .split('\n')
      .map((line) => (JSON.parse(line) as { msg: string }).msg)
      .filter((msg) => msg === 'request completed');
    expect(messages).toHaveLength(requests);
  }, 60_000);
});
