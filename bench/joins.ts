// Walk-in joins (`POST /api/queue`) as fast as the product admits them: 50 in flight spread
// over 9 shops, and 10 in flight into one shop, each against a raw node:http server that reads
// the same request and answers a join's very bytes, interleaved in one run, median of 3 rounds.
// Every round starts at empty queues (its joins leave again, untimed, before the next). Printed
// per load: joins/s, p99, the baseline's req/s and the ratio, and the CPU one join costs in the
// server's process and, on PostgreSQL, in the database's. Last, no over-admission: a shop is
// sent 50 joins more than its queue takes, all at once, and must admit exactly its limit.
// The server is the production bundle (bench/bundled-server.ts); a minimal HTTP/1.1 client
// keeps the load generator far cheaper than what it measures.
// Run: npm run bench:joins (JOINS_SECONDS=2 per measurement; JOINS_PROFILE=<dir> writes a CPU
//   profile of the server during each load's last round there); on PostgreSQL too with
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (and only there with
//   TEST_DB_DRIVER=postgres)
import { fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { type BundledServer, startBundledServer } from './bundled-server';
import { captureAnswer, cpuMicros, drive, joinBody } from './raw-http';
import type { SoakShop } from './soak-server';

const ROUNDS = 3;
const seconds = Number(process.env.JOINS_SECONDS ?? 2);
const QUEUE_LIMIT = 2000;

let phone = 0;
/** A join as the web sends it, from a phone number no one else used in this run. */
function joinRequest(shop: SoakShop): Buffer {
  const body = joinBody(shop, `040${String(1_000_000 + ++phone)}`);
  return Buffer.from(
    `POST /api/queue HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept-Encoding: br, gzip\r\nConnection: keep-alive\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
const leaveRequest = (orderId: string) =>
  Buffer.from(
    `PATCH /api/queue/cancel/${orderId} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nContent-Length: 0\r\n\r\n`,
  );

/** The PostgreSQL server's processes on this machine (the postmaster and its backends). */
function postgresPids(): number[] {
  try {
    return readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
        } catch {
          return false;
        }
      })
      .map(Number);
  } catch {
    return [];
  }
}

interface Round {
  perSecond: number;
  /** Statements sent to PostgreSQL per join, BEGIN and COMMIT included (0 on PGlite). */
  statements: number;
  p99: number;
  serverCpu: number;
  databaseCpu: number;
  refused: number;
}

/** One timed load of joins; the orders it made are returned to leave afterwards. */
async function joinLoad(
  port: number,
  serverPid: number,
  targets: readonly SoakShop[],
  inFlight: number,
  ms: number,
  statementCount?: () => Promise<number>,
): Promise<Round & { orderIds: string[] }> {
  const databasePids = postgresPids();
  const statementsBefore = (await statementCount?.()) ?? 0;
  const latencies: number[] = [];
  const orderIds: string[] = [];
  let refused = 0;
  let turn = 0;
  const serverBefore = cpuMicros([serverPid]);
  const databaseBefore = cpuMicros(databasePids);
  const start = performance.now();
  await drive(
    port,
    inFlight,
    () => joinRequest(targets[turn++ % targets.length] as SoakShop),
    (answer) => {
      if (answer.status !== 201) {
        refused++;
        return;
      }
      latencies.push(answer.ms);
      const id = /"orderId":"([^"]+)"/.exec(answer.body.toString())?.[1];
      if (id) orderIds.push(id);
    },
    start + ms,
  );
  const elapsed = (performance.now() - start) / 1000;
  const serverAfter = cpuMicros([serverPid]);
  const databaseAfter = cpuMicros(databasePids);
  const statements = ((await statementCount?.()) ?? 0) - statementsBefore;
  const joins = latencies.length;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: joins / elapsed,
    p99: latencies[Math.floor(joins * 0.99)] ?? Number.NaN,
    serverCpu: (serverAfter - serverBefore) / joins,
    databaseCpu: (databaseAfter - databaseBefore) / joins,
    statements: statements / joins,
    refused,
    orderIds,
  };
}

async function leaveAll(port: number, orderIds: string[]) {
  let failed = 0;
  await drive(
    port,
    50,
    () => {
      const id = orderIds.pop();
      return id ? leaveRequest(id) : null;
    },
    (answer) => {
      if (answer.status !== 200) failed++;
    },
  );
  if (failed) throw new Error(`${failed} leaves failed`);
}

/** The baseline: node:http reading the same request, parsing its JSON, answering `answer`. */
function serveRaw(answer: { head: string; body: string }) {
  const body = Buffer.from(answer.body, 'base64');
  const headers = JSON.parse(answer.head) as Record<string, string>;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      JSON.parse(Buffer.concat(chunks).toString());
      response.writeHead(201, headers).end(body);
    });
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    process.send?.(address.port);
  });
}

/** One join's answer as it leaves the server, to be the baseline's answer. */
async function captureJoin(port: number, shop: SoakShop) {
  const { headers, body } = await captureAnswer(port, joinRequest(shop));
  const orderId = /"orderId":"([^"]+)"/.exec(body.toString())?.[1] ?? '';
  return { head: JSON.stringify(headers), body: body.toString('base64'), orderId };
}

function startRaw(answer: { head: string; body: string }) {
  const child = fork(new URL(import.meta.url).pathname, ['raw'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise<{ child: typeof child; port: number }>((resolve) => {
    child.once('message', (message) => {
      if (message === 'answer?') {
        child.send(answer);
        child.once('message', (port) => resolve({ child, port: port as number }));
      }
    });
  });
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** No over-admission: 50 joins more than a shop's queue takes, 50 at once. */
async function overAdmission(port: number, shop: SoakShop) {
  const statuses = new Map<number, number>();
  const orderIds: string[] = [];
  let sent = 0;
  await drive(
    port,
    50,
    () => (sent++ < QUEUE_LIMIT + 50 ? joinRequest(shop) : null),
    (answer) => {
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const id = /"orderId":"([^"]+)"/.exec(answer.body.toString())?.[1];
      if (answer.status === 201 && id) orderIds.push(id);
    },
  );
  await leaveAll(port, orderIds);
  return { admitted: statuses.get(201) ?? 0, refused: statuses.get(409) ?? 0, statuses };
}

async function run(label: string, env: NodeJS.ProcessEnv) {
  const profileDir = process.env.JOINS_PROFILE;
  const server: BundledServer = await startBundledServer('joins', {
    ...env,
    SOAK_QUEUE_LIMIT: String(QUEUE_LIMIT),
  });
  const port = Number(new URL(server.url).port);
  const statementCount = async () => {
    const measured = await server.ask({ type: 'measure' });
    return measured.type === 'measured' ? measured.statements : 0;
  };
  const serverPid = server.child.pid ?? 0;
  const [first] = server.shops;
  if (!first) throw new Error('no shops');
  const captured = await captureJoin(port, first);
  await leaveAll(port, [captured.orderId]);
  const raw = await startRaw(captured);
  const loads = [
    {
      name: `50 in flight across ${server.shops.length} shops`,
      targets: server.shops,
      inFlight: 50,
    },
    { name: '10 in flight into one shop', targets: [first], inFlight: 10 },
  ];
  const rounds = new Map(
    loads.map((load) => [load.name, { ours: [] as Round[], raw: [] as Round[] }]),
  );
  // Warm both (JIT, statements prepared on each connection), then the rounds.
  for (const load of loads) {
    await leaveAll(
      port,
      (await joinLoad(port, serverPid, load.targets, load.inFlight, 500)).orderIds,
    );
    await joinLoad(raw.port, raw.child.pid ?? 0, load.targets, load.inFlight, 500);
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, load] of loads.entries()) {
      const profiled = profileDir !== undefined && round === ROUNDS - 1;
      if (profiled) await server.ask({ type: 'profile', action: 'start' });
      const ours = await joinLoad(
        port,
        serverPid,
        load.targets,
        load.inFlight,
        seconds * 1000,
        statementCount,
      );
      if (profiled) {
        const file = path.join(profileDir, `${env.TEST_DB_DRIVER}-${index}.cpuprofile`);
        await server.ask({ type: 'profile', action: 'stop', file });
      }
      await leaveAll(port, ours.orderIds);
      const base = await joinLoad(
        raw.port,
        raw.child.pid ?? 0,
        load.targets,
        load.inFlight,
        seconds * 1000,
      );
      rounds.get(load.name)?.ours.push(ours);
      rounds.get(load.name)?.raw.push(base);
    }
  }
  const check = await overAdmission(port, first);
  raw.child.kill();
  await server.close();

  const isPostgres = env.TEST_DB_DRIVER === 'postgres';
  console.log(`\n${label}: median of ${ROUNDS} rounds of ${seconds} s, queues from empty`);
  console.log(
    'load'.padEnd(34),
    'joins/s'.padStart(8),
    'p99 ms'.padStart(7),
    'raw req/s'.padStart(10),
    'ratio'.padStart(6),
    'server us/join'.padStart(15),
    isPostgres ? 'postgres us/join'.padStart(17) : '',
    isPostgres ? 'statements/join'.padStart(16) : '',
    'refused'.padStart(8),
  );
  for (const load of loads) {
    const r = rounds.get(load.name);
    if (!r) continue;
    const ours = median(r.ours.map((x) => x.perSecond));
    const base = median(r.raw.map((x) => x.perSecond));
    console.log(
      load.name.padEnd(34),
      ours.toFixed(0).padStart(8),
      median(r.ours.map((x) => x.p99))
        .toFixed(1)
        .padStart(7),
      base.toFixed(0).padStart(10),
      `${(ours / base).toFixed(3)}x`.padStart(6),
      median(r.ours.map((x) => x.serverCpu))
        .toFixed(0)
        .padStart(15),
      isPostgres
        ? median(r.ours.map((x) => x.databaseCpu))
            .toFixed(0)
            .padStart(17)
        : '',
      isPostgres
        ? median(r.ours.map((x) => x.statements))
            .toFixed(2)
            .padStart(16)
        : '',
      String(r.ours.reduce((sum, x) => sum + x.refused, 0)).padStart(8),
    );
  }
  const overAdmitted = check.admitted - QUEUE_LIMIT;
  console.log(
    `over-admission: ${QUEUE_LIMIT + 50} joins, 50 at once, into a queue that takes ${QUEUE_LIMIT}: ${check.admitted} admitted, ${check.refused} refused as full (${overAdmitted > 0 ? `${overAdmitted} over-admitted` : '0 over-admitted'})`,
  );
  if (check.admitted !== QUEUE_LIMIT || check.refused !== 50) process.exitCode = 1;
}

const mode = process.argv[2];
if (mode === 'raw') {
  process.once('message', (answer: { head: string; body: string }) => serveRaw(answer));
  process.send?.('answer?');
} else {
  if (process.env.TEST_DB_DRIVER !== 'postgres')
    await run('embedded database (PGlite)', { TEST_DB_DRIVER: 'pglite' });
  if (process.env.TEST_DATABASE_URL) {
    await run('PostgreSQL', { TEST_DB_DRIVER: 'postgres' });
  } else {
    console.log('\n(set TEST_DATABASE_URL to measure PostgreSQL too)');
  }
}
