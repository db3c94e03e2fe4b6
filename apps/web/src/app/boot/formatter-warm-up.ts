import { formatMinutes, formatRating, formatTime } from '@jono/contract/rules/written-forms';

/**
 * Makes the Intl formatters a first view needs, one step each. The first Intl formatter of a
 * kind loads the language's data, tens of milliseconds on a phone: the app makes each in a
 * short task of its own while it waits for its texts, instead of in the first list's render,
 * and `intl-warm-up.worker.ts` makes them on another core before the app has loaded, which
 * leaves the browser's share of that loading done when the app gets here.
 */
export function formatterPreparations(language: string): (() => void)[] {
  return [
    () => formatRating(0, language),
    () => formatMinutes(0, language),
    () => formatTime(Date.now(), Intl.DateTimeFormat().resolvedOptions().timeZone),
    // i18next picks the plural form of a count with the language's rules.
    () => new Intl.PluralRules(language).select(1),
  ];
}
