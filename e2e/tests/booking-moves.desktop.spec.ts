import type { MonthAvailability, Service, ShopDetail } from '@jono/contract';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { randomPhone, returningCustomerPage } from '../support/customer-device';
import { mailsTo } from '../support/mailbox';

/**
 * Moving a booking and the waitlist, in the built app against the real server, the built-in
 * test checkout and the mail catcher. Both journeys use the demo shop Nord (no other journey
 * books there), one after the other: the second narrows the shop's booking hours.
 */
test.describe.configure({ mode: 'serial' });

const password = 'JonoDemo2026!';
const shots = process.env.E2E_SHOTS_DIR;

/** Pictures of a part at desktop width, then on 390 and 320 px phones in dark, for review. */
async function shoot(page: import('@playwright/test').Page, testId: string, name: string) {
  if (!shots) return;
  const part = page.getByTestId(testId);
  await part.screenshot({ path: `${shots}/${name}-desktop-light.png` });
  await page.emulateMedia({ colorScheme: 'dark' });
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    await part.screenshot({ path: `${shots}/${name}-${width}-dark.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}
const owner = 'owner.nord@demo.jono.fi';

async function ownerHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/email-login', { data: { email: owner, password } });
  expect(login.ok(), await login.text()).toBe(true);
  const { session } = (await login.json()) as { session: { accessToken: string } };
  return { Authorization: `Bearer ${session.accessToken}` };
}

/** Nord with the booking settings a journey needs, its first service and its first free day. */
async function prepareNord(
  request: APIRequestContext,
  settings: {
    bookingFee: number;
    bookingHours?: { weekday: number; opens: string; closes: string }[];
  },
) {
  const headers = await ownerHeaders(request);
  const current = await request.get('/api/staff/booking-settings', { headers });
  const { data } = (await current.json()) as {
    data: { slotLengthMinutes: number; horizonDays: number };
  };
  const saved = await request.put('/api/staff/booking-settings', {
    headers,
    data: {
      slotLengthMinutes: data.slotLengthMinutes,
      horizonDays: data.horizonDays,
      bookableChairs: 1,
      refundWindowHours: 1,
      bookingHours: [],
      ...settings,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const mine = await request.get('/api/manage/shop', { headers });
  const { data: own } = (await mine.json()) as { data: { name: string; city: string } };
  const list = await request.get(`/api/shops?q=${encodeURIComponent(own.city)}&limit=50`);
  const { data: shops } = (await list.json()) as { data: { id: string; name: string }[] };
  const found = shops.find((s) => s.name === own.name);
  if (!found) throw new Error(`no public shop named ${own.name}`);
  const shop = (
    (await (await request.get(`/api/shops/${found.id}`)).json()) as { data: ShopDetail }
  ).data;
  const service = shop.categories.flatMap((c) => c.services)[0];
  if (!service) throw new Error('Nord has no service');
  return { shop, service, headers, slotLength: data.slotLengthMinutes };
}

/** The first day from tomorrow on with at least two free times for the service, and those times. */
async function freeDay(request: APIRequestContext, shopId: string, duration: number) {
  const month = new Date().toISOString().slice(0, 7);
  const next = new Date();
  next.setUTCDate(28);
  next.setUTCMonth(next.getUTCMonth() + 1);
  for (const m of [month, next.toISOString().slice(0, 7)]) {
    const answer = await request.get(
      `/api/pre-booking/availability/${shopId}/month?month=${m}&duration=${duration}`,
    );
    const { data } = (await answer.json()) as { data: MonthAvailability };
    for (const day of data.days.filter(
      (d) => d.date >= data.tomorrow && d.status === 'available',
    )) {
      const slots = await request.get(
        `/api/pre-booking/availability/${shopId}?date=${day.date}&duration=${duration}`,
      );
      const { data: free } = (await slots.json()) as { data: { slots: { time: string }[] } };
      if (free.slots.length >= 2) return { date: day.date, times: free.slots.map((s) => s.time) };
    }
  }
  throw new Error('no day with two free times in two months');
}

async function book(
  request: APIRequestContext,
  shop: ShopDetail,
  service: Service,
  who: { name: string; phone: string; email: string },
  when: { date: string; time: string },
) {
  const made = await request.post('/api/pre-booking', {
    headers: { 'x-lang': 'en' },
    data: {
      ...who,
      shopId: shop.id,
      services: [{ id: service.id, quantity: 1, addons: [] }],
      additionalServices: [],
      totalTimeRequires: service.duration,
      totalPrice: service.price,
      ...when,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  return (
    (await made.json()) as {
      data: { booking: { id: string; shortCode: string }; checkoutUrl: string | null };
    }
  ).data;
}

test('a customer moves a paid booking on /check-details and the staff bookings page shows the new time live', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { shop, service } = await prepareNord(request, { bookingFee: 2 });
  const day = await freeDay(request, shop.id, service.duration);
  const [from = '', to = ''] = [day.times[0], day.times.at(-1)];
  const stamp = Date.now() % 100_000;
  const customer = {
    name: `Mikko${stamp} Mover`,
    phone: randomPhone(),
    email: `mover-${stamp}@example.fi`,
  };
  const made = await book(request, shop, service, customer, { date: day.date, time: from });

  const page = await returningCustomerPage(browser, customer);
  await test.step('the fee is paid in the test checkout', async () => {
    await page.goto(made.checkoutUrl ?? '');
    await page.getByRole('button', { name: 'Pay (test)' }).click();
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
      timeout: 15_000,
    });
  });

  const desk = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await desk.addInitScript(() => localStorage.setItem('lang', 'en'));
  expect(
    (await desk.request.post('/api/auth/email-login', { data: { email: owner, password } })).ok(),
  ).toBe(true);
  const deskPage = await desk.newPage();
  // The day in the address, as the page keeps it (a date typed while the page settles its
  // clock could be lost).
  await deskPage.goto(`/dashboard/manage-booking/bookings?date=${day.date}`);
  const card = deskPage.getByTestId('booking').filter({ hasText: customer.name });
  await expect(card).toContainText(`${from} -`, { timeout: 15_000 });

  await test.step('the customer finds the booking and moves it', async () => {
    await page.goto(`/check-details?booking=${made.booking.shortCode}`);
    await page.getByLabel('Phone number').fill(customer.phone);
    await page.getByRole('button', { name: 'Find booking' }).click();
    await page.getByRole('button', { name: 'Move booking' }).click();
    const mover = page.getByTestId('move-booking');
    await expect(mover).toContainText('The booking fee you paid carries over');
    await mover.getByRole('button', { name: to, exact: true }).click();
    await shoot(page, 'move-booking', 'move-booking');
    await mover.getByRole('button', { name: `Move to ${to}` }).click();
    await expect(page.getByText(`Your booking is moved to ${to}`)).toBeVisible();
  });

  await test.step('the staff page shows the new time without a reload', async () => {
    await expect(card).toContainText(`${to} -`, { timeout: 10_000 });
    await expect(card).toContainText('Paid');
  });

  if (shots) {
    // The staff's own move dialog, as the desk sees it (kept: nothing is moved here).
    await card.getByRole('button', { name: `Move: ${customer.name}` }).click();
    const dialog = deskPage.getByRole('dialog');
    await dialog.screenshot({ path: `${shots}/staff-move-desktop.png` });
    await deskPage.setViewportSize({ width: 320, height: 700 });
    await dialog.screenshot({ path: `${shots}/staff-move-320.png` });
    await dialog.getByRole('button', { name: 'Keep time' }).click();
  }

  await test.step('a new confirmation replaces the calendar event', async () => {
    await expect
      .poll(() => mailsTo(customer.email).filter((m) => m.body.includes('Booking moved')).length, {
        timeout: 15_000,
      })
      .toBe(1);
  });
  await desk.close();
  await page.context().close();
});

test('a customer on the waitlist gets the offer mail after a cancellation and books the freed time', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const first = await prepareNord(request, { bookingFee: 0 });
  const day = await freeDay(request, first.shop.id, first.service.duration);
  const time = day.times[0] ?? '';
  // That weekday takes bookings at this one time only, so one booking fills the day.
  const weekday = ((new Date(`${day.date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const slots = Math.ceil(first.service.duration / first.slotLength);
  const end = hours * 60 + minutes + slots * first.slotLength;
  const closes = `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
  const { shop, service } = await prepareNord(request, {
    bookingFee: 0,
    bookingHours: [{ weekday, opens: time, closes }],
  });
  const stamp = Date.now() % 100_000;
  const holder = {
    name: 'Holder Customer',
    phone: randomPhone(),
    email: `holder-${stamp}@example.fi`,
  };
  const held = await book(request, shop, service, holder, { date: day.date, time });
  const waiter = {
    name: `Wilma${stamp} Waiter`,
    phone: randomPhone(),
    email: `waiter-${stamp}@example.fi`,
  };

  const page = await returningCustomerPage(browser, waiter);
  await test.step('the full day offers the waitlist, and the customer joins it', async () => {
    await page.goto(`/prebooking/barbershop/${shop.id}`);
    await page.getByRole('button', { name: `Add ${service.name}` }).click();
    const dayButton = page.getByTestId(`calendar-day-${day.date}`);
    for (let month = 0; month < 2 && !(await dayButton.isVisible()); month++) {
      await page.getByRole('button', { name: 'Next month' }).click();
    }
    await dayButton.click();
    const waitlist = page.getByTestId('waitlist');
    await expect(waitlist).toContainText('This day is full');
    await waitlist.getByRole('button', { name: 'Tell me if a time frees up' }).click();
    // The details this browser already holds are shown back, not asked for again.
    await expect(waitlist).toContainText('Your details');
    await expect(waitlist).toContainText(waiter.email);
    await expect(waitlist.getByLabel('Email')).toHaveCount(0);
    await shoot(page, 'waitlist', 'waitlist-form');
    await waitlist.getByRole('button', { name: 'Tell me', exact: true }).click();
    await expect(waitlist).toContainText('You are number 1 on the waitlist');
  });

  await test.step('the booking is cancelled, and the offer mail arrives', async () => {
    const cancelled = await request.post(`/api/pre-booking/${held.booking.id}/cancel`, {
      data: { phone: holder.phone },
    });
    expect(cancelled.ok(), await cancelled.text()).toBe(true);
    await expect.poll(() => mailsTo(waiter.email).length, { timeout: 15_000 }).toBeGreaterThan(0);
  });
  const offer = mailsTo(waiter.email)[0]?.body ?? '';
  expect(offer).toContain('A time freed up');
  const offerId = /waitlist-offer\?booking=([0-9a-f-]{36})/.exec(offer)?.[1] ?? '';
  expect(offerId).not.toBe('');

  const desk = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await desk.addInitScript(() => localStorage.setItem('lang', 'en'));
  expect(
    (await desk.request.post('/api/auth/email-login', { data: { email: owner, password } })).ok(),
  ).toBe(true);
  const deskPage = await desk.newPage();
  const waiting = deskPage.getByTestId('staff-waitlist');
  const person = waiting.getByTestId('waitlist-entry').filter({ hasText: waiter.name });
  await test.step("the staff bookings page shows the day's waitlist with the offer held", async () => {
    await deskPage.goto(`/dashboard/manage-booking/bookings?date=${day.date}`);
    await expect(waiting.getByRole('heading', { name: 'Waiting for a time' })).toBeVisible();
    await expect(person).toContainText('Offered until', { timeout: 15_000 });
    await expect(person).toContainText(service.name);
    await expect(person).toContainText('Email');
    await shoot(deskPage, 'staff-waitlist', 'staff-waitlist');
  });

  await test.step('the link holds the time, and taking it books it', async () => {
    await page.goto(`/waitlist-offer?booking=${offerId}`);
    await expect(page.getByRole('heading', { name: 'A time freed up for you' })).toBeVisible();
    await expect(page.getByTestId('hold-countdown')).toBeVisible();
    if (shots) await page.screenshot({ path: `${shots}/waitlist-offer-desktop.png` });
    await page.getByRole('button', { name: 'Take this time' }).click();
    await expect(page).toHaveURL(/\/success\?booking=/);
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByTestId('booking-time')).toContainText(time);
  });

  await test.step('the staff page shows the person as booked without a reload', async () => {
    await expect(person).toContainText('Booked', { timeout: 10_000 });
  });
  await desk.close();

  // The shop takes bookings all day again.
  await prepareNord(request, { bookingFee: 0 });
  await page.context().close();
});
