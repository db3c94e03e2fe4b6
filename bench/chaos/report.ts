// The report printed at the end: per phase what was measured, then node deaths and lost joins,
// and whether the run passes.
import { acknowledged } from './load';
import { deaths, type ServerNode } from './nodes';
import { pages } from './pages';
import { type Phase, phases } from './phases';
import { CONSISTENT_WITHIN_MS, FAULT_MS, PAGES, QUIET_MS, STALE_MS } from './settings';

const ms = (value: number | undefined) =>
  value === undefined
    ? '-'
    : value === Number.POSITIVE_INFINITY
      ? 'never'
      : `${(value / 1000).toFixed(1)} s`;
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/** One phase's lines; what fails the run is added to `problems`. */
function reportPhase(p: Phase, nodes: ServerNode[], problems: string[]) {
  const failed = [...p.failed.values()].reduce((sum, n) => sum + n, 0);
  const failures = [...p.failed].map(([what, n]) => `${what} x${n}`).join(', ');
  console.log(`${p.name} (${ms((p.endedAt ?? performance.now()) - p.startedAt)})`);
  console.log(
    `  requests ${p.requests}, failed ${failed}${failures ? ` (${failures})` : ''}, slowest ${ms(p.slowestMs)}`,
  );
  console.log(
    `  pages that missed live updates (stale > ${STALE_MS / 1000} s): ${p.stalePages.size}, longest ${ms(p.longestStaleMs)}`,
  );
  if (p.reconnectMs.length > 0) {
    console.log(
      `  page reconnects ${p.reconnectMs.length}: p50 ${ms(quantile(p.reconnectMs, 0.5))}, max ${ms(Math.max(...p.reconnectMs))}`,
    );
  }
  if (p.redisDownAfterMs.size + p.redisUpAfterMs.size > 0) {
    const each = nodes
      .map(
        (n) =>
          `${n.name} down after ${ms(p.redisDownAfterMs.get(n.name))}, up ${ms(p.redisUpAfterMs.get(n.name))} after the end`,
      )
      .join('; ');
    console.log(`  Redis seen by the nodes: ${each}`);
  }
  if (p.isFault) {
    const timesOf = (map: Map<number, number>) =>
      pages.map((page) => map.get(page.slot) ?? Number.POSITIVE_INFINITY);
    const first = timesOf(p.firstConsistentAfterMs);
    const times = timesOf(p.consistentAfterMs);
    const worst = Math.max(...times);
    console.log(
      `  consistent after the fault's end: first p50 ${ms(quantile(first, 0.5))}, max ${ms(Math.max(...first))}; for good p50 ${ms(quantile(times, 0.5))}, max ${ms(worst)} (${pages.length} pages)`,
    );
    if (!(worst <= CONSISTENT_WITHIN_MS)) {
      problems.push(`${p.name}: a page was consistent only after ${ms(worst)}`);
    }
  }
  if (!p.isFault && p.name !== 'warm-up' && !p.name.startsWith('after') && p.stalePages.size > 0) {
    console.log('  (no fault in this phase: a page that fell behind here missed an update)');
  }
  if (p.name === 'rolling restart' && failed > 0) {
    problems.push(`rolling restart: ${failed} failed requests`);
  }
}

/** Prints the report; true when the run passes. */
export function report(nodes: ServerNode[], lost: string[]): boolean {
  const problems: string[] = [];
  console.log(
    `\n${acknowledged.length} joins acknowledged; faults ${FAULT_MS / 1000} s, quiet ${QUIET_MS / 1000} s, ${PAGES} tracking pages\n`,
  );
  for (const p of phases) reportPhase(p, nodes, problems);
  console.log(`\nnode deaths: ${deaths} (${nodes.map((n) => `${n.name} ${n.deaths}`).join(', ')})`);
  console.log(`lost acknowledged joins: ${lost.length} of ${acknowledged.length}`);
  if (deaths > 0) problems.push(`${deaths} node deaths`);
  if (lost.length > 0)
    problems.push(`${lost.length} acknowledged joins lost: ${lost.slice(0, 5).join(', ')}`);
  console.log(problems.length === 0 ? '\nPASS' : `\nFAIL\n  ${problems.join('\n  ')}`);
  return problems.length === 0;
}
