// When things happen: pauses, arrivals at a steady rate, random choices, and loops that run
// until the soak ends.
import { running } from './client';

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Exponentially distributed waits: arrivals at a steady rate, not in lockstep. */
export const arrivalGap = (meanMs: number) => -Math.log(1 - Math.random()) * meanMs;
export const between = (lowMs: number, highMs: number) => lowMs + Math.random() * (highMs - lowMs);
export const pick = <T>(items: readonly T[]) =>
  items[Math.floor(Math.random() * items.length)] as T;

/** Runs `step` every `gap()` ms until the soak ends; a step's own failure is counted, never thrown. */
export function every(gap: () => number, step: () => Promise<void>) {
  void (async () => {
    while (running) {
      await pause(gap());
      if (!running) break;
      await step();
    }
  })();
}
