import { randomUUID } from 'node:crypto';
import type { QueuePlace as Place, Service, ShopDetail as Shop } from '@jono/contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/**
 * Every customer page reflows at 320 CSS px (WCAG 2.2, 1.4.10): nothing scrolls sideways on
 * the narrowest phone, in Finnish (long words). Pages that need the customer's details, an
 * order or a booking time get them the way the app itself saves them on this device.
 */

test.use({ viewport: { width: 320, height: 640 } });

/** A Finnish mobile number nobody else in this run has. */
const randomPhone = () =>
  `040${Array.from({ length: 7 }, () => Math.floor(Math.random() * 10)).join('')}`;

let shop: Shop;
let service: Service;
let orderId: string;
let slot: { date: string; time: string; startAt: string };

test.beforeAll(async ({ request }) => {
  const list = await request.get('/api/shops?q=mannerheimintie');
  const { data } = (await list.json()) as { data: { id: string; name: string }[] };
  const open = data.find((candidate) => candidate.name === 'Jono 24/7 Barbers');
  if (!open) throw new Error('the demo data has no Jono 24/7 Barbers');
  shop = ((await (await request.get(`/api/shops/${open.id}`)).json()) as { data: Shop }).data;
  const first = shop.categories.flatMap((category) => category.services)[0];
  if (!first) throw new Error('the shop has no services');
  service = first;
  orderId = (await joinByApi(request)).orderId;
  slot = await firstFreeSlot(request);
});

test.afterAll(async ({ request }) => {
  const response = await request.patch(`/api/queue/cancel/${orderId}`);
  expect([200, 409]).toContain(response.status());
});

async function joinByApi(request: APIRequestContext): Promise<Place> {
  const response = await request.post('/api/queue', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      name: 'Reflow Testaaja',
      phone: randomPhone(),
      shopId: shop.id,
      services: [{ id: service.id, quantity: 1, addons: [] }],
      additionalServices: [],
      totalTimeRequires: service.duration,
      totalPrice: service.price,
      payNow: false,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Place }).data;
}

/** The first free time tomorrow or later (the shop is open round the clock). */
async function firstFreeSlot(request: APIRequestContext) {
  const month = await request.get(
    `/api/pre-booking/availability/${shop.id}/month?month=${new Date().toISOString().slice(0, 7)}&duration=${service.duration}`,
  );
  const { data } = (await month.json()) as { data: { tomorrow: string } };
  const response = await request.get(
    `/api/pre-booking/availability/${shop.id}?date=${data.tomorrow}&duration=${service.duration}`,
  );
  const { data: day } = (await response.json()) as {
    data: { slots: { time: string; startAt: string }[] };
  };
  const free = day.slots[0];
  if (!free) throw new Error(`no free time on ${data.tomorrow}`);
  return { date: data.tomorrow, ...free };
}

/**
 * What the shop and booking pages would have saved: details, cart and chosen time, in
 * redux-persist's format (each field JSON-encoded inside a JSON object), in Finnish.
 */
async function saveOnDevice(page: Page) {
  const persisted = (fields: Record<string, unknown>) =>
    JSON.stringify({
      ...Object.fromEntries(
        Object.entries(fields).map(([key, value]) => [key, JSON.stringify(value)]),
      ),
      _persist: JSON.stringify({ version: -1, rehydrated: true }),
    });
  const entries: Record<string, string> = {
    lang: 'fi',
    'persist:customer': persisted({
      name: 'Reflow Testaaja',
      phone: randomPhone(),
      email: 'reflow@example.com',
      isEmailValid: true,
    }),
    'persist:cart': persisted({
      shopId: shop.id,
      services: [
        {
          id: service.id,
          price: service.price,
          duration: service.duration,
          quantity: 1,
          addons: [],
        },
      ],
      additionalServices: [],
    }),
    'persist:preBooking': persisted({
      shopId: shop.id,
      selectedDate: slot.date,
      selectedSlot: { time: slot.time, startAt: slot.startAt },
    }),
  };
  await page.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, entries);
}

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
  await saveOnDevice(page);
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

test('a button reached with the keyboard is never hidden under the order bar', async ({ page }) => {
  await saveOnDevice(page);
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
