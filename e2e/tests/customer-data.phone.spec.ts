import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { joinByApi, randomPhone, roundTheClockShop } from '../support/customer-device';
import { oneTimeCodeFromMail } from '../support/mailbox';

/**
 * A customer's data is theirs to see and delete: found on /check-details with the order's
 * code and the phone it was made with, downloaded as a file, then deleted after a question,
 * after which the code and phone lead to nothing any more.
 */
test('a customer downloads their data, then deletes it', async ({ page, request }) => {
  const { shop, service } = await roundTheClockShop(request);
  const phone = randomPhone();
  const { shortCode } = await joinByApi(request, shop, service, 'Tiina Tietosuoja', { phone });

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
  // Nothing is left to copy or delete: the card offers neither again.
  await expect(yourData.getByRole('button', { name: 'Poista tietoni' })).toHaveCount(0);
  await expect(yourData.getByRole('button', { name: 'Lataa tietoni' })).toHaveCount(0);

  // The place was given up and the phone wiped from it: the code with that phone finds nothing.
  await findOrder();
  await expect(page.getByRole('alert')).toContainText(
    'Tällä tilauskoodilla ja puhelinnumerolla ei löytynyt tilausta.',
  );
  await expect(result.getByRole('heading', { name: shop.name })).toHaveCount(0);
});

/**
 * A code and a phone open only their own order: the customer's other visit under the same
 * e-mail address is reached only once a code mailed to that address is typed back.
 */
test('a customer proves their e-mail with a mailed code to get every visit under it', async ({
  page,
  request,
}) => {
  const { shop, service } = await roundTheClockShop(request);
  const email = `tiina-${randomPhone()}@example.fi`;
  const phone = randomPhone();
  const first = await joinByApi(request, shop, service, 'Tiina Tietosuoja', { phone, email });
  // The same person, another phone (a partner's, a work phone), the same address.
  const second = await joinByApi(request, shop, service, 'Tiina T.', {
    phone: randomPhone(),
    email,
  });

  await page.goto('/check-details');
  await page.getByRole('textbox', { name: 'Tilauskoodi' }).fill(first.shortCode);
  await page.getByRole('textbox', { name: 'Puhelinnumero' }).fill(phone);
  await page.getByRole('button', { name: 'Hae tilaus' }).click();
  const yourData = page.getByRole('region', { name: 'Tietosi tässä liikkeessä' });

  await yourData.getByRole('textbox', { name: 'Sähköpostiosoite' }).fill(email);
  await yourData.getByRole('button', { name: 'Lähetä koodi' }).click();
  await expect(yourData.getByRole('status')).toContainText('15 minuuttia');
  const code = await oneTimeCodeFromMail(email);
  await yourData.getByRole('textbox', { name: 'Koodi sähköpostista' }).fill(code);
  await yourData.getByRole('button', { name: 'Vahvista koodi' }).click();
  await expect(yourData.getByRole('status')).toContainText(email);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    yourData.getByRole('button', { name: 'Lataa tietoni' }).click(),
  ]);
  const copy = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    provenEmail: string | null;
    walkIns: { shortCode: string }[];
  };
  expect(copy.provenEmail).toBe(email);
  expect(copy.walkIns.map((visit) => visit.shortCode).sort()).toEqual(
    [first.shortCode, second.shortCode].sort(),
  );
});
