import { randomInt } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { standInAddress } from '../support/map-stand-ins';
import { newShop, ok, signIn } from '../support/owner-shop';

/**
 * A new shop goes live: registered (at an address the geocoder does not know, so unplaced), it
 * is not on the home list; its owner follows the overview's checklist (a service, opening
 * hours, the address found by the stand-in geocoder on a map drawn from stand-in tiles, the pin
 * dragged to the door), publishes, and a customer nearby finds it by its real distance.
 */

const tilesOrigin = `http://127.0.0.1:${process.env.E2E_TILES_PORT}`;
const customerNearby = { latitude: 60.1699, longitude: 24.9384 }; // Helsinki railway square

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', 'en');
  });
});

const card = (page: Page, name: string) => page.getByRole('article', { name });

const checklist = (page: Page) => page.getByRole('region', { name: 'Get your shop live' });
const step = (page: Page, name: string) =>
  checklist(page).getByRole('listitem').filter({ hasText: name });

test('a new shop goes live through the checklist and is found by its real distance', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  // Digits only: letters from a random id can spell an English word ('dd', 'be') that the
  // language scans of other journeys, which list every shop, would flag.
  const shopName = `Parturi Julkaisu ${String(randomInt(1_000_000)).padStart(6, '0')}`;
  const owner = await newShop(request, shopName);
  const mapRequests: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'image') mapRequests.push(r.url());
  });

  // Not listed yet, and its page is not found.
  await page.goto('/');
  await expect(card(page, 'Jono 24/7 Barbers')).toBeVisible();
  await expect(card(page, shopName)).toHaveCount(0);
  expect((await request.get(`/api/shops/${owner.shopId}`)).status()).toBe(404);

  await signIn(page, owner.email, { language: 'en' });
  await expect(step(page, 'At least one active service')).toContainText('to do');
  await expect(step(page, 'Opening hours')).toContainText('to do');
  await expect(step(page, 'The shop’s place on the map')).toContainText('to do');
  await expect(checklist(page).getByRole('button', { name: 'Publish' })).toHaveCount(0);

  // A service: the link opens the services page; the service itself goes in through the API,
  // as the catalogue's own journeys test that page.
  await step(page, 'At least one active service')
    .getByRole('link', { name: 'Add a service' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/manage\/services$/);
  const { headers } = owner;
  await ok(await request.post('/api/manage/categories', { headers, data: { name: 'Hiukset' } }));
  const [category] = (
    await ok<{ data: { id: string }[] }>(await request.get('/api/manage/categories', { headers }))
  ).data;
  await ok(
    await request.post('/api/manage/services', {
      headers,
      data: { categoryId: category?.id, name: 'Parturileikkaus', price: 30, duration: 30 },
    }),
  );

  // Opening hours, every day.
  await page.goto('/dashboard');
  await expect(step(page, 'At least one active service')).toContainText('done');
  await step(page, 'Opening hours').getByRole('link', { name: 'Set opening hours' }).click();
  await expect(page).toHaveURL(/shopdetails#shop-hours$/);
  for (const day of [
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
    'Sunday',
  ]) {
    await page.getByRole('switch', { name: `Open on ${day}` }).click();
  }
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Shop details saved')).toBeVisible();

  // The place: the address found by the geocoder, then the pin dragged to the door.
  await page.goto('/dashboard');
  await expect(step(page, 'Opening hours')).toContainText('done');
  await step(page, 'The shop’s place on the map')
    .getByRole('link', { name: 'Place on the map' })
    .click();
  await expect(page).toHaveURL(/shopdetails#shop-location$/);
  await expect(page.getByRole('status').filter({ hasText: 'not on the map yet' })).toBeVisible();
  const location = page.locator('#shop-location');
  await location.getByLabel('Street address').fill(standInAddress.address);
  await location.getByLabel('Postal code').fill(standInAddress.postalCode);
  await location.getByLabel('City').fill(standInAddress.city);
  await location.getByLabel('Country').fill(standInAddress.country);
  await location.getByRole('button', { name: 'Find the address on the map' }).click();
  await expect(location.getByRole('status')).toContainText('Found: Aleksanterinkatu 1');
  const latitude = location.getByLabel('Latitude');
  const longitude = location.getByLabel('Longitude');
  await expect(latitude).toHaveValue(String(standInAddress.position.lat));
  await expect(longitude).toHaveValue(String(standInAddress.position.lng));

  const pin = location.locator('.leaflet-marker-icon');
  await pin.scrollIntoViewIfNeeded();
  await expect(pin).toBeVisible();
  const box = await pin.boundingBox();
  if (!box) throw new Error('the pin has no box');
  // The pin's point is its bottom centre; drag it 60 px left and 40 px down.
  const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x - 30, from.y + 20, { steps: 5 });
  await page.mouse.move(from.x - 60, from.y + 40, { steps: 5 });
  await page.mouse.up();
  await expect(latitude).not.toHaveValue(String(standInAddress.position.lat));
  const dragged = {
    lat: Number(await latitude.inputValue()),
    lng: Number(await longitude.inputValue()),
  };
  // South-west of the found spot, by some metres (zoomed in to street level).
  expect(dragged.lat).toBeLessThan(standInAddress.position.lat);
  expect(dragged.lng).toBeLessThan(standInAddress.position.lng);
  expect(standInAddress.position.lat - dragged.lat).toBeLessThan(0.01);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Shop details saved')).toBeVisible();

  // The map's tiles came from the stand-in, never from OpenStreetMap.
  expect(mapRequests.some((url) => url.startsWith(`${tilesOrigin}/`))).toBe(true);
  expect(mapRequests.filter((url) => url.includes('openstreetmap'))).toEqual([]);

  // Publish.
  await page.goto('/dashboard');
  await checklist(page).getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('region', { name: 'Your shop is live' })).toBeVisible();

  // A customer nearby finds it, nearest first, by the distance from where it really is.
  const customer = await context.browser()?.newContext({
    geolocation: customerNearby,
    permissions: ['geolocation'],
  });
  if (!customer) throw new Error('no browser to open a customer page in');
  const phone = await customer.newPage();
  await phone.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  await phone.goto('/');
  await expect(phone.getByRole('button', { name: 'Nearest first' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const ours = card(phone, shopName);
  await expect(ours).toContainText(/0\.\d km away/);
  const kilometres = (
    await phone
      .getByRole('article')
      .getByText(/km away$/)
      .allTextContents()
  ).map((text) => Number(text.replace(/[^\d.]/g, '')));
  expect(kilometres).toEqual([...kilometres].sort((a, b) => a - b));
  await customer.close();
});
