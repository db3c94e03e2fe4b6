import type { MonthAvailability, ShopDetail } from '@jono/contract';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { watchConsole } from '../support/console';
import { randomPhone, returningCustomerPage } from '../support/customer-device';
import { ok, signIn } from '../support/owner-shop';

/**
 * Booking a named barber, in the built app against the real server. At the demo shop in
 * Jyväskylä (open weekdays 09-17), the owner keeps the barber to afternoons (13-17). A
 * customer who wants the barber sees only afternoon times and books the first; the next
 * customer asks for "any barber" at the same time and gets the owner, the barber being taken.
 */

const password = 'JonoDemo2026!';
const slug = 'harju';

async function ownerHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/email-login', {
    data: { email: `owner.${slug}@demo.jono.fi`, password },
  });
  const { session } = await ok<{ session: { accessToken: string } }>(login);
  return { Authorization: `Bearer ${session.accessToken}` };
}

/** The shop takes bookings on two chairs without a fee; the barber works 13-17 on weekdays. */
async function prepareShop(request: APIRequestContext) {
  const headers = await ownerHeaders(request);
  await ok(
    await request.put('/api/staff/booking-settings', {
      headers,
      data: {
        slotLengthMinutes: 30,
        bookableChairs: 2,
        horizonDays: 30,
        bookingFee: 0,
        refundWindowHours: 24,
        bookingHours: [],
      },
    }),
  );
  const today = new Date().toISOString().slice(0, 10);
  const week = await ok<{ data: { members: { userId: string; name: string; role: string }[] } }>(
    await request.get(`/api/team/schedule?from=${today}`, { headers }),
  );
  const barber = week.data.members.find((m) => m.role === 'barber');
  const owner = week.data.members.find((m) => m.role === 'owner');
  if (!barber || !owner) throw new Error('the demo shop has no barber and owner');
  const afternoons = [1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    opens: '13:00',
    closes: '17:00',
  }));
  await ok(
    await request.put(`/api/team/${barber.userId}/hours`, {
      headers,
      data: { hours: afternoons },
    }),
  );
  const mine = await ok<{ data: { name: string; city: string } }>(
    await request.get('/api/manage/shop', { headers }),
  );
  const list = await ok<{ data: { id: string; name: string }[] }>(
    await request.get(`/api/shops?q=${encodeURIComponent(mine.data.city)}&limit=50`),
  );
  const found = list.data.find((s) => s.name === mine.data.name);
  if (!found) throw new Error('the demo shop is not listed');
  const shop = (await ok<{ data: ShopDetail }>(await request.get(`/api/shops/${found.id}`))).data;
  const service = shop.categories.flatMap((c) => c.services).find((s) => s.duration <= 60);
  if (!service) throw new Error('no service of an hour or less');
  return { shop, service, barber, owner };
}

/** The first date with a free time with the barber, from the month overview. */
async function firstDayWith(
  request: APIRequestContext,
  shopId: string,
  duration: number,
  barberId: string,
) {
  for (let ahead = 0; ahead < 2; ahead++) {
    const month = new Date();
    month.setUTCDate(1);
    month.setUTCMonth(month.getUTCMonth() + ahead);
    const answer = await ok<{ data: MonthAvailability }>(
      await request.get(
        `/api/pre-booking/availability/${shopId}/month?month=${month.toISOString().slice(0, 7)}&duration=${duration}&barberId=${barberId}`,
      ),
    );
    const day = answer.data.days.find(
      (d) => d.status === 'available' && d.date >= answer.data.tomorrow,
    );
    if (day) return day.date;
  }
  throw new Error('no day with the barber in two months');
}

