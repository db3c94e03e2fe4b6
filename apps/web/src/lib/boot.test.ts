import { defaultLanguage, languages } from '@jono/contract/languages';
import { describe, expect, it, vi } from 'vitest';
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

  it('preloads the texts of the saved language only, once the build named their chunks', () => {
    const chunks = { en: '/assets/en-1.js', fi: '/assets/fi-2.js', es: '/a/es.js', sv: '/a/sv.js' };
    const built = bootScript.replace(
      'const localeChunks = {};',
      `const localeChunks = ${JSON.stringify(chunks)};`,
    );
    expect(built).not.toBe(bootScript);
    window.localStorage.setItem('lang', 'sv');
    new Function(built)();
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual(['/a/sv.js']);
    for (const link of preloads) link.remove();
  });

  it('preloads nothing in development, where no chunks exist', () => {
    runBoot();
    expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();
  });

  it('contains no inline handlers or eval the CSP would block', () => {
    expect(bootScript).not.toMatch(/\beval\(|new Function|innerHTML/);
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
