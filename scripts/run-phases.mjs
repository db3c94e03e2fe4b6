#!/usr/bin/env node
// Runs npm scripts one after another, stopping at the first that fails, and prints how long
// each took and the whole: CI has a fixed budget, and a phase that grows should be seen.
import { spawnSync } from 'node:child_process';

const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
const took = [];
const started = performance.now();

for (const phase of process.argv.slice(2)) {
  const phaseStart = performance.now();
  const { status } = spawnSync('npm', ['run', phase], { stdio: 'inherit' });
  const duration = minutes(performance.now() - phaseStart);
  took.push(`${phase} ${duration}`);
  console.log(`\n== ${phase} ${status === 0 ? 'passed' : 'FAILED'} in ${duration}`);
  if (status !== 0) {
    console.log(`== phases: ${took.join(', ')}; stopped at ${phase}`);
    process.exit(status ?? 1);
  }
}
console.log(`== phases: ${took.join(', ')}; all in ${minutes(performance.now() - started)}`);
