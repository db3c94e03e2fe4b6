// Soak of the walk-in queue: 20,000 joins and leaves spread evenly over 10 minutes across 9
// shops whose queues grow to 300 and stay there, with 1,000 tracking pages connected (each
// follows a waiting order; when that order leaves, the page closes and a new one follows a
// newcomer). The server runs in a process of its own (bench/soak-server.ts); every minute it
// is asked for its RSS and its heap after a full GC. Passes when the RSS at the end is within
// 1.5x of the RSS after the first minute and the heap after GC is flat (within 1.5x too).
// Before the soak: sequential joins at an empty queue and at a 300-long one (alternating
// blocks, two shops, each timed until the shop's page heard it), the statements one join
// costs (PostgreSQL only), and join rates with 50 in flight across the shops and 10 into one.
// Run: npm run bench:soak [-- --minutes 10 --ops 20000 --sockets 1000 --shops 9 --queue 300 --probe 200]
//   on PostgreSQL: TEST_DB_DRIVER=postgres TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres
//   CPU profile of the server: SOAK_CPU_PROF=<dir>
//   what outlives the young generation and dies later (old-space churn): SOAK_HEAP_PROF=<file>
import { parseArgs } from 'node:util';
import type { OrderPlacePayload } from '@jono/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { startBundledServer } from './bundled-server';
import { joinBody } from './raw-http';
import type { SoakShop } from './soak-server';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    ops: { type: 'string', default: '20000' },
    sockets: { type: 'string', default: '1000' },
    shops: { type: 'string', default: '9' },
    queue: { type: 'string', default: '300' },
    // Sequential joins timed at each queue length.
    probe: { type: 'string', default: '200' },
  },
});
const minutes = Number(values.minutes);
const totalOps = Number(values.ops);
const socketCount = Number(values.sockets);
const maxQueue = Number(values.queue);
const MiB = 1024 * 1024;
const mib = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;

