/** Display formatting in the user's language. Money is integer cents (DESIGN section 4). */

const localeOf: Record<string, string> = { en: 'en-GB', fi: 'fi-FI', es: 'es-ES', sv: 'sv-SE' };

function locale(language: string): string {
  return localeOf[language] ?? language;
}

export function formatPrice(cents: number, language: string, currency = 'EUR'): string {
  return new Intl.NumberFormat(locale(language), { style: 'currency', currency }).format(
    cents / 100,
  );
}

/** Distances are computed in metres and shown in km (spec section 5). */
export function formatDistance(metres: number, language: string): string {
  const kilometres = metres / 1000;
  return new Intl.NumberFormat(locale(language), {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: kilometres < 10 ? 1 : 0,
  }).format(kilometres);
}
