import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRetryWithBackoff } from './use-retry-with-backoff';

type State = 'pending' | 'failed' | 'ok';

describe('useRetryWithBackoff', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries after 2, 4, 8 ... seconds, at most a minute apart, and starts over on success', () => {
    const retry = vi.fn();
    const { rerender } = renderHook(
      ({ state }: { state: State }) => useRetryWithBackoff(state, retry),
      {
        initialProps: { state: 'failed' },
      },
    );
    const failAgain = () => {
      rerender({ state: 'pending' });
      rerender({ state: 'failed' });
    };

    vi.advanceTimersByTime(1_999);
    expect(retry).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(retry).toHaveBeenCalledTimes(1);

    failAgain();
    vi.advanceTimersByTime(3_999);
    expect(retry).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(retry).toHaveBeenCalledTimes(2);

    failAgain();
    vi.advanceTimersByTime(8_000);
    expect(retry).toHaveBeenCalledTimes(3);

    for (let attempt = 0; attempt < 6; attempt += 1) {
      failAgain();
      vi.advanceTimersByTime(60_000);
    }
    expect(retry).toHaveBeenCalledTimes(9);

    // A success resets the pause to two seconds.
    rerender({ state: 'ok' });
    rerender({ state: 'failed' });
    vi.advanceTimersByTime(2_000);
    expect(retry).toHaveBeenCalledTimes(10);
  });

  it('does nothing while the data is fine or a read is on its way', () => {
    const retry = vi.fn();
    const { rerender } = renderHook(
      ({ state }: { state: State }) => useRetryWithBackoff(state, retry),
      {
        initialProps: { state: 'ok' },
      },
    );
    vi.advanceTimersByTime(120_000);
    rerender({ state: 'pending' });
    vi.advanceTimersByTime(120_000);
    expect(retry).not.toHaveBeenCalled();
  });
});
