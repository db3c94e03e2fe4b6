// Time from a staff member's Call (POST /api/staff/queue/:orderId/call) to the customer's
// Web Push message reaching the push service: a stand-in on 127.0.0.1 that checks the VAPID
// JWT and decrypts each message like a real one. 200 calls on the embedded database, each to
// a newly joined customer with one subscribed browser. Baseline in the same run:
// GET /api/health over HTTP.
// Run: npm run bench:push [-- calls]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JoinQueueResponse } from '@jono/contract';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDemoDataIfEmpty } from '../apps/server/src/db/seed/seed-demo-data';
import { alertRunsSettled } from '../apps/server/src/modules/queue/alerts/order-alerts.service';
import { startPushServiceStandIn } from '../apps/server/src/test/push-service-stand-in';
import { demoShopWithOwner, jsonClient } from './http';

const calls = Number(process.argv[2] ?? 200);
const pushService = await startPushServiceStandIn();
const config = loadConfig({
  // The stand-in is a push service the server may post to, like the browsers' own.
  PUSH_SERVICE_ORIGINS: pushService.origin,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_MINUTE: '1000000',
  // Every simulated customer joins from this one address.
  JOINS_PER_ADDRESS: '10000000',
  PUBLIC_URL: 'http://localhost:3999',
  // The VAPID keys are made into a throw-away data folder.
  DATA_DIR: mkdtempSync(join(tmpdir(), 'jono-bench-push-')),
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
  body: JSON.stringify({ queueLimit: calls + 50 }),
});

const samples: number[] = [];
for (let i = 0; samples.length < calls; i++) {
  const joined = await json<JoinQueueResponse>('/api/queue', {
    method: 'POST',
    body: JSON.stringify({
      name: `Bench ${i}`,
      phone: `040${String(2_000_000 + i)}`,
      shopId: shop.id,
      services: [{ id: service.id, quantity: 1, addons: [] }],
      additionalServices: [],
      totalTimeRequires: service.duration,
      totalPrice: service.price,
      payNow: false,
    }),
  });
  const orderId = joined.data.orderId;
  const browser = pushService.subscribe();
  await json(`/api/queue/${orderId}/push-subscription`, {
    method: 'POST',
    body: JSON.stringify({ endpoint: browser.endpoint, keys: browser.keys, language: 'fi' }),
  });
  // Whatever the join made due (time to leave) has gone out before the clock starts.
  await alertRunsSettled(app.ctx);
  const seen = pushService.pushesTo(browser.id).length;

  const start = performance.now();
  const called = json(`/api/staff/queue/${orderId}/call`, {
    method: 'POST',
    headers: staff,
    body: JSON.stringify({ chair: 1 }),
  });
  const pushed = await pushService.nextPush(browser.id, seen);
  await called;
  if (pushed.message.kind !== 'turn')
    throw new Error(`expected a turn alert, got ${pushed.message.kind}`);
  samples.push(pushed.arrivedAt - start);
}

const baseline: number[] = [];
for (let i = 0; i < calls; i++) {
  const start = performance.now();
  await fetch(`${base}/api/health`);
  baseline.push(performance.now() - start);
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p99: at(0.99) };
};
const call = stats(samples);
const health = stats(baseline);
if (pushService.refused.length > 0) throw new Error(`refused: ${pushService.refused.join('; ')}`);
console.log(`\nstaff Call -> push message at the push service, ${samples.length} calls`);
console.log(`  median ${call.median.toFixed(1)} ms, p99 ${call.p99.toFixed(1)} ms`);
console.log(
  `baseline GET /api/health over HTTP: median ${health.median.toFixed(2)} ms, p99 ${health.p99.toFixed(2)} ms`,
);
console.log(`ratio (median): ${(call.median / health.median).toFixed(1)}x`);
await app.close();
await database.close();
await pushService.close();
