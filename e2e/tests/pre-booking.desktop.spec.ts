import { readFileSync } from 'node:fs';
import type { MonthAvailability, Service, ShopDetail } from '@jono/contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { watchConsole } from '../support/console';
import { randomPhone, returningCustomerPage } from '../support/customer-device';
import { mailsTo } from '../support/mailbox';

/**
 * Pre-booking end to end, in the built app against the real server with the
 * built-in test checkout and the mail catcher. Each journey books at its own demo shop,
 * whose booking settings it sets first, so journeys running side by side never compete for
 * a slot. The server holds an unpaid slot for one minute here (BOOKING_HOLD_MINUTES).
 */

const password = 'JonoDemo2026!';

type Day = MonthAvailability['days'][number];

async function staffToken(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/auth/email-login', { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { session: { accessToken: string } }).session.accessToken;
}

/** The demo shop of `slug`, with a booking fee and refund window this journey needs. */
async function prepareShop(
  request: APIRequestContext,
  slug: string,
  settings: { bookingFee: number; refundWindowHours: number; bookableChairs?: number },
) {
  const token = await staffToken(request, `owner.${slug}@demo.jono.fi`);
  const headers = { Authorization: `Bearer ${token}` };
  const current = await request.get('/api/staff/booking-settings', { headers });
  expect(current.ok(), await current.text()).toBe(true);
  const { data } = (await current.json()) as {
    data: { slotLengthMinutes: number; bookableChairs: number; horizonDays: number };
  };
  const saved = await request.put('/api/staff/booking-settings', {
    headers,
    data: {
      slotLengthMinutes: data.slotLengthMinutes,
      bookableChairs: Math.max(1, data.bookableChairs),
      horizonDays: data.horizonDays,
      bookingHours: [],
      ...settings,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  // The owner's own shop, found in the public list by its name.
  const mine = await request.get('/api/manage/shop', { headers });
  const { data: own } = (await mine.json()) as { data: { name: string; city: string } };
  const list = await request.get(`/api/shops?q=${encodeURIComponent(own.city)}&limit=50`);
  const { data: shops } = (await list.json()) as { data: { id: string; name: string }[] };
  const found = shops.find((s) => s.name === own.name);
  if (!found) throw new Error(`no public shop named ${own.name}`);
  const detail = await request.get(`/api/shops/${found.id}`);
  const shop = ((await detail.json()) as { data: ShopDetail }).data;
  const service = shop.categories.flatMap((c) => c.services)[0];
  if (!service) throw new Error(`${shop.name} has no service`);
  return { shop, service, token };
}

/** The first day from tomorrow on with a free time for `duration`, and its first free time. */
async function firstFreeSlot(request: APIRequestContext, shopId: string, duration: number) {
  const month = await request.get(
    `/api/pre-booking/availability/${shopId}/month?month=${new Date().toISOString().slice(0, 7)}&duration=${duration}`,
  );
  const { data } = (await month.json()) as { data: { tomorrow: string; days: Day[] } };
  let days = data.days.filter((d) => d.date >= data.tomorrow);
  if (!days.some((d) => d.status === 'available')) {
    const next = data.days.at(-1)?.date ?? data.tomorrow;
    const following = new Date(`${next}T12:00:00Z`);
    following.setUTCDate(following.getUTCDate() + 1);
    const more = await request.get(
      `/api/pre-booking/availability/${shopId}/month?month=${following.toISOString().slice(0, 7)}&duration=${duration}`,
    );
    days = ((await more.json()) as { data: { days: Day[] } }).data.days;
  }
  const day = days.find((d) => d.status === 'available');
  if (!day) throw new Error('no bookable day in two months');
  const slots = await request.get(
    `/api/pre-booking/availability/${shopId}?date=${day.date}&duration=${duration}`,
  );
  const { data: availability } = (await slots.json()) as { data: { slots: { time: string }[] } };
  const time = availability.slots[0]?.time;
  if (!time) throw new Error(`no free time on ${day.date}`);
  return { date: day.date, time, tomorrow: data.tomorrow };
}

async function freeTimesOn(
  request: APIRequestContext,
  shopId: string,
  date: string,
  duration: number,
) {
  const response = await request.get(
    `/api/pre-booking/availability/${shopId}?date=${date}&duration=${duration}`,
  );
  const { data } = (await response.json()) as { data: { slots: { time: string }[] } };
  return data.slots.map((s) => s.time);
}

/** Chooses the service, the day (moving the calendar if the day is in a later month) and the time. */
async function chooseSlot(
  page: Page,
  shopId: string,
  service: Service,
  slot: { date: string; time: string },
) {
  await page.goto(`/prebooking/barbershop/${shopId}`);
  await page.getByRole('button', { name: `Add ${service.name}` }).click();
  const day = page.getByTestId(`calendar-day-${slot.date}`);
  for (let month = 0; month < 2 && !(await day.isVisible()); month++) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
  await page.getByRole('button', { name: slot.time, exact: true }).click();
  await expect(page.getByTestId('chosen-time')).toContainText(slot.time);
  await page.getByRole('button', { name: 'Continue' }).first().click();
  await expect(page).toHaveURL(/\/pre-orderconfirm$/);
}

/** The text/calendar part of a raw MIME mail, decoded. */
function calendarAttachmentOf(raw: string): string {
  const part = raw.split(/\r?\n--/).find((p) => /content-type: text\/calendar/i.test(p));
  if (!part) throw new Error('the mail has no text/calendar part');
  const [headers = '', ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join('\n\n');
  return /content-transfer-encoding: base64/i.test(headers)
    ? Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')
    : content;
}

const bookingIdIn = (url: string) => new URL(url).searchParams.get('booking') ?? '';

test.describe('pre-booking', () => {
  test('books tomorrow, pays in the test checkout, gets the mail with .ics, and the desk sees it live', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const { shop, service } = await prepareShop(request, 'tapiola', {
      bookingFee: 2.5,
      refundWindowHours: 24,
    });
    const slot = await firstFreeSlot(request, shop.id, service.duration);
    const email = `booker-${Date.now()}@example.fi`;
    const name = `Veera${Date.now() % 10_000} Booker`;

    // The front desk watches the day of the booking.
    const desk = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await desk.addInitScript(() => localStorage.setItem('lang', 'en'));
    const deskLogin = await desk.request.post('/api/auth/email-login', {
      data: { email: 'receptionist.tapiola@demo.jono.fi', password },
    });
    expect(deskLogin.ok()).toBe(true);
    const deskPage = await desk.newPage();
    // The day in the address, as the page keeps it: a date typed while the page is still
    // settling its clock could be put back to today (the desk then watched the wrong day).
    await deskPage.goto(`/dashboard/manage-booking/bookings?date=${slot.date}`);
    await expect(deskPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(deskPage.getByRole('button', { name: 'Next day' })).toBeEnabled();
    await expect(deskPage.getByText("Loading the day's bookings…")).toHaveCount(0);

    const page = await returningCustomerPage(browser, { name, phone: randomPhone(), email });
    const problems = watchConsole(page);

    await test.step('the picker opens on tomorrow and the chosen slot is kept', async () => {
      await page.goto(`/prebooking/barbershop/${shop.id}`);
      await expect(page.getByTestId(`calendar-day-${slot.tomorrow}`)).toBeVisible();
      await chooseSlot(page, shop.id, service, slot);
    });

    await test.step('the confirmation shows the order, time range and the booking fee', async () => {
      await expect(page.getByText(service.name, { exact: true }).first()).toBeVisible();
      await expect(page.getByTestId('booking-fee')).toContainText('2.50');
      await page.getByRole('button', { name: /Pay .*2\.50 and book/ }).click();
    });

    await test.step('the test checkout says it is a test; paying lands on /success', async () => {
      await expect(page).toHaveURL(/\/api\/payments\/test-checkout\//);
      await expect(page.getByText(/test/i).first()).toBeVisible();
      await page.getByRole('button', { name: 'Pay (test)' }).click();
      await expect(page).toHaveURL(/\/success\?booking=/);
      await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByTestId('booking-time')).toContainText(slot.time);
    });

    const bookingId = bookingIdIn(page.url());

    await test.step('the calendar file downloads', async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Add to calendar' }).click(),
      ]);
      const ics = readFileSync((await download.path()) ?? '', 'utf8');
      expect(ics).toContain('BEGIN:VCALENDAR');
      expect(ics).toContain(`UID:${bookingId}`);
    });

    await test.step('the confirmation mail with its .ics arrives', async () => {
      await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBeGreaterThan(0);
      const mail = mailsTo(email).at(-1)?.body ?? '';
      const code = (await page.getByTestId('booking-code').textContent()) ?? '';
      expect(code).toMatch(/^[2-9A-Z]{3}-[2-9A-Z]{3}$/);
      expect(mail).toContain(`Booking code: ${code}`);
      expect(mail).toContain(`check-details?booking=${code}`);
      const ics = calendarAttachmentOf(mail);
      expect(ics).toContain('BEGIN:VCALENDAR');
      expect(ics).toContain(`UID:${bookingId}`);
    });

    await test.step('the desk sees the booking appear without reloading', async () => {
      await expect(deskPage.getByRole('heading', { name })).toBeVisible({ timeout: 10_000 });
    });
    expect(problems).toEqual([]);
    await desk.close();
    await page.context().close();
  });

  test('pays from 127.0.0.1 in Spanish and comes back there, to a Spanish success page', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    // The same settings as the journey above at this shop, so the two never disagree; this one
    // takes the day's last free time, that one its first.
    const { shop, service } = await prepareShop(request, 'tapiola', {
      bookingFee: 2.5,
      refundWindowHours: 24,
    });
    const { date } = await firstFreeSlot(request, shop.id, service.duration);
    const time = (await freeTimesOn(request, shop.id, date, service.duration)).at(-1) ?? '';
    const address = `http://127.0.0.1:${process.env.E2E_PORT}`;
    // A customer who chose Spanish on this device, at this address (nothing saved at localhost).
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', 'yes');
      localStorage.setItem('lang', 'es');
    });
    const page = await context.newPage();
    const problems = watchConsole(page);

    await page.goto(`${address}/prebooking/barbershop/${shop.id}`);
    await page.getByRole('button', { name: `Añadir ${service.name}` }).click();
    const day = page.getByTestId(`calendar-day-${date}`);
    for (let month = 0; month < 2 && !(await day.isVisible()); month++) {
      await page.getByRole('button', { name: 'Mes siguiente' }).click();
    }
    await day.click();
    await page.getByRole('button', { name: time, exact: true }).click();
    await page.getByLabel('Nombre').fill('Lucía Prueba');
    await page.getByLabel('Número de teléfono').fill(randomPhone());
    await page.getByLabel('Correo electrónico').fill(`lucia-${Date.now()}@example.es`);
    await page.getByRole('button', { name: 'Continuar' }).first().click();
    await expect(page).toHaveURL(`${address}/pre-orderconfirm`);
    await page.getByRole('button', { name: /Pagar .* y reservar/ }).click();

    // The test checkout opens at the address the customer is on, in the booking's language...
    await expect(page).toHaveURL(new RegExp(`^${address}/api/payments/test-checkout/`));
    await page.getByRole('button', { name: 'Pagar (prueba)' }).click();
    // ...and paying comes back there, where the saved Spanish applies.
    await expect(page).toHaveURL(new RegExp(`^${address}/success\\?booking=`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tu reserva está confirmada' }),
    ).toBeVisible({ timeout: 15_000 });
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a declined payment lands on /failed, and the slot is free again once the hold runs out', async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    // One bookable chair: the held time is gone from the free times until it is released.
    const { shop, service } = await prepareShop(request, 'tikkurila', {
      bookingFee: 2,
      refundWindowHours: 24,
      bookableChairs: 1,
    });
    const slot = await firstFreeSlot(request, shop.id, service.duration);
    const page = await returningCustomerPage(browser, {
      name: 'Decline Tester',
      phone: randomPhone(),
      email: `decline-${Date.now()}@example.fi`,
    });
    await chooseSlot(page, shop.id, service, slot);
    await page.getByRole('button', { name: /Pay .* and book/ }).click();
    await expect(page).toHaveURL(/\/api\/payments\/test-checkout\//);
    await page.getByRole('button', { name: 'Decline payment (test)' }).click();
    await expect(page).toHaveURL(/\/failed\?booking=/);
    await expect(page.getByRole('button', { name: 'Try the payment again' })).toBeVisible();

    // Held while the customer may still pay...
    expect(await freeTimesOn(request, shop.id, slot.date, service.duration)).not.toContain(
      slot.time,
    );
    // ...and free for others once the hold has run out.
    await expect
      .poll(async () => freeTimesOn(request, shop.id, slot.date, service.duration), {
        timeout: 100_000,
        intervals: [5_000],
      })
      .toContain(slot.time);
    await expect(page.getByRole('heading', { name: 'Your held time has run out' })).toBeVisible({
      timeout: 35_000,
    });
    await page.context().close();
  });

  test('cancelling inside the free window refunds the fee automatically', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    // A zero-hour window: any cancellation before the start is in time.
    const { shop, service } = await prepareShop(request, 'hameenkatu', {
      bookingFee: 2,
      refundWindowHours: 0,
    });
    const slot = await firstFreeSlot(request, shop.id, service.duration);
    const phone = randomPhone();
    const page = await returningCustomerPage(browser, {
      name: 'Cancel Intime',
      phone,
      email: `intime-${Date.now()}@example.fi`,
    });
    await chooseSlot(page, shop.id, service, slot);
    await page.getByRole('button', { name: /Pay .* and book/ }).click();
    await page.getByRole('button', { name: 'Pay (test)' }).click();
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
      timeout: 15_000,
    });
    const bookingId = bookingIdIn(page.url());

    await page.getByRole('link', { name: 'Manage your booking' }).click();
    await expect(page).toHaveURL(/\/check-details\?booking=/);
    await page.getByRole('button', { name: 'Find booking' }).click();
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByTestId('cancel-outcome')).toContainText('refunded automatically');
    await page.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(page.getByText(/booking fee of .*2\.00 is refunded/)).toBeVisible();

    const view = await request.get(`/api/pre-booking/${bookingId}`);
    const { data } = (await view.json()) as {
      data: { status: string; payment: { status: string; refunded: number } };
    };
    expect(data.status).toBe('cancelled');
    expect(data.payment).toMatchObject({ status: 'refunded', refunded: 2 });
    expect(await freeTimesOn(request, shop.id, slot.date, service.duration)).toContain(slot.time);
    await page.context().close();
  });

  test('a late cancellation asks for a refund, and the desk approves it on the refunds page', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    // A 60-day window: every cancellation is late.
    const { shop, service } = await prepareShop(request, 'aura', {
      bookingFee: 3,
      refundWindowHours: 24 * 30,
    });
    const slot = await firstFreeSlot(request, shop.id, service.duration);
    const name = `Late${Date.now() % 10_000} Canceller`;
    const page = await returningCustomerPage(browser, {
      name,
      phone: randomPhone(),
      email: `late-${Date.now()}@example.fi`,
    });
    await chooseSlot(page, shop.id, service, slot);
    await page.getByRole('button', { name: /Pay .* and book/ }).click();
    await page.getByRole('button', { name: 'Pay (test)' }).click();
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
      timeout: 15_000,
    });
    const bookingId = bookingIdIn(page.url());

    await page.getByRole('link', { name: 'Manage your booking' }).click();
    await page.getByRole('button', { name: 'Find booking' }).click();
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByTestId('cancel-outcome')).toContainText('not refunded automatically');
    await page.getByRole('button', { name: 'Yes, cancel' }).click();
    await page.getByRole('textbox', { name: /reason/i }).fill('I caught the flu, sorry');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByTestId('booking-refund')).toContainText('Requested');

    const desk = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await desk.addInitScript(() => localStorage.setItem('lang', 'en'));
    const login = await desk.request.post('/api/auth/email-login', {
      data: { email: 'owner.aura@demo.jono.fi', password },
    });
    expect(login.ok()).toBe(true);
    const deskPage = await desk.newPage();
    await deskPage.goto('/dashboard/queue-refundes');
    const request_ = deskPage.getByRole('article').filter({ hasText: name });
    await expect(request_).toContainText('I caught the flu, sorry');
    await request_.getByRole('button', { name: 'Approve' }).click();
    await deskPage.getByRole('button', { name: /Refund .*3\.00/ }).click();
    // Settled requests leave the waiting list (live); the Refunded filter shows who handled it.
    await deskPage
      .getByRole('group', { name: 'Status' })
      .getByRole('button', { name: /^Refunded/ })
      .click();
    await expect(
      deskPage.getByRole('article').filter({ hasText: name }).getByTestId('refund-outcome'),
    ).toContainText('Handled by');

    await expect
      .poll(async () => {
        const view = await request.get(`/api/pre-booking/${bookingId}`);
        return ((await view.json()) as { data: { refund: { status: string } | null } }).data.refund
          ?.status;
      })
      .toBe('refunded');
    await page.reload();
    await page.getByRole('button', { name: 'Find booking' }).click();
    await expect(page.getByTestId('booking-refund')).toContainText('Refunded');
    await desk.close();
    await page.context().close();
  });
});
