import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { allDayShop } from '../support/all-day-shop';
import { watchConsole } from '../support/console';
import { randomPhone } from '../support/customer-device';
import { ok, signIn } from '../support/owner-shop';

/**
 * Analytics and the overview agree. In a shop of its own the owner serves a walk-in and a
 * booked customer today; the overview's "served today" and "takings today" are then the
 * figures analytics shows for the period that holds today.
 */

/** The value of one of the overview's figures, by its label. */
const overviewFigure = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd/span').first();
const analyticsFigure = (page: Page, label: string) =>
  page.getByRole('group', { name: label }).getByTestId('kpi-value');

test('the overview counts what analytics counts: a walk-in and a booking served today', async ({
  browser,
  request,
}) => {
  const { owner, timezone, join, bookToday } = await allDayShop(
    request,
    `Parturi Luvut ${randomUUID().slice(0, 4)}`,
    30,
  );
  const { headers } = owner;
  const serve = async (path: string) => {
    await ok(await request.post(`${path}/start`, { headers, data: { barberId: owner.userId } }));
    await ok(await request.post(`${path}/finish`, { headers, data: {} }));
  };
  await serve(`/api/staff/queue/${await join('Ville Kävijä')}`);

  const booking = await bookToday({
    name: 'Bea Varaaja',
    phone: randomPhone(),
    email: `bea-${randomUUID().slice(0, 8)}@example.fi`,
  });
  await serve(`/api/staff/queue/bookings/${booking}`);

  const context = await browser.newContext({ timezoneId: timezone });
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  const page = await context.newPage();
  const problems = watchConsole(page);
  await signIn(page, owner.email, { language: 'en' });
  await expect(overviewFigure(page, 'Served today')).toHaveText('2');
  const takings = overviewFigure(page, 'Takings today');
  await expect(takings).toContainText('60');
  const takingsText = (await takings.textContent()) ?? '';

  await page.goto('/dashboard/analytics');
  await expect(analyticsFigure(page, 'Customers served')).toHaveText('2');
  await expect(analyticsFigure(page, 'Takings')).toHaveText(takingsText);
  expect(problems).toEqual([]);
  await context.close();
});
