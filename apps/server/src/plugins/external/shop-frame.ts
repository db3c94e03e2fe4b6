import type { ShopDetail } from '@jono/contract/api/shops';
import { languages } from '@jono/contract/languages';
import { estimateBadge } from '@jono/contract/rules/estimate-accuracy';
import { shopGradient, shopInitials } from '@jono/contract/rules/shop-avatar';
import {
  formatCutOff,
  formatMinutes,
  formatRating,
  formatStartRange,
  isCutOffNear,
} from '@jono/contract/rules/written-forms';
import { escapeHtml } from '../../lib/escape-html';

/*
 * A shop's page paints its header from the HTML (docs/decisions/0006-preact-for-the-web.md):
 * its largest element is the header, which the app can paint only after
 * its scripts and then the shop's data. The web build leaves the header's markup in index.html
 * as `<template id="shop-frame">` (ShopHeader's own classes and structure, its words in every
 * language with CSS showing the one boot.js chose, as the home page's welcome); here it is
 * filled with the shop as `/api/shops/{id}` answers it and put in place of the frame's skeleton,
 * so the app's header replaces it in the same place. Everything here mirrors ShopHeader in
 * apps/web/src/features/customer-shops/components; e2e/tests/shop-frame.spec.ts compares the two.
 */

const frameTemplate = /(?:\s*<!--[^>]*?-->)?\s*<template id="shop-frame">([\s\S]*?)<\/template>/;
const skeleton = /<!-- shell-page -->[\s\S]*?<!-- \/shell-page -->/;
/** `<!--if:name-->…<!--/if:name-->`: shown or left out as the shop's state says. */
const block = /<!--if:([\w-]+)-->([\s\S]*?)<!--\/if:\1-->/g;
/** One language's words, as the web build writes them (vite.config.ts, fillAppShell). */
const wordsOfLanguage = /<span data-shell-lang="(\w+)">([^<]*)<\/span>/g;

export interface AppPage {
  /** index.html as every page gets it: the frame's skeleton, no template. */
  readonly plain: string;
  /** The shop header's markup, or null when this build of the web app has none. */
  readonly frame: string | null;
}

/** Splits the built index.html into the page every route gets and the shop header's template. */
export function readAppPage(indexHtml: string): AppPage {
  const match = frameTemplate.exec(indexHtml);
  if (!match || !skeleton.test(indexHtml)) return { plain: indexHtml, frame: null };
  return { plain: indexHtml.replace(match[0], ''), frame: match[1] ?? '' };
}

/** The shop id of a shop page's path, `/barbershop/{uuid}`; null for any other path. */
export function shopPageId(path: string): string | null {
  const match =
    /^\/barbershop\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(path);
  return match?.[1] ?? null;
}

/** A value that differs by language, one span per language as the build writes words. */
const inEveryLanguage = (value: (language: string) => string) =>
  languages
    .map((language) => `<span data-shell-lang="${language}">${escapeHtml(value(language))}</span>`)
    .join('');

/** What the frame says of the shop, worked out once: its start range, cut-off, estimate record. */
interface Worded {
  range: string | null;
  cutOff: string | null;
  record: ReturnType<typeof estimateBadge>;
}

/** Which of the frame's `<!--if:name-->` blocks the shop's state shows. */
function shownBlocks(shop: ShopDetail, { range, cutOff, record }: Worded): Record<string, boolean> {
  const state = shop.queueState;
  const isOpen = state === 'open';
  const hasHours = shop.openTime !== null && shop.closeTime !== null;
  return {
    'queue-open': state === 'open',
    'queue-full': state === 'full',
    'queue-closed': state === 'closed',
    'closed-today': !hasHours && !shop.open,
    hours: hasHours || shop.open,
    'open-now': shop.open,
    'closed-now': !shop.open,
    'no-hours': !hasHours,
    'all-day': hasHours && shop.openTime === '00:00' && shop.closeTime === '24:00',
    today: hasHours && !(shop.openTime === '00:00' && shop.closeTime === '24:00'),
    rating: shop.rating !== null,
    'wait-dash': !isOpen,
    'wait-none': isOpen && shop.waitingTime === 0,
    'wait-about': isOpen && shop.waitingTime !== 0,
    start: range !== null,
    'walk-ins': cutOff !== null,
    accuracy: record?.kind === 'accuracy',
    'from-menu': record?.kind === 'fromMenu',
    directions: shop.coords !== null,
    // NotTakingWalkIns, under the header: the page's largest text while walk-ins are not taken.
    'not-taking': !isOpen,
  };
}

