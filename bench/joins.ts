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
import path from 'node:path';
import { type BundledServer, startBundledServer } from './bundled-server';
import { captureJoin, joinLoad, leaveAll, median, overAdmission, type Round } from './joins/load';
import { serveRaw, startRaw } from './joins/raw-baseline';

const ROUNDS = 3;
const seconds = Number(process.env.JOINS_SECONDS ?? 2);
const QUEUE_LIMIT = 2000;

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
  const raw = await startRaw(new URL(import.meta.url).pathname, captured);
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
  const check = await overAdmission(port, first, QUEUE_LIMIT);
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
