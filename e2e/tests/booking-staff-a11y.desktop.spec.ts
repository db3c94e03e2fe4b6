import { expect, test } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes, followBrowserTheme } from '../support/axe';

/**
 * The staff pages for bookings, slots, holidays, refunds and analytics have no
 * accessibility violations reported by axe, in light and dark. The dashboard frame has its
 * own journey; here only each page's content and the header are checked.
 */

const pages = [
  { path: '/dashboard/manage-booking/bookings', heading: 'Bookings' },
  { path: '/dashboard/manage-booking/slots', heading: 'Slots' },
  { path: '/dashboard/manage-booking/holidays', heading: 'Holidays' },
  { path: '/dashboard/queue-refundes', heading: 'Refunds' },
  { path: '/dashboard/analytics?period=30d', heading: 'Analytics' },
];

test('the booking, refund and analytics pages have no accessibility violations, in light and dark', async ({
  browser,
}) => {
  // Five full pages through axe twice (the analytics page alone has hundreds of heat-map
  // cells): more than one journey's 30 s on a loaded two-core machine.
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  const login = await context.request.post('/api/auth/email-login', {
    data: { email: 'owner.harju@demo.jono.fi', password: 'JonoDemo2026!' },
  });
  expect(login.ok()).toBe(true);
  const page = await context.newPage();
  await followBrowserTheme(page);
  for (const { path, heading } of pages) {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolationsInBothThemes(page, ['#main', 'header'], path);
  }
  await context.close();
});
