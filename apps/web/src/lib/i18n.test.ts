import { defaultLanguage, languages } from '@jono/contract/languages';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import es from '@/locales/es.json';
import fi from '@/locales/fi.json';
import sv from '@/locales/sv.json';
import {
  i18n,
  languageStorageKey,
  loadBookingTranslation,
  loadStaffTranslation,
  loadTranslation,
  readSavedLanguage,
} from './i18n';

const customerTexts = { en, es, fi, sv };

describe('i18n: the saved language, Finnish by default', () => {
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

  it.each(languages)('loads the texts of %s on demand', async (language) => {
    const texts = await loadTranslation(language);
    expect(texts.booking.fee).toEqual(expect.any(String));
  });

  it.each(languages)('keeps the staff texts of %s out of the customer texts', async (language) => {
    const customer = await loadTranslation(language);
    const staff = await loadStaffTranslation(language);
    expect(Object.keys(customer)).not.toContain('dashboard');
    expect(staff.dashboard.title).toEqual(expect.any(String));
  });

  it.each(languages)(
    "keeps the booking pages' texts of %s out of the first load, and loses none",
    async (language) => {
      const first = await loadTranslation(language);
      const booking = await loadBookingTranslation(language);
      expect(Object.keys(first)).not.toContain('prebooking');
      expect(Object.keys(booking)).toEqual(['prebooking']);
      expect({ ...first, ...booking }).toEqual(customerTexts[language]);
    },
  );

  it('brings the staff and booking texts along with every language switched to once their pages opened', async () => {
    // The test setup has opened them (loadStaffTexts, loadBookingTexts), as the pages would.
    expect(i18n.t('dashboard.title')).toBe('Dashboard');
    await i18n.changeLanguage('fi');
    expect(i18n.t('dashboard.title')).toBe('Hallintapaneeli');
    expect(i18n.t('prebooking.page.continue')).toBe(fi.prebooking.page.continue);
    expect(i18n.t('booking.fee')).toBe('Varausmaksu');
  });

  it('downloads a language only when it is switched to', async () => {
    expect(i18n.hasResourceBundle('sv', 'translation')).toBe(false);
    await i18n.changeLanguage('sv');
    expect(i18n.hasResourceBundle('sv', 'translation')).toBe(true);
    expect(i18n.t('booking.fee')).toBe('Bokningsavgift');
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
