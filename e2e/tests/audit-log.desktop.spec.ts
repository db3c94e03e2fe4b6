import { randomUUID } from 'node:crypto';
import { formatShortCode } from '@jono/contract/rules/short-code';
import { expect, test } from '@playwright/test';
import { joinByApi, roundTheClockShop } from '../support/customer-device';

/**
 * Every staff change is on record: the owner of the shop that is open round the clock cancels
 * a waiting walk-in on the board with a reason, then finds it on the activity log (what, why,
 * who), also with the log filtered to cancelled walk-ins.
 */
test('the owner cancels a walk-in and finds it on the activity log', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { shop, service } = await roundTheClockShop(request);
  const name = `Kalle Kirjattu ${randomUUID().slice(0, 4)}`;
  const { shortCode } = await joinByApi(request, shop, service, name);
  const said = `Peruutti jonotuksen ${formatShortCode(shortCode)}`;

  // The page's own request shares its cookies: the owner is signed in for every load.
  const login = await page.request.post('/api/auth/email-login', {
    data: { email: 'owner.keskusta@demo.jono.fi', password: 'JonoDemo2026!' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { session } = (await login.json()) as { session: { name: string } };

  await page.goto('/dashboard/appointments');
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: `Peru: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Perutaanko asiakkaan ${name} käynti?` });
  await dialog.getByRole('textbox', { name: 'Syy' }).fill('Asiakas lähti kesken');
  await dialog.getByRole('button', { name: 'Peru käynti' }).click();
  await expect(page.getByText(`Asiakkaan ${name} käynti peruttu`)).toBeVisible();

  await page.getByRole('link', { name: 'Tapahtumaloki' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tapahtumaloki');
  const entry = page.getByRole('article', { name: said });
  await expect(entry).toContainText('Syy: Asiakas lähti kesken');
  await expect(entry).toContainText(session.name);

  await page.getByRole('combobox', { name: 'Toiminto' }).selectOption({ label: 'Jonotus peruttu' });
  await expect(page).toHaveURL(/[?&]action=order_cancelled/);
  await expect(page.getByRole('article', { name: said })).toContainText(
    'Syy: Asiakas lähti kesken',
  );
  // Only cancelled walk-ins are left.
  const others = page.getByTestId('audit-entry').filter({ hasNotText: 'Peruutti jonotuksen' });
  await expect(others).toHaveCount(0);
});
