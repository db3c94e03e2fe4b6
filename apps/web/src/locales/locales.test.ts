import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import fi from './fi.json';
import enStaff from './staff/en.json';
import esStaff from './staff/es.json';
import fiStaff from './staff/fi.json';
import svStaff from './staff/sv.json';
import sv from './sv.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [k, v] of flatten(value, path)) entries.set(k, v);
  }
  return entries;
}

/** Each language's customer and staff texts, as the app holds them once both are loaded. */
const locales = {
  en: { ...en, ...enStaff },
  fi: { ...fi, ...fiStaff },
  es: { ...es, ...esStaff },
  sv: { ...sv, ...svStaff },
} as Record<string, Tree>;
const flat = Object.fromEntries(
  Object.entries(locales).map(([language, tree]) => [language, flatten(tree)]),
);
const english = flat.en as Map<string, string>;
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

/** Texts the spec quotes (error messages, the booking fee label): English word for word. */
const specTexts: Record<string, string> = {
  'messages.somethingWentWrong': 'something went wrong!',
  'messages.queryFailed': 'something went wrong',
  'messages.failedToCreateOrder': 'Failed to create order',
  'messages.failedToFetchShop': 'Failed to fetch barber shop',
  'messages.noShopsFound': 'No shops Found',
  'messages.locationRefused': "user won't accept the location",
  'messages.queueFull': 'Queue is Already Full',
  'messages.leftQueue': 'You have left the queue',
  'messages.validPhone': 'Valid phone number',
  'messages.invalidPhone': 'Invalid phone number',
  'messages.invalidDate': 'Invalid Date',
  'booking.fee': 'Booking fee',
};

describe('locale files', () => {
  it('keeps customer and staff texts apart: no top-level key in both', () => {
    expect(Object.keys(en).filter((key) => key in enStaff)).toEqual([]);
  });

  it.each(['fi', 'es', 'sv'])('%s has exactly the keys of en', (language) => {
    const keys = [...(flat[language] as Map<string, string>).keys()].sort();
    expect(keys).toEqual([...english.keys()].sort());
  });

  it.each(Object.keys(locales))('%s has no empty texts', (language) => {
    for (const [key, value] of flat[language] as Map<string, string>) {
      expect(value.trim(), `${language}: ${key}`).not.toBe('');
    }
  });

  it.each(['fi', 'es', 'sv'])('%s keeps the placeholders of every English text', (language) => {
    for (const [key, value] of flat[language] as Map<string, string>) {
      expect(placeholders(value), `${language}: ${key}`).toEqual(
        placeholders(english.get(key) ?? ''),
      );
    }
  });

  it('holds the spec texts in English, word for word', () => {
    for (const [key, text] of Object.entries(specTexts)) expect(english.get(key)).toBe(text);
  });

  it.each(['fi', 'es', 'sv'])('%s translates the spec texts (not English copies)', (language) => {
    for (const key of Object.keys(specTexts)) {
      expect((flat[language] as Map<string, string>).get(key), `${language}: ${key}`).not.toBe(
        english.get(key),
      );
    }
  });
});
