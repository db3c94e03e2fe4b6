import type { ShopDetail } from '@jono/contract';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { watchConsole } from '../support/console';
import { joinByApi } from '../support/customer-device';

/**
 * The app opened at another address of the server than PUBLIC_URL (the journeys' localhost)
 * still gets live updates: 127.0.0.1 here, as a phone on the shop's network uses the
 * server's LAN address. Other journeys may join the same shop meanwhile, so the count is
 * compared with the API's answer, never assumed.
 */
const otherAddress = `http://127.0.0.1:${process.env.E2E_PORT}`;

/** The first number in what the page shows. */
async function shownCount(locator: Locator): Promise<number> {
  const match = /\d+/.exec((await locator.textContent()) ?? '');
  return match ? Number(match[0]) : Number.NaN;
}

/**
 * What the page's sockets over 127.0.0.1 said and heard, recorded from the moment a socket
 * opens: a listener attached after a frame went by would wait for it forever.
 */
function socketTraffic(page: Page): { watchRequests: string[]; announcements: string[] } {
  const traffic = { watchRequests: [] as string[], announcements: [] as string[] };
  page.on('websocket', (socket) => {
    if (!socket.url().startsWith(otherAddress.replace(/^http/, 'ws'))) return;
    socket.on('framesent', ({ payload }) => {
      if (String(payload).includes('"shop:watch"')) traffic.watchRequests.push(String(payload));
    });
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"shop:queue"')) traffic.announcements.push(String(payload));
    });
  });
  return traffic;
}

test('a shop page opened at 127.0.0.1 follows its queue live', async ({ page, request }) => {
  const problems = watchConsole(page);
  const list = await request.get('/api/shops?q=mannerheimintie');
  const { data } = (await list.json()) as { data: { id: string; name: string }[] };
  const found = data.find((shop) => shop.name === 'Jono 24/7 Barbers');
  if (!found) throw new Error('the demo data has no Jono 24/7 Barbers');
  const shopNow = async () =>
    ((await (await request.get(`/api/shops/${found.id}`)).json()) as { data: ShopDetail }).data;

  const { watchRequests, announcements } = socketTraffic(page);
  await page.goto(`${otherAddress}/barbershop/${found.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jono 24/7 Barbers');
  const count = page.getByText('Jonossa', { exact: true }).locator('xpath=..');
  // The page follows its shop once its socket is up and has asked to watch it.
  await expect.poll(() => watchRequests.length).toBeGreaterThan(0);

  const shop = await shopNow();
  const service = shop.categories[0]?.services[0];
  if (!service) throw new Error('the shop has no service');
  const { orderId } = await joinByApi(request, shop, service, 'Live Elsewhere');

  try {
    await expect.poll(() => announcements.length).toBeGreaterThan(0);
    // The shop page never reads the queue again by itself: the count follows the API's only by
    // the announcement heard above, however long a loaded machine takes to draw it.
    await expect.poll(async () => (await shownCount(count)) === (await shopNow()).queue).toBe(true);
  } finally {
    const left = await request.patch(`/api/queue/cancel/${orderId}`);
    expect(left.ok(), await left.text()).toBe(true);
  }
  expect(problems).toEqual([]);
});
