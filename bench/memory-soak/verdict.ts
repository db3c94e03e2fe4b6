// The verdict: a line fitted to the last two thirds of the samples of each figure; the run
// fails when RSS or the memory outside the heap grows faster than maxGrowth, or a request failed.
import { done, failed } from './client';
import type { Sample } from './samples';
import { MiB, maxGrowth, mib, minutes } from './settings';

/** Least-squares slope of `value` over the samples, in MiB per hour. */
function slopePerHour(points: Sample[], value: (s: Sample) => number) {
  const n = points.length;
  const meanX = points.reduce((sum, p) => sum + p.minute, 0) / n;
  const meanY = points.reduce((sum, p) => sum + value(p), 0) / n;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.minute - meanX) * (value(p) - meanY);
    den += (p.minute - meanX) ** 2;
  }
  return ((num / den) * 60) / MiB;
}

/** Prints each figure's slope and the verdict; true when the soak passes. */
export function judge(samples: Sample[]): boolean {
  const fitted = samples.filter((s) => s.minute >= minutes / 3);
  const canJudge = fitted.length >= 5;
  const figures: [string, (s: Sample) => number, boolean][] = [
    ['RSS', (s) => s.rss, true],
    ['outside the heap (RSS - heap total)', (s) => s.nonHeap, true],
    ['WebAssembly (PGlite)', (s) => s.wasm, false],
    ['heap used', (s) => s.heapUsed, false],
    ['heap total', (s) => s.heapTotal, false],
    ['external', (s) => s.external, false],
  ];
  console.log(
    `\n${done} requests, ${failed} failed; slopes fitted to the ${fitted.length} samples from minute ${Math.ceil(minutes / 3)} on (limit ${maxGrowth} MiB/hour for the first two)`,
  );
  let grows = false;
  for (const [name, value, judged] of figures) {
    const values = samples.map(value);
    const slope = canJudge ? slopePerHour(fitted, value) : Number.NaN;
    if (judged && slope > maxGrowth) grows = true;
    console.log(
      `${name}: first ${mib(values[0] ?? 0)}, last ${mib(values.at(-1) ?? 0)}, max ${mib(Math.max(...values))} MiB; slope ${canJudge ? `${slope.toFixed(1)} MiB/hour` : 'not fitted (run too short)'}`,
    );
  }
  const verdict = !canJudge
    ? 'too short to judge growth (5 samples after the first third are needed)'
    : grows
      ? `STEADY GROWTH (over ${maxGrowth} MiB/hour)`
      : 'levels off';
  console.log(`verdict: ${verdict}${failed > 0 ? `; ${failed} requests FAILED` : ''}`);
  return !(grows || failed > 0);
}
