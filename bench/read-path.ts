// The public read path against a raw node:http server answering the same bytes, both in
// processes of their own, measured interleaved in one run with 50 keep-alive connections:
// GET /api/health, /api/shops (9 shops), /api/shops/{id} and /api/queue/{id}, each as a phone
// asks (Accept-Encoding: br, gzip). Prints each path's req/s and p99, the raw baseline and the
// ratio, the median of 3 rounds, for the embedded database and, with TEST_DATABASE_URL, for
// PostgreSQL. The raw server's p99 is printed beside ours: on a shared machine it shows how
// much of a tail is the machine's (another process on the cores) rather than the product's.
// On Linux each server's CPU time per answer is printed too, read from /proc around each
// measurement: unlike req/s it hardly moves when other work shares the cores.
// Run: npm run bench:reads (READS_SECONDS=3 per measurement; READS_ONLY=<text> measures only
// the paths containing it, e.g. READS_ONLY=health with READS_PROFILE for one path's profile)
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { captureAnswer, cpuMicros, drive } from './raw-http';

const CONNECTIONS = 50;
const ROUNDS = 3;
const seconds = Number(process.env.READS_SECONDS ?? 3);

interface Captured {
  path: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

type FromChild = { type: 'ready'; port: number; paths?: string[] };

/** Child: the product on a fresh database with nine open shops and a queue. */
async function serveApp() {
  const { buildApp } = await import('../apps/server/src/app');
  const { loadConfig } = await import('../apps/server/src/config');
  const { createCatalogue, createQueueEntry, createShop, everyDay } = await import(
    '../apps/server/src/test/factories'
  );
  const { createTestDatabase } = await import('../apps/server/src/test/test-database');
  const database = await createTestDatabase();
  const shopIds: string[] = [];
  let orderId = '';
  for (let i = 0; i < 9; i++) {
    const shop = await createShop(database.db, {
      name: `Parturi ${i}`,
      chairCount: 2,
      queueLimit: 100,
      openingHours: everyDay('00:00', '24:00'),
    });
    await createCatalogue(database.db, shop.id, {
      services: [
        { name: 'Hiustenleikkaus', priceCents: 3000, durationMinutes: 30 },
        { name: 'Parta', priceCents: 2000, durationMinutes: 20 },
      ],
    });
    for (let j = 0; j < 3; j++) {
      const entry = await createQueueEntry(database.db, shop.id, { totalDurationMinutes: 30 });
      orderId ||= entry.id;
    }
    shopIds.push(shop.id);
  }
  const config = loadConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://localhost:3996',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'jono-reads-')),
    WEB_DIST: join(tmpdir(), 'jono-no-web-app'),
    SEED_DEMO_DATA: 'false',
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  // A production start logs each request at info as JSON; the lines go to /dev/null here.
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  process.send?.({
    type: 'ready',
    port: address.port,
    paths: ['/api/health', '/api/shops', `/api/shops/${shopIds[0]}`, `/api/queue/${orderId}`],
  } satisfies FromChild);
}

/** Child: a raw node:http server sending each captured answer's very bytes. */
function serveRaw(answers: Captured[]) {
  const byPath = new Map(
    answers.map((a) => [a.path, { ...a, bytes: Buffer.from(a.body, 'base64') }]),
  );
  const server = createServer((request, response) => {
    const answer = byPath.get(request.url ?? '');
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, answer.headers).end(answer.bytes);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    process.send?.({ type: 'ready', port: address.port } satisfies FromChild);
  });
}

const request = (path: string) =>
  Buffer.from(
    `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: br, gzip\r\nConnection: keep-alive\r\n\r\n`,
  );

/** One answer as its bytes leave the server: status, headers and body, still coded. */
async function capture(port: number, path: string): Promise<Captured> {
  const { status, headers, body } = await captureAnswer(port, request(path));
  return { path, status, headers, body: body.toString('base64') };
}

/** 50 connections, one request in flight on each, for `ms`: answers per second and the p99. */
async function load(port: number, path: string, ms: number) {
  const bytes = request(path);
  const latencies: number[] = [];
  let errors = 0;
  try {
    await drive(
      port,
      CONNECTIONS,
      () => bytes,
      (answer) => {
        if (answer.status !== 200) errors++;
        latencies.push(answer.ms);
      },
      performance.now() + ms,
    );
  } catch {
    errors++;
  }
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / (ms / 1000),
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? Number.NaN,
    errors,
  };
}

