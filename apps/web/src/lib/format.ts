import { metresToKm } from '@jono/contract/rules/distance';
import { priceToCents } from '@jono/contract/rules/money';

/** Display formatting in the user's language. Money is integer cents (DESIGN section 4). */

const localeOf: Record<string, string> = { en: 'en-GB', fi: 'fi-FI', es: 'es-ES', sv: 'sv-SE' };

/** The Intl locale of one of our languages ('fi' -> 'fi-FI'). */
export function intlLocale(language: string): string {
  return localeOf[language] ?? language;
}

export function formatPrice(cents: number, language: string, currency = 'EUR'): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency }).format(
    cents / 100,
  );
}

/** A price in euros with cents, as the contract carries it, always with 2 decimals. */
export function formatMoney(price: number, language: string, currency = 'EUR'): string {
  return formatPrice(priceToCents(price), language, currency);
}

/** "40 min", "1 h 20 min" in the user's language. */
export function formatMinutes(totalMinutes: number, language: string): string {
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(intlLocale(language), { style: 'unit', unit: name }).format(value);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return unit(minutes, 'minute');
  return minutes === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
}

/** Distances are computed in metres and shown in km with one decimal (spec section 5). */
export function formatDistance(metres: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'unit',
    unit: 'kilometer',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(metresToKm(metres));
}

/** A date and time on the shop's clock, e.g. "22 Nov 2026, 16:44", whatever the device's zone. */
export function formatShopDateTime(instant: string, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(instant));
}

/** "Men's haircut ×2, Beard trim" */
export function servicesLine(services: readonly { name: string; quantity: number }[]): string {
  return services
    .map(({ name, quantity }) => (quantity > 1 ? `${name} ×${quantity}` : name))
    .join(', ');
}
