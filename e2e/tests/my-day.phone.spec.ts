import { randomUUID } from 'node:crypto';
import { staffQueuePaths } from '@jono/contract/api/staff-queue';
import { expect, test } from '@playwright/test';
import { allDayShop } from '../support/all-day-shop';
import { clockIn } from '../support/clock';
import { watchConsole } from '../support/console';
import { randomPhone } from '../support/customer-device';
import { ok, signIn } from '../support/owner-shop';

/**
 * A barber's own day on the phone at the chair. The owner of a one-chair shop cuts; Aino
 * waits for him by name, Eero for any barber, Liisa has booked him for today. In Finnish,
 * "Oma päivä" lists Aino and Liisa in the order they come and counts Eero apart; once Aino is
 * in the chair she heads the page, live, and the phone remembers the tab after a reload.
 */
test("a barber's own day: their chair, their bookings and walk-ins, then the ones for anyone", async ({
  browser,
  request,
}, testInfo) => {
  const shop = await allDayShop(request, 'Parturi Oma Päivä', 30);
  const { headers } = shop.owner;
  const [owner] = (
    await ok<{ data: { userId: string }[] }>(await request.get('/api/users/team', { headers }))
  ).data;
  if (!owner) throw new Error('the shop has no team');
  const aino = (
    await ok<{ data: { orderId: string } }>(
      await request.post('/api/queue', {
        headers: { 'Idempotency-Key': randomUUID() },
        data: { ...shop.order('Aino Pyytäjä'), payNow: false, barberId: owner.userId },
      }),
    )
  ).data.orderId;
  await shop.join('Eero Kuka Vain');
  await shop.bookToday({
    name: 'Liisa Varaaja',
    phone: randomPhone(),
    email: `liisa-${randomUUID().slice(0, 8)}@example.fi`,
  });

  const context = await browser.newContext({
    ...testInfo.project.use,
    locale: 'fi-FI',
    timezoneId: shop.timezone,
    colorScheme: 'dark',
  });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await signIn(page, shop.owner.email);
  await page.goto('/dashboard/appointments');
  const views = page.getByRole('tablist', { name: 'Mitä taulu näyttää' });
  await expect(views.getByRole('tab', { name: 'Koko liike' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await views.getByRole('tab', { name: 'Oma päivä' }).click();

  const myDay = page.getByTestId('my-day');
  const visits = myDay.getByTestId('my-day-visit');
  // Aino asked for him, Liisa booked him: each at the time they start, the earlier first.
  await expect(visits).toHaveCount(2);
  const { data: waiting } = await ok<{ data: { estimatedStart: string } }>(
    await request.get(`/api/queue/${aino}`),
  );
  const ainoRow = visits.filter({ hasText: 'Aino Pyytäjä' });
  await expect(ainoRow).toContainText('Jonottaja');
  await expect(ainoRow).toContainText(clockIn(shop.timezone, waiting.estimatedStart));
  await expect(visits.filter({ hasText: 'Liisa Varaaja' })).toContainText('Varaus');
  const times = await visits.locator(':scope > p').allInnerTexts();
  expect(times).toEqual([...times].sort());
  await expect(myDay).toContainText('1 jonottaja odottaa ketä tahansa parturia');
  await expect(myDay).not.toContainText('Eero');
  await page.screenshot({ path: testInfo.outputPath('my-day-dark.png'), fullPage: true });

  // Aino sits down in his chair: the page says so at once, and until when.
  await ok(
    await request.post(staffQueuePaths.start(aino), { headers, data: { barberId: owner.userId } }),
  );
  const { data: started } = await ok<{ data: { estimatedEnd: string | null } }>(
    await request.get(`/api/queue/${aino}`),
  );
  if (!started.estimatedEnd) throw new Error('a started walk-in has no end');
  const inChair = myDay.getByRole('region', { name: 'Tuolissasi' });
  await expect(inChair).toContainText('Aino Pyytäjä');
  await expect(inChair).toContainText(
    `Tuolissasi klo ${clockIn(shop.timezone, started.estimatedEnd)} asti`,
  );
  await expect(visits).toHaveCount(1);
  await expect(visits.nth(0)).toContainText('Liisa Varaaja');

  // The phone keeps the tab it was on.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Oma päivä' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page.getByTestId('my-day').getByRole('region', { name: 'Tuolissasi' }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Teema' }).selectOption({ label: 'Vaalea' });
  await page.screenshot({ path: testInfo.outputPath('my-day-light.png'), fullPage: true });
  expect(problems).toEqual([]);
  await context.close();
});