test('a customer books the barber they want in their hours; "any barber" then gets the other', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const { shop, service, barber, owner } = await prepareShop(request);
  const date = await firstDayWith(request, shop.id, service.duration, barber.userId);

  const page = await returningCustomerPage(browser, {
    name: 'Bea Barberfan',
    phone: randomPhone(),
    email: 'bea@example.fi',
  });
  const problems = watchConsole(page);
  await page.goto(`/prebooking/barbershop/${shop.id}`);
  await page.getByRole('button', { name: `Add ${service.name}` }).click();
  const choice = page.getByRole('radiogroup', { name: 'Barber' });
  await choice.getByRole('radio', { name: new RegExp(barber.name) }).check();
  const day = page.getByTestId(`calendar-day-${date}`);
  if (!(await day.isVisible())) await page.getByRole('button', { name: 'Next month' }).click();
  await day.click();
  // Only the barber's afternoon: nothing before 13:00.
  const times = page.getByRole('list', { name: /^Free times on/ }).getByRole('button');
  await expect(times.first()).toHaveText('13:00');
  await expect(page.getByRole('button', { name: '09:00', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: '13:00', exact: true }).click();
  await expect(page.getByText(`With ${barber.name}`).first()).toBeVisible();
  await choice.screenshot({ path: testInfo.outputPath('barber-choice.png') });
  await page.getByRole('button', { name: 'Continue' }).first().click();
  await expect(page).toHaveURL(/\/pre-orderconfirm$/);
  await expect(page.getByTestId('confirm-barber')).toHaveText(barber.name);
  await page.screenshot({ path: testInfo.outputPath('booking-confirm-barber.png') });
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByTestId('booking-barber')).toHaveText(barber.name);
  await expect(page.getByTestId('booking-time')).toContainText('13:00');
  await page.screenshot({ path: testInfo.outputPath('booking-with-barber.png'), fullPage: true });

  // The barber's 13:00 is gone; "any barber" still has it, with the owner.
  const barberTimes = await ok<{ data: { slots: { time: string }[] } }>(
    await request.get(
      `/api/pre-booking/availability/${shop.id}?date=${date}&duration=${service.duration}&barberId=${barber.userId}`,
    ),
  );
  expect(barberTimes.data.slots.map((s) => s.time)).not.toContain('13:00');

  const next = await returningCustomerPage(browser, {
    name: 'Aku Anybody',
    phone: randomPhone(),
    email: 'aku@example.fi',
  });
  await next.goto(`/prebooking/barbershop/${shop.id}`);
  await next.getByRole('button', { name: `Add ${service.name}` }).click();
  await expect(
    next.getByRole('radiogroup', { name: 'Barber' }).getByRole('radio', { name: /Any barber/ }),
  ).toBeChecked();
  const nextDay = next.getByTestId(`calendar-day-${date}`);
  if (!(await nextDay.isVisible())) await next.getByRole('button', { name: 'Next month' }).click();
  await nextDay.click();
  await next.getByRole('button', { name: '13:00', exact: true }).click();
  await next.getByRole('button', { name: 'Continue' }).first().click();
  await expect(next.getByTestId('confirm-barber')).toHaveText('Any barber');
  await next.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(next.getByTestId('booking-barber')).toHaveText(owner.name);
  expect(problems).toEqual([]);

  // The barber falls ill that day: the owner adds his time off, and is shown Bea's booking
  // at once. The owner cannot take it over (Aku is hers then): the refusal says why.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await desk.addInitScript(() => localStorage.setItem('lang', 'en'));
  const ownerPage = await desk.newPage();
  await signIn(ownerPage, `owner.${slug}@demo.jono.fi`, { password, language: 'en' });
  await ownerPage.goto('/dashboard/team-schedule');
  await ownerPage.getByRole('button', { name: `Add time off for ${barber.name}` }).click();
  const off = ownerPage.getByRole('dialog', { name: `Time off for ${barber.name}` });
  const [year, month, dayOfMonth] = date.split('-');
  const typed = `${dayOfMonth}/${month}/${year}`;
  await off.getByRole('textbox', { name: 'First day' }).fill(typed);
  await off.getByRole('textbox', { name: 'Last day' }).fill(typed);
  await off.getByRole('button', { name: 'Add time off' }).click();
  const hit = ownerPage.getByRole('dialog', { name: 'Time off falls on a booking' });
  await expect(hit.getByText('Bea Barberfan', { exact: true })).toBeVisible();
  await hit.getByRole('button', { name: 'Give' }).click();
  await expect(hit.getByRole('alert')).toContainText('not free at this booking’s time');
  await hit.screenshot({ path: testInfo.outputPath('time-off-bookings-hit.png') });
  await hit.getByRole('link', { name: 'Open the bookings' }).click();
  await expect(ownerPage).toHaveURL(new RegExp(`bookings\\?date=${date}`));
  const cards = ownerPage.getByTestId('booking');
  await expect(cards.filter({ hasText: 'Bea Barberfan' }).getByTestId('booking-barber')).toHaveText(
    `With ${barber.name}`,
  );
  await expect(cards.filter({ hasText: 'Aku Anybody' }).getByTestId('booking-barber')).toHaveText(
    `With ${owner.name}`,
  );
});
