import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '@/locales/en.json';
import es from '@/locales/es.json';
import fi from '@/locales/fi.json';
import sv from '@/locales/sv.json';
import { readStorage, writeStorage } from './storage';

/** Spec sections 1 and 9: en, fi, es, sv; fi by default; the choice is saved under `lang`. */
export const languages = ['en', 'fi', 'es', 'sv'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'fi';
/** Read before first paint by public/boot.js too. */
export const languageStorageKey = 'lang';

export const resources = {
  en: { translation: en },
  fi: { translation: fi },
  es: { translation: es },
  sv: { translation: sv },
} as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

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

void i18n.use(initReactI18next).init({
  resources,
  lng: readSavedLanguage(),
  fallbackLng: 'en',
  supportedLngs: languages,
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { bindI18nStore: 'added' },
});

/** The current language, always one of ours. */
export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLanguage;
}

/**
 * Spec section 7: on a local development host the texts may be re-loaded from
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

// Registered after init so that only a real change is saved, not the start-up default.
i18n.on('languageChanged', (language) => {
  if (!isLanguage(language)) return;
  writeStorage(languageStorageKey, language);
  document.documentElement.lang = language;
  void reloadDevelopmentTranslations(language);
});

document.documentElement.lang = currentLanguage();
void reloadDevelopmentTranslations(currentLanguage());
