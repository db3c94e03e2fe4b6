// A rolling upgrade's middle: the previous release and this one serving one PostgreSQL
// database migrated by this one, side by side. The previous release is the code just before
// the newest migration (or PREVIOUS_RELEASE=<git ref>); it is checked out into a temporary
// worktree, installed with `npm ci` and built, then both servers run the journeys an old node
// meets while the new one has migrated: the shop list and a shop's page, a walk-in joining,
// following and leaving, and a staff member signing in and reading the board. It fails on any
// answer other than the one the journey expects (a 5xx most of all), on either release.
// Run: npm run build -w @jono/server && npm run bench:previous-release
//   (TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres by default)
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { knownMigrations } from '../apps/server/src/db/migrate';
import { demoPassword } from '../apps/server/src/db/seed/demo-shops';
import { seedDemoDataIfEmpty } from '../apps/server/src/db/seed/seed-demo-data';
import { freePort } from '../apps/server/src/test/free-port';
import { waitForHealth } from './built-product';
import { walkInOrder } from './raw-http';

const repository = fileURLToPath(new URL('..', import.meta.url));
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: repository, encoding: 'utf8' }).trim();

/** The commit before the one that added the newest migration: the release this one follows. */
function previousRelease(): string {
  if (process.env.PREVIOUS_RELEASE) return git('rev-parse', process.env.PREVIOUS_RELEASE);
  const added = git(
    'log',
    '-1',
    '--format=%H',
    '--',
    'apps/server/src/db/migrations/meta/_journal.json',
  );
  return git('rev-parse', `${added}^`);
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function startServer(entry: string, databaseUrl: string, port: number): ChildProcess {
  return spawn(process.execPath, [entry], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      SEED_DEMO_DATA: 'false',
      PAYMENTS: 'test',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      JWT_SECRET: 'previous-release-bench-secret-of-enough-length-0123456789',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'jono-previous-data-')),
    },
  });
}

interface Step {
  release: string;
  step: string;
  status: number;
  expected: number;
}

/** The journeys an old node meets during the upgrade, each step's answer recorded. */
async function journeys(release: string, base: string, steps: Step[]) {
  const call = async (step: string, expected: number, path: string, init?: RequestInit) => {
    const response = await fetch(`${base}${path}`, init);
    const text = await response.text();
    steps.push({ release, step, status: response.status, expected });
    return text ? JSON.parse(text) : {};
  };
  const json = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const shops = await call('shop list', 200, '/api/shops');
  for (const shop of shops.data ?? []) {
    const detail = await call('shop page', 200, `/api/shops/${shop.id}`);
    const service = detail.data?.categories?.[0]?.services?.[0];
    if (!service || detail.data.queueState !== 'open') continue;
    const joined = await call(
      'walk-in joins',
      201,
      '/api/queue',
      json(
        'POST',
        walkInOrder(
          { id: shop.id, serviceId: service.id, price: service.price, duration: service.duration },
          `0401${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
          'Rolling Upgrade',
        ),
      ),
    );
    const orderId = joined.data?.orderId;
    if (orderId) {
      await call('walk-in follows', 200, `/api/queue/${orderId}`);
      await call('walk-in leaves', 200, `/api/queue/cancel/${orderId}`, { method: 'PATCH' });
    }
    break;
  }
  const login = await call(
    'staff signs in',
    200,
    '/api/auth/email-login',
    json('POST', { email: 'owner.kallio@demo.jono.fi', password: demoPassword }),
  );
  const authorization = `Bearer ${login.session?.accessToken}`;
  await call('staff board', 200, '/api/staff/queue', { headers: { authorization } });
}

const ref = previousRelease();
const worktree = mkdtempSync(join(tmpdir(), 'jono-previous-release-'));
const name = `jono_previous_${Date.now().toString(36)}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).href;
const servers: ChildProcess[] = [];
try {
  console.log(
    `previous release: ${ref.slice(0, 10)} (${git('log', '-1', '--format=%s', ref).slice(0, 80)})`,
  );
  git('worktree', 'add', '--detach', worktree, ref);
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: worktree, stdio: 'ignore' });
  execFileSync('npm', ['run', 'build', '-w', '@jono/server'], { cwd: worktree, stdio: 'ignore' });
  const oldEntry = join(worktree, 'apps/server/dist/server.js');
  const newEntry = join(repository, 'apps/server/dist/server.js');
  if (!existsSync(newEntry))
    throw new Error('build this checkout first: npm run build -w @jono/server');

  await adminQuery(`create database ${name}`);
  const migrated = await openDatabase({ driver: 'postgres', url: databaseUrl });
  await seedDemoDataIfEmpty(migrated.db, new Date(), { historyDays: 14 });
  await migrated.close();
  console.log(`database migrated by this release: ${knownMigrations().length} migrations`);

  const steps: Step[] = [];
  for (const [release, entry] of [
    ['previous', oldEntry],
    ['this', newEntry],
  ] as const) {
    const port = await freePort();
    const server = startServer(entry, databaseUrl, port);
    servers.push(server);
    await waitForHealth(`http://127.0.0.1:${port}`, server, 120_000);
    await journeys(release, `http://127.0.0.1:${port}`, steps);
  }
  for (const s of steps) {
    console.log(
      `${s.release.padEnd(9)} ${s.step.padEnd(16)} ${s.status}${s.status === s.expected ? '' : `  (expected ${s.expected})`}`,
    );
  }
  const wrong = steps.filter((s) => s.status !== s.expected);
  console.log(`${steps.length} steps, ${wrong.length} wrong`);
  if (
    wrong.length > 0 ||
    !steps.some((s) => s.release === 'previous' && s.step === 'walk-in joins')
  ) {
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  for (const server of servers) server.kill('SIGTERM');
  await adminQuery(`drop database if exists ${name} with (force)`).catch(() => undefined);
  git('worktree', 'remove', '--force', worktree);
  rmSync(worktree, { recursive: true, force: true });
}
