import type { ShopDetail } from '@jono/contract';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes, followBrowserTheme } from '../support/axe';

/**
 * The pre-booking customer pages have no accessibility violations reported by axe, in light and
 * dark, on the desktop and the phone: the booking page with a day open, the lookup on
 * /check-details, and the payment pages without a booking.
 */

test('the pre-booking pages have no accessibility violations, in light and dark', async ({
  page,
  request,
}) => {
  // Four pages through axe: more than one journey's 30 s on a loaded two-core machine.
  test.setTimeout(90_000);
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await followBrowserTheme(page);
  const list = await request.get('/api/shops?q=helsinki');
  const { data } = (await list.json()) as { data: { id: string; name: string }[] };
  const kallio = data.find((shop) => shop.name === 'Parturi Kallio');
  if (!kallio) throw new Error('the demo data has no Parturi Kallio');
  const shop = (
    (await (await request.get(`/api/shops/${kallio.id}`)).json()) as {
      data: ShopDetail;
    }
  ).data;
  const service = shop.categories[0]?.services[0];
  if (!service) throw new Error('Parturi Kallio has no service');

  // The page opens on tomorrow, which may be a day the shop is closed (a Saturday's
  // tomorrow): the day opened is the month's first with free times, as a customer would.
  const month = (
    (await (
      await request.get(
        `/api/pre-booking/availability/${shop.id}/month?month=${new Date().toISOString().slice(0, 7)}&duration=${service.duration}`,
      )
    ).json()) as { data: { days: { date: string; freeStarts: number }[] } }
  ).data;
  const openDay = month.days.find((day) => day.freeStarts > 0);
  if (!openDay) throw new Error('Parturi Kallio has no free time this month');

  await page.goto(`/prebooking/barbershop/${shop.id}`);
  await page.getByRole('button', { name: `Add ${service.name}` }).click();
  await page.getByTestId(`calendar-day-${openDay.date}`).click();
  await expect(page.getByTestId('time-slot').first()).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);

  await page.goto('/check-details?booking=K7M-2QD');
  await expect(page.getByRole('button', { name: 'Find booking' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);

  for (const path of ['/success', '/failed']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page);
  }
});
