import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { randomPhone } from './customer-device';
import { leakFinder, visibleTexts } from './english-leaks';
import { newShop, ok, publishShop, signIn, takeBookingsWithoutFee } from './owner-shop';
import { dashboardPages, shopScreens } from './staff-pages';

/**
 * Every customer and staff page, filled with a real shop's data (a service, an add-on,
 * wishes, a walk-in in the chair, one waiting, one who left, one the staff cancelled, a
 * booking), is read in a language: its visible text line by line and the labels people hear
 * or hover (aria-label, placeholder, title, alt). Any English line fails the walk.
 */

/** Opens a page and waits until its heading is up and its data has arrived. */
async function settle(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // A key press is the first interaction that brings the toast region in; its label counts.
  await page.keyboard.press('Shift');
  await expect(page.locator('section[aria-live]')).toHaveCount(1);
}

export interface Fixture {
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
  await takeBookingsWithoutFee(request, headers);
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

export const customerPaths = (f: Fixture) => [
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

export const staffPaths = (f: Fixture) => [
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

/** One journey a language and area: the customer's pages and the staff's, each in `language`. */
export function scanLanguages(languages: string[]) {
  for (const language of languages) {
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
}
