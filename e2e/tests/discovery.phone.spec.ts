import type { Addon, Service, ShopDetail } from '@jono/contract';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchConsole } from '../support/console';
import { joinByApi, randomPhone } from '../support/customer-device';

/**
 * The customer's discovery on a phone: find a shop (search, favourites, nearest first), see its queue live,
 * and build an order of services and add-ons. Other journeys may join the same shop at the
 * same time, so counts are compared with the API's answer, never assumed; every join here
 * uses a fresh phone number and leaves the queue at the end (the shop takes 15 at most).
 */

const roundPrice = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

let allDayShop: ShopDetail;

test.beforeAll(async ({ request }) => {
  const list = await request.get('/api/shops?q=mannerheimintie');
  const { data } = (await list.json()) as { data: { id: string; name: string }[] };
  const found = data.find((shop) => shop.name === 'Jono 24/7 Barbers');
  if (!found) throw new Error('the demo data has no Jono 24/7 Barbers');
  allDayShop = await shopById(request, found.id);
});

async function shopById(request: APIRequestContext, id: string): Promise<ShopDetail> {
  const response = await request.get(`/api/shops/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ShopDetail }).data;
}

test.beforeEach(async ({ page }) => {
  // The texts are checked in English; Finnish (the default) has its own shell journeys.
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', 'en');
  });
});

const card = (page: Page, name: string) => page.getByRole('article', { name });
const cardNames = (page: Page) => page.getByRole('article').getByRole('heading').allTextContents();

const demoShopNames = [
  'Barber Tapiola',
  'Hiusstudio Nord',
  'Jono 24/7 Barbers',
  'Parturi Aura',
  'Parturi Harju',
  'Parturi Kallio',
  'Punavuoren Partaamo',
  'Tampereen Tukkatalo',
  'Tikkurilan Parturi',
];

/** The list renders a couple of cards per task: waits until it shows as many as it counts. */
async function expectWholeList(page: Page) {
  const count = page.getByRole('status').filter({ hasText: /^\d+ shops?\b/ });
  await expect(count).toBeVisible();
  const shops = Number((await count.textContent())?.match(/^\d+/)?.[0]);
  await expect(page.getByRole('article')).toHaveCount(shops);
}

async function openHome(page: Page) {
  await page.goto('/');
  await expect(card(page, 'Jono 24/7 Barbers')).toBeVisible();
  await expectWholeList(page);
}

test('search by city narrows the list as you type', async ({ page }) => {
  const problems = watchConsole(page);
  await openHome(page);
  // Other journeys register shops on the same server: the nine demo shops are all there.
  expect(await cardNames(page)).toEqual(expect.arrayContaining(demoShopNames));

  // Shops other journeys publish (the going-live journey's is in Helsinki) may match too.
  const demoCards = async () =>
    (await cardNames(page)).filter((name) => demoShopNames.includes(name));
  const search = page.getByRole('searchbox', { name: 'Search shops by city or address' });
  await search.pressSequentially('esp');
  await expect.poll(demoCards).toEqual(['Barber Tapiola']);

  await search.fill('HELSINKI');
  await expect
    .poll(demoCards)
    .toEqual(['Jono 24/7 Barbers', 'Parturi Kallio', 'Punavuoren Partaamo']);

  await search.fill('oulu');
  await expect.poll(demoCards).toEqual(['Hiusstudio Nord']);

  await search.fill('no such town');
  await expect(page.getByRole('heading', { name: 'No shops Found' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a favourite is kept on the device and shown first after a reload', async ({ page }) => {
  await openHome(page);
  const star = page.getByRole('button', { name: 'Favourite Parturi Aura' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  const favourites = page.getByRole('region', { name: 'Your favourites' });
  await expect(favourites.getByRole('article', { name: 'Parturi Aura' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Favourite Parturi Aura' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect((await cardNames(page))[0]).toBe('Parturi Aura');
  const saved = await page.evaluate(() => localStorage.getItem('customerFavoritesshops'));
  expect(JSON.parse(saved ?? '[]')).toHaveLength(1);

  // Un-starring takes it out again, also across a reload.
  await page.getByRole('button', { name: 'Favourite Parturi Aura' }).click();
  await page.reload();
  await expect(card(page, 'Parturi Aura')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your favourites' })).toHaveCount(0);
});

test('a shared position sorts the shops nearest first, in km', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  // Next to Tampere's market square.
  await context.setGeolocation({ latitude: 61.4985, longitude: 23.7628 });
  await openHome(page);

  await expect(page.getByRole('button', { name: 'Nearest first' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(async () => (await cardNames(page))[0]).toBe('Tampereen Tukkatalo');
  await expect(card(page, 'Tampereen Tukkatalo')).toContainText('0.1 km away');

  await expectWholeList(page);
  const distances = await page
    .getByRole('article')
    .getByText(/km away$/)
    .allTextContents();
  expect(distances.length).toBeGreaterThanOrEqual(9);
  const kilometres = distances.map((text) => Number(text.replace(/[^\d.]/g, '')));
  expect(kilometres).toEqual([...kilometres].sort((a, b) => a - b));
  expect(kilometres.every((km, index) => index === 0 || km > 100)).toBe(true);
  await expect(page.getByRole('status').first()).toContainText('nearest first');
});

test('a refused position says so and keeps the list as it was', async ({ page }) => {
  await openHome(page);
  const before = await cardNames(page);
  await page.getByRole('button', { name: 'Nearest first' }).click();
  await expect(page.getByRole('alert')).toHaveText("user won't accept the location");
  expect(await cardNames(page)).toEqual(before);
  await expect(page.getByText(/km away$/)).toHaveCount(0);
});

/** The totals as this browser formats them (en-GB), to compare with the page. */
async function formatTotals(page: Page, price: number, minutes: number) {
  return page.evaluate(
    ([p, m]) => {
      const unit = (value: number, name: string) =>
        new Intl.NumberFormat('en-GB', { style: 'unit', unit: name }).format(value);
      const hours = Math.floor(m / 60);
      const rest = m % 60;
      const duration =
        hours === 0
          ? unit(rest, 'minute')
          : rest === 0
            ? unit(hours, 'hour')
            : `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
      return {
        price: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(p),
        duration,
      };
    },
    [price, minutes] as const,
  );
}

