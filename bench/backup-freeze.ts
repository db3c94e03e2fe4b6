// How long an embedded-database backup holds requests: the built server (embedded database,
// 90 days of demo trade) serves health checks and walk-ins joining and leaving, first for a
// window without a backup, then while `npm run backup` asks it for one through its socket.
// Requests go at a shop floor's pace (see `load`). Printed per kind: p50, p99 and max latency
// without and during the backup and their ratio, the longest time no answer came back at all,
// and the backup's duration and size. It fails when any answer during the backup took longer
// than BACKUP_FREEZE_LIMIT_MS (500).
// Run: npm run build && npm run bench:backup (BACKUP_WINDOW_SECONDS=15 for the baseline;
//   BENCH_SERVER=<path to another build's dist/server.js> measures that build instead)
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backupSocketPath, requestBackup } from '../apps/server/src/db/backup-socket';
import { startBuiltProduct } from './built-product';
import { joinBody } from './raw-http';
import type { SoakShop } from './soak-server';

const windowSeconds = Number(process.env.BACKUP_WINDOW_SECONDS ?? 15);
const limitMs = Number(process.env.BACKUP_FREEZE_LIMIT_MS ?? 500);

const backups = mkdtempSync(join(tmpdir(), 'jono-backup-bench-'));
const product = await startBuiltProduct(undefined, { JOINS_PER_ADDRESS: '100000000' });

/** The demo shops open for walk-ins now, each with its first service. */
async function openShops(): Promise<SoakShop[]> {
  const list = (await (await fetch(`${product.base}/api/shops?limit=50`)).json()) as {
    data: { id: string }[];
  };
  const shops: SoakShop[] = [];
  for (const { id } of list.data) {
    const detail = (await (await fetch(`${product.base}/api/shops/${id}`)).json()) as {
      data: { categories: { services: { id: string; price: number; duration: number }[] }[] };
    };
    const service = detail.data.categories[0]?.services[0];
    if (service) {
      shops.push({ id, serviceId: service.id, price: service.price, duration: service.duration });
    }
  }
  return shops;
}

interface Sample {
  kind: 'health' | 'join' | 'leave';
  /** When the request was sent, and how long its answer took. */
  at: number;
  ms: number;
  status: number;
}

/**
 * A busy shop floor's pace, not a flood: a health check every 20 ms (a load balancer and
 * monitors) and a walk-in joining every 100 ms, who leaves again 50 ms later, each request
 * sent on time whether or not the one before was answered, so a held server shows up as
 * latency, until `isOver` says so.
 */
async function load(shops: SoakShop[], isOver: () => boolean, samples: Sample[]) {
  let phone = 0;
  const inFlight = new Set<Promise<void>>();
  const timed = (kind: Sample['kind'], path: string, init?: RequestInit) => {
    const at = performance.now();
    const sent = fetch(`${product.base}${path}`, init).then(async (response) => {
      const body = await response.text();
      samples.push({ kind, at, ms: performance.now() - at, status: response.status });
      return body;
    });
    const tracked = sent.then(() => undefined);
    inFlight.add(tracked);
    void tracked.finally(() => inFlight.delete(tracked));
    return sent;
  };
  const json = (body: string) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const health = setInterval(() => timed('health', '/api/health'), 20);
  const walkIns = setInterval(() => {
    const shop = shops[phone % shops.length] as SoakShop;
    const body = joinBody(shop, `050${String(2_000_000 + ++phone)}`);
    void timed('join', '/api/queue', json(body)).then((answer) => {
      const orderId = JSON.parse(answer).data?.orderId;
      if (!orderId) return;
      setTimeout(() => timed('leave', `/api/queue/cancel/${orderId}`, { method: 'PATCH' }), 50);
    });
  }, 100);
  await new Promise<void>((resolve) => {
    const check = setInterval(() => {
      if (!isOver()) return;
      clearInterval(check);
      resolve();
    }, 10);
  });
  clearInterval(health);
  clearInterval(walkIns);
  while (inFlight.size > 0) await Promise.all(inFlight);
}

function summary(samples: Sample[], kind: Sample['kind']) {
  const ms = samples
    .filter((s) => s.kind === kind)
    .map((s) => s.ms)
    .sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? Number.NaN;
  return { count: ms.length, p50: at(0.5), p99: at(0.99), max: ms.at(-1) ?? Number.NaN };
}

/** The longest stretch with no answer of any kind, from the window's start to its end. */
function longestSilence(samples: Sample[], from: number, to: number) {
  let last = from;
  let longest = 0;
  for (const answered of samples.map((s) => s.at + s.ms).sort((a, b) => a - b)) {
    longest = Math.max(longest, answered - last);
    last = Math.max(last, answered);
  }
  return Math.max(longest, to - last);
}

try {
  const shops = await openShops();
  if (shops.length === 0) throw new Error('no demo shop offers a service');
  // Warm up, then the window without a backup.
  const after = (ms: number) => {
    const end = performance.now() + ms;
    return () => performance.now() >= end;
  };
  await load(shops, after(3_000), []);
  const quiet: Sample[] = [];
  const quietFrom = performance.now();
  await load(shops, after(windowSeconds * 1000), quiet);
  const quietTo = performance.now();

  const during: Sample[] = [];
  const started = performance.now();
  let backedUp = false;
  const loading = load(shops, () => backedUp, during);
  const result = await requestBackup(backupSocketPath(product.dataDir), backups);
  const finished = performance.now();
  backedUp = true;
  await loading;
  // Every answer to a request sent while the backup ran.
  const whileBackingUp = during.filter((s) => s.at <= finished);

  if (!result) throw new Error('the server did not take the backup');
  const refused = [...quiet, ...during].filter((s) => s.status >= 500).length;
  console.log(
    `backup: ${((finished - started) / 1000).toFixed(1)} s, ${(statSync(result.file).size / 1024 / 1024).toFixed(1)} MB archive (${(result.manifest.database.bytes / 1024 / 1024).toFixed(1)} MB database)`,
  );
  console.log(
    `${'kind'.padEnd(8)} ${'answers (without / during)'.padEnd(28)} ${'p50 ms'.padEnd(24)}${'p99 ms'.padEnd(24)}max ms`,
  );
  let worst = 0;
  for (const kind of ['health', 'join', 'leave'] as const) {
    const a = summary(quiet, kind);
    const b = summary(whileBackingUp, kind);
    worst = Math.max(worst, b.max);
    const cell = (x: number, y: number) =>
      `${x.toFixed(1)} / ${y.toFixed(1)} (${(y / x).toFixed(1)}x)`.padEnd(24);
    console.log(
      `${kind.padEnd(8)} ${`${a.count} / ${b.count}`.padEnd(28)} ${cell(a.p50, b.p50)}${cell(a.p99, b.p99)}${cell(a.max, b.max)}`,
    );
  }
  const admitted = [...quiet, ...during].filter((s) => s.kind === 'join' && s.status === 201);
  console.log(
    `joins admitted: ${admitted.length} of ${[...quiet, ...during].filter((s) => s.kind === 'join').length} (the others refused with 4xx: a full or closed queue)`,
  );
  console.log(
    `longest time with no answer: ${longestSilence(quiet, quietFrom, quietTo).toFixed(0)} ms without, ${longestSilence(whileBackingUp, started, finished).toFixed(0)} ms during the backup; 5xx answers: ${refused}`,
  );
  if (worst > limitMs || refused > 0) {
    console.error(
      `FAIL: an answer during the backup took ${worst.toFixed(0)} ms (limit ${limitMs})`,
    );
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await product.stop();
  rmSync(backups, { recursive: true, force: true });
}
