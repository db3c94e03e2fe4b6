import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { allDayShop } from '../support/all-day-shop';
import { watchConsole } from '../support/console';
import { signIn } from '../support/owner-shop';

/**
 * An owner, in Finnish, gives herself her own price and minutes for the haircut on the Team
 * schedule page. A customer on the shop's page sees "from" her price for any barber, then her
 * price and minutes once she is chosen; a walk-in for her at the list's price is refused as
 * changed, one at hers joins.
 */
test('a barber’s own price and minutes reach the shop page and the queue', async ({
  browser,
  request,
}) => {
  const { owner, order } = await allDayShop(request, 'Parturi Omat Hinnat', 30);
  const staff = await browser.newContext({ locale: 'fi-FI' });
  const page = await staff.newPage();
  const problems = watchConsole(page);
  await signIn(page, owner.email);
  await page.goto('/dashboard/team-schedule');
  await page.getByRole('button', { name: 'Muokkaa palveluita: Olga Omistaja' }).click();
  const dialog = page.getByRole('dialog', { name: 'Palvelut: Olga Omistaja' });
  const haircut = dialog.getByRole('group', { name: 'Parturileikkaus' });
  await expect(haircut.getByText('Lista: 30,00 €')).toBeVisible();
  await haircut.getByRole('textbox', { name: 'Hinta' }).fill('25,50');
  await haircut.getByRole('textbox', { name: 'Minuutit' }).fill('45');
  await dialog.getByRole('button', { name: 'Tallenna palvelut' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Palvelut tallennettu: Olga Omistaja')).toBeVisible();
  expect(problems).toEqual([]);
  await staff.close();

  const customer = await browser.newContext({ locale: 'fi-FI' });
  const shopPage = await customer.newPage();
  await shopPage.goto(`/barbershop/${owner.shopId}`);
  const row = shopPage.getByRole('listitem').filter({
    has: shopPage.getByRole('heading', { name: 'Parturileikkaus' }),
  });
  await expect(row.getByText('alk. 25,50 €')).toBeVisible();
  await shopPage.getByRole('radio', { name: /Olga Omistaja/ }).check();
  await expect(row.getByText('25,50 €', { exact: true })).toBeVisible();
  await expect(row.getByText('45 min')).toBeVisible();
  await customer.close();

  const joinWith = (totals: { totalPrice: number; totalTimeRequires: number }) =>
    request.post('/api/queue', {
      headers: { 'Idempotency-Key': randomUUID() },
      data: { ...order('Ville Valitsija'), ...totals, barberId: owner.userId, payNow: false },
    });
  const atList = await joinWith({ totalPrice: 30, totalTimeRequires: 30 });
  expect(atList.status()).toBe(400);
  expect((await atList.json()).code).toBe('PRICES_CHANGED');
  const atHers = await joinWith({ totalPrice: 25.5, totalTimeRequires: 45 });
  expect(atHers.status()).toBe(201);
});
