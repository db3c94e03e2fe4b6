import type { Service, ShopDetail as Shop } from '@jono/contract';
import { expect, type Page, test } from '@playwright/test';
import { axeViolationsInBothThemes, followBrowserTheme } from '../support/axe';
import {
  bookByApi,
  firstFreeSlot,
  joinByApi,
  roundTheClockShop,
  type Slot,
  saveOnDevice,
} from '../support/customer-device';
import { dashboardPages, shopScreens } from '../support/staff-pages';

/**
 * axe finds nothing wrong on any page of the app, in light and dark, on the phone and the
 * desktop (the two projects), each page with real content: the demo shop that is open round
 * the clock with its services, a customer waiting in its queue, a booking, the customer's
 * details saved on the device, and the shop's owner signed in for the staff pages. One load
 * per page, read in both themes; the failure lists every page's broken rules at once.
 */

let shop: Shop;
let service: Service;
let slot: Slot;
let orderId: string;
let booking: { id: string; shortCode: string };

test.beforeAll(async ({ request }) => {
  ({ shop, service } = await roundTheClockShop(request));
  orderId = (await joinByApi(request, shop, service, 'Axe Asiakas')).orderId;
  slot = await firstFreeSlot(request, shop, service);
  booking = await bookByApi(request, shop, service, slot, 'Axe Varaaja');
});

test.afterAll(async ({ request }) => {
  const response = await request.patch(`/api/queue/cancel/${orderId}`);
  expect([200, 409]).toContain(response.status());
});

const customerPaths = () => [
  '/',
  '/pre-booking',
  `/barbershop/${shop.id}`,
  `/prebooking/barbershop/${shop.id}`,
  '/order-summary',
  '/pre-orderconfirm',
  `/order-tracking/${orderId}`,
  '/order-notfound',
  '/check-details',
  '/privacy',
  `/check-details?booking=${booking.shortCode}`,
  '/shop-notfound',
  `/success?booking=${booking.id}`,
  `/failed?booking=${booking.id}`,
  '/success',
  '/failed',
  '/welcome',
  '/register/new-shop',
  '/error',
  '/shop/login',
  '/forgot-password',
  '/verification-mailsent',
  '/verify-email/some-token',
  '/reset-password/some-token',
  '/reset-password/some-token?invite=1',
  '/join/some-token',
  '/change-email/some-token',
  '/revert-email/some-token',
  '/no/such/page',
];

const staffPaths = () => [...dashboardPages, ...shopScreens(shop.id)];

/**
 * The page is drawn: its heading is in, its reads have answered (a calendar asks for its
 * month only once the shop is in) and nothing is still loading.
 */
async function settle(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Each page loaded once and read by axe in light, then in dark. */
async function walk(page: Page, paths: string[]) {
  await followBrowserTheme(page);
  const violations: string[] = [];
  for (const path of paths) {
    // Loaded light, so the first reading waits for no change of colours.
    await page.emulateMedia({ colorScheme: 'light' });
    await settle(page, path);
    violations.push(...(await axeViolationsInBothThemes(page, [], path)));
  }
  return violations;
}

test('every customer page has no accessibility violations, in light and dark', async ({ page }) => {
  // Every route through axe twice: about 2 minutes on the 2-core machine.
  test.setTimeout(300_000);
  await saveOnDevice(page, { shop, service, slot });
  const violations = await walk(page, customerPaths());
  expect(violations, violations.join('\n')).toEqual([]);
});

test('every staff page has no accessibility violations, in light and dark', async ({ page }) => {
  test.setTimeout(300_000);
  await page.addInitScript(() => localStorage.setItem('lang', 'fi'));
  // The page's own request shares its cookies: the owner is signed in for every load.
  const login = await page.request.post('/api/auth/email-login', {
    data: { email: 'owner.keskusta@demo.jono.fi', password: 'JonoDemo2026!' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const violations = await walk(page, staffPaths());
  expect(violations, violations.join('\n')).toEqual([]);
});
