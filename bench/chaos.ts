// Chaos test of a two-node deployment: two built server nodes on one PostgreSQL
// database, behind a local balancer, sharing a Redis of their own, under a steady stream of
// walk-in joins, staff serving the queue and customers' tracking pages. In one run, with a
// quiet interval before and after each: Redis stopped for 60 s, Redis frozen (SIGSTOP) for
// 60 s, a rolling restart (each node stopped with SIGTERM and started again, one at a time), and
// one node killed with SIGKILL (and started again, as systemd's Restart=on-failure does).
//
// Printed per phase: requests and failed requests, the slowest answer, tracking pages that
// missed live updates (their view differed from the database for more than a second), how
// long pages took to reconnect, how long each node took to notice Redis go and come back,
// and after each fault's end how long each page took to show the database's state again.
// At the end: acknowledged joins missing from the database, and node processes that exited
// without being asked. Exit 1 unless 0 node deaths, 0 lost acknowledged joins, 0 failed
// requests during the rolling restart, and every page consistent within 5 s of each fault's end.
//
// What a page is: a customer's tracking page as the web's (use-order-live-updates.ts): one
// Socket.IO connection (WebSocket, the client's default reconnection), `order:watch` and
// `shop:watch` sent on every connect and the order read again (GET /api/queue/{id}) once
// the server has answered, again on `live:resync`, and every `order:place` and `shop:queue`
// applied as it comes. Its view (status, position, the shop's queue length) is compared with
// the database's, worked out by the server's own code (shopQueueUpdate) every 250 ms. When its
// order is served the page closes and a new page follows a newer order, as queue-soak does.
//
// The balancer (tcp-balancer.ts) stands in for nginx or HAProxy in front of the nodes:
// round-robin per connection, health checks every second, a refused connection tried on the
// other node. Requests go one per connection, as nginx sends them upstream with operations.md's
// configuration (no upstream `keepalive`), so a node's keep-alive timing is not what is tested
// here. The rolling restart is the operator's procedure with such a balancer: take the node
// out (drain), let its requests finish, SIGTERM, start it, wait for its health, put it back.
// The SIGKILL is unplanned: the balancer learns of it from a refused connection or a failed
// health check, and requests in flight on that node fail (counted, not asserted).
//
// Needs PostgreSQL on 127.0.0.1:5432 (user postgres, trust; a database jono_chaos_<random>
// is created and dropped) and redis-server on the PATH. Runs the built server (apps/server/dist,
// built first when missing), copied aside so a build made meanwhile does not change it.
// Run: npm run bench:chaos
//   CHAOS_FAULT_SECONDS=10 (default 60) CHAOS_QUIET_SECONDS=15 (default 20)
//   CHAOS_PAGES=50 CHAOS_JOINS_PER_SECOND=5 CHAOS_QUEUE=60 (waiting customers kept)
//   CHAOS_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (where to create the database)
//   the nodes' logs are kept in the folder the run prints.
//
// The parts: chaos/settings.ts (the environment's knobs), chaos/phases.ts (what is measured per
// phase), chaos/http.ts (requests through the balancer), chaos/deployment.ts and chaos/nodes.ts
// (the database, Redis and the nodes), chaos/load.ts (joins and staff), chaos/pages.ts (the
// tracking pages and their consistency), chaos/faults.ts, chaos/report.ts.
import { openDatabase } from '../apps/server/src/db/client';
import { privateRedis } from '../apps/server/src/test/private-redis';
import { type Cleanups, databaseUrl, startDeployment } from './chaos/deployment';
import { freezeRedis, killNode, rollingRestart, stopRedis } from './chaos/faults';
import { acknowledged, demoShop, keepJoining, lostJoins, serveQueue } from './chaos/load';
import { watchNodeRedis, workDir } from './chaos/nodes';
import { closePages, keepSampling, openPages, pages } from './chaos/pages';
import { enter, phase } from './chaos/phases';
import { report } from './chaos/report';
import { QUEUE, QUIET_MS, say, sleep } from './chaos/settings';

const redis = await privateRedis();
const cleanups: Cleanups = [];
let isRunning = true;
const running = () => isRunning;
let exitCode = 1;

try {
  const { nodes, balancer, env } = await startDeployment(redis, cleanups);
  void watchNodeRedis(nodes, running);

  const truthDb = await openDatabase({ driver: 'postgres', url: databaseUrl, poolSize: 2 });
  cleanups.push(() => truthDb.close());

  const { shop, staff } = await demoShop();

  // The load runs through every phase.
  const inFlight = new Set<Promise<void>>();
  const joining = keepJoining(shop, running, inFlight);
  const serving = serveQueue(staff, running);
  while (acknowledged.length < QUEUE) await sleep(100);
  openPages(shop.id);
  const sampling = keepSampling(truthDb.db, shop.id, running);
  await sleep(QUIET_MS);

  enter('quiet', false);
  await sleep(QUIET_MS);

  await stopRedis(redis);
  await sleep(QUIET_MS);

  await freezeRedis(redis);
  await sleep(QUIET_MS);

  await rollingRestart(nodes, balancer, env);
  await sleep(QUIET_MS);

  await killNode(nodes, env);
  await sleep(QUIET_MS);

  phase.endedAt = performance.now();
  isRunning = false;
  await Promise.all([joining, serving, sampling]);
  await Promise.all(inFlight);
  closePages();

  // Every join the server acknowledged is in the database.
  const lost = await lostJoins(truthDb.db);

  exitCode = report(nodes, lost) ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  isRunning = false;
  for (const page of pages) page.socket.close();
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(error));
  say(`nodes' logs kept in ${workDir}`);
}
process.exit(exitCode);
