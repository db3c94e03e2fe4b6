// Latency of GET /api/analytics with a year of history for a busy shop (about 40,000 walk-ins
// and 10,000 bookings) on the embedded database in a temp folder, for a 30-day and a 365-day
// period, against GET /api/health measured in the same run as the baseline.
// Run: npm run bench:analytics [-- runs]
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, analyticsPaths, zonedParts } from '@jono/contract';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { measure, report } from './measure';
import { HISTORY_PASSWORD, seedShopHistory } from './seed-history';

const runs = Number(process.argv[2] ?? 200);
const dataDir = mkdtempSync(join(tmpdir(), 'jono-bench-analytics-'));
const config = loadConfig({
  LOG_LEVEL: 'silent',
  SEED_DEMO_DATA: 'false',
  RATE_LIMIT_PER_MINUTE: '1000000',
  DATA_DIR: dataDir,
});
const database = await openDatabase({ driver: 'pglite', dataDir });
const now = new Date();

const seedStart = performance.now();
const history = await seedShopHistory(database.db, now);
console.log(
  `history: ${history.walkIns} walk-ins, ${history.bookings} bookings in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
);

const app = await buildApp({ config, database, logger: false, now: () => now });
await app.ready();

async function signIn(email: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/email-login',
    payload: { email, password: HISTORY_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return `Bearer ${res.json().session.accessToken as string}`;
}
const owner = await signIn(history.ownerEmail);
const barber = await signIn(history.barberEmail);

const today = zonedParts(now, history.timezone).date;
const lastDays = (days: number) =>
  `${analyticsPaths.analytics}?from=${addDays(today, 1 - days)}&to=${today}`;

/**
 * One case: its latency through measure(), and the CPU time the process spent per request.
 * The embedded database runs on this process's thread, so on a machine shared with other
 * work the CPU time is what the latency would be on an idle one.
 */
async function timed(name: string, url: string, authorization?: string) {
  let cpuMicros = 0;
  let calls = 0;
  const result = await measure(
    name,
    async () => {
      const before = process.cpuUsage();
      const res = await app.inject({
        method: 'GET',
        url,
        ...(authorization ? { headers: { authorization } } : {}),
      });
      const spent = process.cpuUsage(before);
      cpuMicros += spent.user + spent.system;
      calls++;
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    },
    runs,
  );
  return { ...result, cpu: cpuMicros / calls / 1000 };
}

const loadBefore = loadavg()[0] ?? 0;
const baseline = await timed('GET /api/health (baseline)', '/api/health');
const results = [
  await timed('analytics 7 days, owner', lastDays(7), owner),
  await timed('analytics 30 days, owner', lastDays(30), owner),
  await timed('analytics 365 days, owner', lastDays(365), owner),
  await timed('analytics 30 days, barber', lastDays(30), barber),
  await timed('analytics 365 days, barber', lastDays(365), barber),
];
report(
  `${history.walkIns} walk-ins and ${history.bookings} bookings, embedded database, ${runs} runs`,
  baseline,
  results,
);
console.log('\nCPU ms per request');
for (const r of [baseline, ...results])
  console.log(r.name.padEnd(42), r.cpu.toFixed(2).padStart(9));
console.log(
  `load average (1 min) ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after, on ${cpus().length} cores`,
);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
