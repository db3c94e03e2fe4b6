import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { webPagePatterns } from '@jono/contract/web-paths';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { randomPhone } from '../support/customer-device';
import { newShop, ok, publishShop, signIn } from '../support/owner-shop';
import { dashboardPages, shopScreens } from '../support/staff-pages';

/**
 * No English in a Finnish, Spanish or Swedish screen. Every customer and staff page, filled
 * with a real shop's data (a service, an add-on, wishes, a walk-in in the chair, one waiting,
 * one who left, one the staff cancelled, a booking), is read in each language: its visible
 * text line by line and the labels people hear or hover (aria-label, placeholder, title, alt).
 * A line that is one of the English texts, or built from one, and is not a text of that
 * language fails the walk. Shop data (names, cities, services) and texts that are the same in
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
function leakFinder(language: string, shopData: string[]) {
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
async function visibleTexts(page: Page): Promise<string[]> {
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

/** Opens a page and waits until its heading is up and its data has arrived. */
async function settle(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // A key press is the first interaction that brings the toast region in; its label counts.
  await page.keyboard.press('Shift');
  await expect(page.locator('section[aria-live]')).toHaveCount(1);
}

interface Fixture {
  shopId: string;
  orderId: string;
  bookingId: string;
  bookingCode: string;
  ownerEmail: string;
  shopData: string[];
}

const shopName = 'Parturi Kielikierros';
const serviceName = 'Parturileikkaus';
const addonName = 'Partan muotoilu';
const categoryName = 'Hiukset';
const people = [
  'Olga Omistaja',
  'Aapo Tuolissa',
  'Ville Odottaja',
  'Liisa Lähtijä',
  'Pekka Peruttu',
];

async function fixture(request: APIRequestContext): Promise<Fixture> {
  const owner = await newShop(request, shopName);
  const { headers, shopId } = owner;
  await ok(
    await request.patch('/api/manage/shop', {
      headers,
      data: {
        // Every day, Sunday too: a new shop starts with Sundays off.
        weeklyOffs: [],
        openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          weekday,
          opens: '00:00',
          closes: '24:00',
        })),
        chairCount: 2,
        additionalServices: { noHotTowel: true, noWash: true, silentService: true },
        // Inari's main street: the shop must stand somewhere to be published.
        lat: 68.9056,
        lng: 27.0288,
      },
    }),
  );
  await ok(
    await request.put('/api/staff/booking-settings', {
      headers,
      data: {
        slotLengthMinutes: 30,
        bookableChairs: 1,
        horizonDays: 30,
        bookingFee: 0,
        refundWindowHours: 24,
        bookingHours: [],
      },
    }),
  );
  await ok(await request.post('/api/manage/categories', { headers, data: { name: categoryName } }));
  const [category] = (
    await ok<{ data: { id: string }[] }>(await request.get('/api/manage/categories', { headers }))
  ).data;
  await ok(
    await request.post('/api/manage/services', {
      headers,
      data: { categoryId: category?.id, name: serviceName, price: 30, duration: 30 },
    }),
  );
  const [service] = (
    await ok<{ data: { id: string }[] }>(await request.get('/api/manage/services', { headers }))
  ).data;
  if (!service) throw new Error('the service was not saved');
  await publishShop(request, headers);
  await ok(
    await request.post('/api/manage/addons', {
      headers,
      data: { serviceIds: [service.id], name: addonName, price: 5, duration: 10 },
    }),
  );
  const order = (name: string) => ({
    name,
    phone: randomPhone(),
    shopId,
    services: [{ id: service.id, quantity: 1, addons: [] }],
    additionalServices: [
      { id: 'noHotTowel', name: 'No hot towel' },
      { id: 'silentService', name: 'Silent service' },
    ],
    totalTimeRequires: 30,
    totalPrice: 30,
  });
  const join = async (name: string) =>
    (
      await ok<{ data: { orderId: string } }>(
        await request.post('/api/queue', {
          headers: { 'Idempotency-Key': randomUUID(), 'x-lang': 'fi' },
          data: { ...order(name), payNow: false },
        }),
      )
    ).data.orderId;
  const inChair = await join('Aapo Tuolissa');
  await ok(
    await request.post(`/api/staff/queue/${inChair}/start`, {
      headers,
      data: { barberId: owner.userId },
    }),
  );
  const orderId = await join('Ville Odottaja');
  const leaver = await join('Liisa Lähtijä');
  await ok(await request.patch(`/api/queue/cancel/${leaver}`, { data: {} }));
  const cancelled = await join('Pekka Peruttu');
  await ok(
    await request.post(`/api/staff/queue/${cancelled}/cancel`, {
      headers,
      data: { reason: 'Ei tullut paikalle' },
    }),
  );

  const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki' }).format(
    new Date(Date.now() + 24 * 3600_000),
  );
  const { data: day } = await ok<{ data: { slots: { time: string }[] } }>(
    await request.get(`/api/pre-booking/availability/${shopId}?date=${tomorrow}&duration=30`),
  );
  const slot = day.slots[20] ?? day.slots[0];
  if (!slot) throw new Error(`no free time on ${tomorrow}`);
  const { data: booked } = await ok<{ data: { booking: { id: string; shortCode: string } } }>(
    await request.post('/api/pre-booking', {
      headers: { 'x-lang': 'fi' },
      data: {
        ...order('Matti Varaaja'),
        email: 'matti.varaaja@example.fi',
        date: tomorrow,
        time: slot.time,
      },
    }),
  );
  // The demo shops of the directory show on the home and pre-booking pages as written.
  const directory = await ok<{ data: { name: string; city: string; address?: string }[] }>(
    await request.get('/api/shops'),
  );
  const otherShops = directory.data.flatMap((shop) => [shop.name, shop.city, shop.address ?? '']);
  return {
    shopId,
    orderId,
    bookingId: booked.booking.id,
    bookingCode: booked.booking.shortCode,
    ownerEmail: owner.email,
    // What the shop and its customers wrote is shown as written, in any language.
    shopData: [
      shopName,
      serviceName,
      addonName,
      categoryName,
      'Kielikuja 3',
      'Inari',
      'Ei tullut paikalle',
      'Matti Varaaja',
      'matti.varaaja@example.fi',
      owner.email,
      ...people,
      ...otherShops,
    ],
  };
}

