import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScreenWakeLock } from './use-screen-wake-lock';

function stubWakeLock(request: () => Promise<unknown>) {
  const wakeLock = { request: vi.fn(request) };
  Object.defineProperty(navigator, 'wakeLock', { value: wakeLock, configurable: true });
  return wakeLock;
}

function sentinel() {
  const lock = {
    released: false,
    release: vi.fn(async () => {
      lock.released = true;
    }),
  };
  return lock;
}

describe('useScreenWakeLock', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'wakeLock');
  });

  it('keeps the screen on, asks again when the page shows after the lock was let go, and lets go on leaving', async () => {
    const first = sentinel();
    const second = sentinel();
    const wakeLock = stubWakeLock(
      vi.fn().mockResolvedValueOnce(first).mockResolvedValueOnce(second),
    );
    const { unmount } = renderHook(() => useScreenWakeLock());
    await waitFor(() => expect(wakeLock.request).toHaveBeenCalledWith('screen'));

    // The browser releases the lock while the page is hidden.
    first.released = true;
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(wakeLock.request).toHaveBeenCalledTimes(2));

    unmount();
    await waitFor(() => expect(second.release).toHaveBeenCalledOnce());
  });

  it('asks only once while the lock holds', async () => {
    const granted = Promise.resolve(sentinel());
    const wakeLock = stubWakeLock(() => granted);
    renderHook(() => useScreenWakeLock());
    expect(wakeLock.request).toHaveBeenCalledOnce();
    // The hook holds the lock once the browser's answer has reached it: it awaits that answer
    // from before this test does, so it has kept the lock when this await returns.
    await granted;
    // The page shows again: the hook's listener asks or not while the event is dispatched.
    document.dispatchEvent(new Event('visibilitychange'));
    expect(wakeLock.request).toHaveBeenCalledOnce();
  });

  it('lives with a browser that refuses', async () => {
    const wakeLock = stubWakeLock(async () => {
      throw new DOMException('Not allowed', 'NotAllowedError');
    });
    const { unmount } = renderHook(() => useScreenWakeLock());
    await waitFor(() => expect(wakeLock.request).toHaveBeenCalledOnce());
    unmount();
  });
});
