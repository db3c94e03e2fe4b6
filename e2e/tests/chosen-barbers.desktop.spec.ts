import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { allDayShop } from '../support/all-day-shop';
import { watchConsole } from '../support/console';
import { ok, signIn } from '../support/owner-shop';
import { addBarber } from '../support/team';

/** The start dialog for `customer` has `barber` picked already; starting takes them in. */
async function startWithPicked(page: Page, customer: string, barber: string) {
  const dialog = page.getByRole('dialog', { name: `Kuka palvelee asiakasta ${customer}?` });
  await expect(dialog.getByRole('radio', { name: new RegExp(barber) })).toBeChecked();
  await dialog
    .getByRole('button', { name: /Aloita/ })
    .last()
    .click();
  await expect(dialog).toBeHidden();
}

/**
 * Walk-ins who chose a barber and walk-ins for anyone, in a shop of two chairs where the owner
 * Olga and the barber Pekka both cut. Aino waits for Olga; Eero, joining after her, for anyone.
 * With both barbers free nobody waits for a chair: Eero goes to Pekka and starts now, not
 * behind Aino. On Pekka's phone, in Finnish, "start next" offers Eero, never Aino; on Olga's
 * desk Aino's card names Olga as her barber, and starting her picks Olga.
 */
test('"start next" offers each barber their own customers, and "any" goes to the free one', async ({
  browser,
  request,
}) => {
  const shop = await allDayShop(request, 'Parturi Kaksi Tuolia', 30);
  const { headers } = shop.owner;
  await ok(await request.patch('/api/manage/shop', { headers, data: { chairCount: 2 } }));
  const pekka = await addBarber(request, headers, 'Pekka Parturi');
  const olga = shop.owner.userId;
  const joinFor = async (name: string, barberId: string | null) =>
    (
      await ok<{ data: { orderId: string } }>(
        await request.post('/api/queue', {
          headers: { 'Idempotency-Key': randomUUID() },
          data: { ...shop.order(name), payNow: false, barberId },
        }),
      )
    ).data.orderId;
  const aino = await joinFor('Aino Olgalle', olga);
  const eero = await joinFor('Eero Kenelle Vain', null);

  // Both start now: Eero is not put behind Aino while Pekka stands free.
  for (const orderId of [aino, eero]) {
    expect(Date.parse(await shop.estimateOf(orderId)) - Date.now()).toBeLessThan(60_000);
  }

  // Pekka's phone offers Eero: Aino is Olga's.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'fi-FI',
    timezoneId: shop.timezone,
  });
  const pekkaPage = await phone.newPage();
  const pekkaProblems = watchConsole(pekkaPage);
  await signIn(pekkaPage, pekka.email);
  await pekkaPage.goto('/dashboard/appointments');
  await expect(
    pekkaPage.getByRole('button', { name: 'Aloita seuraava: Eero Kenelle Vain' }),
  ).toBeVisible();
  await expect(pekkaPage.getByRole('button', { name: /Aloita seuraava: Aino/ })).toHaveCount(0);
  await pekkaPage.getByRole('button', { name: 'Aloita seuraava: Eero Kenelle Vain' }).click();
  await startWithPicked(pekkaPage, 'Eero Kenelle Vain', 'Pekka Parturi');
  const started = await ok<{ data: { status: string } }>(await request.get(`/api/queue/${eero}`));
  expect(started.data.status).toBe('in_service');

  // Olga's desk offers Aino, hers by request; the dialog says so and picks Olga.
  const desk = await browser.newContext({ locale: 'fi-FI', timezoneId: shop.timezone });
  const olgaPage = await desk.newPage();
  const olgaProblems = watchConsole(olgaPage);
  await signIn(olgaPage, shop.owner.email);
  await olgaPage.goto('/dashboard/appointments');
  const ainoCard = olgaPage.getByRole('article', { name: 'Aino Olgalle' });
  await expect(
    ainoCard.getByRole('combobox', { name: 'Parturi asiakkaalle Aino Olgalle' }),
  ).toHaveValue(olga);
  await ainoCard.getByRole('button', { name: 'Aloita: Aino Olgalle' }).click();
  await startWithPicked(olgaPage, 'Aino Olgalle', 'Olga Omistaja');
  const board = await ok<{ data: { inService: { customerName: string; barberId: string }[] } }>(
    await request.get('/api/staff/queue', { headers }),
  );
  expect(
    board.data.inService.map(({ customerName, barberId }) => ({ customerName, barberId })),
  ).toEqual(
    expect.arrayContaining([
      { customerName: 'Aino Olgalle', barberId: olga },
      { customerName: 'Eero Kenelle Vain', barberId: pekka.userId },
    ]),
  );
  expect(pekkaProblems).toEqual([]);
  expect(olgaProblems).toEqual([]);
  await phone.close();
  await desk.close();
});
