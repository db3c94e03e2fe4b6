import { expect, test } from '@playwright/test';
import { allDayShop } from '../support/all-day-shop';
import { clockIn } from '../support/clock';
import { watchConsole } from '../support/console';
import { ok, signIn } from '../support/owner-shop';

/**
 * A break has an end. In a shop of its own (one chair, its owner cutting), a walk-in waits
 * for the owner. The owner, in Finnish, goes on a 30-minute break from the profile page: the
 * page says until when, and the walk-in's start, on the board and on their own page, is the
 * break's end, not "any minute". Ten minutes more moves both; "back" brings the start to now.
 */

test("a barber's break with an end moves the waiting customer's start to it", async ({
  browser,
  request,
}) => {
  const { owner, timezone, join, estimateOf } = await allDayShop(request, 'Parturi Tauko', 30);
  const ville = await join('Ville Odottaja');
  const breakEnd = async () =>
    (
      await ok<{ data: { breakEndsAt: string | null }[] }>(
        await request.get('/api/users/team', { headers: owner.headers }),
      )
    ).data[0]?.breakEndsAt ?? null;

  // The screen's clock is the shop's: the break's end reads the same on both.
  const context = await browser.newContext({ locale: 'fi-FI', timezoneId: timezone });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await signIn(page, owner.email);
  await page.goto('/dashboard/profile');
  const picker = page.getByRole('group', { name: 'Tilasi' });
  // A break is not saved on the click: first it asks how long.
  await picker.getByRole('radio', { name: 'Tauolla' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pidä tauko' });
  await expect(dialog.getByRole('radio', { name: '15 min' })).toBeChecked();
  await dialog.getByText('30 min', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Aloita tauko' }).click();
  await expect(dialog).toBeHidden();

  const panel = page.getByTestId('break-panel');
  await expect(panel).toContainText('Tauolla klo');
  const end = await breakEnd();
  if (!end) throw new Error('the break was saved without an end');
  expect(Date.parse(end) - Date.now()).toBeGreaterThan(28 * 60_000);
  await expect(panel).toContainText(`Tauolla klo ${clockIn(timezone, end)} asti`);
  expect(await estimateOf(ville)).toBe(end);

  // The board says the same: the owner on a break until then, Ville starting then.
  const board = await context.newPage();
  await board.goto('/dashboard/appointments');
  await expect(board.getByRole('article', { name: 'Ville Odottaja' })).toContainText(
    `Alkaa n. ${clockIn(timezone, end)}`,
  );

  // Ten minutes more, from the profile page.
  await panel.getByRole('button', { name: '+10 min' }).click();
  await expect
    .poll(async () => Date.parse((await breakEnd()) ?? '') - Date.parse(end))
    .toBeGreaterThanOrEqual(9 * 60_000);
  const longer = (await breakEnd()) ?? '';
  await expect(panel).toContainText(`Tauolla klo ${clockIn(timezone, longer)} asti`);
  expect(await estimateOf(ville)).toBe(longer);
  await expect(board.getByRole('article', { name: 'Ville Odottaja' })).toContainText(
    `Alkaa n. ${clockIn(timezone, longer)}`,
  );

  // Back at once: the panel goes, and Ville starts now.
  await panel.getByRole('button', { name: 'Olen takaisin' }).click();
  await expect(panel).toBeHidden();
  await expect(picker.getByRole('radio', { name: 'Vapaana' })).toBeChecked();
  await expect
    .poll(async () => Date.parse(await estimateOf(ville)) - Date.now())
    .toBeLessThan(60_000);
  expect(problems).toEqual([]);
  await context.close();
});
