/** Runs `task` after a warm-up and returns its latency distribution in milliseconds. */
export async function measure(name: string, task: () => Promise<void>, runs = 200) {
  for (let i = 0; i < 20; i++) await task();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await task();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { name, median: at(0.5), p95: at(0.95), p99: at(0.99) };
}

type Result = Awaited<ReturnType<typeof measure>>;

export function report(title: string, baseline: Result, results: Result[]) {
  console.log(`\n${title}`);
  console.log('name'.padEnd(42), 'median ms', '  p95 ms', '  p99 ms', ' x baseline');
  for (const r of [baseline, ...results]) {
    console.log(
      r.name.padEnd(42),
      r.median.toFixed(2).padStart(9),
      r.p95.toFixed(2).padStart(8),
      r.p99.toFixed(2).padStart(8),
      (r.median / baseline.median).toFixed(1).padStart(11),
    );
  }
}
