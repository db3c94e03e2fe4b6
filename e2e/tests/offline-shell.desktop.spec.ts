import { expect, test } from '@playwright/test';
import { joinByApi, roundTheClockShop } from '../support/customer-device';

/**
 * A customer on a weak connection: after one visit to the tracking page, the page reloads
 * with no network at all and still shows the order, marked as saved, and comes back to life
 * when the network does.
 */
test('the tracking page opens offline after a first visit', async ({
  browser,
  baseURL,
  request,
}) => {
  const { shop, service } = await roundTheClockShop(request);
  const place = await joinByApi(request, shop, service, 'Offline E2E');
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto(`/order-tracking/${place.orderId}`);
    await expect(page.getByRole('heading', { name: shop.name })).toBeVisible();
    // The worker takes the page over.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
        timeout: 15_000,
      })
      .toBe(true);
    // Every file the visit loaded is kept, whether it came before the worker took the page
    // over or after: offline, the reload asks for each of them again.
    const missing = () =>
      page.evaluate(async () => {
        const cache = await caches.open('jono-shell-v1');
        const kept = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
        return performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
          .map((url) => url.pathname)
          .filter((path) => !kept.has(path));
      });
    await expect.poll(missing, { timeout: 15_000 }).toEqual([]);
    // The order's answer is kept too, even when the page read it before the worker took over.
    const keptAnswer = () =>
      page.evaluate(async (orderId) => {
        const orders = await caches.open('jono-orders-v1');
        return (await orders.match(`/api/queue/${orderId}`)) !== undefined;
      }, place.orderId);
    await expect.poll(keptAnswer, { timeout: 15_000 }).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: shop.name })).toBeVisible();
    await expect(page.getByTestId('queue-position')).toHaveText(String(place.position));
    await expect(page.getByTestId('offline-notice')).toContainText(/Ei verkkoyhteyttä/);

    await context.setOffline(false);
    await page.reload();
    await expect(page.getByRole('heading', { name: shop.name })).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
