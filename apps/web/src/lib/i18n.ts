import { defaultLanguage, isLanguage, type Language, languages } from '@jono/contract/languages';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from '@/locales/en.json';
import type enStaff from '@/locales/staff/en.json';
import { readStorage, writeStorage } from './storage';

/** The language chosen is saved under this key; public/boot.js reads it before first paint. */
export const languageStorageKey = 'lang';

/** Every text: the customer pages' and, merged in once a staff page opens, the staff pages'. */
export type Translation = typeof en & typeof enStaff;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}

/**
 * Each language's texts are a chunk of their own, so the first load carries only the one in
 * use (public/boot.js preloads it); another is downloaded when the user switches to it. The
 * build leaves the booking pages' section out of it (src/locales/sections.ts).
 */
const translationLoaders = import.meta.glob<typeof en>('../locales/*.json', {
  query: '?texts=first',
  import: 'default',
});

/** The booking pages' texts (`prebooking`), a chunk per language beside the first one. */
const bookingTranslationLoaders = import.meta.glob<Pick<typeof en, 'prebooking'>>(
  '../locales/*.json',
  { query: '?texts=prebooking', import: 'default' },
);

/**
 * The dashboard's, login's and registration's texts are more than half of every language's;
 * customers never need them, so they are chunks of their own.
 */
const staffTranslationLoaders = import.meta.glob<typeof enStaff>('../locales/staff/*.json', {
  import: 'default',
});

function loaderOf<T>(loaders: Record<string, () => Promise<T>>, file: string): () => Promise<T> {
  const load = loaders[file];
  return load ?? (() => Promise.reject(new Error(`No texts in ${file}`)));
}

export function loadTranslation(language: Language): Promise<typeof en> {
  return loaderOf(translationLoaders, `../locales/${language}.json`)();
}

export function loadBookingTranslation(language: Language): Promise<Pick<typeof en, 'prebooking'>> {
  return loaderOf(bookingTranslationLoaders, `../locales/${language}.json`)();
}

export function loadStaffTranslation(language: Language): Promise<typeof enStaff> {
  return loaderOf(staffTranslationLoaders, `../locales/staff/${language}.json`)();
}

/**
 * Texts only some pages use, merged in when the first such page opens (loadStaffTexts,
 * loadBookingTexts) and, from then on, with every language switched to. `key` is one of their
 * top-level keys: a language whose texts hold it has them.
 */
const lateTexts = {
  staff: { load: loadStaffTranslation, key: 'dashboard' },
  booking: { load: loadBookingTranslation, key: 'prebooking' },
} satisfies Record<string, { load: (language: Language) => Promise<object>; key: string }>;
type LateTexts = keyof typeof lateTexts;
const lateTextsWanted = new Set<LateTexts>();

/** A language's texts, with the late ones wanted so far merged in. */
async function textsOf(language: Language) {
  const [customer, ...late] = await Promise.all([
    loadTranslation(language),
    ...[...lateTextsWanted].map((name) => lateTexts[name].load(language)),
  ]);
  return Object.assign({}, customer, ...late) as typeof customer;
}

/** i18next asks this for a language's texts the first time it needs them. */
const bundledTranslations: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguage(language)) {
      callback(new Error(`Unsupported language ${language}`), false);
      return;
    }
    textsOf(language).then(
      (texts) => callback(null, texts),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Whether this device has a language saved (chosen here, at this address). */
export const hasSavedLanguage = (): boolean => isLanguage(readStorage(languageStorageKey));

export function readSavedLanguage(): Language {
  const saved = readStorage(languageStorageKey);
  return isLanguage(saved) ? saved : defaultLanguage;
}

function isLocalDevelopmentHost(): boolean {
  return (
    import.meta.env.DEV &&
    import.meta.env.MODE !== 'test' &&
    ['localhost', '127.0.0.1', '[::1]'].includes(window.location.hostname)
  );
}

export const i18n = i18next.createInstance();

/**
 * Resolves once the saved language's texts are in; the app renders after it. Every language
 * holds every key (locales.test.ts), so no fallback language is downloaded alongside.
 */
export const i18nReady: Promise<unknown> = i18n
  .use(bundledTranslations)
  .use(initReactI18next)
  .init({
    lng: readSavedLanguage(),
    fallbackLng: false,
    supportedLngs: languages,
    load: 'currentOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    react: { bindI18nStore: 'added' },
  })
  .catch(() => {
    // Texts that fail to download show their keys; the app still runs.
  });

/**
 * Pages that need late texts call this before they render: the current language's join its
 * customer texts, and every language switched to later brings them too.
 */
async function loadLateTexts(name: LateTexts): Promise<void> {
  lateTextsWanted.add(name);
  await i18nReady;
  const { load, key } = lateTexts[name];
  // Languages loaded before now lack them: add them to each, so switching back shows no keys.
  const lacking = languages.filter((language) => {
    const texts: object | undefined = i18n.getResourceBundle(language, 'translation');
    return texts !== undefined && !(key in texts);
  });
  await Promise.all(
    lacking.map(async (language) => {
      try {
        i18n.addResourceBundle(language, 'translation', await load(language), true, true);
      } catch {
        // Texts that fail to download show their keys; the page still works.
      }
    }),
  );
}

/** Staff pages (dashboard, login, registration) call this before they render. */
export const loadStaffTexts = (): Promise<void> => loadLateTexts('staff');

/** The booking pages call this before they render. */
export const loadBookingTexts = (): Promise<void> => loadLateTexts('booking');

/** The current language, always one of ours. */
export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLanguage;
}

/**
 * On a local development host the texts may be re-loaded from
 * /translations/{lng}. Anything that goes wrong keeps the bundled texts.
 */
export async function reloadDevelopmentTranslations(language: Language): Promise<void> {
  if (!isLocalDevelopmentHost()) return;
  try {
    const response = await fetch(`/translations/${language}`);
    if (!response.ok) return;
    const bundle: unknown = await response.json();
    if (bundle && typeof bundle === 'object') {
      i18n.addResourceBundle(language, 'translation', bundle, true, true);
    }
  } catch {
    // Bundled texts stay in use.
  }
}

/** Saves a change of language; i18next announces it once the new texts have arrived. */
function saveLanguageChange(language: string): void {
  if (!isLanguage(language)) return;
  writeStorage(languageStorageKey, language);
  document.documentElement.lang = language;
  void reloadDevelopmentTranslations(language);
}

document.documentElement.lang = readSavedLanguage();
// Listening starts after start-up, so only a real change is saved, not the default.
void i18nReady.then(() => {
  i18n.on('languageChanged', saveLanguageChange);
  void reloadDevelopmentTranslations(currentLanguage());
});
