import { randomUUID } from 'node:crypto';
import type { Addon, QueuePlace as Place, Service, ShopDetail as Shop } from '@jono/contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchConsole } from '../support/console';
import { joinByApi, randomPhone } from '../support/customer-device';

/**
 * The walk-in journey on a phone. Other journeys may use the same shop at the same
 * time, so every number is checked against the API's answer, never assumed, every join
 * uses a fresh phone number, and every order leaves the queue at the end (the shop takes
 * 15 at most).
 */

const roundPrice = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

let shop: Shop;
let haircut: Service;

test.beforeAll(async ({ request }) => {
  const list = await request.get('/api/shops?q=mannerheimintie');
  const { data } = (await list.json()) as { data: { id: string; name: string }[] };
  const open = data.find((candidate) => candidate.name === 'Jono 24/7 Barbers');
  if (!open) throw new Error('the demo data has no Jono 24/7 Barbers');
  shop = ((await (await request.get(`/api/shops/${open.id}`)).json()) as { data: Shop }).data;
  const withAddon = shop.categories
    .flatMap((category) => category.services)
    .find((service) => service.addons.length > 0);
  if (!withAddon) throw new Error('no service with an add-on');
  haircut = withAddon;
});

/** The order the cart holds: one service with its first add-on. */
function chosenOrder() {
  const addon = haircut.addons[0] as Addon;
  return {
    services: [
      {
        id: haircut.id,
        price: haircut.price,
        duration: haircut.duration,
        quantity: 1,
        addons: [{ ...addon, quantity: 1 }],
      },
    ],
    totalPrice: roundPrice(haircut.price + addon.price),
    totalDuration: haircut.duration + addon.duration,
  };
}

/** What a join by the API adds to the service for the cart's order: its first add-on. */
const withTheAddon = () => ({ addons: [haircut.addons[0] as Addon] });

