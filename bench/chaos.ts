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
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SessionResponse, ShopDetail, ShopSummary } from '@jono/contract';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { type Db, openDatabase } from '../apps/server/src/db/client';
import { queueEntries } from '../apps/server/src/db/schema';
import { shopQueueUpdate } from '../apps/server/src/modules/queue/queue-updates';
import { freePort } from '../apps/server/src/test/free-port';
import { privateRedis } from '../apps/server/src/test/private-redis';
import { startTcpBalancer } from './tcp-balancer';

const seconds = (name: string, fallback: number) => Number(process.env[name] ?? fallback) * 1000;
const FAULT_MS = seconds('CHAOS_FAULT_SECONDS', 60);
const QUIET_MS = seconds('CHAOS_QUIET_SECONDS', 20);
const PAGES = Number(process.env.CHAOS_PAGES ?? 50);
const JOINS_PER_SECOND = Number(process.env.CHAOS_JOINS_PER_SECOND ?? 5);
const QUEUE = Number(process.env.CHAOS_QUEUE ?? 60);
const ADMIN_URL = process.env.CHAOS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The issue's bound: every page shows the database's state this soon after a fault ends. */
const CONSISTENT_WITHIN_MS = 5_000;
/** A page whose view differs from the database this long has missed a live update. */
const STALE_MS = 1_000;
const SAMPLE_MS = 250;
/** CHAOS_VERBOSE=1: each page's stale spells as they start and end. */
const VERBOSE = process.env.CHAOS_VERBOSE === '1';
const REQUEST_TIMEOUT_MS = 10_000;

const repo = fileURLToPath(new URL('..', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const started = performance.now();
const clock = () => `${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`;
const say = (line: string) => console.log(`${clock()}  ${line}`);

// ---- what is measured, per phase ------------------------------------------------------------

interface Phase {
  name: string;
  /** A fault (its end starts the consistency clock) or a quiet interval. */
  isFault: boolean;
  requests: number;
  failed: Map<string, number>;
  slowestMs: number;
  /** Pages whose view differed from the database for longer than STALE_MS. */
  stalePages: Set<number>;
  longestStaleMs: number;
  reconnectMs: number[];
  /** Per node: ms from the fault's start until its health said Redis down, and from its end to up. */
  redisDownAfterMs: Map<string, number>;
  redisUpAfterMs: Map<string, number>;
  /**
   * Per page slot: ms from the fault's end until its view matched the database and stayed so
   * (no later stale spell before the next fault), and until it first matched.
   */
  consistentAfterMs: Map<number, number>;
  firstConsistentAfterMs: Map<number, number>;
  startedAt: number;
  endedAt: number | null;
}

const phases: Phase[] = [];
let phase = newPhase('warm-up', false);

function newPhase(name: string, isFault: boolean): Phase {
  const created: Phase = {
    name,
    isFault,
    requests: 0,
    failed: new Map(),
    slowestMs: 0,
    stalePages: new Set(),
    longestStaleMs: 0,
    reconnectMs: [],
    redisDownAfterMs: new Map(),
    redisUpAfterMs: new Map(),
    consistentAfterMs: new Map(),
    firstConsistentAfterMs: new Map(),
    startedAt: performance.now(),
    endedAt: null,
  };
  phases.push(created);
  return created;
}

/** The fault whose end the pages are being timed from, until the next phase after its quiet. */
let timedFault: Phase | null = null;

function enter(name: string, isFault: boolean) {
  phase.endedAt ??= performance.now();
  // A new fault ends the timing of the last one's aftermath.
  if (isFault) timedFault = null;
  phase = newPhase(name, isFault);
  say(`-- ${name}`);
}

function endFault() {
  phase.endedAt = performance.now();
  timedFault = phase;
  enter(`after ${phase.name}`, false);
}

// ---- HTTP, one request per connection as the balancer's nodes see it from nginx -------------

interface Answer {
  status: number;
  body: string;
}

let proxyPort = 0;

function request(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  port = proxyPort,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within 10 s')));
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * A request of the load, counted in the phase it started in: failed when it got no answer or a
 * status outside `expected`.
 */
async function counted(
  kind: string,
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
  expected: (status: number) => boolean = (status) => status >= 200 && status < 300,
): Promise<Answer | null> {
  const during = phase;
  during.requests++;
  const sentAt = performance.now();
  let failure: string;
  try {
    const answer = await request(method, path, body, headers);
    during.slowestMs = Math.max(during.slowestMs, performance.now() - sentAt);
    if (expected(answer.status)) return answer;
    failure = `${kind} ${answer.status}`;
  } catch (error) {
    failure = `${kind} ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`;
  }
  during.failed.set(failure, (during.failed.get(failure) ?? 0) + 1);
  return null;
}

// ---- the deployment --------------------------------------------------------------------------

const workDir = mkdtempSync(join(tmpdir(), 'jono-chaos-'));
const databaseName = `jono_chaos_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${databaseName}` }).toString();

/** A copy of the built server beside the repository's node_modules, which it imports from. */
const serverCopy = join(
  repo,
  'node_modules',
  '.cache',
  `jono-chaos-${randomBytes(4).toString('hex')}`,
);

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

interface ServerNode {
  name: string;
  port: number;
  process: ChildProcess | null;
  /** Set before the bench stops or kills it: any other exit is a death. */
  isStopExpected: boolean;
  deaths: number;
  redis: 'up' | 'down' | 'unknown';
}

let deaths = 0;

function startNode(node: ServerNode, env: NodeJS.ProcessEnv) {
  const log = createWriteStream(join(workDir, `${node.name}.log`), { flags: 'a' });
  const child = spawn(process.execPath, ['--enable-source-maps', join(serverCopy, 'server.js')], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, PORT: String(node.port), DATA_DIR: join(workDir, node.name) },
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  node.process = child;
  node.isStopExpected = false;
  child.once('exit', (code, signal) => {
    if (node.process === child) node.process = null;
    if (node.isStopExpected) return;
    node.deaths++;
    deaths++;
    say(`!! ${node.name} died (exit ${code ?? signal}); see ${join(workDir, `${node.name}.log`)}`);
    // Restarted as systemd's Restart=on-failure would, so the run goes on and can be read.
    setTimeout(() => startNode(node, env), 100);
  });
}

async function healthy(node: ServerNode, limitMs = 120_000) {
  const deadline = performance.now() + limitMs;
  while (performance.now() < deadline) {
    const ok = await request('GET', '/api/health', undefined, {}, node.port).then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`${node.name} did not become healthy within ${limitMs / 1000} s`);
}

async function stopNode(node: ServerNode, signal: 'SIGTERM' | 'SIGKILL') {
  const child = node.process;
  if (!child || child.exitCode !== null) return null;
  node.isStopExpected = true;
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, killedBy) => resolve(code ?? killedBy ?? '')),
  );
  const sentAt = performance.now();
  child.kill(signal);
  const code = await exited;
  return { code, ms: performance.now() - sentAt };
}

