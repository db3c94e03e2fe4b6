import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-10T09:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the time now and renews it once per interval, not in between', () => {
    const start = Date.parse('2025-03-10T09:00:00Z');
    const { result } = renderHook(() => useNow(30_000));
    expect(result.current).toBe(start);

    act(() => vi.advanceTimersByTime(29_999));
    expect(result.current).toBe(start);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(start + 30_000);
  });

  it('stops renewing once unmounted', () => {
    const { unmount } = renderHook(() => useNow(1000));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