async function placeOf(request: APIRequestContext, orderId: string): Promise<Place> {
  const response = await request.get(`/api/queue/${orderId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Place }).data;
}

/** Leaves if still waiting; a second leave answers 409, which is fine here. */
async function leaveByApi(request: APIRequestContext, orderId: string | undefined) {
  if (!orderId) return;
  const response = await request.patch(`/api/queue/cancel/${orderId}`);
  expect([200, 409]).toContain(response.status());
}

/**
 * What the shop page would have saved: the customer's details and the cart, in
 * redux-persist's format (each field JSON-encoded inside a JSON object). Written before the
 * app's first script, once per tab, so a reload later finds what the app itself saved.
 */
async function saveOnDevice(page: Page, customer: { name: string; phone: string }, cart = true) {
  const persisted = (fields: Record<string, unknown>) =>
    JSON.stringify({
      ...Object.fromEntries(
        Object.entries(fields).map(([key, value]) => [key, JSON.stringify(value)]),
      ),
      _persist: JSON.stringify({ version: -1, rehydrated: true }),
    });
  const entries: Record<string, string> = {
    lang: 'en',
    'persist:customer': persisted({ ...customer, email: '', isEmailValid: false }),
  };
  if (cart) {
    entries['persist:cart'] = persisted({
      shopId: shop.id,
      services: chosenOrder().services,
      additionalServices: [{ id: 'silentService', name: 'Silent service' }],
    });
  }
  await page.addInitScript((items) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', 'yes');
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, entries);
}

/** The wait as the tracking page writes it in English ("about 1 hr 5 mins"). */
function waitText(totalMinutes: number): string {
  if (totalMinutes === 0) return 'Any minute now';
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat('en-GB', { style: 'unit', unit: name }).format(value);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const text =
    hours === 0
      ? unit(minutes, 'minute')
      : minutes === 0
        ? unit(hours, 'hour')
        : `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
  return `about ${text}`;
}

async function expectPlaceShown(page: Page, request: APIRequestContext, orderId: string) {
  await expect(async () => {
    const truth = await placeOf(request, orderId);
    await expect(page.getByTestId('queue-position')).toHaveText(String(truth.position), {
      timeout: 1000,
    });
    await expect(page.getByTestId('waiting-time')).toHaveText(waitText(truth.waitingTime), {
      timeout: 1000,
    });
  }).toPass({ timeout: 10_000 });
}

const orderIdIn = (url: string) => url.split('/order-tracking/')[1]?.split(/[?#]/)[0] ?? '';

test.describe('walk-in queue', () => {
  test('joins from the summary, follows the place, comes back from home and leaves', async ({
    page,
    request,
  }) => {
    const problems = watchConsole(page);
    const phone = randomPhone();
    await saveOnDevice(page, { name: 'Aino E2E', phone });
    let myOrder: string | undefined;
    let behind: Place | undefined;
    try {
      await test.step('the summary shows the order, the shop and the customer', async () => {
        await page.goto('/order-summary');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order summary');
        await expect(page.getByRole('heading', { name: shop.name })).toBeVisible();
        await expect(page.getByText(haircut.name, { exact: true })).toBeVisible();
        await expect(page.getByText(haircut.addons[0]?.name ?? '', { exact: true })).toBeVisible();
        await expect(page.getByText('Silent service')).toBeVisible();
        // Shown in the international form: 040 1234567 reads +358 40 1234567.
        await expect(page.getByText(`+358 40 ${phone.slice(3)}`)).toBeVisible();
        const total = `€${chosenOrder().totalPrice.toFixed(2)}`;
        await expect(
          page.getByRole('complementary').getByRole('definition').filter({ hasText: total }),
        ).toBeVisible();
        await expectNoAxeViolations(page);
      });

      await test.step('confirming opens the tracking page with the place and wait', async () => {
        await page.getByRole('button', { name: 'Confirm and join the queue' }).click();
        await expect(page).toHaveURL(/\/order-tracking\/[0-9a-f-]{36}$/);
        myOrder = orderIdIn(page.url());
        await expectPlaceShown(page, request, myOrder);
        await expect(page.getByTestId('estimated-time')).toHaveText(/^\d\d:\d\d - \d\d:\d\d$/);
        await expect(page.getByText('Live', { exact: true })).toBeVisible();
        await expectNoAxeViolations(page);
        // The cart was emptied: the summary has nothing left to send.
        expect(await page.evaluate(() => localStorage.getItem('persist:cart'))).not.toContain(
          shop.id,
        );
      });

      await test.step('a second customer joins behind', async () => {
        behind = await joinByApi(request, shop, haircut, 'Behind E2E', withTheAddon());
        const mine = await placeOf(request, myOrder ?? '');
        expect(behind.position).toBeGreaterThan(mine.position ?? 0);
      });

      await test.step('the home banner leads back to the order', async () => {
        await page.goto('/');
        const banner = page.getByRole('region', { name: 'Your place in the queue' });
        await expect(banner).toContainText(`in line at ${shop.name}`);
        await banner.getByRole('link', { name: 'Track' }).click();
        await expect(page).toHaveURL(`/order-tracking/${myOrder}`);
        await expect(page.getByRole('region', { name: 'Your place in the queue' })).toHaveCount(0);
      });

      await test.step('leaving asks first, then says "You have left the queue"', async () => {
        await page.getByRole('button', { name: 'Leave the queue' }).click();
        const dialog = page.getByRole('dialog', { name: 'Leave the queue?' });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('button', { name: 'Stay in line' })).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);

        await page.getByRole('button', { name: 'Leave the queue' }).click();
        await dialog.getByRole('button', { name: 'Yes, leave the queue' }).click();
        await expect(page.getByText('You have left the queue')).toBeVisible();
        await expect(page).toHaveURL('/');
        // The toast, its close button included, comes to rest below the header: it covers no
        // logo. It slides in from above, so its place is read once the slide has ended.
        const header = await page.getByRole('banner').boundingBox();
        const close = page.getByRole('button', { name: 'Close notification' });
        await expect
          .poll(async () => (await close.boundingBox())?.y ?? 0)
          .toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
        await expect(page.getByRole('region', { name: 'Your place in the queue' })).toHaveCount(0);
        expect((await placeOf(request, myOrder ?? '')).status).toBe('cancelled');
      });
      expect(problems).toEqual([]);
    } finally {
      await leaveByApi(request, myOrder);
      await leaveByApi(request, behind?.orderId);
    }
  });

  test('the place drops live, without a reload, when someone ahead leaves', async ({
    page,
    request,
  }) => {
    const ahead = await joinByApi(request, shop, haircut, 'Ahead E2E', withTheAddon());
    const mine = await joinByApi(request, shop, haircut, 'Mine E2E', withTheAddon());
    try {
      await saveOnDevice(page, { name: 'Mine E2E', phone: randomPhone() }, false);
      await page.goto(`/order-tracking/${mine.orderId}`);
      await expectPlaceShown(page, request, mine.orderId);
      await expect(page.getByText('Live', { exact: true })).toBeVisible();
      const before = Number(await page.getByTestId('queue-position').textContent());
      await page.evaluate(() => {
        (window as { sameDocument?: boolean }).sameDocument = true;
      });

      await leaveByApi(request, ahead.orderId);
      // While live, the page reads its place again by itself only once a minute (every 15 s
      // without a connection), and it loaded moments ago: a drop within 10 s, on the same
      // document, is the live update's, however slow a loaded machine is to draw it.
      await expect(page.getByTestId('queue-position')).not.toHaveText(String(before), {
        timeout: 10_000,
      });
      await expectPlaceShown(page, request, mine.orderId);
      expect(Number(await page.getByTestId('queue-position').textContent())).toBeLessThan(before);
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
        true,
      );
    } finally {
      await leaveByApi(request, ahead.orderId);
      await leaveByApi(request, mine.orderId);
    }
  });

  test('"I\'m already here" checks the customer in', async ({ page, request }) => {
    const mine = await joinByApi(request, shop, haircut, 'Arrived E2E', withTheAddon());
    try {
      await saveOnDevice(page, { name: 'Arrived E2E', phone: randomPhone() }, false);
      await page.goto(`/order-tracking/${mine.orderId}`);
      await page.getByRole('button', { name: "I'm already here" }).click();
      await expect(page.getByText("You're checked in").first()).toBeVisible();
      await expect(page.getByRole('button', { name: "I'm already here" })).toHaveCount(0);
      expect((await placeOf(request, mine.orderId)).isAtLocation).toBe(true);
      await page.reload();
      await expect(page.getByText("You're checked in").first()).toBeVisible();
    } finally {
      await leaveByApi(request, mine.orderId);
    }
  });

  test('check-details finds an order by its code and phone and refuses a wrong one', async ({
    page,
    request,
  }) => {
    const phone = randomPhone();
    const { orderId, shortCode } = await joinByApi(request, shop, haircut, 'Lookup E2E', {
      phone,
      ...withTheAddon(),
    });
    try {
      await page.addInitScript(() => localStorage.setItem('lang', 'en'));
      await page.goto('/check-details');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your order');
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Find order' }).click();
      await expect(page.getByText('Enter your order code.')).toBeVisible();

      // Typed as people do: lower case, a space instead of the hyphen.
      await page
        .getByRole('textbox', { name: 'Order code' })
        .fill(`${shortCode.slice(0, 3)} ${shortCode.slice(3)}`.toLowerCase());
      await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
      await page.getByRole('button', { name: 'Find order' }).click();
      const result = page.getByRole('region', { name: 'Order details' });
      await expect(
        result.getByRole('heading', { name: 'Order details', exact: true }),
      ).toBeFocused();
      await expect(result.getByText('Waiting', { exact: true })).toBeVisible();
      await expect(result.getByRole('heading', { name: shop.name })).toBeVisible();
      await expect(result.getByText(haircut.name, { exact: true })).toBeVisible();
      await expect(result.getByText(`€${chosenOrder().totalPrice.toFixed(2)}`)).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('textbox', { name: 'Phone number' }).fill(randomPhone());
      await page.getByRole('button', { name: 'Find order' }).click();
      await expect(page.getByRole('alert')).toContainText('No order matches this code and phone');
      await expect(result.getByText(haircut.name, { exact: true })).toHaveCount(0);

      await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
      await page.getByRole('button', { name: 'Find order' }).click();
      // A customer on a new device: following the order remembers the details it was found
      // with, so the order pages open.
      await result.getByRole('link', { name: 'Follow it live' }).click();
      await expect(page).toHaveURL(`/order-tracking/${orderId}`);
      await expectPlaceShown(page, request, orderId);
    } finally {
      await leaveByApi(request, orderId);
    }
  });

  test('an unknown order opens /order-notfound', async ({ page }) => {
    await saveOnDevice(page, { name: 'Nobody E2E', phone: randomPhone() }, false);
    await page.goto(`/order-tracking/${randomUUID()}`);
    await expect(page).toHaveURL('/order-notfound');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find your order");
    await expect(page.getByRole('link', { name: 'Check an order' }).first()).toBeVisible();
  });
});
