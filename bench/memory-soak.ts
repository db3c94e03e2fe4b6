// Does the built server's memory level off under a light, steady day of trade? Issue 48 saw
// the embedded database's memory outside the JavaScript heap grow 200 -> 226 MiB in 10
// minutes; only a longer run tells a cache filling up (it stops) from a leak (it does not).
// The server runs as production runs it (bench/built-product.ts: dist/server.js, embedded
// database in a temporary DATA_DIR, demo data seeded, METRICS=true) and is driven for
// SOAK_MINUTES (60) at a few requests a second: walk-ins join the open demo shops (one every
// SOAK_JOIN_EVERY_MS, 4000, on average) and follow their order on a tracking page (a
// socket.io connection, `order:watch`, then a read of the order, as the web page does); some
// leave the queue; each shop's owner keeps the staff board open (a `staff:watch` socket, the
// board read every few seconds) and calls, starts and finishes customers with the shop's two
// barbers; visitors read the shop list and shop pages and watch the list's queues for a while.
// Every minute one line: the server's RSS (with its anonymous and file-backed parts, from
// /proc), heap used and total and external memory (prom-client's figures from /metrics;
// external includes array buffers), the rest outside the heap (RSS - heap total), PGlite's
// WebAssembly memory (the resident part of its huge reserved mapping), and requests done and
// failed. At the end a line is fitted to the last two thirds of the samples of RSS and of the
// memory outside the heap: it fails (exit 1) when either grows faster than
// SOAK_MAX_GROWTH_MIB_PER_HOUR (10; see `maxGrowth` below) or when any request failed.
// Run: npm run build && npm run bench:memory   (SOAK_MINUTES=2 to try it)
import { existsSync, readFileSync } from 'node:fs';
import type { QueueBoard, SessionResponse, ShopDetail, ShopListResponse } from '@jono/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { demoPassword, demoShops } from '../apps/server/src/db/seed/demo-shops';
import { demoEmail } from '../apps/server/src/db/seed/seed-demo-data';
import { startBuiltProduct } from './built-product';
import { joinBody } from './raw-http';
import type { SoakShop } from './soak-server';

const minutes = Number(process.env.SOAK_MINUTES ?? 60);
const joinEveryMs = Number(process.env.SOAK_JOIN_EVERY_MS ?? 4000);
// 10 MiB an hour: over the 40 fitted minutes of the default run that is under 7 MiB, about
// what the RSS swings from one minute to the next as the heap is collected, so a slower
// slope cannot be told from noise; a faster one, kept up, doubles a ~200 MiB server within a
// day or so, which a server left running for weeks cannot afford.
const maxGrowth = Number(process.env.SOAK_MAX_GROWTH_MIB_PER_HOUR ?? 10);
const MiB = 1024 * 1024;
const mib = (bytes: number) => (bytes / MiB).toFixed(1);

const product = await startBuiltProduct(undefined, {
  METRICS: 'true',
  // Every simulated customer joins from this one address.
  JOINS_PER_ADDRESS: '100000000',
});
const { base } = product;
const pid = product.pid;
if (!pid) throw new Error('the server has no process id');
const origin = new URL(base).origin;

let running = true;
let done = 0;
let failed = 0;
let inFlight = 0;
/**
 * One request as a page or screen sends it; anything but a 2xx counts as failed. None starts
 * once the soak is over, so the server stops with nothing of the bench's in flight.
 */
