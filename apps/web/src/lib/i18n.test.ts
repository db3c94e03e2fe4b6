import { describe, expect, it } from 'vitest';
import {
  defaultLanguage,
  i18n,
  languageStorageKey,
  languages,
  readSavedLanguage,
  resources,
} from './i18n';

describe('i18n (spec sections 1 and 9)', () => {
  it('defaults to Finnish', () => {
    expect(defaultLanguage).toBe('fi');
    window.localStorage.clear();
    expect(readSavedLanguage()).toBe('fi');
  });

  it('uses the saved language and ignores one it does not know', () => {
    window.localStorage.setItem('lang', 'sv');
    expect(readSavedLanguage()).toBe('sv');
    window.localStorage.setItem('lang', 'de');
    expect(readSavedLanguage()).toBe('fi');
  });

  it('bundles all four languages', () => {
    expect(Object.keys(resources).sort()).toEqual([...languages].sort());
    expect(i18n.hasResourceBundle('sv', 'translation')).toBe(true);
  });

  it('saves a change under `lang` and sets <html lang>', async () => {
    await i18n.changeLanguage('es');
    expect(window.localStorage.getItem(languageStorageKey)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18n.t('messages.queueFull')).toBe('La cola ya está llena');

    await i18n.changeLanguage('fi');
    expect(window.localStorage.getItem('lang')).toBe('fi');
    expect(i18n.t('booking.fee')).toBe('Varausmaksu');
  });
});
