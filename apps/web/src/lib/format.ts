import { intlLocale } from '@jono/contract/languages';
import { metresToKm } from '@jono/contract/rules/distance';
import { keptPerKey } from '@jono/contract/rules/kept-per-key';
import { formatMinutes, formatRating } from '@jono/contract/rules/written-forms';
import { i18n } from './i18n';

/**
 * Display formatting in the user's language. Money and the language's Intl locale are the
 * contract's, shared with the server's mails, so a screen and a mail show one figure alike.
 * Phones are written by `@jono/contract/rules/phone`, imported where shown, so its library
 * stays out of the first load.
 */
export { intlLocale } from '@jono/contract/languages';
export { formatMoney, formatPrice } from '@jono/contract/rules/money';
export { formatMinutes, formatRating };

/**
 * What an unusable date or instant reads as ("time not known"), in the page's language (the
 * one whose texts are loaded): the browser's own "Invalid Date" is English in every language.
 */
export const unknownTime = (): string => i18n.t('messages.invalidDate');

/** Distances are computed in metres and shown in km with one decimal. */
export function formatDistance(metres: number, language: string): string {
  return kilometresOf(language).format(metresToKm(metres));
}

// Every card of the home list shows its distance once a position is known.
const kilometresOf = keptPerKey(
  (language) =>
    new Intl.NumberFormat(intlLocale(language), {
      style: 'unit',
      unit: 'kilometer',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }),
);

/** "Men's haircut ×2, Beard trim" */
export function servicesLine(services: readonly { name: string; quantity: number }[]): string {
  return services
    .map(({ name, quantity }) => (quantity > 1 ? `${name} ×${quantity}` : name))
    .join(', ');
}
