// The server of bench/queue-soak.ts, in a process of its own so its memory is the server's
// alone. It makes the bench's shops, then answers the bench over IPC: `measure` (a full GC,
// then memory, the recovery buffer and the statements run so far) and `close`.
// Each of its SOAK_SHOPS shops (9) takes SOAK_QUEUE_LIMIT walk-ins (500).
// Database: PGlite in memory, or a fresh PostgreSQL database with TEST_DB_DRIVER=postgres
// and TEST_DATABASE_URL (statements are counted there, at the driver).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import v8 from 'node:v8';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { recoveryBufferSize } from '../apps/server/src/plugins/app/realtime';
import { createCatalogue, createShop } from '../apps/server/src/test/factories';
import { createTestDatabase } from '../apps/server/src/test/test-database';

export interface SoakShop {
  id: string;
  serviceId: string;
  price: number;
  duration: number;
}

export type FromServer =
  | { type: 'ready'; url: string; shops: SoakShop[] }
  | { type: 'profiled' }
  | {
      type: 'measured';
      rss: number;
      heapUsed: number;
      /** What V8 holds for its heap, used or not (part of the RSS). */
      heapTotal: number;
      /** Memory outside the JavaScript heap that objects in it hold (buffers, mostly). */
      external: number;
      recoveryPackets: number;
      statements: number;
      /** What V8 holds per space of its heap (new, old, code, large objects...). */
      spaces: Record<string, number>;
    };

export type ToServer =
  | { type: 'measure' }
  | { type: 'close' }
  /** A CPU profile of what the server does between `start` and `stop`, written to `file`. */
  | { type: 'profile'; action: 'start' }
  | { type: 'profile'; action: 'stop'; file: string };

// Every statement node-postgres sends, BEGIN and COMMIT included.
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  statements++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const shopCount = Number(process.env.SOAK_SHOPS ?? 9);
const queueLimit = Number(process.env.SOAK_QUEUE_LIMIT ?? 500);
const database = await createTestDatabase();
const shops: SoakShop[] = [];
for (let i = 0; i < shopCount; i++) {
  const shop = await createShop(database.db, { chairCount: 3, queueLimit });
  const { services } = await createCatalogue(database.db, shop.id, {
    services: [{ name: 'Haircut', priceCents: 3000, durationMinutes: 30 }],
  });
  const service = services[0];
  if (!service) throw new Error('no service');
  shops.push({ id: shop.id, serviceId: service.id, price: 30, duration: 30 });
}

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://localhost:3997',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'jono-soak-')),
  WEB_DIST: join(tmpdir(), 'jono-no-web-app'),
  RATE_LIMIT_PER_MINUTE: '100000000',
  // Every simulated customer joins from this one address.
  JOINS_PER_ADDRESS: '100000000',
});
const app = await buildApp({ config, database, logger: false });
const url = await app.listen({ host: '127.0.0.1', port: 0 });

// What was allocated, sampled, among what outlived the young generation and died later: the
// churn that grows the old space and the RSS with it (a .heapprofile for Chrome's devtools).
const heapProfile = process.env.SOAK_HEAP_PROF;
const inspector = new Session();
inspector.connect();
if (heapProfile) {
  await inspector.post('HeapProfiler.startSampling', {
    samplingInterval: 16384,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: false,
  });
}
const send = (message: FromServer) => process.send?.(message);
process.on('message', async (message: ToServer) => {
  if (message.type === 'profile') {
    if (message.action === 'start') {
      await inspector.post('Profiler.enable');
      await inspector.post('Profiler.start');
    } else {
      const { profile } = await inspector.post('Profiler.stop');
      writeFileSync(message.file, JSON.stringify(profile));
    }
    send({ type: 'profiled' });
  } else if (message.type === 'measure') {
    globalThis.gc?.();
    const memory = process.memoryUsage();
    send({
      type: 'measured',
      rss: memory.rss,
      heapUsed: memory.heapUsed,
      heapTotal: memory.heapTotal,
      external: memory.external,
      recoveryPackets: recoveryBufferSize(app.io),
      statements,
      spaces: Object.fromEntries(
        v8.getHeapSpaceStatistics().map((space) => [space.space_name, space.space_size]),
      ),
    });
  } else {
    if (heapProfile) {
      const { profile } = await inspector.post('HeapProfiler.stopSampling');
      writeFileSync(heapProfile, JSON.stringify(profile));
    }
    await app.close();
    await database.close();
    // A clean exit writes the CPU profile when the process runs with --cpu-prof.
    process.exit(0);
  }
});
// The bench is gone (finished or failed): so is its server.
process.on('disconnect', () => process.exit(1));
send({ type: 'ready', url, shops });
