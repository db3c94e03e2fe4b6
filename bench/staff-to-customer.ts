// Time from a staff action (an HTTP call) to the customer's tracking socket hearing it, over
// 200 actions, on the embedded database. Baseline in the same run: GET /api/health over HTTP.
// Run: npx tsx bench/staff-to-customer.ts [actions]
import type { JoinQueueResponse, OrderPlacePayload } from '@jono/contract';
import { io as connect } from 'socket.io-client';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDemoDataIfEmpty } from '../apps/server/src/db/seed/seed-demo-data';
import { demoShopWithOwner, jsonClient } from './http';

const actions = Number(process.argv[2] ?? 200);
const config = loadConfig({
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_MINUTE: '1000000',
  // Every simulated customer joins from this one address.
  JOINS_PER_ADDRESS: '10000000',
  PUBLIC_URL: 'http://localhost:3999',
});
const database = await openDatabase({ driver: 'pglite' });
await seedDemoDataIfEmpty(database.db);
const app = await buildApp({ config, database, logger: false });
const base = await app.listen({ host: '127.0.0.1', port: 0 });

const json = jsonClient(base);

const { shop, service, owner: session } = await demoShopWithOwner(json);
const staff = { authorization: `Bearer ${session.accessToken}` };
await json('/api/staff/queue-status', {
  method: 'PATCH',
  headers: staff,
  body: JSON.stringify({ queueLimit: 500 }),
});

const customer = connect(base, {
  transports: ['websocket'],
  extraHeaders: { origin: config.publicOrigin },
});
await new Promise<void>((resolve) => customer.on('connect', () => resolve()));
let waitingFor: { orderId: string; status: string; resolve: () => void } | null = null;
customer.on('order:place', (place: OrderPlacePayload) => {
  if (waitingFor && place.orderId === waitingFor.orderId && place.status === waitingFor.status) {
    waitingFor.resolve();
  }
});

/** Milliseconds from sending the staff call to the customer's socket hearing its effect. */
async function timed(orderId: string, status: string, call: () => Promise<unknown>) {
  const heard = new Promise<void>((resolve) => {
    waitingFor = { orderId, status, resolve };
  });
  const start = performance.now();
  await Promise.all([call(), heard]);
  return performance.now() - start;
}

const samples: number[] = [];
for (let i = 0; samples.length < actions; i++) {
  const joined = await json<JoinQueueResponse>('/api/queue', {
    method: 'POST',
    body: JSON.stringify({
      name: `Bench ${i}`,
      phone: `040${String(1_000_000 + i)}`,
      shopId: shop.id,
      services: [{ id: service.id, quantity: 1, addons: [] }],
      additionalServices: [],
      totalTimeRequires: service.duration,
      totalPrice: service.price,
      payNow: false,
    }),
  });
  const orderId = joined.data.orderId;
  customer.emit('order:watch', orderId);
  await new Promise((resolve) => setTimeout(resolve, 5));
  samples.push(
    await timed(orderId, 'in_service', () =>
      json(`/api/staff/queue/${orderId}/start`, {
        method: 'POST',
        headers: staff,
        body: JSON.stringify({ barberId: session.userId }),
      }),
    ),
  );
  samples.push(
    await timed(orderId, 'served', () =>
      fetch(`${base}/api/staff/queue/${orderId}/finish`, { method: 'POST', headers: staff }),
    ),
  );
}

const baseline: number[] = [];
for (let i = 0; i < actions; i++) {
  const start = performance.now();
  await fetch(`${base}/api/health`);
  baseline.push(performance.now() - start);
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p99: at(0.99) };
};
const action = stats(samples);
const health = stats(baseline);
console.log(`\nstaff action -> customer's socket, ${samples.length} actions (start and finish)`);
console.log(`  median ${action.median.toFixed(1)} ms, p99 ${action.p99.toFixed(1)} ms`);
console.log(
  `baseline GET /api/health over HTTP: median ${health.median.toFixed(2)} ms, p99 ${health.p99.toFixed(2)} ms`,
);
console.log(`ratio (median): ${(action.median / health.median).toFixed(1)}x`);
customer.close();
await app.close();
await database.close();
