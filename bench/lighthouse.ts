// First view on a phone: Lighthouse (mobile, its default simulated throttling) on the home page
// and a demo shop's page of the built product, 3 runs each, the median of each figure against
// the targets of issue 17 (performance at least 95, LCP at most 2.0 s, CLS 0); exits non-zero
// when a page misses one. The first runs (before decision 0006) stand beside as the baseline.
// Run after `npm run build`: npm run bench:lighthouse (WEB_DIST=<dir> measures another build)
import type { ShopSummary } from '@jono/contract';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath, startBuiltProduct } from './built-product';
import { jsonClient } from './http';

const runs = 3;
const target = { score: 95, lcpMs: 2000, cls: 0 };
/** The build before decision 0006 (React 19, no painted frame), by this script on 2026-11-25. */
const before: Record<string, Figures> = {
  home: { score: 75, lcpMs: 3570, cls: 0, ttiMs: 3940 },
  shop: { score: 45, lcpMs: 5320, cls: 0.181, ttiMs: 5360 },
};

type Figures = { score: number; lcpMs: number; cls: number; ttiMs: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function audit(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no report for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    ttiMs: value('interactive'),
  };
}

const product = await startBuiltProduct();
// A fresh profile per run, so nothing is cached between them: every run is a first view.
const launch = () =>
  chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
try {
  const json = jsonClient(product.base);
  const [shop] = (await json<{ data: ShopSummary[] }>('/api/shops')).data;
  if (!shop) throw new Error('the demo data has no shops');
  const pages = { home: '/', shop: `/barbershop/${shop.id}` };

  let missed = false;
  console.log(
    `Lighthouse mobile, default throttling, median of ${runs} runs (before → now, ratio)\n`,
  );
  for (const [name, path] of Object.entries(pages)) {
    const samples: Figures[] = [];
    for (let run = 0; run < runs; run++) {
      const chrome = await launch();
      try {
        samples.push(await audit(`${product.base}${path}`, chrome.port));
      } finally {
        chrome.kill();
      }
    }
    const now: Figures = {
      score: median(samples.map((s) => s.score)),
      lcpMs: median(samples.map((s) => s.lcpMs)),
      cls: median(samples.map((s) => s.cls)),
      ttiMs: median(samples.map((s) => s.ttiMs)),
    };
    const was = before[name] as Figures;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    const line = (label: string, from: string, to: string, ratio: number) =>
      console.log(
        `  ${label.padEnd(12)} ${from.padStart(8)} → ${to.padStart(8)}  ${ratio.toFixed(2)}x`,
      );
    console.log(`${path}  (runs: ${samples.map((s) => s.score).join(', ')})`);
    line('performance', String(was.score), String(now.score), now.score / was.score);
    line('LCP', seconds(was.lcpMs), seconds(now.lcpMs), now.lcpMs / was.lcpMs);
    line('TTI', seconds(was.ttiMs), seconds(now.ttiMs), now.ttiMs / was.ttiMs);
    console.log(
      `  ${'CLS'.padEnd(12)} ${String(was.cls).padStart(8)} → ${now.cls.toFixed(3).padStart(8)}`,
    );
    const misses = [
      now.score < target.score && `performance ${now.score} < ${target.score}`,
      now.lcpMs > target.lcpMs && `LCP ${seconds(now.lcpMs)} > ${seconds(target.lcpMs)}`,
      now.cls > target.cls && `CLS ${now.cls.toFixed(3)} > 0`,
    ].filter(Boolean);
    console.log(`  target: ${misses.length === 0 ? 'met' : `NOT met (${misses.join(', ')})`}\n`);
    if (misses.length > 0) missed = true;
  }
  if (missed) process.exitCode = 1;
} finally {
  await product.stop();
}
