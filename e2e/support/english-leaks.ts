import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * What tells an English line on a page in another language: a line that is one of the English
 * texts, or built from one, and is not a text of that language; or a line holding a word only
 * the English texts use. Shop data (names, cities, services) and texts that are the same in
 * both languages are allowed.
 */

type Tree = { [key: string]: string | Tree };
const readTexts = (file: string): Tree =>
  JSON.parse(readFileSync(new URL(`../../apps/web/src/locales/${file}`, import.meta.url), 'utf8'));
function values(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === 'string' ? [value] : values(value),
  );
}
const textsOf = (language: string) => [
  ...values(readTexts(`${language}.json`)),
  ...values(readTexts(`staff/${language}.json`)),
];

/**
 * A text with placeholders ("Reason: {{reason}}") matches the lines built from it. Texts whose
 * fixed words are too short to tell apart ("{{count}} min") match as themselves only.
 */
function matcherOf(text: string): RegExp | null {
  const parts = text.split(/{{\s*[\w.]+\s*}}/);
  if (parts.length === 1) return null;
  if (parts.join('').replace(/[^\p{L}]/gu, '').length < 4) return null;
  const escaped = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').trim());
  return new RegExp(`^${escaped.join('.+?')}$`, 'su');
}

/**
 * The words of a text; addresses and paths ("localhost:3000/barbershop/…") and short codes
 * ("VE3-JC7", whose random letters may spell an English "ve") are no words.
 */
const wordsOf = (text: string) =>
  text
    .replace(/\S*[/:]\S*/g, ' ')
    .replace(/\b[A-Z0-9]{3}-[A-Z0-9]{3}\b/g, ' ')
    .toLowerCase()
    .match(/\p{L}{2,}/gu) ?? [];

/** Day and month names as the browser writes them in `language` ("ons" is Swedish Wednesday). */
function calendarWords(language: string): string[] {
  const days = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2026, 0, 5 + i)));
  const months = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2026, i, 15)));
  const names = (dates: Date[], options: Intl.DateTimeFormatOptions) =>
    dates.map((date) =>
      new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(date),
    );
  return [
    ...names(days, { weekday: 'long' }),
    ...names(days, { weekday: 'short' }),
    ...names(months, { month: 'long' }),
    ...names(months, { month: 'short' }),
  ];
}

/** Time zones are listed by their IANA names, which are the same in every language. */
const timeZoneNames = new Set(
  Intl.supportedValuesOf('timeZone').map((zone) => zone.replace(/_/g, ' ')),
);

/**
 * Why a line is English on a page in `language`, or null when it is not: it is one of the
 * English texts (or built from one) and none of the language's own, or it holds a word the
 * English texts use and the language's texts never do ("Syy: customer left").
 */
export function leakFinder(language: string, shopData: string[]) {
  const own = textsOf(language);
  const ownTexts = new Set(own.map((text) => text.trim()));
  const ownMatchers = own.map(matcherOf).filter((m): m is RegExp => m !== null);
  const english = textsOf('en').filter((text) => !ownTexts.has(text.trim()));
  const englishTexts = new Set(english.map((text) => text.trim()));
  const englishMatchers = english.map(matcherOf).filter((m): m is RegExp => m !== null);
  const notEnglish = new Set([...own, ...shopData, ...calendarWords(language)].flatMap(wordsOf));
  const englishOnlyWords = new Set(
    textsOf('en')
      .map((text) => text.replace(/{{\s*[\w.]+\s*}}/g, ' '))
      .flatMap(wordsOf)
      .filter((word) => !notEnglish.has(word)),
  );
  const isOwn = (line: string) => ownTexts.has(line) || ownMatchers.some((m) => m.test(line));
  return (line: string): string | null => {
    if (shopData.includes(line) || timeZoneNames.has(line)) return null;
    if (!isOwn(line) && (englishTexts.has(line) || englishMatchers.some((m) => m.test(line)))) {
      return 'an English text';
    }
    const words = wordsOf(line).filter((word) => englishOnlyWords.has(word));
    return words.length > 0 ? `English words: ${words.join(', ')}` : null;
  };
}

/** Every line of text the page shows, and every label of an element that is not hidden. */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lines = document.body.innerText.split('\n');
    const isShown = (element: Element) =>
      !element.closest('[hidden], [aria-hidden="true"], [inert]') &&
      (element as HTMLElement).checkVisibility?.({ visibilityProperty: true }) !== false;
    const labelled = document.querySelectorAll('[aria-label], [placeholder], [title], [alt]');
    for (const element of Array.from(labelled)) {
      const shown = isShown(element) || element.matches('section[aria-live]');
      if (!shown) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) lines.push(value);
      }
    }
    return lines.map((line) => line.trim()).filter((line) => line !== '');
  });
}