async function call<T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T | null> {
  if (!running) return null;
  inFlight++;
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    done++;
    if (res.ok) return (text ? JSON.parse(text) : null) as T;
    failed++;
    // The first few are printed as they happen, to say what went wrong.
    if (failed <= 10) console.log(`FAILED ${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
  } catch (error) {
    done++;
    failed++;
    if (failed <= 10) console.log(`FAILED ${method} ${path}: ${String(error)}`);
  } finally {
    inFlight--;
  }
  return null;
}
const get = <T>(path: string, token?: string) => call<T>('GET', path, undefined, token);

const sockets = new Set<Socket>();
function openSocket() {
  const socket = connect(base, { transports: ['websocket'], extraHeaders: { origin } });
  sockets.add(socket);
  return socket;
}
function closeSocket(socket: Socket) {
  socket.close();
  sockets.delete(socket);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Exponentially distributed waits: arrivals at a steady rate, not in lockstep. */
const arrivalGap = (meanMs: number) => -Math.log(1 - Math.random()) * meanMs;
const between = (lowMs: number, highMs: number) => lowMs + Math.random() * (highMs - lowMs);
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)] as T;

// The demo shops, their first service, and each one's owner signed in. Every shop is made
// open around the clock, as its owner may, so the load is the same whatever the hour.
const list = await get<ShopListResponse>('/api/shops');
if (!list) throw new Error('the shop list did not load');
interface Shop extends SoakShop {
  slug: string;
  token: string;
  barbers: string[];
  /** Our customers waiting, in the order they joined. */
  waiting: string[];
  /** Who each barber is serving (an order of ours) and until when. */
  serving: Map<string, { orderId: string; until: number }>;
  /** Called to a barber's chair, to be started at the board's next look. */
  called: Map<string, string>;
  queueState: string;
}
const shops: Shop[] = [];
async function signIn(slug: string) {
  const answer = await call<SessionResponse>('POST', '/api/auth/email-login', {
    email: demoEmail('owner', slug),
    password: demoPassword,
  });
  if (!answer) throw new Error(`the owner of ${slug} could not sign in`);
  return answer.session;
}
for (const demo of demoShops) {
  const summary = list.data.find((shop) => shop.name === demo.name);
  if (!summary) throw new Error(`the demo shop ${demo.name} is missing`);
  const detail = await get<{ data: ShopDetail }>(`/api/shops/${summary.id}`);
  const service = detail?.data.categories[0]?.services[0];
  if (!service) throw new Error(`${demo.name} has no service`);
  const session = await signIn(demo.slug);
  await call(
    'PATCH',
    '/api/manage/shop',
    {
      openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        opens: '00:00',
        closes: '24:00',
      })),
      weeklyOffs: [],
    },
    session.accessToken,
  );
  const board = await get<{ data: QueueBoard }>('/api/staff/queue', session.accessToken);
  shops.push({
    id: summary.id,
    serviceId: service.id,
    price: service.price,
    duration: service.duration,
    slug: demo.slug,
    token: session.accessToken,
    barbers: board?.data.barbers.map((barber) => barber.userId) ?? [],
    waiting: [],
    serving: new Map(),
    called: new Map(),
    queueState: 'open',
  });
}
if (failed > 0) throw new Error('setting up the shops failed');

/** Runs `step` every `gap()` ms until the soak ends; a step's own failure is counted, never thrown. */
function every(gap: () => number, step: () => Promise<void>) {
  void (async () => {
    while (running) {
      await pause(gap());
      if (!running) break;
      await step();
    }
  })();
}

// A walk-in: joins an open shop whose queue is not long (a long one sends people elsewhere),
// follows the order on its tracking page until served or gone, and one in six gives up
// waiting after a while and leaves the queue.
let phone = 0;
const pages = new Map<string, Socket>();
function closePage(orderId: string) {
  const page = pages.get(orderId);
  if (page) closeSocket(page);
  pages.delete(orderId);
}
async function walkIn() {
  const open = shops.filter((shop) => shop.queueState === 'open' && shop.waiting.length < 8);
  if (open.length === 0) return;
  const shop = pick(open);
  const joined = await call<{ data: { orderId: string } }>(
    'POST',
    '/api/queue',
    joinBody(shop, `040${String(1_000_000 + ++phone)}`),
  );
  if (!joined) return;
  const { orderId } = joined.data;
  shop.waiting.push(orderId);
  const page = openSocket();
  pages.set(orderId, page);
  page.on('connect', () =>
    page.emit('order:watch', orderId, () => void get(`/api/queue/${orderId}`)),
  );
  if (Math.random() < 1 / 6) {
    await pause(between(20_000, 120_000));
    // Only one still waiting and not yet called can walk out; the staff have the others.
    const at = shop.waiting.indexOf(orderId);
    if (at < 0 || !running) return;
    shop.waiting.splice(at, 1);
    await call('PATCH', `/api/queue/cancel/${orderId}`);
    closePage(orderId);
  }
}

// Each shop's board: read every few seconds, as the staff screen does; a barber whose
// customer's time is up finishes them, one called at the last look is started, and a free
// barber calls the next in line. One loop per shop, so its steps never race each other.
async function staffStep(shop: Shop) {
  await get('/api/staff/queue', shop.token);
  const now = Date.now();
  for (const barberId of shop.barbers) {
    const serving = shop.serving.get(barberId);
    if (serving && serving.until <= now) {
      await call('POST', `/api/staff/queue/${serving.orderId}/finish`, undefined, shop.token);
      shop.serving.delete(barberId);
      closePage(serving.orderId);
    }
    const called = shop.called.get(barberId);
    if (called) {
      shop.called.delete(barberId);
      await call('POST', `/api/staff/queue/${called}/start`, { barberId }, shop.token);
      shop.serving.set(barberId, { orderId: called, until: now + between(15_000, 45_000) });
    } else if (!shop.serving.has(barberId)) {
      const next = shop.waiting.shift();
      if (next) {
        await call('POST', `/api/staff/queue/${next}/call`, { barberId }, shop.token);
        shop.called.set(barberId, next);
      }
    }
  }
}

// A staff screen per shop in the shop's staff room, joining again with a fresh token when
// told its access ends; owners sign in again every 10 minutes (tokens last 15).
for (const shop of shops) {
  const screen = openSocket();
  const watch = () => screen.emit('staff:watch', shop.token);
  screen.on('connect', watch);
  screen.on('staff:renew', watch);
}
async function signInAgain() {
  for (const shop of shops) {
    const session = await call<SessionResponse>('POST', '/api/auth/email-login', {
      email: demoEmail('owner', shop.slug),
      password: demoPassword,
    });
    if (session) shop.token = session.session.accessToken;
  }
}

// A visitor: the shop list (which refreshes the shops' queue states the walk-ins go by),
// its queues watched live, one to three shop pages read, then gone after a minute or so.
async function visit() {
  const shopList = await get<ShopListResponse>('/api/shops');
  if (!shopList) return;
  for (const summary of shopList.data) {
    const shop = shops.find((s) => s.id === summary.id);
    if (shop) shop.queueState = summary.queueState;
  }
  const socket = openSocket();
  socket.on('connect', () =>
    socket.emit(
      'shop:watch',
      shopList.data.map((shop) => shop.id),
    ),
  );
  const reads = 1 + Math.floor(Math.random() * 3);
  for (let i = 0; i < reads && running; i++) {
    await pause(between(2_000, 6_000));
    await get(`/api/shops/${pick(shops).id}`);
  }
  await pause(between(30_000, 90_000));
  closeSocket(socket);
}

// Memory, read from the server: prom-client's figures from /metrics, the RSS split from
// /proc/<pid>/status, and the resident part of the WebAssembly memory from /proc/<pid>/smaps.
interface Sample {
  minute: number;
  rss: number;
  rssAnon: number;
  rssFile: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  nonHeap: number;
  wasm: number;
  wasmCount: number;
}
function metric(page: string, name: string) {
  const line = page.split('\n').find((l) => l.startsWith(`${name} `));
  return Number(line?.split(' ')[1] ?? Number.NaN);
}
function procKiB(field: string, status: string) {
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024;
}
/**
 * The WebAssembly memories' resident bytes, and how many there are. V8 reserves 8 GiB of
 * addresses for each 32-bit memory: the part grown so far is readable and writable, the rest
 * right after it is an inaccessible guard; so a read-write mapping followed at once by an
 * inaccessible one, the two 4 GiB or more, is one, and its resident part is what PGlite uses.
 */
function wasmMemories() {
  const mappings: { start: number; end: number; access: string; rss: number }[] = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const range = /^([0-9a-f]+)-([0-9a-f]+) (\S+) /.exec(line);
    if (range) {
      const [, start = '', end = '', access = ''] = range;
      mappings.push({
        start: Number.parseInt(start, 16),
        end: Number.parseInt(end, 16),
        access,
        rss: 0,
      });
    } else if (line.startsWith('Rss:')) {
      const last = mappings.at(-1);
      if (last) last.rss = procKiB('Rss', line);
    }
  }
  let resident = 0;
  let count = 0;
  mappings.forEach((mapping, i) => {
    const guard = mappings[i + 1];
    if (
      mapping.access.startsWith('rw') &&
      guard?.start === mapping.end &&
      guard.access.startsWith('---') &&
      guard.end - mapping.start >= 4 * 1024 * MiB
    ) {
      resident += mapping.rss;
      count++;
    }
  });
  return { resident, count };
}
const soakStart = performance.now();
const elapsedMinutes = () => (performance.now() - soakStart) / 60_000;
const samples: Sample[] = [];
async function sample() {
  // Another process on a shared machine may stop it; the soak says so rather than failing
  // on a refused connection.
  if (!existsSync(`/proc/${pid}`))
    throw new Error(`the server (pid ${pid}) ended before the soak did`);
  // Not through `call`: a scrape is the bench's, not a page's.
  const page = await (await fetch(`${base}/metrics`)).text();
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const heapTotal = metric(page, 'nodejs_heap_size_total_bytes');
  const rss = procKiB('VmRSS', status);
  const wasm = wasmMemories();
  const taken: Sample = {
    minute: elapsedMinutes(),
    rss,
    rssAnon: procKiB('RssAnon', status),
    rssFile: procKiB('RssFile', status),
    heapUsed: metric(page, 'nodejs_heap_size_used_bytes'),
    heapTotal,
    external: metric(page, 'nodejs_external_memory_bytes'),
    nonHeap: rss - heapTotal,
    wasm: wasm.resident,
    wasmCount: wasm.count,
  };
  samples.push(taken);
  const waiting = shops.reduce((sum, shop) => sum + shop.waiting.length, 0);
  console.log(
    `minute ${taken.minute.toFixed(0).padStart(3)}: RSS ${mib(rss)} MiB (anon ${mib(taken.rssAnon)}, file ${mib(taken.rssFile)}), heap used ${mib(taken.heapUsed)} of ${mib(heapTotal)}, external ${mib(taken.external)}, outside the heap ${mib(taken.nonHeap)}, of it WebAssembly ${mib(taken.wasm)} (${taken.wasmCount} memories) | requests ${done} done, ${failed} failed | ${sockets.size} sockets, ${waiting} waiting`,
  );
}

console.log(
  `memory soak: ${minutes} min, a walk-in every ${joinEveryMs / 1000} s on average across ${shops.length} shops (server pid ${pid}, ${base})`,
);
await sample();
// Walk-ins and visitors come whether or not the last one has gone; a shop's board is one
// screen, one step at a time.
every(
  () => arrivalGap(joinEveryMs),
  async () => void walkIn(),
);
for (const shop of shops)
  every(
    () => between(5_000, 10_000),
    () => staffStep(shop),
  );
every(
  () => arrivalGap(5_000),
  async () => void visit(),
);
every(() => 10 * 60_000, signInAgain);
for (let minute = 1; minute <= minutes; minute++) {
  await pause(Math.max(0, minute * 60_000 - (performance.now() - soakStart)));
  await sample();
}
// The loops end at their next turn; what they have in flight is waited for.
running = false;
while (inFlight > 0) await pause(50);
for (const socket of sockets) socket.close();
await product.stop();

/** Least-squares slope of `value` over the samples, in MiB per hour. */
function slopePerHour(points: Sample[], value: (s: Sample) => number) {
  const n = points.length;
  const meanX = points.reduce((sum, p) => sum + p.minute, 0) / n;
  const meanY = points.reduce((sum, p) => sum + value(p), 0) / n;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.minute - meanX) * (value(p) - meanY);
    den += (p.minute - meanX) ** 2;
  }
  return ((num / den) * 60) / MiB;
}
const fitted = samples.filter((s) => s.minute >= minutes / 3);
const canJudge = fitted.length >= 5;
const figures: [string, (s: Sample) => number, boolean][] = [
  ['RSS', (s) => s.rss, true],
  ['outside the heap (RSS - heap total)', (s) => s.nonHeap, true],
  ['WebAssembly (PGlite)', (s) => s.wasm, false],
  ['heap used', (s) => s.heapUsed, false],
  ['heap total', (s) => s.heapTotal, false],
  ['external', (s) => s.external, false],
];
console.log(
  `\n${done} requests, ${failed} failed; slopes fitted to the ${fitted.length} samples from minute ${Math.ceil(minutes / 3)} on (limit ${maxGrowth} MiB/hour for the first two)`,
);
let grows = false;
for (const [name, value, judged] of figures) {
  const values = samples.map(value);
  const slope = canJudge ? slopePerHour(fitted, value) : Number.NaN;
  if (judged && slope > maxGrowth) grows = true;
  console.log(
    `${name}: first ${mib(values[0] ?? 0)}, last ${mib(values.at(-1) ?? 0)}, max ${mib(Math.max(...values))} MiB; slope ${canJudge ? `${slope.toFixed(1)} MiB/hour` : 'not fitted (run too short)'}`,
  );
}
const verdict = !canJudge
  ? 'too short to judge growth (5 samples after the first third are needed)'
  : grows
    ? `STEADY GROWTH (over ${maxGrowth} MiB/hour)`
    : 'levels off';
console.log(`verdict: ${verdict}${failed > 0 ? `; ${failed} requests FAILED` : ''}`);
// Walk-ins still waiting to give up hold timers: the verdict is final, so exit now.
process.exit(grows || failed > 0 ? 1 : 0);
