// happy-dom runs no script files; a script appended here counts as loaded, without an error.
// @vitest-environment-options {"happyDOM":{"settings":{"handleDisabledFileLoadingAsSuccess":true}}}
import { defaultLanguage, languages } from '@jono/contract/languages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import bootScript from '../../public/boot.js?raw';
import { defaultTheme } from './theme';

// public/boot.js runs before the app (the CSP allows no inline script); it must apply the
// same saved language and theme the app would.
const runBoot = () => new Function(bootScript)();

function stubSystemDark(dark: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: dark, addEventListener() {}, removeEventListener() {} })),
  );
}

const root = document.documentElement;

describe('public/boot.js', () => {
  it('applies the defaults: fi and dark', () => {
    stubSystemDark(false);
    runBoot();
    expect(root.lang).toBe(defaultLanguage);
    expect(root.classList.contains('dark')).toBe(defaultTheme === 'dark');
  });

  it.each(languages)('applies the saved language %s', (language) => {
    window.localStorage.setItem('lang', language);
    runBoot();
    expect(root.lang).toBe(language);
  });

  it('ignores an unknown language', () => {
    window.localStorage.setItem('lang', 'xx');
    runBoot();
    expect(root.lang).toBe('fi');
  });

  it.each([
    ['light', false, false],
    ['light', true, false],
    ['dark', false, true],
    ['system', true, true],
    ['system', false, false],
  ] as const)('theme %s with OS dark=%s gives dark=%s', (theme, systemDark, expected) => {
    stubSystemDark(systemDark);
    window.localStorage.setItem('theme', theme);
    runBoot();
    expect(root.classList.contains('dark')).toBe(expected);
    expect(root.style.colorScheme).toBe(expected ? 'dark' : 'light');
  });

  it('contains no inline handlers or eval the CSP would block', () => {
    expect(bootScript).not.toMatch(/\beval\(|new Function|innerHTML/);
  });

  describe('the Intl warm-up worker', () => {
    const built = bootScript.replace(
      "const intlWarmUp = '';",
      "const intlWarmUp = '/assets/intl-warm-up-1.js';",
    );
    const started: { url: string; options: WorkerOptions | undefined }[] = [];
    beforeEach(() => {
      started.length = 0;
      vi.stubGlobal(
        'Worker',
        class {
          constructor(url: string, options?: WorkerOptions) {
            started.push({ url, options });
          }
        },
      );
    });
    afterEach(() => vi.unstubAllGlobals());

    it('starts as a module worker with the language boot chose', () => {
      window.localStorage.setItem('lang', 'es');
      new Function(built)();
      expect(started).toEqual([
        { url: '/assets/intl-warm-up-1.js?language=es', options: { type: 'module' } },
      ]);
    });

    it('is not started in development, where the build has not named it', () => {
      runBoot();
      expect(started).toEqual([]);
    });

    it('leaves the page booting where module workers are refused', () => {
      vi.stubGlobal(
        'Worker',
        class {
          constructor() {
            throw new TypeError('module workers are not supported');
          }
        },
      );
      window.localStorage.setItem('lang', 'en');
      new Function(built)();
      expect(root.lang).toBe('en');
    });
  });

  describe('starting the app', () => {
    const chunks = { en: '/assets/en-1.js', fi: '/assets/fi-2.js', es: '/a/es.js', sv: '/a/sv.js' };
    const builtBoot = bootScript.replace(
      'const localeChunks = {};',
      `const localeChunks = ${JSON.stringify(chunks)};`,
    );
    /** What the build leaves in index.html: the app's scripts, inert until boot.js starts them. */
    const appStart = (moreChunks: string[] = []) => {
      const template = document.createElement('template');
      template.id = 'app-start';
      template.innerHTML =
        '<link rel="modulepreload" crossorigin href="/assets/index-1.js" data-app-entry>' +
        '<link rel="modulepreload" crossorigin href="/assets/react-2.js">' +
        moreChunks.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
      document.head.appendChild(template);
    };
    const preloads = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      );
    const appScripts = () =>
      [...document.body.querySelectorAll('script[type="module"]')].map(
        (script) => new URL((script as HTMLScriptElement).src).pathname,
      );
    const frames: FrameRequestCallback[] = [];

    beforeEach(() => {
      vi.useFakeTimers();
      frames.length = 0;
      vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
        frames.push(callback);
        return frames.length;
      });
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
      for (const element of document.querySelectorAll('template, link, script')) {
        element.remove();
      }
    });

    it('fetches and runs the built app only after the next frame has painted', () => {
      appStart();
      window.localStorage.setItem('lang', 'sv');
      new Function(builtBoot)();
      expect(preloads()).toEqual([]);
      expect(appScripts()).toEqual([]);
      expect(frames).toHaveLength(1);
      frames[0]?.(0);
      // A frame's callbacks run before it paints; the app starts in the task after it.
      expect(appScripts()).toEqual([]);
      vi.runOnlyPendingTimers();
      // The app's scripts, and the texts of the saved language only; the entry runs in the
      // task after.
      expect(preloads()).toEqual(['/assets/index-1.js', '/assets/react-2.js', '/a/sv.js']);
      expect(appScripts()).toEqual([]);
      vi.runOnlyPendingTimers();
      expect(appScripts()).toEqual(['/assets/index-1.js']);
    });

    it('starts the downloads a few per task, and the entry in the task after the last', () => {
      appStart(['/assets/router-3.js', '/assets/state-4.js', '/assets/i18n-5.js']);
      window.localStorage.setItem('lang', 'fi');
      new Function(builtBoot)();
      frames[0]?.(0);
      vi.runOnlyPendingTimers();
      expect(preloads()).toEqual([
        '/assets/index-1.js',
        '/assets/react-2.js',
        '/assets/router-3.js',
      ]);
      vi.runOnlyPendingTimers();
      expect(preloads()).toEqual([
        '/assets/index-1.js',
        '/assets/react-2.js',
        '/assets/router-3.js',
        '/assets/state-4.js',
        '/assets/i18n-5.js',
        '/assets/fi-2.js',
      ]);
      expect(appScripts()).toEqual([]);
      vi.runOnlyPendingTimers();
      expect(appScripts()).toEqual(['/assets/index-1.js']);
    });

    it('waits for the first contentful paint where the browser reports paints', () => {
      const observers: { callback: PerformanceObserverCallback; disconnected: boolean }[] = [];
      vi.stubGlobal(
        'PerformanceObserver',
        class {
          static supportedEntryTypes = ['paint'];
          private readonly entry: (typeof observers)[number];
          constructor(callback: PerformanceObserverCallback) {
            this.entry = { callback, disconnected: false };
            observers.push(this.entry);
          }
          observe() {}
          disconnect() {
            this.entry.disconnected = true;
          }
        },
      );
      const paint = (name: string) =>
        observers[0]?.callback(
          { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) } as never,
          {} as never,
        );
      appStart();
      new Function(builtBoot)();
      // A frame alone proves nothing: it may not be on screen yet.
      expect(frames).toEqual([]);
      paint('first-paint');
      vi.advanceTimersByTime(500);
      expect(appScripts()).toEqual([]);
      paint('first-contentful-paint');
      expect(observers[0]?.disconnected).toBe(true);
      vi.advanceTimersByTime(1);
      vi.advanceTimersByTime(1);
      expect(appScripts()).toEqual(['/assets/index-1.js']);
      // The fallback timer finds the app started and starts nothing more.
      vi.runAllTimers();
      expect(appScripts()).toEqual(['/assets/index-1.js']);
    });

    it('starts after a second where no contentful paint is ever reported', () => {
      vi.stubGlobal(
        'PerformanceObserver',
        class {
          static supportedEntryTypes = ['paint'];
          observe() {}
          disconnect() {}
        },
      );
      appStart();
      new Function(builtBoot)();
      vi.advanceTimersByTime(999);
      expect(appScripts()).toEqual([]);
      vi.advanceTimersByTime(1);
      vi.advanceTimersByTime(1);
      expect(appScripts()).toEqual(['/assets/index-1.js']);
    });

    it('falls back to the next frame where observing paints is refused', () => {
      vi.stubGlobal(
        'PerformanceObserver',
        class {
          static supportedEntryTypes = ['paint'];
          observe() {
            throw new TypeError('type is not supported');
          }
          disconnect() {}
        },
      );
      appStart();
      new Function(builtBoot)();
      expect(frames).toHaveLength(1);
      frames[0]?.(0);
      vi.advanceTimersByTime(1);
      vi.advanceTimersByTime(1);
      expect(appScripts()).toEqual(['/assets/index-1.js']);
    });

    it('starts a hidden page at once, since it paints no frame', () => {
      // More preloads than one task takes on a shown page: a hidden one's timers are slow.
      appStart(['/assets/router-3.js', '/assets/state-4.js', '/assets/i18n-5.js']);
      const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
      new Function(builtBoot)();
      hidden.mockRestore();
      vi.runOnlyPendingTimers();
      expect(appScripts()).toEqual(['/assets/index-1.js']);
      expect(frames).toEqual([]);
    });

    it('starts nothing in development, where index.html runs the entry itself', () => {
      runBoot();
      for (const frame of frames) frame(0);
      vi.runAllTimers();
      expect(preloads()).toEqual([]);
      expect(appScripts()).toEqual([]);
    });
  });

  it.each([
    ['/', 'home'],
    ['/barbershop/1', 'page'],
  ])('picks the frame that index.html paints first at %s: %s', (path, shell) => {
    window.history.replaceState(null, '', path);
    runBoot();
    expect(root.dataset.shell).toBe(shell);
  });
});
