import type { Service, ShopDetail as Shop } from '@jono/contract';
import { expect, test } from '@playwright/test';
import {
  firstFreeSlot,
  joinByApi,
  roundTheClockShop,
  type Slot,
  saveOnDevice,
} from '../support/customer-device';
import { dashboardPages } from '../support/staff-pages';

/**
 * Every customer and staff page reflows at 320 CSS px (WCAG 2.2, 1.4.10): nothing scrolls
 * sideways on the narrowest phone, in Finnish (long words). Pages that need the customer's
 * details, an order or a booking time get them the way the app itself saves them on this
 * device; staff pages are opened by a demo shop's owner.
 */

test.use({ viewport: { width: 320, height: 640 } });

let shop: Shop;
let service: Service;
let orderId: string;
let slot: Slot;

test.beforeAll(async ({ request }) => {
  ({ shop, service } = await roundTheClockShop(request));
  orderId = (await joinByApi(request, shop, service, 'Reflow Testaaja')).orderId;
  slot = await firstFreeSlot(request, shop, service);
});

test.afterAll(async ({ request }) => {
  const response = await request.patch(`/api/queue/cancel/${orderId}`);
  expect([200, 409]).toContain(response.status());
});

/**
 * How wide the page is and, if wider than the screen, the element reaching furthest right
 * that no ancestor clips (what makes the page scroll sideways), to name in the failure.
 */
function measureReflow() {
  const width = document.documentElement.scrollWidth;
  const screenWidth = document.documentElement.clientWidth;
  if (width <= screenWidth) return { width, widest: null };
  const isClipped = (element: Element) => {
    for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
      if (getComputedStyle(up).overflowX !== 'visible') return true;
    }
    return false;
  };
  let widest: { right: number; element: Element } | null = null;
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const { right } = element.getBoundingClientRect();
    if (right > (widest?.right ?? screenWidth) && !isClipped(element)) widest = { right, element };
  }
  if (!widest) return { width, widest: 'nothing found' };
  const { element, right } = widest;
  const text = (element.textContent ?? '').trim().slice(0, 60);
  return {
    width,
    widest: `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${text}" ends at ${Math.round(right)} px`,
  };
}

const customerRoutes = (): { path: string; heading?: string }[] => [
  { path: '/' },
  { path: `/barbershop/${shop.id}` },
  { path: '/pre-booking' },
  { path: `/prebooking/barbershop/${shop.id}` },
  { path: '/order-summary' },
  { path: '/pre-orderconfirm' },
  { path: `/order-tracking/${orderId}` },
  { path: '/order-notfound' },
  { path: '/check-details' },
  { path: '/privacy' },
  { path: '/shop-notfound' },
  { path: '/success' },
  { path: '/failed' },
  { path: '/welcome' },
  { path: '/shop/login' },
  { path: '/forgot-password' },
  { path: '/verification-mailsent' },
  { path: '/verify-email/some-token' },
  { path: '/reset-password/some-token' },
];

test('no customer page scrolls sideways at 320 px in Finnish', async ({ page }) => {
  // About twenty pages, each loaded to rest: more than one journey's 30 s on a loaded machine.
  test.setTimeout(90_000);
  await saveOnDevice(page, { shop, service, slot });
  const tooWide: string[] = [];
  for (const { path } of customerRoutes()) {
    await page.goto(path);
    // The page itself, not a redirect elsewhere, and drawn (its heading and content are in).
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { width, widest } = await page.evaluate(measureReflow);
    if (width > 320) tooWide.push(`${path} is ${width} px wide: ${widest}`);
  }
  expect(tooWide, tooWide.join('\n')).toEqual([]);
});

test('no staff page scrolls sideways at 320 px in Finnish', async ({ page }) => {
  test.setTimeout(120_000);
  // The page's own request shares its cookies: the owner is signed in for every load.
  const login = await page.request.post('/api/auth/email-login', {
    data: { email: 'owner.keskusta@demo.jono.fi', password: 'JonoDemo2026!' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const tooWide: string[] = [];
  for (const path of dashboardPages) {
    await page.goto(path);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { width, widest } = await page.evaluate(measureReflow);
    if (width > 320) tooWide.push(`${path} is ${width} px wide: ${widest}`);
  }
  expect(tooWide, tooWide.join('\n')).toEqual([]);
});

test('a button reached with the keyboard is never hidden under the order bar', async ({ page }) => {
  await saveOnDevice(page, { shop, service, slot });
  await page.goto(`/barbershop/${shop.id}`);
  const bar = page.getByTestId('cart-bar');
  await expect(bar).toBeVisible();
  const button = page.getByRole('button', { name: /^Lisää / }).nth(3);
  await expect(button).toBeVisible();
  // On screen but under the bar: without room kept for the bar the browser sees no need to
  // scroll when it takes the focus.
  await button.evaluate((element) =>
    window.scrollBy(0, element.getBoundingClientRect().bottom - (window.innerHeight - 40)),
  );
  const barTop = (await bar.boundingBox())?.y ?? 0;
  const under = await button.boundingBox();
  expect((under?.y ?? 0) + (under?.height ?? 0)).toBeGreaterThan(barTop);
  await button.focus();
  const focused = await button.boundingBox();
  if (!focused) throw new Error('the button is not on screen');
  expect(focused.y + focused.height).toBeLessThanOrEqual((await bar.boundingBox())?.y ?? 0);
});
