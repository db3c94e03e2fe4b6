import type { AnalyticsSummary as Summary } from '@jono/contract';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { watchConsole } from '../support/console';

/**
 * The owner opens analytics, changes the period and sees the figures change to the
 * server's answer for that period; a barber sees only their own. The demo shops come with
 * 90 days of past history, so every period has figures.
 */

const password = 'JonoDemo2026!';

/** A staff member's browser, logged in through the API (the app's start-up refresh takes over). */
async function staffPage(browser: Browser, email: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  const login = await context.request.post('/api/auth/email-login', { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  const { session } = (await login.json()) as { session: { accessToken: string } };
  return { page: await context.newPage(), token: session.accessToken };
}

/** Today in Helsinki (the demo shops' zone) and `days` days back, as local dates. */
function period(days: number) {
  const local = (d: Date) => d.toLocaleDateString('sv-SE', { timeZone: 'Europe/Helsinki' });
  const to = local(new Date());
  const from = new Date(`${to}T12:00:00Z`);
  from.setUTCDate(from.getUTCDate() - (days - 1));
  return { from: from.toISOString().slice(0, 10), to };
}

async function figures(page: Page, token: string, days: number) {
  const { from, to } = period(days);
  const response = await page.request.get(`/api/analytics?from=${from}&to=${to}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { summary: { current: Summary } } }).data.summary
    .current;
}

const count = (n: number) => new Intl.NumberFormat('en-GB').format(n);

const servedShown = (page: Page) =>
  page.getByRole('group', { name: 'Customers served' }).getByTestId('kpi-value');

test('the owner changes the period and the figures follow the server', async ({ browser }) => {
  const { page, token } = await staffPage(browser, 'owner.kallio@demo.jono.fi');
  const problems = watchConsole(page);
  await page.goto('/dashboard/analytics');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analytics');

  const week = await figures(page, token, 7);
  const month = await figures(page, token, 30);
  expect(month.served).toBeGreaterThan(week.served);

  // The page opens on 7 days.
  await expect(page.getByRole('radio', { name: '7 days' })).toBeChecked();
  await expect(servedShown(page)).toHaveText(count(week.served));

  await page.getByRole('radio', { name: '30 days' }).click();
  await expect(page.getByRole('radio', { name: '30 days' })).toBeChecked();
  await expect(page).toHaveURL(/period=30d/);
  await expect(servedShown(page)).toHaveText(count(month.served));

  // A shared link keeps the period.
  await page.reload();
  await expect(page.getByRole('radio', { name: '30 days' })).toBeChecked();
  await expect(servedShown(page)).toHaveText(count(month.served));

  await expect(page.getByRole('region', { name: 'Busiest hours' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Per barber' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  expect(problems).toEqual([]);
  await page.context().close();
});

test('a barber sees only their own figures', async ({ browser }) => {
  const owner = await staffPage(browser, 'owner.kallio@demo.jono.fi');
  const barber = await staffPage(browser, 'barber.kallio@demo.jono.fi');
  const shop = await figures(owner.page, owner.token, 30);
  const own = await figures(barber.page, barber.token, 30);
  expect(own.served).toBeGreaterThan(0);
  expect(own.served).toBeLessThan(shop.served);

  await barber.page.goto('/dashboard/analytics?period=30d');
  await expect(barber.page.getByText('Your figures')).toBeVisible();
  await expect(servedShown(barber.page)).toHaveText(count(own.served));
  await owner.page.context().close();
  await barber.page.context().close();
});
