import { currentLanguage } from '@/lib/i18n';

/** Where Jono's shops are; the value sent is the country's English name, as the demo shops. */
const countryCodes = [
  'FI',
  'SE',
  'NO',
  'DK',
  'IS',
  'EE',
  'LV',
  'LT',
  'DE',
  'NL',
  'BE',
  'FR',
  'ES',
  'PT',
  'IT',
  'AT',
  'CH',
  'PL',
  'IE',
  'GB',
] as const;
export const defaultCountry = 'Finland';

/** The countries to pick from, named in the reader's language and sorted in it. */
export function countryOptions() {
  const english = new Intl.DisplayNames(['en'], { type: 'region' });
  const local = new Intl.DisplayNames([currentLanguage()], { type: 'region' });
  const collator = new Intl.Collator(currentLanguage());
  return countryCodes
    .map((code) => ({ value: english.of(code) ?? code, label: local.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