const customerPaths = (f: Fixture) => [
  '/',
  '/pre-booking',
  '/check-details',
  `/check-details?booking=${f.bookingCode}`,
  '/shop-notfound',
  `/barbershop/${f.shopId}`,
  `/prebooking/barbershop/${f.shopId}`,
  `/order-tracking/${f.orderId}`,
  '/order-notfound',
  '/pre-orderconfirm',
  '/order-summary',
  '/welcome',
  '/register/new-shop',
  '/success',
  '/failed',
  `/success?booking=${f.bookingId}`,
  `/failed?booking=${f.bookingId}`,
  // A booking that is no waitlist offer: the page says the offer is not there.
  `/waitlist-offer?booking=${f.bookingId}`,
  '/error',
  '/shop/login',
  '/forgot-password',
  '/verify-email/some-token',
  '/reset-password/some-token',
  '/reset-password/some-token?invite=1',
  '/join/some-token',
  '/change-email/some-token',
  '/revert-email/some-token',
  '/verification-mailsent',
  '/privacy',
  '/anything/else',
];

const staffPaths = (f: Fixture) => [
  ...dashboardPages,
  '/dashboard/no-such-page',
  ...shopScreens(f.shopId),
];

/** Pages reached by doing something on them, such as a search that finds nothing. */
const customerStates: { path: string; act: (page: Page, f: Fixture) => Promise<void> }[] = [
  {
    path: '/check-details (a booking code with a phone it was not booked with)',
    act: async (page, f) => {
      await page.goto('/check-details');
      await page.locator('[role="tab"]').nth(1).click();
      const form = page.locator('form').last();
      await form.locator('input').nth(0).fill(f.bookingCode);
      await form.locator('input[type="tel"]').fill(randomPhone());
      await form.locator('button[type="submit"]').click();
      await expect(page.locator('[role="alert"]').first()).toBeVisible();
    },
  },
];

let shared: Promise<Fixture> | null = null;

async function walk(
  browser: Browser,
  language: string,
  f: Fixture,
  paths: string[],
  options: { asOwner: boolean },
) {
  const context = await browser.newContext({ locale: 'fi-FI' });
  const page = await context.newPage();
  if (options.asOwner) await signIn(page, f.ownerEmail);
  else await page.goto('/');
  await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
  const leakOf = leakFinder(language, f.shopData);
  const leaks: string[] = [];
  const read = async (label: string) => {
    for (const line of new Set(await visibleTexts(page))) {
      const why = leakOf(line);
      if (why) leaks.push(`${label}: "${line}" (${why})`);
    }
  };
  for (const path of paths) {
    await settle(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await read(path);
  }
  if (!options.asOwner) {
    for (const state of customerStates) {
      await state.act(page, f);
      await read(state.path);
    }
  }
  await context.close();
  return leaks;
}

for (const language of ['fi', 'es', 'sv']) {
  for (const area of ['customer', 'staff'] as const) {
    test(`${area} pages in ${language} show no English`, async ({ browser, request }) => {
      test.setTimeout(240_000);
      shared ??= fixture(request);
      const f = await shared;
      const paths = area === 'customer' ? customerPaths(f) : staffPaths(f);
      const leaks = await walk(browser, language, f, paths, { asOwner: area === 'staff' });
      expect(leaks, `English on ${language} pages:\n${leaks.join('\n')}`).toEqual([]);
    });
  }
}

test('the walk covers every page of the app', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const sample: Fixture = {
    shopId: id,
    orderId: id,
    bookingId: id,
    bookingCode: 'K7M2QD',
    ownerEmail: 'omistaja@example.fi',
    shopData: [],
  };
  const walked = [...customerPaths(sample), ...staffPaths(sample)].map(
    (path) => path.split('?')[0] ?? path,
  );
  const parts = (path: string) => path.split('/').filter(Boolean);
  const isWalked = (pattern: string) =>
    walked.some(
      (path) =>
        parts(path).length === parts(pattern).length &&
        parts(pattern).every((part, i) => part.startsWith(':') || part === parts(path)[i]),
    );
  expect(webPagePatterns.filter((pattern) => !isWalked(pattern))).toEqual([]);
});
