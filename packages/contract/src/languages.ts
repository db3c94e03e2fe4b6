/**
 * The languages the service speaks, in the order the language picker lists them. Finnish is
 * the default: a customer who never chose one, or whose choice is not one of these, gets it.
 * Free of zod (the schema is api/booking's languageSchema), so the web's first load may carry it.
 */
export const languages = ['en', 'fi', 'es', 'sv'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'fi';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** A stored or sent language, with anything unknown read as the default. */
export const asLanguage = (value: unknown): Language =>
  isLanguage(value) ? value : defaultLanguage;

/** The header that carries the customer's saved language; the default when it is missing. */
export const LANGUAGE_HEADER = 'x-lang';

/** The Intl locale each language formats dates, numbers and money in, on both sides. */
export const intlLocales: Record<Language, string> = {
  en: 'en-GB',
  fi: 'fi-FI',
  es: 'es-ES',
  sv: 'sv-SE',
};

/** The Intl locale of a language ('fi' -> 'fi-FI'); any other tag is handed to Intl as it is. */
export const intlLocale = (language: string): string =>
  isLanguage(language) ? intlLocales[language] : language;
