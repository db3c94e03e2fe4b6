import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from './storage';

/** Light, dark or system (following the OS); dark by default. */
export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];
export type ResolvedTheme = Exclude<Theme, 'system'>;

export const defaultTheme: Theme = 'dark';
/** Read before first paint by public/boot.js too. */
export const themeStorageKey = 'theme';
const darkQuery = '(prefers-color-scheme: dark)';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (themes as readonly string[]).includes(value);
}

export function readSavedTheme(): Theme {
  const saved = readStorage(themeStorageKey);
  return isTheme(saved) ? saved : defaultTheme;
}

export function resolveTheme(theme: Theme, prefersDark: boolean): ResolvedTheme {
  if (theme === 'system') return prefersDark ? 'dark' : 'light';
  return theme;
}

export interface ThemeSnapshot {
  theme: Theme;
  resolvedTheme: ResolvedTheme;
}

export interface ThemeStore {
  getSnapshot(): ThemeSnapshot;
  setTheme(theme: Theme): void;
  subscribe(listener: () => void): () => void;
}

/**
 * Holds the chosen theme, saves it, keeps the `dark` class of <html> in step and follows the
 * operating system while the choice is `system`.
 */
export function createThemeStore(win: Window = window): ThemeStore {
  const media = typeof win.matchMedia === 'function' ? win.matchMedia(darkQuery) : null;
  const listeners = new Set<() => void>();
  const prefersDark = () => media?.matches ?? false;

  let theme = readSavedTheme();
  let snapshot: ThemeSnapshot = { theme, resolvedTheme: resolveTheme(theme, prefersDark()) };

  const update = () => {
    const resolvedTheme = resolveTheme(theme, prefersDark());
    const root = win.document.documentElement;
    root.classList.toggle('dark', resolvedTheme === 'dark');
    root.style.colorScheme = resolvedTheme;
    if (snapshot.theme === theme && snapshot.resolvedTheme === resolvedTheme) return;
    snapshot = { theme, resolvedTheme };
    for (const listener of listeners) listener();
  };

  media?.addEventListener('change', update);
  update();

  return {
    getSnapshot: () => snapshot,
    setTheme(next) {
      theme = next;
      writeStorage(themeStorageKey, next);
      update();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let appThemeStore: ThemeStore | undefined;

/** The app's one theme store, made on first use so importing this file has no side effects. */
export function getThemeStore(): ThemeStore {
  appThemeStore ??= createThemeStore();
  return appThemeStore;
}

export function useTheme(): ThemeSnapshot & { setTheme: (theme: Theme) => void } {
  const store = getThemeStore();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { ...snapshot, setTheme: store.setTheme };
}
