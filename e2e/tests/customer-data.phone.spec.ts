import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { joinByApi, randomPhone, roundTheClockShop } from '../support/customer-device';

/**
 * A customer's data is theirs to see and delete: found on /check-details with the order's
 * code and the phone it was made with, downloaded as a file, then deleted after a question,
 * after which the code and phone lead to nothing any more.
 */
test('a customer downloads their data, then deletes it', async ({ page, request }) => {
  const { shop, service } = await roundTheClockShop(request);
  const phone = randomPhone();
  const { shortCode } = await joinByApi(request, shop, service, 'Tiina Tietosuoja', phone);

  await page.goto('/check-details');
  const findOrder = async () => {
    await page.getByRole('textbox', { name: 'Tilauskoodi' }).fill(shortCode);
    await page.getByRole('textbox', { name: 'Puhelinnumero' }).fill(phone);
    await page.getByRole('button', { name: 'Hae tilaus' }).click();
  };
  await findOrder();
  const result = page.getByRole('region', { name: 'Tilauksen tiedot' });
  await expect(result.getByText('Jonossa', { exact: true })).toBeVisible();
  await expect(result.getByRole('heading', { name: shop.name })).toBeVisible();
  const yourData = page.getByRole('region', { name: 'Tietosi tässä liikkeessä' });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    yourData.getByRole('button', { name: 'Lataa tietoni' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^jono-${shortCode}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
  );
  const copy = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    shop: { name: string };
    walkIns: { shortCode: string; customerName: string }[];
  };
  expect(copy.shop.name).toBe(shop.name);
  expect(copy.walkIns).toContainEqual(
    expect.objectContaining({ shortCode, customerName: 'Tiina Tietosuoja' }),
  );

  await yourData.getByRole('button', { name: 'Poista tietoni' }).click();
  const question = page.getByRole('dialog', {
    name: 'Poistetaanko tietosi tästä liikkeestä?',
  });
  await question.getByRole('button', { name: 'Poista tietoni' }).click();
  await expect(yourData.getByRole('status')).toHaveText('Tietosi on poistettu 1 tilauksesta.');
  await expect(yourData.getByRole('button', { name: 'Poista tietoni' })).toBeDisabled();

  // The place was given up and the phone wiped from it: the code with that phone finds nothing.
  await findOrder();
  await expect(page.getByRole('alert')).toContainText(
    'Tällä tilauskoodilla ja puhelinnumerolla ei löytynyt tilausta.',
  );
  await expect(result.getByRole('heading', { name: shop.name })).toHaveCount(0);
});
