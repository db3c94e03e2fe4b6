import { intlLocale } from '../languages';
import { keptPerKey } from './kept-per-key';

/** Price totals are rounded to 2 decimals. */
export function roundPrice(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

export const centsToPrice = (cents: number) => roundPrice(cents / 100);
export const priceToCents = (price: number) => Math.round(price * 100);

/**
 * An amount of integer cents the way a reader of the language writes it: "2,00 €", "€2.00".
 * Mails and screens use this one, so a customer sees the same figure in both.
 */
export function formatPrice(cents: number, language: string, currency = 'EUR'): string {
  return moneyOf(`${language} ${currency}`).format(centsToPrice(cents));
}

const moneyOf = keptPerKey((key) => {
  const [language = '', currency] = key.split(' ');
  return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency });
});

/** A price in euros with cents, as the contract carries it, always with 2 decimals. */
export function formatMoney(price: number, language: string, currency = 'EUR'): string {
  return formatPrice(priceToCents(price), language, currency);
}
