// Runs before first paint (loaded from <head>; the CSP forbids inline scripts). It applies
// the saved language and theme so the page never flashes in the wrong ones, and starts the
// app, with that language's texts, once the page's frame has painted. The same rules live in
// src/lib/i18n.ts and src/lib/theme.ts; boot.test.ts keeps them in step.
(() => {
  // The build writes each language's chunk and the Intl warm-up worker here (vite.config.ts,
  // bootScript).
  const localeChunks = {};
  const intlWarmUp = '';
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
  // The browser loads the data behind the language's Intl formatters once for all its threads:
  // a worker does it on another core while the page paints, so the app's first formatters do
  // not hold its main thread (src/app/boot/intl-warm-up.worker.ts). Without module workers the
  // app loads the data itself, as it would anyway.
  if (intlWarmUp && typeof Worker === 'function') {
    try {
      new Worker(`${intlWarmUp}?language=${language}`, { type: 'module' });
    } catch {
      // A browser that refuses module workers.
    }
  }
  root.classList.toggle('dark', isDark);
  root.style.colorScheme = isDark ? 'dark' : 'light';
  // index.html's frame paints before the app: the home page's welcome, or a skeleton elsewhere.
  root.dataset.shell = window.location.pathname === '/' ? 'home' : 'page';

  // A built page holds its app's scripts in <template id="app-start"> (vite.config.ts,
  // appAfterFirstPaint): they are fetched, with the language's texts, and run after the first
  // frame that shows the page, so neither their download nor their running holds that frame
  // back. A hidden page paints nothing, so it starts at once.
  let started = false;
  const startApp = () => {
    const start = document.getElementById('app-start');
    if (!start || started) return;
    started = true;
    const preloads = [...start.content.querySelectorAll('link')];
    const localeChunk = localeChunks[language];
    if (localeChunk) {
      const texts = document.createElement('link');
      texts.rel = 'modulepreload';
      texts.crossOrigin = '';
      texts.href = localeChunk;
      preloads.push(texts);
    }
    // A hidden page's timers wait up to a second each: it takes them all in one task.
    appendInSteps(preloads, document.hidden ? preloads.length : PRELOADS_PER_TASK);
  };
  // Each preload starts a download there and then, about a millisecond of this machine's main
  // thread and four of a phone's: a dozen at once held a phone for 40 to 100 ms after the
  // first paint (Lighthouse: total blocking time). They go a few per task, the entry in the
  // task after the last.
  const PRELOADS_PER_TASK = 3;
  const appendInSteps = (links, perTask) => {
    for (const link of links.slice(0, perTask)) {
      document.head.appendChild(document.importNode(link, true));
    }
    const rest = links.slice(perTask);
    setTimeout(() => (rest.length > 0 ? appendInSteps(rest, perTask) : runEntry()), 0);
  };
  const runEntry = () => {
    const entry = document.head.querySelector('link[data-app-entry]');
    if (!entry) return;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry.href;
    document.body.appendChild(script);
  };
  // The paint is known for sure from the browser's first-contentful-paint entry (index.html's
  // header always has some); a frame's callbacks run before that frame is even on screen.
  // Without paint timing, or should the entry never come, the task after the next frame.
  const startAfterPaint = () => {
    if (document.hidden) return startApp();
    const paintTiming =
      typeof PerformanceObserver === 'function' &&
      (PerformanceObserver.supportedEntryTypes || []).includes('paint');
    const afterNextFrame = () => requestAnimationFrame(() => setTimeout(startApp, 0));
    if (!paintTiming) return afterNextFrame();
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(startApp, 0);
    });
    try {
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // A browser that lists paint timing but refuses this form of observing it.
      return afterNextFrame();
    }
    setTimeout(startApp, 1000);
  };
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', startAfterPaint);
  } else {
    startAfterPaint();
  }
})();