/** Each node's health as the operator's monitoring reads it, for when it saw Redis go and return. */
async function watchNodeRedis(nodes: ServerNode[], isRunning: () => boolean) {
  while (isRunning()) {
    await Promise.all(
      nodes.map(async (node) => {
        const answer = await request('GET', '/api/health', undefined, {}, node.port).catch(
          () => null,
        );
        if (answer?.status !== 200) return;
        const redis = (JSON.parse(answer.body) as { redis?: 'up' | 'down' }).redis ?? 'unknown';
        if (redis === node.redis) return;
        node.redis = redis;
        const now = performance.now();
        // Restarts make a node's health go and come back too; only the Redis faults are timed.
        if (redis === 'down' && phase.isFault && phase.name.startsWith('Redis')) {
          phase.redisDownAfterMs.set(node.name, now - phase.startedAt);
        }
        if (redis === 'up' && timedFault?.endedAt != null && timedFault.name.startsWith('Redis')) {
          timedFault.redisUpAfterMs.set(node.name, now - timedFault.endedAt);
        }
        say(`   ${node.name}: redis ${redis}`);
      }),
    );
    await sleep(200);
  }
}

// ---- the load: joins, staff, tracking pages ---------------------------------------------------

interface Shop {
  id: string;
  serviceId: string;
  duration: number;
  price: number;
}

/** Every join the server acknowledged, in the order it did. */
const acknowledged: string[] = [];
/** Acknowledged joins the staff have not served yet, oldest first. */
const toServe: string[] = [];
let phoneCounter = 0;