/** The shop's own `{{shop:name}}` values, escaped, the same in every language. */
function shopFields(shop: ShopDetail): Record<string, string> {
  return {
    id: escapeHtml(shop.id),
    name: escapeHtml(shop.name),
    address: escapeHtml(`${shop.address}, ${shop.postalCode} ${shop.city}`),
    initials: escapeHtml(shopInitials(shop.name)),
    gradient: shopGradient(shop.id),
    queue: String(shop.queue),
    chairs: String(shop.chairCount),
    rating: shop.rating
      ? inEveryLanguage((language) => formatRating(shop.rating?.average ?? 0, language))
      : '',
  };
}

/** Each language's words with their `{{name}}` tokens filled from `values`. */
const fillWords = (html: string, values: Record<string, (language: string) => string>) =>
  html.replace(wordsOfLanguage, (_all, language: string, words: string) => {
    const filled = words.replace(/\{\{(\w+)\}\}/g, (token, name: string) => {
      const value = values[name];
      return value ? escapeHtml(value(language)) : token;
    });
    return `<span data-shell-lang="${language}">${filled}</span>`;
  });

/**
 * The page with the shop's header painted in the frame, or null when it would not match what
 * the app shows first (a cover photo, which the frame does not draw; an unreadable time, which
 * the app writes in words of its language).
 */
export function shopPageHtml(page: AppPage, shop: ShopDetail, now: number): string | null {
  if (page.frame === null || shop.image !== null) return null;
  const isOpen = shop.queueState === 'open';
  const range =
    isOpen && shop.waitRange ? formatStartRange(shop.waitRange, shop.timezone, now) : null;
  if (isOpen && shop.waitRange && range === null) return null;
  const cutOff =
    isOpen && shop.walkInsUntil !== null && isCutOffNear(shop.walkInsUntil, now)
      ? formatCutOff(shop.walkInsUntil, shop.timezone)
      : null;
  const record = estimateBadge(shop.estimates);

  const shown = shownBlocks(shop, { range, cutOff, record });
  // Values in the words: the same in every language but the wait, which each writes its own way.
  const common: Record<string, (language: string) => string> = {
    hours: () => `${shop.openTime}–${shop.closeTime}`,
    count: () => String(shop.rating?.count ?? 0),
    range: () => range ?? '',
    inTen: () => (record?.kind === 'accuracy' ? String(record.inTen) : ''),
  };
  // Both say {{time}}: each block gets its own.
  const ofBlock: Record<string, Record<string, (language: string) => string>> = {
    'wait-about': { time: (language) => formatMinutes(shop.waitingTime, language) },
    'walk-ins': { time: () => cutOff ?? '' },
  };
  const fields = shopFields(shop);

  // Blocks nest one deep ("hours" holds which hours, "not-taking" why), so two passes take all.
  const choose = (html: string) =>
    html.replace(block, (_all, name: string, body: string) =>
      shown[name] ? fillWords(body, { ...common, ...ofBlock[name] }) : '',
    );
  const frame = fillWords(choose(choose(page.frame)), common).replace(
    /\{\{shop:(\w+)\}\}/g,
    (token, name: string) => fields[name] ?? token,
  );
  return page.plain
    .replace(skeleton, () => frame)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${fields.name} · Jono</title>`);
}
