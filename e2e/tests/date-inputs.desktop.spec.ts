import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchConsole } from '../support/console';

/**
 * A browser set to US English draws its own date and time inputs as "mm/dd/yyyy" and
 * "AM/PM" whatever the page's language. A Finnish screen in such a browser asks for dates
 * as Finns write them (pp.kk.vvvv) and times on the 24-hour clock, and saves what was typed.
 */

const password = 'JonoDemo2026!';
// A demo shop no other journey changes, so its holidays are this journey's own.
const ownerEmail = 'owner.tikkurila@demo.jono.fi';

async function finnishPageInUsBrowser(browser: Browser) {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1440, height: 900 },
  });
  await context.addInitScript(() => localStorage.setItem('lang', 'fi'));
  const login = await context.request.post('/api/auth/email-login', {
    data: { email: ownerEmail, password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { session } = (await login.json()) as { session: { accessToken: string } };
  return { page: await context.newPage(), token: session.accessToken };
}

/** Today in Helsinki (the demo shops' zone) moved by whole days, as 'YYYY-MM-DD'. */
function helsinkiDate(daysFromToday: number): string {
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Helsinki' });
  return addDays(today, daysFromToday);
}

function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T12:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** The last day but one of the date's month. */
function dayBeforeMonthEnd(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, -1, 12)).toISOString().slice(0, 10);
}

/** How a Finn types a date: day first, dots, no leading zeros ("5.1.2027"). */
const typedInFinnish = (date: string) => {
  const [year, month, day] = date.split('-');
  return `${Number(day)}.${Number(month)}.${year}`;
};

/** Nothing on the page, typed or drawn, asks for a US date or a 12-hour time. */
async function expectNoUsForms(page: Page) {
  await expect(page.locator('input[type="date"], input[type="time"]')).toHaveCount(0);
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/mm\/dd\/yyyy|\b(AM|PM)\b/i);
  const placeholders = await page
    .locator('input[placeholder]')
    .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('placeholder')));
  for (const placeholder of placeholders) expect(placeholder).not.toMatch(/mm\/dd|AM|PM/i);
}

test('a holiday is typed and saved the Finnish way in an English browser', async ({ browser }) => {
  const { page, token } = await finnishPageInUsBrowser(browser);
  const problems = watchConsole(page);
  await page.goto('/dashboard/manage-booking/holidays');
  const first = page.getByRole('textbox', { name: 'Ensimmäinen päivä' });
  const last = page.getByRole('textbox', { name: 'Viimeinen päivä' });
  await expect(first).toHaveAttribute('placeholder', 'pp.kk.vvvv');
  await expect(last).toHaveAttribute('placeholder', 'pp.kk.vvvv');
  await expectNoUsForms(page);

  // Far beyond the booking window, so no booking falls on it, and the day before a month's
  // last, so the calendar's keys carry the focus over into the next month.
  const startsOn = dayBeforeMonthEnd(helsinkiDate(400));
  const endsOn = addDays(startsOn, 2);
  await first.fill(typedInFinnish(startsOn));
  // The last day is picked from the calendar, a month in Finnish, two days on from the first.
  await last.fill(typedInFinnish(startsOn));
  await page.getByRole('button', { name: 'Viimeinen päivä: valitse kalenterista' }).click();
  const calendar = page.getByRole('dialog', { name: 'Viimeinen päivä' });
  await expect(calendar.getByRole('columnheader').first()).toHaveText(/^ma/);
  await expectNoAxeViolations(page, ['main'], 'holiday calendar');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(last).toHaveValue(typedInFinnish(endsOn));
  await page.getByRole('textbox', { name: 'Huomautus (valinnainen)' }).fill('Päivämäärätesti');
  await page.getByRole('button', { name: 'Lisää loma' }).click();
  await expect(page.getByText(/^Loma lisätty/)).toBeVisible();

  const response = await page.request.get('/api/staff/holidays', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as {
    data: { id: string; startsOn: string; endsOn: string; note: string }[];
  };
  const saved = data.find((holiday) => holiday.note === 'Päivämäärätesti');
  expect(saved).toMatchObject({ startsOn, endsOn });
  // The form is empty again for the next one.
  await expect(first).toHaveValue('');

  const removed = await page.request.delete(`/api/staff/holidays/${saved?.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(removed.ok(), await removed.text()).toBe(true);
  expect(problems).toEqual([]);
  await page.context().close();
});

test('a custom analytics period is typed the Finnish way in an English browser', async ({
  browser,
}) => {
  const { page } = await finnishPageInUsBrowser(browser);
  const problems = watchConsole(page);
  await page.goto('/dashboard/analytics');
  await page.getByRole('radio', { name: 'Oma', exact: true }).check();
  const form = page.getByRole('form', { name: 'Oma jakso' });
  const from = form.getByRole('textbox', { name: 'Alkaen' });
  const to = form.getByRole('textbox', { name: 'Asti' });
  // The 7 days shown on opening, in Finnish.
  await expect(to).toHaveValue(typedInFinnish(helsinkiDate(0)));
  await expect(from).toHaveAttribute('placeholder', 'pp.kk.vvvv');
  await expectNoUsForms(page);

  const start = helsinkiDate(-20);
  const end = helsinkiDate(-10);
  await from.fill(typedInFinnish(start));
  await to.fill(typedInFinnish(end));
  await form.getByRole('button', { name: 'Käytä' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${start}&to=${end}`));
  await expect(page.getByRole('group', { name: 'Palvellut asiakkaat' })).toBeVisible();

  // A date the US way is refused in Finnish words, and nothing is asked for.
  await page.getByRole('radio', { name: 'Oma', exact: true }).check();
  await to.fill('11/25/2026');
  await to.blur();
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(/^Kirjoita päivämäärä muodossa pp\.kk\.vvvv/)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`from=${start}&to=${end}`));
  expect(problems).toEqual([]);
  await page.context().close();
});

test('booking hours are typed on the 24-hour clock in an English browser', async ({ browser }) => {
  const { page, token } = await finnishPageInUsBrowser(browser);
  const problems = watchConsole(page);
  await page.goto('/dashboard/manage-booking/slots');
  const monday = page.getByRole('group', { name: 'maanantai' });
  await monday.getByText('Omat tunnit').click();
  const from = monday.getByRole('textbox', { name: 'Alkaen' });
  const to = monday.getByRole('textbox', { name: 'Asti' });
  await expect(from).toHaveAttribute('placeholder', 'tt:mm');
  await expectNoUsForms(page);

  // "10.30" and "1630" as people type them; each is shown back as 24-hour HH:mm.
  await from.fill('10.30');
  await to.fill('1630');
  await to.blur();
  await expect(to).toHaveValue('16:30');
  await page.getByRole('button', { name: 'Tallenna', exact: true }).click();
  await expect(page.getByText('Varausasetukset tallennettu')).toBeVisible();

  const settings = async () => {
    const response = await page.request.get('/api/staff/booking-settings', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: { bookingHours: unknown[] } }).data.bookingHours;
  };
  expect(await settings()).toContainEqual({ weekday: 1, opens: '10:30', closes: '16:30' });

  // The shop's Mondays go back to its whole opening hours.
  await monday.getByText('Koko aukioloaika').click();
  await page.getByRole('button', { name: 'Tallenna', exact: true }).click();
  await expect.poll(settings).toEqual([]);
  expect(problems).toEqual([]);
  await page.context().close();
});