async function joinQueue(shop: Shop) {
  // The web sends one key per join and the same key again on a retry: a join the server made
  // but whose answer was lost is answered again, not made twice.
  const key = randomUUID();
  const phone = `040${String(2_000_000 + ++phoneCounter)}`;
  for (let attempt = 0; attempt < 10; attempt++) {
    const answer = await counted(
      'join',
      'POST',
      '/api/queue',
      {
        name: 'Chaos Customer',
        phone,
        shopId: shop.id,
        services: [{ id: shop.serviceId, quantity: 1, addons: [] }],
        additionalServices: [],
        totalTimeRequires: shop.duration,
        totalPrice: shop.price,
        payNow: false,
      },
      { 'idempotency-key': key },
    );
    if (answer) {
      const orderId = (JSON.parse(answer.body) as { data: { orderId: string } }).data.orderId;
      if (!acknowledged.includes(orderId)) {
        acknowledged.push(orderId);
        toServe.push(orderId);
      }
      return;
    }
    await sleep(500);
  }
}

interface Staff {
  shopId: string;
  email: string;
  password: string;
  token: string;
  userId: string;
}

async function logIn(staff: Staff) {
  for (;;) {
    const answer = await counted('login', 'POST', '/api/auth/email-login', {
      email: staff.email,
      password: staff.password,
    });
    if (answer) {
      const { session } = JSON.parse(answer.body) as SessionResponse;
      staff.token = session.accessToken;
      staff.userId = session.userId;
      return;
    }
    await sleep(500);
  }
}

/**
 * One staff step on an order: true once done (a 409 says an earlier attempt, whose answer was
 * lost, did it); a 401 (the access token expired) logs in again and repeats it.
 */
async function staffStep(staff: Staff, orderId: string, step: 'start' | 'finish') {
  for (;;) {
    const answer = await counted(
      `staff ${step}`,
      'POST',
      `/api/staff/queue/${orderId}/${step}`,
      step === 'start' ? { barberId: staff.userId } : undefined,
      { authorization: `Bearer ${staff.token}` },
      (status) => (status >= 200 && status < 300) || status === 401 || status === 409,
    );
    if (answer?.status === 401) {
      await logIn(staff);
      continue;
    }
    return answer !== null;
  }
}

/** Keeps about QUEUE customers waiting: serves the oldest acknowledged one while more wait. */
async function serveQueue(staff: Staff, isRunning: () => boolean) {
  let step: 'start' | 'finish' = 'start';
  while (isRunning()) {
    const orderId = toServe[0];
    if (!orderId || toServe.length <= QUEUE) {
      await sleep(50);
      continue;
    }
    if (!(await staffStep(staff, orderId, step))) {
      await sleep(200);
      continue;
    }
    if (step === 'start') step = 'finish';
    else {
      step = 'start';
      toServe.shift();
    }
  }
}

interface View {
  status: string;
  position: number | null;
  queue: number;
}

/** A customer's tracking page: one order followed, slot numbers stay when a page is replaced. */
interface Page {
  slot: number;
  orderId: string;
  socket: Socket;
  view: View | null;
  disconnectedAt: number | null;
  staleSince: number | null;
  isClosed: boolean;
}

const pages: Page[] = [];

function openPage(slot: number, orderId: string, shopId: string): Page {
  const socket = connect(`http://127.0.0.1:${proxyPort}`, { transports: ['websocket'] });
  const page: Page = {
    slot,
    orderId,
    socket,
    view: null,
    disconnectedAt: null,
    staleSince: null,
    isClosed: false,
  };
  // A read that is answered replaces the view, as the web's refetch replaces its cached order.
  const readAgain = async () => {
    for (let attempt = 0; attempt < 5 && !page.isClosed; attempt++) {
      const answer = await counted('read', 'GET', `/api/queue/${orderId}`);
      if (answer) {
        const { data } = JSON.parse(answer.body) as {
          data: { status: string; position: number | null; barberShop: { queue: number } };
        };
        page.view = { status: data.status, position: data.position, queue: data.barberShop.queue };
        return;
      }
      await sleep(1000);
    }
  };
  socket.on('connect', () => {
    if (page.disconnectedAt !== null) {
      phase.reconnectMs.push(performance.now() - page.disconnectedAt);
      page.disconnectedAt = null;
    }
    const answered = (event: 'order:watch' | 'shop:watch', what: string | string[]) =>
      socket
        .timeout(5_000)
        .emitWithAck(event, what)
        .catch(() => undefined);
    void Promise.all([answered('order:watch', orderId), answered('shop:watch', [shopId])]).then(
      readAgain,
    );
  });
  socket.on('disconnect', () => {
    if (!page.isClosed) page.disconnectedAt = performance.now();
  });
  socket.on('live:resync', () => void readAgain());
  socket.on(
    'order:place',
    (place: { orderId: string; status: string; position: number | null }) => {
      if (place.orderId !== orderId || !page.view) return;
      page.view = { ...page.view, status: place.status, position: place.position };
    },
  );
  socket.on('shop:queue', (payload: { shopId: string; queue: number }) => {
    if (payload.shopId !== shopId || !page.view) return;
    page.view = { ...page.view, queue: payload.queue };
  });
  return page;
}

