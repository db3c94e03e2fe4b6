// Memory, read from the server: prom-client's figures from /metrics, the RSS split from
// /proc/<pid>/status, and the resident part of the WebAssembly memory from /proc/<pid>/smaps.
import { existsSync, readFileSync } from 'node:fs';
import { done, failed, sockets } from './client';
import { MiB, mib } from './settings';
import { shops } from './shops';

export interface Sample {
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
function wasmMemories(pid: number) {
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

let soakStart = 0;
/** The soak's minutes are counted from here. */
export function startClock() {
  soakStart = performance.now();
}
export const elapsedMs = () => performance.now() - soakStart;
const elapsedMinutes = () => elapsedMs() / 60_000;
export const samples: Sample[] = [];

/** One sample of the server's memory (at `base`, process `pid`), kept and printed as a line. */
export async function sample(base: string, pid: number) {
  // Another process on a shared machine may stop it; the soak says so rather than failing
  // on a refused connection.
  if (!existsSync(`/proc/${pid}`))
    throw new Error(`the server (pid ${pid}) ended before the soak did`);
  // Not through `call`: a scrape is the bench's, not a page's.
  const page = await (await fetch(`${base}/metrics`)).text();
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const heapTotal = metric(page, 'nodejs_heap_size_total_bytes');
  const rss = procKiB('VmRSS', status);
  const wasm = wasmMemories(pid);
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
