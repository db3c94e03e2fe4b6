import { expect, type Page, test } from '@playwright/test';
import { randomPhone } from '../support/customer-device';

/**
 * The owner sets the shop's booking reminders on the booking settings page: up to three
 * times before the start and the quiet hours, saved on their own and kept after a reload,
 * on a desktop and on a 320 px phone, in light and dark.
 */

const owner = { email: 'owner.punavuori@demo.jono.fi', password: 'JonoDemo2026!' };
const shots = process.env.E2E_SHOTS_DIR;

async function ownerPage(
  browser: import('@playwright/test').Browser,
  viewport: { width: number; height: number },
  theme: 'light' | 'dark',
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((chosen) => {
    localStorage.setItem('lang', 'en');
    localStorage.setItem('theme', chosen);
  }, theme);
  const login = await context.request.post('/api/auth/email-login', { data: owner });
  expect(login.ok(), await login.text()).toBe(true);
  return context.newPage();
}

test('the owner sets three reminder times and quiet hours, which stay after a reload', async ({
  browser,
}) => {
  const page = await ownerPage(browser, { width: 1440, height: 900 }, 'light');
  await page.goto('/dashboard/manage-booking/slots');
  const panel = page.getByTestId('reminder-settings');
  await expect(panel.getByLabel('Reminder 1', { exact: true })).toHaveValue('1440');
  await expect(panel.getByLabel('Reminder 2', { exact: true })).toHaveValue('120');

  await panel.getByLabel('Reminder 1', { exact: true }).selectOption('2880');
  await panel.getByRole('button', { name: 'Add a reminder' }).click();
  await panel.getByLabel('Reminder 3', { exact: true }).selectOption('30');
  await expect(panel.getByText('At most 3 reminders.')).toBeVisible();
  await panel.getByLabel('Quiet from', { exact: true }).fill('22:00');
  await panel.getByLabel('Quiet from', { exact: true }).press('Tab');
  await panel.getByRole('button', { name: 'Save reminders' }).click();
  await expect(page.getByText('Reminders saved')).toBeVisible();
  if (shots) await panel.screenshot({ path: `${shots}/reminders-desktop-light.png` });

  await page.reload();
  await expect(panel.getByLabel('Reminder 1', { exact: true })).toHaveValue('2880');
  await expect(panel.getByLabel('Reminder 2', { exact: true })).toHaveValue('120');
  await expect(panel.getByLabel('Reminder 3', { exact: true })).toHaveValue('30');
  await expect(panel.getByLabel('Quiet from', { exact: true })).toHaveValue('22:00');

  // Back to the shop's defaults, with the keyboard: remove the third, quiet from 21:00.
  await panel.getByRole('button', { name: 'Remove reminder 3' }).click();
  await panel.getByLabel('Reminder 1', { exact: true }).selectOption('1440');
  await panel.getByLabel('Quiet from', { exact: true }).fill('21:00');
  await panel.getByRole('button', { name: 'Save reminders' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Reminders saved')).toBeVisible();
  await page.context().close();
});

for (const [width, theme] of [
  [320, 'dark'],
  [390, 'light'],
] as const) {
  test(`the reminder settings fit a ${width} px phone (${theme})`, async ({ browser }) => {
    const page = await ownerPage(browser, { width, height: 800 }, theme);
    await page.goto('/dashboard/manage-booking/slots');
    const panel = page.getByTestId('reminder-settings');
    await expect(panel.getByLabel('Reminder 1', { exact: true })).toBeVisible();
    // Nothing sticks out sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    if (shots) await panel.screenshot({ path: `${shots}/reminders-${width}-${theme}.png` });
    await page.context().close();
  });
}

test('a customer finds a confirmed booking and is offered reminders on this device', async ({
  browser,
  request,
}) => {
  // The owner's shop takes no fee here, so a booking is confirmed at once.
  const login = await request.post('/api/auth/email-login', { data: owner });
  const token = ((await login.json()) as { session: { accessToken: string } }).session.accessToken;
  const headers = { Authorization: `Bearer ${token}` };
  const current = (await (
    await request.get('/api/staff/booking-settings', { headers })
  ).json()) as {
    data: { slotLengthMinutes: number; bookableChairs: number; horizonDays: number };
  };
  const saved = await request.put('/api/staff/booking-settings', {
    headers,
    data: {
      slotLengthMinutes: current.data.slotLengthMinutes,
      bookableChairs: Math.max(1, current.data.bookableChairs),
      horizonDays: current.data.horizonDays,
      bookingFee: 0,
      refundWindowHours: 24,
      bookingHours: [],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const own = (
    (await (await request.get('/api/manage/shop', { headers })).json()) as {
      data: { name: string; city: string };
    }
  ).data;
  const list = (await (
    await request.get(`/api/shops?q=${encodeURIComponent(own.city)}&limit=50`)
  ).json()) as { data: { id: string; name: string }[] };
  const shopId = list.data.find((s) => s.name === own.name)?.id ?? '';
  const detail = (await (await request.get(`/api/shops/${shopId}`)).json()) as {
    data: { categories: { services: { id: string; price: number; duration: number }[] }[] };
  };
  const service = detail.data.categories.flatMap((c) => c.services)[0];
  if (!service) throw new Error('the shop has no service');
  // This month and the next: near a month's end, this one may have no bookable day left.
  const now = new Date();
  const months = [0, 1].map((ahead) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1))
      .toISOString()
      .slice(0, 7),
  );
  const days: { date: string; status: string }[] = [];
  let tomorrow = '';
  for (const month of months) {
    const answer = (await (
      await request.get(
        `/api/pre-booking/availability/${shopId}/month?month=${month}&duration=${service.duration}`,
      )
    ).json()) as { data: { days: { date: string; status: string }[]; tomorrow: string } };
    days.push(...answer.data.days);
    tomorrow = answer.data.tomorrow;
  }
  const date = days.find((d) => d.date >= tomorrow && d.status === 'available')?.date;
  if (!date) throw new Error('no bookable day this month or the next');
  const day = (await (
    await request.get(
      `/api/pre-booking/availability/${shopId}?date=${date}&duration=${service.duration}`,
    )
  ).json()) as { data: { slots: { time: string }[] } };
  const phone = randomPhone();
  const made = await request.post('/api/pre-booking', {
    data: {
      name: 'Remi Nder',
      phone,
      email: 'remi@example.fi',
      shopId,
      services: [{ id: service.id, quantity: 1, addons: [] }],
      additionalServices: [],
      totalTimeRequires: service.duration,
      totalPrice: service.price,
      date,
      time: day.data.slots[0]?.time,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { booking } = (
    (await made.json()) as {
      data: { booking: { shortCode: string; status: string } };
    }
  ).data;
  expect(booking.status).toBe('confirmed');

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  const page = await context.newPage();
  await page.goto(`/check-details?booking=${booking.shortCode}`);
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Find booking' }).click();
  const card = page.getByTestId('booking-reminders');
  await expect(card.getByRole('button', { name: 'Remind me on this device' })).toBeVisible();
  await expect(card).toContainText('We send you a reminder by email before your time.');
  if (shots) await card.screenshot({ path: `${shots}/remind-me-390.png` });
  await context.close();
});
