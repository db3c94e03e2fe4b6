import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs `work` and settles no sooner than `floorMs` after it began. For an answer whose words
 * are the same either way but whose work is not (an account found and mailed, or none): with
 * the floor above the slower way's usual time, both ways take the floor, so the time of the
 * answer does not tell them apart either. The mail work it waits on keeps running behind it.
 */
export async function answerNoSoonerThan<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}
