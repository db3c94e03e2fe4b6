// Runs before first paint (loaded from <head>; the CSP forbids inline scripts). It applies
// the saved language and theme so the page never flashes in the wrong ones, and starts the
// download of that language's texts alongside the app. The same rules live in
// src/lib/i18n.ts and src/lib/theme.ts; boot.test.ts keeps them in step.
(() => {
  // The build writes each language's chunk here (vite.config.ts, localePreload).
  const localeChunks = {};
  const root = document.documentElement;
  let language = 'fi';
  let theme = 'dark';
  try {
    const savedLanguage = window.localStorage.getItem('lang');
    if (['en', 'fi', 'es', 'sv'].includes(savedLanguage)) language = savedLanguage;
    const savedTheme = window.localStorage.getItem('theme');
    if (['light', 'dark', 'system'].includes(savedTheme)) theme = savedTheme;
  } catch {
    // Storage can be blocked (private mode, policies): keep the defaults.
  }
  const prefersDark =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches;
  const isDark = theme === 'dark' || (theme === 'system' && prefersDark);
  root.lang = language;
  root.classList.toggle('dark', isDark);
  root.style.colorScheme = isDark ? 'dark' : 'light';
  // index.html's frame paints before the app: the home page's welcome, or a skeleton elsewhere.
  root.dataset.shell = window.location.pathname === '/' ? 'home' : 'page';

  const localeChunk = localeChunks[language];
  if (localeChunk) {
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.crossOrigin = '';
    preload.href = localeChunk;
    document.head.appendChild(preload);
  }
})();
