import { describe, expect, it } from 'vitest';
import { batchedPerTurn, type Waiting } from './turn-batches';

/**
 * A runner that records each batch and answers its items doubled once released;
 * `started(n)` resolves when the n-th batch (from 1) has begun.
 */
function recordingRunner() {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const run = (batch: Waiting<number, number>[]) => {
    batches.push(batch.map((call) => call.item));
    const done = new Promise<void>((resolve) => {
      releases.push(() => {
        for (const call of batch) call.resolve(call.item * 2);
        resolve();
      });
    });
    for (const waiter of waiters.filter((w) => w.count <= batches.length)) waiter.resolve();
    return done;
  };
  const started = (count: number) =>
    new Promise<void>((resolve) => {
      if (batches.length >= count) resolve();
      else waiters.push({ count, resolve });
    });
  return { batches, releases, run, started };
}

describe('batchedPerTurn', () => {
  it('runs the calls of one turn as one batch and answers each its own result', async () => {
    const runner = recordingRunner();
    const call = batchedPerTurn(runner.run);
    const answers = Promise.all([call(1), call(2), call(3)]);
    await runner.started(1);
    expect(runner.batches).toEqual([[1, 2, 3]]);
    for (const release of runner.releases) release();
    expect(await answers).toEqual([2, 4, 6]);
  });

  it('puts what comes while a batch runs in the next one when batches run one at a time', async () => {
    const runner = recordingRunner();
    const call = batchedPerTurn(runner.run, { oneAtATime: true });
    const first = call(1);
    await runner.started(1);
    const later = [call(2), call(3), call(4)];
    await new Promise((resolve) => setImmediate(resolve));
    // The first batch still runs: the others wait for it.
    expect(runner.batches).toEqual([[1]]);
    runner.releases[0]?.();
    expect(await first).toBe(2);
    await runner.started(2);
    expect(runner.batches).toEqual([[1], [2, 3, 4]]);
    runner.releases[1]?.();
    expect(await Promise.all(later)).toEqual([4, 6, 8]);
  });

  it('starts each turn batch at once when batches may overlap', async () => {
    const runner = recordingRunner();
    const call = batchedPerTurn(runner.run);
    const first = call(1);
    await runner.started(1);
    const second = call(2);
    // The second starts while the first, never released yet, still runs.
    await runner.started(2);
    expect(runner.batches).toEqual([[1], [2]]);
    for (const release of runner.releases) release();
    expect(await Promise.all([first, second])).toEqual([2, 4]);
  });

  it('splits a burst larger than the batch limit', async () => {
    const runner = recordingRunner();
    const call = batchedPerTurn(runner.run, { maxBatch: 2, oneAtATime: true });
    const answers = Promise.all([1, 2, 3, 4, 5].map(call));
    for (let batch = 1; batch <= 3; batch++) {
      await runner.started(batch);
      runner.releases[batch - 1]?.();
    }
    expect(runner.batches).toEqual([[1, 2], [3, 4], [5]]);
    expect(await answers).toEqual([2, 4, 6, 8, 10]);
  });

  it('rejects the calls a failed batch left unsettled, and keeps serving later calls', async () => {
    let fail = true;
    const call = batchedPerTurn<number, number>(async (batch) => {
      const [settled, ...rest] = batch;
      settled?.resolve(0);
      if (fail && rest.length > 0) throw new Error('database gone');
      for (const waiting of rest) waiting.resolve(waiting.item);
    });
    const results = await Promise.allSettled([call(1), call(2), call(3)]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('database gone'));
    fail = false;
    expect(await Promise.all([call(4), call(5)])).toEqual([0, 5]);
  });
});