/** A page whose order is done closes; a new page in its slot follows one of the newest joins. */
function replaceFinishedPages(shopId: string) {
  for (const [index, page] of pages.entries()) {
    const status = page.view?.status;
    if (status === undefined || status === 'waiting' || status === 'in_service') continue;
    const newest = acknowledged.slice(-20);
    const orderId = newest[Math.floor(Math.random() * newest.length)];
    if (!orderId) continue;
    page.isClosed = true;
    page.socket.close();
    pages[index] = openPage(page.slot, orderId, shopId);
  }
}

const viewKey = (view: View | null) =>
  view ? `${view.status}|${view.position}|${view.queue}` : 'none';

/**
 * Compares every page's view with the database, read with the server's own code: a page is
 * consistent when its view matched the truth just before or just after the read (a change
 * committed during the read reaches the page a moment later).
 */
async function sampleConsistency(db: Db, shopId: string) {
  const before = pages.map((page) => viewKey(page.view));
  const update = await shopQueueUpdate(
    db,
    shopId,
    new Date(),
    pages.map((page) => page.orderId),
  );
  if (!update) throw new Error('the shop is gone');
  const truthOf = new Map(
    update.places.map(([orderId, status, , position]) => [
      orderId,
      `${status}|${position}|${update.snapshot.queue}`,
    ]),
  );
  const now = performance.now();
  for (const [index, page] of pages.entries()) {
    const truth = truthOf.get(page.orderId);
    const isConsistent = truth === before[index] || truth === viewKey(page.view);
    if (isConsistent) {
      if (VERBOSE && page.staleSince !== null && now - page.staleSince > STALE_MS) {
        say(`   page ${page.slot} consistent again after ${(now - page.staleSince).toFixed(0)} ms`);
      }
      page.staleSince = null;
      if (timedFault?.endedAt != null && !timedFault.consistentAfterMs.has(page.slot)) {
        timedFault.consistentAfterMs.set(page.slot, now - timedFault.endedAt);
        if (!timedFault.firstConsistentAfterMs.has(page.slot)) {
          timedFault.firstConsistentAfterMs.set(page.slot, now - timedFault.endedAt);
        }
      }
      continue;
    }
    page.staleSince ??= now;
    const staleMs = now - page.staleSince;
    if (staleMs > STALE_MS) {
      if (VERBOSE && !phase.stalePages.has(page.slot)) {
        say(
          `   page ${page.slot} stale: order ${page.orderId.slice(0, 8)} sees ${viewKey(page.view)}, the database ${truth} (${page.socket.connected ? 'connected' : 'disconnected'})`,
        );
      }
      phase.stalePages.add(page.slot);
      phase.longestStaleMs = Math.max(phase.longestStaleMs, staleMs);
      // Consistent for good only after its last stale spell: a page that matched the database
      // and then fell behind again (an old announcement arriving late) is timed to its recovery.
      if (timedFault?.endedAt != null) timedFault.consistentAfterMs.delete(page.slot);
    }
  }
}

// ---- the run ---------------------------------------------------------------------------------

const redis = await privateRedis();
const cleanups: (() => Promise<unknown>)[] = [];
let isRunning = true;
let exitCode = 1;

