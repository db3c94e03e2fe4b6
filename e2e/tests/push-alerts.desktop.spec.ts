import type { PushMessage } from '@jono/contract';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { watchConsole } from '../support/console';
import { joinByApi, roundTheClockShop } from '../support/customer-device';

/**
 * The service worker of the built app, in Chromium: a push message arriving for the app
 * shows as a notification in the customer's words, and tapping it opens the order's
 * tracking page; with the network gone, the tracking page still shows the place, marked
 * offline.
 *
 * The push is delivered with DevTools' ServiceWorker.deliverPushMessage, the way a push
 * service would hand it to the browser, since a headless browser here cannot subscribe at
 * a real push service (the server's side of that trip, encryption and VAPID included, is
 * tested against a stand-in push service in apps/server). A system notification cannot be
 * clicked from a test, so the tap is the worker's own notificationclick event, dispatched
 * in the worker with the notification it showed; without a real tap's permission a worker
 * may not open a new window, so the tap turns the Jono window already open, as it does for
 * a customer who has the app open.
 */

/** What the steps run inside the service worker use of its scope (the DOM types have no worker). */
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  dispatchEvent(event: Event): boolean;
}
declare const NotificationEvent: new (type: string, init: { notification: Notification }) => Event;

/** Opens the app and waits until its service worker controls the page. */
async function openControlledPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 15_000,
    })
    .toBe(true);
  return page;
}

/**
 * A DevTools session on the page with its ServiceWorker domain on, and the id it knows the
 * app's registration by (pushes are delivered to that id through the same session).
 */
async function serviceWorkerDevTools(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await registered };
}

test('a pushed alert shows as a notification, and tapping it opens the order’s tracking page', async ({
  browser,
  baseURL,
  request,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  const { shop, service } = await roundTheClockShop(request);
  const order = await joinByApi(request, shop, service, 'Push E2E');
  const context = await browser.newContext({ baseURL });
  try {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    const page = await openControlledPage(context, '/');
    const problems = watchConsole(page);
    const [worker] = context.serviceWorkers();
    if (!worker) throw new Error('no service worker');

    const code = `${order.shortCode.slice(0, 3)}-${order.shortCode.slice(3)}`;
    const message: PushMessage = {
      kind: 'turn',
      orderId: order.orderId,
      code,
      lang: 'fi',
      title: `Sinun vuorosi: ${shop.name}`,
      body: `Tule tuolille 2. Tilaus ${code}.`,
      url: `/order-tracking/${order.orderId}`,
      tag: `order-${order.orderId}`,
    };
    const { cdp, registrationId } = await serviceWorkerDevTools(context, page);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL).origin,
      registrationId,
      data: JSON.stringify(message),
    });

    const shown = () =>
      worker.evaluate(async () =>
        (await (self as unknown as WorkerScope).registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          lang: n.lang,
          data: n.data,
        })),
      );
    await expect.poll(shown, { timeout: 10_000 }).toEqual([
      {
        title: message.title,
        body: message.body,
        tag: message.tag,
        lang: 'fi',
        data: { url: message.url, orderId: order.orderId, kind: 'turn' },
      },
    ]);

    // The tap: the worker's notificationclick with the notification it showed.
    await worker.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications();
      if (!notification) throw new Error('no notification');
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
    });
    await expect(page).toHaveURL(`/order-tracking/${order.orderId}`, { timeout: 10_000 });
    await expect(page.getByRole('heading', { name: shop.name })).toBeVisible();
    await expect.poll(shown).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test('without a network the tracking page still shows the place, marked offline', async ({
  browser,
  baseURL,
  request,
}) => {
  const { shop, service } = await roundTheClockShop(request);
  const order = await joinByApi(request, shop, service, 'Push E2E');
  const context = await browser.newContext({ baseURL });
  try {
    const page = await openControlledPage(context, `/order-tracking/${order.orderId}`);
    // Read once more under the worker's control, so it keeps this answer.
    await page.reload();
    const position = await page.getByTestId('queue-position').textContent();
    expect(position).toMatch(/^\d+$/);
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('queue-position')).toHaveText(position ?? '');
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toContainText('Ei verkkoyhteyttä');
  } finally {
    await context.close();
  }
});
