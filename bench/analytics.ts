// Latency of GET /api/analytics with a year of history for a busy shop (about 40,000 walk-ins
// and 10,000 bookings) on the embedded database in a temp folder, for a 30-day and a 365-day
// period, against GET /api/health measured in the same run as the baseline.
// Run: npm run bench:analytics [-- runs]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
const get = (url: string, authorization?: string) => async () => {
  const res = await app.inject({
    method: 'GET',
    url,
    ...(authorization ? { headers: { authorization } } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
};
const lastDays = (days: number) =>
  `${analyticsPaths.analytics}?from=${addDays(today, 1 - days)}&to=${today}`;

const baseline = await measure('GET /api/health (baseline)', get('/api/health'), runs);
const results = [
  await measure('analytics 30 days, owner', get(lastDays(30), owner), runs),
  await measure('analytics 365 days, owner', get(lastDays(365), owner), runs),
  await measure('analytics 30 days, barber', get(lastDays(30), barber), runs),
  await measure('analytics 365 days, barber', get(lastDays(365), barber), runs),
];
report(
  `${history.walkIns} walk-ins and ${history.bookings} bookings, embedded database, ${runs} runs`,
  baseline,
  results,
);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
