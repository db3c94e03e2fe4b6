import { randomUUID } from 'node:crypto';
import type { Service } from '@jono/contract';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { watchConsole } from '../support/console';

/**
 * The staff push widget. With the dashboard open, a customer who joins the queue
 * (through the API, as a phone would) shows up as a card naming their short code, and the
 * card goes away by itself after the member's time: 3 seconds, the default.
 */

const receptionist = 'receptionist.keskusta@demo.jono.fi';
const password = 'JonoDemo2026!';

const randomPhone = () =>
  `040${Array.from({ length: 7 }, () => Math.floor(Math.random() * 10)).join('')}`;

/** The open-around-the-clock demo shop (the receptionist's) and its shortest service. */
async function openShop(request: APIRequestContext) {
  const list = await request.get('/api/shops?q=mannerheimintie');
  const { data } = (await list.json()) as { data: { id: string; name: string }[] };
  const shop = data.find((candidate) => candidate.name === 'Jono 24/7 Barbers');
  if (!shop) throw new Error('the demo data has no Jono 24/7 Barbers');
  const detail = (await (await request.get(`/api/shops/${shop.id}`)).json()) as {
    data: { categories: { services: Service[] }[] };
  };
  const services = detail.data.categories.flatMap((category) => category.services);
  const [shortest] = [...services].sort((a, b) => a.duration - b.duration);
  if (!shortest) throw new Error('the shop has no services');
  return { shopId: shop.id, service: shortest };
}

test('a customer who joins shows on the open dashboard as a push widget for 3 seconds', async ({
  browser,
  request,
}) => {
  const { shopId, service } = await openShop(request);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  const login = await context.request.post('/api/auth/email-login', {
    data: { email: receptionist, password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { session } = (await login.json()) as { session: { pushWidgetSeconds: number } };
  expect(session.pushWidgetSeconds).toBe(3);

  const page = await context.newPage();
  const problems = watchConsole(page);
  try {
    await page.goto('/dashboard/appointments');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Appointments');
    // The board is live: the screen is in the shop's staff room.
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    const widget = page.getByRole('status', { name: 'New at the shop' });
    await expect(widget).toHaveAttribute('aria-live', 'polite');

    const name = `Widget${Math.floor(1000 + Math.random() * 9000)} Customer`;
    const joined = await request.post('/api/queue', {
      headers: { 'Idempotency-Key': randomUUID() },
      data: {
        name,
        phone: randomPhone(),
        shopId,
        services: [{ id: service.id, quantity: 1, addons: [] }],
        additionalServices: [],
        totalTimeRequires: service.duration,
        totalPrice: service.price,
        payNow: false,
      },
    });
    expect(joined.status(), await joined.text()).toBe(201);
    const { shortCode } = ((await joined.json()) as { data: { shortCode: string } }).data;

    const card = widget.getByRole('article', { name: 'New walk-in' }).filter({ hasText: name });
    await expect(card).toBeVisible();
    const shownAt = Date.now();
    await expect(card.getByTestId('short-code')).toHaveText(
      `Code: ${shortCode.slice(0, 3)}-${shortCode.slice(3)}`,
    );
    await expect(card.getByRole('link', { name: 'Open the queue' })).toHaveAttribute(
      'href',
      '/dashboard/appointments',
    );
    // The widget tells without taking the keyboard focus from the page.
    expect(
      await page.evaluate(() => document.activeElement?.closest('[role="status"]')),
    ).toBeNull();

    await expect(card).toBeHidden({ timeout: 6000 });
    const shownFor = Date.now() - shownAt;
    test.info().annotations.push({ type: 'shown for (ms)', description: String(shownFor) });
    // Seen within moments of appearing, gone by its own timer: about 3 seconds later.
    expect(shownFor).toBeGreaterThan(2500);
    expect(shownFor).toBeLessThan(4500);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
