import { describe, expect, it, vi } from 'vitest';
import { createThemeStore, defaultTheme, readSavedTheme, resolveTheme } from './theme';

/** A window whose `prefers-color-scheme: dark` answer the test controls. */
function fakeWindow(prefersDark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: prefersDark,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const win = { document, matchMedia: vi.fn(() => media) } as unknown as Window;
  const setSystemDark = (dark: boolean) => {
    media.matches = dark;
    for (const listener of listeners) listener();
  };
  return { win, setSystemDark };
}

const isDark = () => document.documentElement.classList.contains('dark');

describe('theme: light, dark or system, dark by default', () => {
  it('defaults to dark', () => {
    expect(defaultTheme).toBe('dark');
    expect(readSavedTheme()).toBe('dark');
    const { win } = fakeWindow(false);
    const store = createThemeStore(win);
    expect(store.getSnapshot()).toEqual({ theme: 'dark', resolvedTheme: 'dark' });
    expect(isDark()).toBe(true);
  });

  it('resolves system from the OS preference', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('saves a choice under `theme` and applies it', () => {
    const { win } = fakeWindow(true);
    const store = createThemeStore(win);
    store.setTheme('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(isDark()).toBe(false);
    expect(document.documentElement.style.colorScheme).toBe('light');
    expect(readSavedTheme()).toBe('light');
  });

  it('follows the OS while the choice is system, and reacts to its changes', () => {
    const { win, setSystemDark } = fakeWindow(false);
    const store = createThemeStore(win);
    const listener = vi.fn();
    store.subscribe(listener);

    store.setTheme('system');
    expect(store.getSnapshot()).toEqual({ theme: 'system', resolvedTheme: 'light' });
    expect(isDark()).toBe(false);

    setSystemDark(true);
    expect(store.getSnapshot().resolvedTheme).toBe('dark');
    expect(isDark()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(2);

    store.setTheme('light');
    setSystemDark(false);
    setSystemDark(true);
    expect(isDark()).toBe(false);
  });

  it('ignores a saved value it does not know', () => {
    window.localStorage.setItem('theme', 'sepia');
    expect(readSavedTheme()).toBe('dark');
  });
});