function start(mode: 'app' | 'raw', env: NodeJS.ProcessEnv, answers?: Captured[]) {
  const child = fork(new URL(import.meta.url).pathname, [mode], {
    env,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    // READS_PROFILE=<dir>: the product's process writes a CPU profile there when it ends.
    execArgv: [
      '--import',
      'tsx',
      ...(mode === 'app' && process.env.READS_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.READS_PROFILE}`]
        : []),
    ],
  });
  return new Promise<{ child: typeof child; ready: FromChild }>((resolve) => {
    child.on('message', (message: FromChild | 'answers?') => {
      if (message === 'answers?') child.send(answers ?? []);
      else resolve({ child, ready: message });
    });
  });
}

/** One load of `path` and the CPU the server process spent per answer meanwhile. */
async function measure(pid: number, port: number, path: string, ms: number) {
  const before = cpuMicros([pid]);
  const result = await load(port, path, ms);
  return {
    ...result,
    cpuPerAnswer: (cpuMicros([pid]) - before) / (result.perSecond * (ms / 1000)),
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function run(label: string, env: NodeJS.ProcessEnv) {
  const app = await start('app', env);
  const only = process.env.READS_ONLY;
  const paths = (app.ready.paths ?? []).filter((path) => !only || path.includes(only));
  const answers: Captured[] = [];
  for (const path of paths) answers.push(await capture(app.ready.port, path));
  const raw = await start('raw', process.env, answers);
  const figures = new Map<
    string,
    {
      ours: number[];
      p99: number[];
      cpu: number[];
      raw: number[];
      rawP99: number[];
      rawCpu: number[];
      errors: number;
    }
  >();
  for (const path of paths) {
    figures.set(path, { ours: [], p99: [], cpu: [], raw: [], rawP99: [], rawCpu: [], errors: 0 });
  }
  // Warm both (JIT, views, connections), then the rounds, each path's pair back to back.
  for (const path of paths) {
    await load(app.ready.port, path, 500);
    await load(raw.ready.port, path, 500);
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const path of paths) {
      const f = figures.get(path);
      if (!f) continue;
      const ours = await measure(app.child.pid ?? 0, app.ready.port, path, seconds * 1000);
      const base = await measure(raw.child.pid ?? 0, raw.ready.port, path, seconds * 1000);
      f.ours.push(ours.perSecond);
      f.p99.push(ours.p99);
      f.cpu.push(ours.cpuPerAnswer);
      f.raw.push(base.perSecond);
      f.rawP99.push(base.p99);
      f.rawCpu.push(base.cpuPerAnswer);
      f.errors += ours.errors + base.errors;
    }
  }
  console.log(`\n${label}: ${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${seconds} s`);
  console.log(
    'path'.padEnd(58),
    'req/s'.padStart(8),
    'p99 ms'.padStart(8),
    'raw req/s'.padStart(10),
    'raw p99'.padStart(8),
    'ratio'.padStart(7),
    'cpu us'.padStart(7),
    'raw cpu'.padStart(8),
    'bytes'.padStart(7),
  );
  for (const answer of answers) {
    const f = figures.get(answer.path);
    if (!f) continue;
    const ours = median(f.ours);
    const base = median(f.raw);
    console.log(
      `GET ${answer.path}`.padEnd(58),
      ours.toFixed(0).padStart(8),
      median(f.p99).toFixed(1).padStart(8),
      base.toFixed(0).padStart(10),
      median(f.rawP99).toFixed(1).padStart(8),
      `${(ours / base).toFixed(2)}x`.padStart(7),
      median(f.cpu).toFixed(0).padStart(7),
      median(f.rawCpu).toFixed(0).padStart(8),
      String(Buffer.from(answer.body, 'base64').length).padStart(7),
      f.errors ? ` (${f.errors} errors)` : '',
    );
  }
  // Asked to end (not killed), so a CPU profile is written.
  app.child.send('exit');
  raw.child.send('exit');
  await Promise.all([app.child, raw.child].map((c) => new Promise((r) => c.once('exit', r))));
}

const mode = process.argv[2];
if (mode === 'app' || mode === 'raw') {
  process.on('message', (message) => {
    if (message === 'exit') process.exit(0);
  });
}
if (mode === 'app') {
  await serveApp();
} else if (mode === 'raw') {
  process.once('message', (answers: Captured[]) => serveRaw(answers));
  process.send?.('answers?');
} else {
  await run('embedded database (PGlite)', { ...process.env, TEST_DB_DRIVER: 'pglite' });
  if (process.env.TEST_DATABASE_URL) {
    await run('PostgreSQL', { ...process.env, TEST_DB_DRIVER: 'postgres' });
  } else {
    console.log('\n(set TEST_DATABASE_URL to measure PostgreSQL too)');
  }
}
