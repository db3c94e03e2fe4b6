import type { QueuePlace as Place } from '@jono/contract';
import { expect, test } from '@playwright/test';
import { watchConsole } from '../support/console';
import { joinByApi, randomPhone, roundTheClockShop } from '../support/customer-device';

/**
 * The tracking link works on any device: the order id is the capability. A browser that has
 * never seen the app opens the link of a real order and sees it, and the customer's name and
 * phone come along from the order, so the other order pages open there too.
 */

test('a tracking link opened in a fresh browser shows the order and saves nobody on it', async ({
  browser,
  baseURL,
  request,
}) => {
  const phone = randomPhone();
  const { shop, service } = await roundTheClockShop(request);
  const place = await joinByApi(request, shop, service, 'Linked E2E', { phone });
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`/order-tracking/${place.orderId}`);

    await expect(page.getByRole('heading', { name: shop.name })).toBeVisible();
    await expect(async () => {
      const truth = (
        (await (await request.get(`/api/queue/${place.orderId}`)).json()) as { data: Place }
      ).data;
      await expect(page.getByTestId('queue-position')).toHaveText(String(truth.position), {
        timeout: 1000,
      });
    }).toPass({ timeout: 10_000 });
    await expect(page).toHaveURL(`/order-tracking/${place.orderId}`);

    // The link opens the order, whoever it was forwarded to: the customer's details are not
    // saved as this browser's own (the page shows the phone masked), and a reload keeps it.
    await page.reload();
    await expect(page.getByTestId('queue-position')).toBeVisible();
    await expect(page).toHaveURL(`/order-tracking/${place.orderId}`);
    const saved = await page.evaluate(() => localStorage.getItem('persist:customer') ?? '');
    expect(saved).not.toContain('Linked E2E');
    expect(saved).not.toContain(phone.slice(-7));
    expect(problems).toEqual([]);
  } finally {
    await context.close();
    const left = await request.patch(`/api/queue/cancel/${place.orderId}`);
    expect([200, 409]).toContain(left.status());
  }
});