try {
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

  const nodes: ServerNode[] = [
    {
      name: 'node1',
      port: await freePort(),
      process: null,
      isStopExpected: false,
      deaths: 0,
      redis: 'unknown',
    },
    {
      name: 'node2',
      port: await freePort(),
      process: null,
      isStopExpected: false,
      deaths: 0,
      redis: 'unknown',
    },
  ];
  const balancer = await startTcpBalancer(nodes.map((node) => node.port));
  proxyPort = balancer.port;
  cleanups.push(() => balancer.close());
  const uploads = join(workDir, 'uploads');
  mkdirSync(uploads);
  const webDist = join(repo, 'apps/web/dist');
  // What operations.md's "Several nodes" asks to be the same on every node.
  const env: NodeJS.ProcessEnv = {
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
  void watchNodeRedis(nodes, () => isRunning);

  const truthDb = await openDatabase({ driver: 'postgres', url: databaseUrl, poolSize: 2 });
  cleanups.push(() => truthDb.close());

  // The demo shop open around the clock, its first service, and its owner.
  const listed = await request('GET', '/api/shops?q=mannerheimintie');
  const [summary] = (JSON.parse(listed.body) as { data: ShopSummary[] }).data;
  if (!summary) throw new Error('the 24/7 demo shop is missing');
  const detail = JSON.parse((await request('GET', `/api/shops/${summary.id}`)).body) as {
    data: ShopDetail;
  };
  const service = detail.data.categories[0]?.services[0];
  if (!service) throw new Error('the demo shop has no services');
  const shop: Shop = {
    id: summary.id,
    serviceId: service.id,
    duration: service.duration,
    price: service.price,
  };
  const staff: Staff = {
    shopId: shop.id,
    email: 'owner.keskusta@demo.jono.fi',
    password: 'JonoDemo2026!',
    token: '',
    userId: '',
  };
  await logIn(staff);
  const limit = await request(
    'PATCH',
    '/api/staff/queue-status',
    { queueLimit: 500 },
    { authorization: `Bearer ${staff.token}` },
  );
  if (limit.status !== 200) throw new Error(`queue limit: ${limit.status} ${limit.body}`);

  // The load runs through every phase.
  const inFlight = new Set<Promise<void>>();
  const joining = (async () => {
    const gapMs = 1000 / JOINS_PER_SECOND;
    let next = performance.now();
    while (isRunning) {
      const joined = joinQueue(shop);
      inFlight.add(joined);
      void joined.finally(() => inFlight.delete(joined));
      next += gapMs;
      await sleep(Math.max(0, next - performance.now()));
    }
  })();
  const serving = serveQueue(staff, () => isRunning);
  while (acknowledged.length < QUEUE) await sleep(100);
  for (let slot = 0; slot < PAGES; slot++) {
    const orderId = acknowledged[acknowledged.length - 1 - (slot % QUEUE)] as string;
    pages.push(openPage(slot, orderId, shop.id));
  }
  const sampling = (async () => {
    while (isRunning) {
      const tick = performance.now();
      await sampleConsistency(truthDb.db, shop.id).catch((error: Error) =>
        say(`consistency read failed: ${error.message}`),
      );
      replaceFinishedPages(shop.id);
      await sleep(Math.max(0, SAMPLE_MS - (performance.now() - tick)));
    }
  })();
  await sleep(QUIET_MS);

  enter('quiet', false);
  await sleep(QUIET_MS);

  enter('Redis stopped', true);
  await redis.stop();
  await sleep(FAULT_MS);
  await redis.start();
  endFault();
  await sleep(QUIET_MS);

  enter('Redis frozen', true);
  redis.freeze();
  await sleep(FAULT_MS);
  redis.thaw();
  endFault();
  await sleep(QUIET_MS);

  enter('rolling restart', true);
  for (const [index, node] of nodes.entries()) {
    balancer.drain(index);
    await balancer.requestsDone(index, 10_000);
    const stopped = await stopNode(node, 'SIGTERM');
    say(`   ${node.name} stopped (exit ${stopped?.code}) in ${stopped?.ms.toFixed(0)} ms`);
    startNode(node, env);
    await healthy(node);
    balancer.undrain(index);
    say(`   ${node.name} back in service`);
  }
  endFault();
  await sleep(QUIET_MS);

  enter('SIGKILL', true);
  const victim = nodes[1] as ServerNode;
  await stopNode(victim, 'SIGKILL');
  // Restarted at once, as systemd's Restart=on-failure does (RestartSec=100ms).
  await sleep(100);
  startNode(victim, env);
  await healthy(victim);
  say(`   ${victim.name} back in service`);
  endFault();
  await sleep(QUIET_MS);

  phase.endedAt = performance.now();
  isRunning = false;
  await Promise.all([joining, serving, sampling]);
  await Promise.all(inFlight);
  for (const page of pages) {
    page.isClosed = true;
    page.socket.close();
  }

  // Every join the server acknowledged is in the database.
  const found = new Set<string>();
  for (let i = 0; i < acknowledged.length; i += 1000) {
    const ids = acknowledged.slice(i, i + 1000);
    const rows = await truthDb.db
      .select({ id: queueEntries.id })
      .from(queueEntries)
      .where(inArray(queueEntries.id, ids));
    for (const row of rows) found.add(row.id);
  }
  const lost = acknowledged.filter((id) => !found.has(id));

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

function report(nodes: ServerNode[], lost: string[]): boolean {
  const ms = (value: number | undefined) =>
    value === undefined
      ? '-'
      : value === Number.POSITIVE_INFINITY
        ? 'never'
        : `${(value / 1000).toFixed(1)} s`;
  const quantile = (values: number[], q: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  };
  const problems: string[] = [];
  console.log(
    `\n${acknowledged.length} joins acknowledged; faults ${FAULT_MS / 1000} s, quiet ${QUIET_MS / 1000} s, ${PAGES} tracking pages\n`,
  );
  for (const p of phases) {
    const failed = [...p.failed.values()].reduce((sum, n) => sum + n, 0);
    const failures = [...p.failed].map(([what, n]) => `${what} x${n}`).join(', ');
    console.log(`${p.name} (${ms((p.endedAt ?? performance.now()) - p.startedAt)})`);
    console.log(
      `  requests ${p.requests}, failed ${failed}${failures ? ` (${failures})` : ''}, slowest ${ms(p.slowestMs)}`,
    );
    console.log(
      `  pages that missed live updates (stale > ${STALE_MS / 1000} s): ${p.stalePages.size}, longest ${ms(p.longestStaleMs)}`,
    );
    if (p.reconnectMs.length > 0) {
      console.log(
        `  page reconnects ${p.reconnectMs.length}: p50 ${ms(quantile(p.reconnectMs, 0.5))}, max ${ms(Math.max(...p.reconnectMs))}`,
      );
    }
    if (p.redisDownAfterMs.size + p.redisUpAfterMs.size > 0) {
      const each = nodes
        .map(
          (n) =>
            `${n.name} down after ${ms(p.redisDownAfterMs.get(n.name))}, up ${ms(p.redisUpAfterMs.get(n.name))} after the end`,
        )
        .join('; ');
      console.log(`  Redis seen by the nodes: ${each}`);
    }
    if (p.isFault) {
      const timesOf = (map: Map<number, number>) =>
        pages.map((page) => map.get(page.slot) ?? Number.POSITIVE_INFINITY);
      const first = timesOf(p.firstConsistentAfterMs);
      const times = timesOf(p.consistentAfterMs);
      const worst = Math.max(...times);
      console.log(
        `  consistent after the fault's end: first p50 ${ms(quantile(first, 0.5))}, max ${ms(Math.max(...first))}; for good p50 ${ms(quantile(times, 0.5))}, max ${ms(worst)} (${pages.length} pages)`,
      );
      if (!(worst <= CONSISTENT_WITHIN_MS)) {
        problems.push(`${p.name}: a page was consistent only after ${ms(worst)}`);
      }
    }
    if (
      !p.isFault &&
      p.name !== 'warm-up' &&
      !p.name.startsWith('after') &&
      p.stalePages.size > 0
    ) {
      console.log('  (no fault in this phase: a page that fell behind here missed an update)');
    }
    if (p.name === 'rolling restart' && failed > 0) {
      problems.push(`rolling restart: ${failed} failed requests`);
    }
  }
  console.log(`\nnode deaths: ${deaths} (${nodes.map((n) => `${n.name} ${n.deaths}`).join(', ')})`);
  console.log(`lost acknowledged joins: ${lost.length} of ${acknowledged.length}`);
  if (deaths > 0) problems.push(`${deaths} node deaths`);
  if (lost.length > 0)
    problems.push(`${lost.length} acknowledged joins lost: ${lost.slice(0, 5).join(', ')}`);
  console.log(problems.length === 0 ? '\nPASS' : `\nFAIL\n  ${problems.join('\n  ')}`);
  return problems.length === 0;
}
