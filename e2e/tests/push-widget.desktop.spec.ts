import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { watchConsole } from '../support/console';
import { joinByApi, roundTheClockShop } from '../support/customer-device';

/**
 * The staff push widget. With the dashboard open, a customer who joins the queue
 * (through the API, as a phone would) shows up as a card naming their short code, and the
 * card goes away by itself after the member's time: 3 seconds, the default.
 */

const receptionist = 'receptionist.keskusta@demo.jono.fi';
const password = 'JonoDemo2026!';

/** The open-around-the-clock demo shop (the receptionist's) and its shortest service. */
async function openShop(request: APIRequestContext) {
  const { shop } = await roundTheClockShop(request);
  const services = shop.categories.flatMap((category) => category.services);
  const [shortest] = [...services].sort((a, b) => a.duration - b.duration);
  if (!shortest) throw new Error('the shop has no services');
  return { shop, service: shortest };
}

type CardTimes = { shownAt?: number; goneAt?: number };

/**
 * Notes, by the page's own clock, when the widget's card naming `name` is put up and when it
 * is taken down: a MutationObserver sees both as they happen, where a test polling from
 * outside may look up to a second late, and later still on a loaded machine.
 */
async function timeTheCard(page: Page, name: string) {
  await page.evaluate((customer) => {
    const times: CardTimes = {};
    (window as { widgetCard?: CardTimes }).widgetCard = times;
    const isUp = () =>
      Array.from(document.querySelectorAll('[data-testid="push-notice"]')).some((card) =>
        card.textContent?.includes(customer),
      );
    new MutationObserver(() => {
      const up = isUp();
      if (up && times.shownAt === undefined) times.shownAt = performance.now();
      if (!up && times.shownAt !== undefined) times.goneAt ??= performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  }, name);
}

test('a customer who joins shows on the open dashboard as a push widget for 3 seconds', async ({
  browser,
  request,
}) => {
  const { shop, service } = await openShop(request);
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
    await timeTheCard(page, name);
    const { shortCode } = await joinByApi(request, shop, service, name);

    const card = widget.getByRole('article', { name: 'New walk-in' }).filter({ hasText: name });
    await expect(card).toBeVisible();
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
    const { shownAt, goneAt } = await page.evaluate(
      () => (window as { widgetCard?: CardTimes }).widgetCard ?? {},
    );
    if (shownAt === undefined || goneAt === undefined) throw new Error('the card was not timed');
    const shownFor = goneAt - shownAt;
    test.info().annotations.push({ type: 'shown for (ms)', description: String(shownFor) });
    // Gone by its own timer, about 3 seconds after the page put it up.
    expect(shownFor).toBeGreaterThan(2500);
    expect(shownFor).toBeLessThan(4500);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
