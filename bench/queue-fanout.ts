// Walk-in queue under load, on the embedded database: joins per second (20 at a time), then
// the time from a queue change (someone ahead leaves) to each of 500 connected tracking
// clients hearing its new place. Baseline in the same run: GET /api/health over HTTP.
// Run: npx tsx bench/queue-fanout.ts [clients]
import type { JoinQueueResponse, OrderPlacePayload } from '@jono/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDemoDataIfEmpty } from '../apps/server/src/db/seed/seed-demo-data';
import { demoShopWithOwner, jsonClient } from './http';

const clients = Number(process.argv[2] ?? 500);
const CONCURRENCY = 20;
const CHANGES = 20;
const config = loadConfig({
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_MINUTE: '10000000',
  // Every simulated customer joins from this one address.
  JOINS_PER_ADDRESS: '10000000',
  PUBLIC_URL: 'http://localhost:3998',
});
const database = await openDatabase({ driver: 'pglite' });
await seedDemoDataIfEmpty(database.db);
const app = await buildApp({ config, database, logger: false });
const base = await app.listen({ host: '127.0.0.1', port: 0 });

const json = jsonClient(base);

const { shop, service, owner } = await demoShopWithOwner(json);
await json('/api/staff/queue-status', {
  method: 'PATCH',
  headers: { authorization: `Bearer ${owner.accessToken}` },
  body: JSON.stringify({ queueLimit: Math.min(500, clients + 20) }),
});

// Joins, 20 in flight at a time.
const orderIds: string[] = [];
const joinStart = performance.now();
for (let i = 0; i < clients; i += CONCURRENCY) {
  const batch = Array.from({ length: Math.min(CONCURRENCY, clients - i) }, (_, k) =>
    json<JoinQueueResponse>('/api/queue', {
      method: 'POST',
      body: JSON.stringify({
        name: `Load ${i + k}`,
        phone: `040${String(2_000_000 + i + k)}`,
        shopId: shop.id,
        services: [{ id: service.id, quantity: 1, addons: [] }],
        additionalServices: [],
        totalTimeRequires: service.duration,
        totalPrice: service.price,
        payNow: false,
      }),
    }),
  );
  for (const joined of await Promise.all(batch)) orderIds.push(joined.data.orderId);
}
const joinSeconds = (performance.now() - joinStart) / 1000;

// Every customer follows their own order.
const latencies: number[] = [];
let changeSentAt = 0;
let expected = new Set<string>();
let allHeard: () => void = () => {};
const sockets: Socket[] = [];
for (const orderId of orderIds) {
  const socket = connect(base, {
    transports: ['websocket'],
    extraHeaders: { origin: config.publicOrigin },
  });
  socket.on('connect', () => socket.emit('order:watch', orderId));
  socket.on('order:place', (place: OrderPlacePayload) => {
    if (!expected.delete(place.orderId)) return;
    latencies.push(performance.now() - changeSentAt);
    if (expected.size === 0) allHeard();
  });
  sockets.push(socket);
}
await new Promise((resolve) => setTimeout(resolve, 3000));

// Someone at the front leaves: everyone behind them moves up and must hear it.
for (let change = 0; change < CHANGES; change++) {
  const leaver = orderIds.shift() as string;
  expected = new Set(orderIds);
  const heard = new Promise<void>((resolve) => {
    allHeard = resolve;
  });
  changeSentAt = performance.now();
  await fetch(`${base}/api/queue/cancel/${leaver}`, { method: 'PATCH' });
  await heard;
}

const health: number[] = [];
for (let i = 0; i < 200; i++) {
  const start = performance.now();
  await fetch(`${base}/api/health`);
  health.push(performance.now() - start);
}
const at = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
console.log(
  `\n${clients} walk-ins joined at ${(clients / joinSeconds).toFixed(0)} joins/s (${CONCURRENCY} in flight)`,
);
console.log(
  `queue change -> tracking client, ${latencies.length} updates over ${CHANGES} changes with ${clients} clients connected:`,
);
console.log(
  `  median ${at(latencies, 0.5).toFixed(1)} ms, p99 ${at(latencies, 0.99).toFixed(1)} ms`,
);
console.log(`baseline GET /api/health: median ${at(health, 0.5).toFixed(2)} ms`);
for (const socket of sockets) socket.close();
await app.close();
await database.close();
