import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { allDayShop } from '../support/all-day-shop';
import { dateIn } from '../support/clock';
import { watchConsole } from '../support/console';
import { signIn } from '../support/owner-shop';

/**
 * An owner, in Finnish, keeps hours of her own on the Team schedule page: today she works only
 * 00:00-01:00, long past by now (a journey's clock is daytime), so her shop, where she cuts
 * alone, takes no more walk-ins today. Next week she takes a Wednesday off with a note, and
 * the week shows it.
 */

const finnishDate = (date: string) => {
  const [year, month, day] = date.split('-');
  return `${Number(day)}.${Number(month)}.${year}`;
};
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (date: string) => {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
};

test('an owner keeps her own hours and time off, and the queue follows them', async ({
  browser,
  request,
}, testInfo) => {
  const { owner, timezone, order } = await allDayShop(request, 'Parturi Vuoro', 30);
  const context = await browser.newContext({ locale: 'fi-FI', timezoneId: timezone });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await signIn(page, owner.email);
  await page.goto('/dashboard/team-schedule');
  await expect(page.getByRole('heading', { name: 'Työvuorot', level: 1 })).toBeVisible();
  await expect(page.getByText('Liikkeen aukioloajat').first()).toBeVisible();

  // Today only 00:00-01:00.
  const today = dateIn(timezone);
  const todayName = new Intl.DateTimeFormat('fi-FI', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${today}T12:00:00Z`),
  );
  await page.getByRole('button', { name: 'Muokkaa työaikoja: Olga Omistaja' }).click();
  const dialog = page.getByRole('dialog', { name: 'Työajat: Olga Omistaja' });
  await dialog.getByRole('switch', { name: 'Samat kuin liikkeen aukioloajat' }).click();
  const day = dialog.getByRole('group', { name: todayName });
  await day.getByRole('textbox', { name: 'Päättyy' }).fill('1.00');
  await dialog.getByRole('button', { name: 'Tallenna työajat' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Omat työajat').first()).toBeVisible();

  const week = await request.get(`/api/team/schedule?from=${today}`, { headers: owner.headers });
  const [me] = (await week.json()).data.members;
  expect(me.hours).toContainEqual({ weekday: weekdayOf(today), opens: '00:00', closes: '01:00' });
  // Her day is over: the shop takes no more walk-ins today.
  const join = await request.post('/api/queue', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { ...order('Ville Myöhäinen'), payNow: false },
  });
  expect(join.status()).toBe(409);
  expect((await join.json()).code).toBe('LAST_WALK_IN_PASSED');

  // Back to the shop's hours, then a Wednesday off next week.
  await page.getByRole('button', { name: 'Muokkaa työaikoja: Olga Omistaja' }).click();
  await dialog.getByRole('switch', { name: 'Samat kuin liikkeen aukioloajat' }).click();
  await dialog.getByRole('button', { name: 'Tallenna työajat' }).click();
  await expect(dialog).toBeHidden();
  const wednesday = addDays(today, 7 - weekdayOf(today) + 3);
  await page.getByRole('button', { name: 'Lisää vapaa: Olga Omistaja' }).click();
  const off = page.getByRole('dialog', { name: 'Vapaa: Olga Omistaja' });
  await off.getByRole('textbox', { name: 'Ensimmäinen päivä' }).fill(finnishDate(wednesday));
  await off.getByRole('textbox', { name: 'Viimeinen päivä' }).fill(finnishDate(wednesday));
  await off.getByRole('textbox', { name: 'Lisätieto (valinnainen)' }).fill('Hammaslääkäri');
  await off.getByRole('button', { name: 'Lisää vapaa' }).click();
  await expect(off).toBeHidden();

  await page.getByRole('button', { name: 'Seuraava viikko' }).click();
  // The grid on a desktop, the list of days on a phone: the one shown names the note.
  await expect(page.getByText('Hammaslääkäri').filter({ visible: true }).first()).toBeVisible();
  const after = await request.get(`/api/team/schedule?from=${wednesday}`, {
    headers: owner.headers,
  });
  const [later] = (await after.json()).data.members;
  expect(later.days[0]).toEqual({ date: wednesday, shifts: [] });
  expect(later.days[1].shifts).toHaveLength(1);

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({
      path: testInfo.outputPath(`team-schedule-${scheme}.png`),
      fullPage: true,
    });
  }
  expect(problems).toEqual([]);
  await context.close();
});