const cpuProfile = process.env.SOAK_CPU_PROF;
const server = await startBundledServer(
  'soak',
  { SOAK_SHOPS: values.shops },
  cpuProfile ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfile}`] : [],
);
const { url, shops } = server;

async function measure() {
  const measured = await server.ask({ type: 'measure' });
  if (measured.type !== 'measured') throw new Error('unexpected answer');
  return measured;
}

let phone = 0;
let failures = 0;
async function join(shop: SoakShop): Promise<string | null> {
  const res = await fetch(`${url}/api/queue`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: joinBody(shop, `040${String(1_000_000 + ++phone)}`),
  });
  if (res.status !== 201) {
    failures++;
    await res.body?.cancel();
    return null;
  }
  return ((await res.json()) as { data: { orderId: string } }).data.orderId;
}
async function leave(orderId: string) {
  const res = await fetch(`${url}/api/queue/cancel/${orderId}`, { method: 'PATCH' });
  if (!res.ok) failures++;
  await res.body?.cancel();
}

// One shop's joins, sequential, at an empty queue and at a 300-long one, in blocks of ten that
// alternate between the two shops so that whatever else the machine does slows both alike.
// A block's time runs until the shop's page has heard the block's last join: work a join
// leaves for after its answer is counted with it. Each queue grows by one each join, so no
// join finds its queue's play-out already made; after each block, untimed, its joins leave
// again, so every block starts at the same length however long the probe.
const [emptyShop, longShop] = shops;
if (!emptyShop || !longShop) throw new Error('the probe needs two shops');
const PROBE = Number(values.probe);
const BLOCK = 10;
const heardCount = new Map<string, number>();
const shopPage = connect(url, {
  transports: ['websocket'],
  extraHeaders: { origin: 'http://localhost:3997' },
});
shopPage.on('shop:queue', (update: { shopId: string; queue: number }) =>
  heardCount.set(update.shopId, update.queue),
);
await new Promise<void>((resolve) => shopPage.on('connect', () => resolve()));
shopPage.emit('shop:watch', [emptyShop.id, longShop.id]);
async function heard(shop: SoakShop, queue: number) {
  while (heardCount.get(shop.id) !== queue) await new Promise((resolve) => setTimeout(resolve, 1));
}
const queues = new Map<string, string[]>([
  [emptyShop.id, []],
  [longShop.id, []],
]);
async function joinBlock(shop: SoakShop) {
  const ids = queues.get(shop.id) as string[];
  const length = ids.length;
  const start = performance.now();
  for (let i = 0; i < BLOCK; i++) {
    const id = await join(shop);
    if (id) ids.push(id);
  }
  await heard(shop, ids.length);
  const spent = performance.now() - start;
  for (const id of ids.splice(length)) await leave(id);
  await heard(shop, length);
  return spent;
}
for (let i = 0; i < maxQueue; i++) {
  const id = await join(longShop);
  if (id) queues.get(longShop.id)?.push(id);
}
await heard(longShop, maxQueue);
// Warm-up, and the statements one join costs: ten joins between two counts.
const before = await measure();
const warm: (string | null)[] = [];
for (let i = 0; i < 10; i++) warm.push(await join(emptyShop));
const after = await measure();
for (const id of warm) if (id) await leave(id);
await heard(emptyShop, 0);
const spent = { empty: 0, long: 0 };
for (let i = 0; i < PROBE / BLOCK; i++) {
  spent.empty += await joinBlock(emptyShop);
  spent.long += await joinBlock(longShop);
}
for (const id of [...queues.values()].flat()) await leave(id);
shopPage.close();
const perSecond = (ms: number) => PROBE / (ms / 1000);
console.log(
  `one shop, sequential joins until the page heard them: empty queue ${perSecond(spent.empty).toFixed(0)}/s, ${maxQueue}-long queue ${perSecond(spent.long).toFixed(0)}/s, ratio ${(spent.empty / spent.long).toFixed(2)}`,
);
if (after.statements > before.statements)
  console.log(
    `statements per join (PostgreSQL, transaction and announcements): ${((after.statements - before.statements) / warm.length).toFixed(1)}`,
  );

// Join rates with many at once: 50 in flight spread over every shop, and 10 in flight into
// one shop; every join leaves again afterwards (50 at once), before the soak.
async function atOnce<T>(items: readonly T[], inFlight: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}
async function concurrentJoins(targets: readonly SoakShop[], inFlight: number, total: number) {
  const turns = Array.from({ length: total }, (_, i) => targets[i % targets.length] as SoakShop);
  const ids: string[] = [];
  const refusedBefore = failures;
  const start = performance.now();
  await atOnce(turns, inFlight, async (shop) => {
    const id = await join(shop);
    if (id) ids.push(id);
  });
  const perSecond = total / ((performance.now() - start) / 1000);
  const refused = failures - refusedBefore;
  await atOnce(ids, 50, leave);
  return { perSecond, refused };
}
const across = await concurrentJoins(shops, 50, 100 * shops.length);
const intoOne = await concurrentJoins([emptyShop], 10, 300);
console.log(
  `joins, 50 in flight across ${shops.length} shops: ${across.perSecond.toFixed(0)}/s (${across.refused} refused); 10 in flight into one shop: ${intoOne.perSecond.toFixed(0)}/s (${intoOne.refused} refused)`,
);

// The soak.
const waiting = new Map(shops.map((shop) => [shop.id, [] as string[]]));
const pages = new Map<string, Socket>();
let placesHeard = 0;
function follow(orderId: string) {
  const socket = connect(url, {
    transports: ['websocket'],
    extraHeaders: { origin: 'http://localhost:3997' },
  });
  socket.on('connect', () => socket.emit('order:watch', orderId));
  socket.on('order:place', (_place: OrderPlacePayload) => placesHeard++);
  pages.set(orderId, socket);
}
function unfollow(orderId: string) {
  pages.get(orderId)?.close();
  pages.delete(orderId);
}

let done = 0;
let inFlight = 0;
let shopTurn = 0;
async function step() {
  const shop = shops[shopTurn++ % shops.length] as SoakShop;
  const queue = waiting.get(shop.id) as string[];
  // Fill to the top, then sway between 90 % and full: a leave from anywhere in the queue, or
  // a join.
  const shouldJoin =
    queue.length < maxQueue * 0.9 || (queue.length < maxQueue && Math.random() < 0.5);
  if (shouldJoin) {
    const id = await join(shop);
    if (!id) return;
    queue.push(id);
    if (pages.size < socketCount) follow(id);
  } else {
    const [id] = queue.splice(Math.floor(Math.random() * queue.length), 1);
    if (!id) return;
    unfollow(id);
    await leave(id);
  }
}

const intervalMs = (minutes * 60_000) / totalOps;
const soakStart = performance.now();
const elapsedMinutes = () => (performance.now() - soakStart) / 60_000;
const samples: { minute: number; rss: number; heapUsed: number; recoveryPackets: number }[] = [];
let isSampling = false;
async function sample() {
  isSampling = true;
  const minute = elapsedMinutes();
  const { rss, heapUsed, heapTotal, external, recoveryPackets, spaces } = await measure();
  const bySpace = Object.entries(spaces)
    .filter(([, size]) => size >= MiB)
    .map(([name, size]) => `${name.replace(/_space$/, '')} ${mib(size)}`)
    .join(', ');
  samples.push({ minute, rss, heapUsed, recoveryPackets });
  console.log(
    `minute ${minute.toFixed(1)}: ${done} ops, ${pages.size} pages, ${placesHeard} places heard, RSS ${mib(rss)} (V8 heap ${mib(heapTotal)}: ${bySpace}; outside it ${mib(external)}), heap after GC ${mib(heapUsed)}, recovery buffer ${recoveryPackets} packets`,
  );
  isSampling = false;
}
await new Promise<void>((resolve) => {
  const timer = setInterval(() => {
    const due = Math.min(totalOps, Math.floor((performance.now() - soakStart) / intervalMs) + 1);
    // Open loop, but a server that falls behind is not buried: at most 64 requests wait.
    while (done < due && inFlight < 64) {
      done++;
      inFlight++;
      void step()
        .catch(() => {
          failures++;
        })
        .finally(() => {
          inFlight--;
        });
    }
    if (!isSampling && elapsedMinutes() >= samples.length + 1 && done < totalOps) void sample();
    // A server that cannot keep the pace gets half the time again, then the soak ends short.
    if (done >= totalOps || elapsedMinutes() >= minutes * 1.5) {
      clearInterval(timer);
      resolve();
    }
  }, 5);
});
while (inFlight > 0 || isSampling) await new Promise((resolve) => setTimeout(resolve, 50));
await sample();

const first = samples[0];
const last = samples.at(-1);
if (!first || !last) throw new Error('no samples');
const rssRatio = last.rss / first.rss;
const heapRatio = last.heapUsed / first.heapUsed;
console.log(
  `\n${done} of ${totalOps} joins and leaves in ${elapsedMinutes().toFixed(1)} min across ${shops.length} shops (queues up to ${maxQueue}), ${failures} refused, ${placesHeard} places heard by the pages`,
);
console.log(
  `RSS after minute 1 ${mib(first.rss)}, at the end ${mib(last.rss)}: ${rssRatio.toFixed(2)}x (limit 1.5x)`,
);
console.log(
  `heap after GC after minute 1 ${mib(first.heapUsed)}, at the end ${mib(last.heapUsed)}: ${heapRatio.toFixed(2)}x`,
);
for (const socket of pages.values()) socket.close();
await server.close();
process.exitCode = rssRatio <= 1.5 && heapRatio <= 1.5 ? 0 : 1;