async function expectTotals(bar: Locator, page: Page, price: number, minutes: number) {
  const expected = await formatTotals(page, roundPrice(price), minutes);
  await expect(bar.getByTestId('cart-bar-price')).toHaveText(expected.price);
  await expect(bar.getByTestId('cart-bar-duration')).toHaveText(expected.duration);
}

test('an order of two services, an add-on and quantities adds up everywhere', async ({ page }) => {
  const problems = watchConsole(page);
  const services = allDayShop.categories.flatMap((category) => category.services);
  const first = services.find((service) => service.addons.length > 0);
  const second = services.find((service) => service !== first);
  if (!first || !second) throw new Error('the 24/7 shop lacks services');
  const addon = first.addons[0] as Addon;

  await openHome(page);
  await card(page, 'Jono 24/7 Barbers').getByRole('link', { name: 'Join queue' }).click();
  await expect(page).toHaveURL(`/barbershop/${allDayShop.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jono 24/7 Barbers');

  const bar = page.getByTestId('cart-bar');
  await expect(bar.getByTestId('cart-bar-price')).toHaveText('€0.00');
  const join = bar.getByRole('button', { name: 'Join queue' });
  await expect(join).toBeDisabled();

  await page.getByRole('button', { name: `Add ${first.name}`, exact: true }).click();
  await expectTotals(bar, page, first.price, first.duration);
  const fewerFirst = page.getByRole('button', { name: `One less ${first.name}` });
  await expect(fewerFirst).toBeDisabled();

  await page.getByRole('button', { name: `One more ${first.name}` }).click();
  await expectTotals(bar, page, 2 * first.price, 2 * first.duration);

  await page
    .getByRole('button', { name: `Add ${addon.name} to ${first.name}`, exact: true })
    .click();
  await expectTotals(
    bar,
    page,
    2 * (first.price + addon.price),
    2 * (first.duration + addon.duration),
  );

  await page.getByRole('button', { name: `Add ${second.name}`, exact: true }).click();
  await page.getByRole('button', { name: `One more ${second.name}` }).click();
  await page.getByRole('button', { name: `One more ${second.name}` }).click();
  const full = {
    price: 2 * (first.price + addon.price) + 3 * second.price,
    minutes: 2 * (first.duration + addon.duration) + 3 * second.duration,
  };
  await expectTotals(bar, page, full.price, full.minutes);
  await expect(bar).toContainText('5 services');

  // Removing the add-on, then one of the second, subtracts exactly their share.
  await page.getByRole('button', { name: `Remove ${addon.name}` }).click();
  await expectTotals(bar, page, full.price - 2 * addon.price, full.minutes - 2 * addon.duration);
  await page.getByRole('button', { name: `One less ${second.name}` }).click();
  await expectTotals(
    bar,
    page,
    2 * first.price + 2 * second.price,
    2 * first.duration + 2 * second.duration,
  );
  await expect(join).toBeDisabled();
  expect(problems).toEqual([]);
});

test('the phone number is checked as it is typed; valid details lead to the summary', async ({
  page,
}) => {
  const service = allDayShop.categories[0]?.services[0] as Service;
  await page.goto(`/barbershop/${allDayShop.id}`);
  await page.getByRole('button', { name: `Add ${service.name}`, exact: true }).click();
  const join = page.getByTestId('cart-bar').getByRole('button', { name: 'Join queue' });

  await page.getByLabel('Name').fill('Eetu E2E');
  const phone = page.getByLabel('Phone number');
  await phone.fill('040 12');
  await expect(page.getByText('Invalid phone number', { exact: true })).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(join).toBeDisabled();

  await phone.fill(randomPhone());
  // Exactly: the hint under the cart ("…a valid phone number to join.") may still be there.
  await expect(page.getByText('Valid phone number', { exact: true })).toBeVisible();
  await expect(join).toBeEnabled();
  await join.click();
  await expect(page).toHaveURL('/order-summary');
  const saved = await page.evaluate(() => localStorage.getItem('persist:customer'));
  expect(saved).toContain('Eetu E2E');
});

/** The first number in what the page shows. */
async function shownCount(locator: Locator): Promise<number> {
  const match = /\d+/.exec((await locator.textContent()) ?? '');
  return match ? Number(match[0]) : Number.NaN;
}

/**
 * The page shows the count the API reports now (others may join at the same time). Home and
 * the shop page never read the queue again by themselves, so a count that follows a change
 * without a reload came by the live update, however long a loaded machine takes to draw it:
 * the wait is expect's usual one, and how fast the live path is the benches measure.
 */
async function expectShownCountToFollowApi(locator: Locator, request: APIRequestContext) {
  await expect
    .poll(
      async () => (await shownCount(locator)) === (await shopById(request, allDayShop.id)).queue,
    )
    .toBe(true);
}

test('a queue change made elsewhere shows at once, without a reload', async ({ page, request }) => {
  await openHome(page);
  const cardCount = card(page, 'Jono 24/7 Barbers').getByText(/\d+ in queue/);
  await expectShownCountToFollowApi(cardCount, request);
  await page.waitForLoadState('networkidle');

  const service = allDayShop.categories[0]?.services[0] as Service;
  const { orderId } = await joinByApi(request, allDayShop, service, 'Live E2E');
  try {
    await expectShownCountToFollowApi(cardCount, request);

    // The shop page follows it too, also when the order leaves.
    await card(page, 'Jono 24/7 Barbers').getByRole('link', { name: 'Join queue' }).click();
    const pageCount = page.getByText('In queue', { exact: true }).locator('xpath=..');
    await expectShownCountToFollowApi(pageCount, request);
    await page.waitForLoadState('networkidle');
  } finally {
    const left = await request.patch(`/api/queue/cancel/${orderId}`);
    expect(left.ok(), await left.text()).toBe(true);
  }
  await expectShownCountToFollowApi(
    page.getByText('In queue', { exact: true }).locator('xpath=..'),
    request,
  );
});

test('home and the shop page have no accessibility violations', async ({ page }) => {
  await openHome(page);
  await expectNoAxeViolations(page);

  await page.goto(`/barbershop/${allDayShop.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jono 24/7 Barbers');
  const service = allDayShop.categories[0]?.services[0] as Service;
  await page.getByRole('button', { name: `Add ${service.name}`, exact: true }).click();
  await page.getByLabel('Phone number').fill('040 12');
  await expect(page.getByText('Invalid phone number', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
