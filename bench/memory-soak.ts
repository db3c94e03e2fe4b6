// Does the built server's memory level off under a light, steady day of trade? A 10-minute
// soak once saw the embedded database's memory outside the JavaScript heap grow 200 -> 226
// MiB; only a longer run tells a cache filling up (it stops) from a leak (it does not).
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
//
// The parts: memory-soak/settings.ts, memory-soak/client.ts (requests and sockets, counted),
// memory-soak/pacing.ts, memory-soak/shops.ts (the demo shops set up), memory-soak/load.ts
// (walk-ins, staff boards, visitors), memory-soak/samples.ts (reading memory) and
// memory-soak/verdict.ts (fitting the slopes).
import { startBuiltProduct } from './built-product';
import { inFlight, sockets, stopRunning, useServer } from './memory-soak/client';
import { openStaffScreens, startLoad } from './memory-soak/load';
import { pause } from './memory-soak/pacing';
import { elapsedMs, sample, samples, startClock } from './memory-soak/samples';
import { joinEveryMs, minutes } from './memory-soak/settings';
import { setUpShops, shops } from './memory-soak/shops';
import { judge } from './memory-soak/verdict';

const product = await startBuiltProduct(undefined, {
  METRICS: 'true',
  // Every simulated customer joins from this one address.
  JOINS_PER_ADDRESS: '100000000',
});
const { base } = product;
const pid = product.pid;
if (!pid) throw new Error('the server has no process id');
useServer(base);

await setUpShops();
openStaffScreens();

startClock();
console.log(
  `memory soak: ${minutes} min, a walk-in every ${joinEveryMs / 1000} s on average across ${shops.length} shops (server pid ${pid}, ${base})`,
);
await sample(base, pid);
startLoad(joinEveryMs);
for (let minute = 1; minute <= minutes; minute++) {
  await pause(Math.max(0, minute * 60_000 - elapsedMs()));
  await sample(base, pid);
}
// The loops end at their next turn; what they have in flight is waited for.
stopRunning();
while (inFlight > 0) await pause(50);
for (const socket of sockets) socket.close();
await product.stop();

const passes = judge(samples);
// Walk-ins still waiting to give up hold timers: the verdict is final, so exit now.
process.exit(passes ? 0 : 1);
