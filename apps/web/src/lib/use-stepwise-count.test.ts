import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStepwiseCount } from './use-stepwise-count';

/** Runs the task the hook yielded to, and what it rendered. */
const nextTask = () =>
  act(async () => {
    await vi.runOnlyPendingTimersAsync();
  });

describe('useStepwiseCount', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders a step at first and a step more in each following task, up to the total', async () => {
    const { result } = renderHook(() => useStepwiseCount(8, 3));
    expect(result.current).toBe(3);
    await nextTask();
    expect(result.current).toBe(6);
    await nextTask();
    expect(result.current).toBe(8);
    await nextTask();
    expect(result.current).toBe(8);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never gives more than the list holds, and carries on when the list grows', async () => {
    const { result, rerender } = renderHook(({ total }) => useStepwiseCount(total, 4), {
      initialProps: { total: 2 },
    });
    expect(result.current).toBe(2);
    await nextTask();
    expect(result.current).toBe(2);

    rerender({ total: 10 });
    expect(result.current).toBe(4);
    await nextTask();
    expect(result.current).toBe(8);
    await nextTask();
    expect(result.current).toBe(10);
  });

  it('keeps what it shows when the list shrinks and grows back', async () => {
    const { result, rerender } = renderHook(({ total }) => useStepwiseCount(total, 3), {
      initialProps: { total: 9 },
    });
    await nextTask();
    await nextTask();
    expect(result.current).toBe(9);
    rerender({ total: 1 });
    expect(result.current).toBe(1);
    rerender({ total: 9 });
    expect(result.current).toBe(9);
  });

  it('stops stepping once unmounted', async () => {
    const { unmount } = renderHook(() => useStepwiseCount(9, 3));
    unmount();
    await nextTask();
    expect(vi.getTimerCount()).toBe(0);
  });
});
