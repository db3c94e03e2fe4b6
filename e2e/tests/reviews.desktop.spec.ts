import { randomUUID } from 'node:crypto';
import type { ShopDetail, ShopReviewsPage } from '@jono/contract';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { dateIn, daytimeZone } from '../support/clock';
import { watchConsole } from '../support/console';
import { joinByApi, randomPhone } from '../support/customer-device';
import { mailsTo } from '../support/mailbox';
import { newShop, ok } from '../support/owner-shop';

/**
 * A customer served at the demo shop rates the visit on the tracking page, and the shop's
 * page shows the review with the new average and count. Other journeys share the shop, so
 * the figures are the API's after the review, never assumed.
 */

const receptionist = 'receptionist.keskusta@demo.jono.fi';
const password = 'JonoDemo2026!';

async function demoShop(request: APIRequestContext): Promise<ShopDetail> {
  const list = await ok<{ data: { id: string; name: string }[] }>(
    await request.get('/api/shops?q=mannerheimintie'),
  );
  const open = list.data.find((candidate) => candidate.name === 'Jono 24/7 Barbers');
  if (!open) throw new Error('the demo data has no Jono 24/7 Barbers');
  return (await ok<{ data: ShopDetail }>(await request.get(`/api/shops/${open.id}`))).data;
}

async function join(request: APIRequestContext, shop: ShopDetail, name: string) {
  const service = [...shop.categories.flatMap((category) => category.services)].sort(
    (a, b) => a.duration - b.duration,
  )[0];
  if (!service) throw new Error('the demo shop has no services');
  return joinByApi(request, shop, service, name);
}

test('a customer served at a shop reviews the visit and the shop page shows it with the new average', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const problems = watchConsole(page);
  const shop = await demoShop(request);
  const first = `Aino${Math.floor(1000 + Math.random() * 9000)}`;
  const place = await join(request, shop, `${first} Virtanen`);

  await test.step('staff start and finish the service', async () => {
    const { session } = await ok<{ session: { accessToken: string } }>(
      await request.post('/api/auth/email-login', { data: { email: receptionist, password } }),
    );
    const headers = { authorization: `Bearer ${session.accessToken}` };
    // Another journey may have a barber busy: the first free one takes the customer.
    let started = false;
    for (const barber of shop.team) {
      const response = await request.post(`/api/staff/queue/${place.orderId}/start`, {
        headers,
        data: { barberId: barber.id },
      });
      if (response.ok()) {
        started = true;
        break;
      }
    }
    expect(started, 'a barber was free to start the service').toBe(true);
    await ok(await request.post(`/api/staff/queue/${place.orderId}/finish`, { headers, data: {} }));
  });

  await test.step('the customer rates 5 stars with a comment on the tracking page', async () => {
    await page.goto(`/order-tracking/${place.orderId}`);
    const card = page
      .locator('form')
      .filter({ has: page.getByRole('heading', { name: 'Arvioi käyntisi' }) });
    await expect(card).toBeVisible();
    // The customer taps the fifth star, the radio's label.
    const fiveStars = card.getByRole('radio', { name: '5 tähteä' });
    await card
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: '5 tähteä' }) })
      .click();
    await expect(fiveStars).toBeChecked();
    await card
      .getByRole('textbox', { name: 'Kommentti (vapaaehtoinen)' })
      .fill('Nopea ja siisti leikkaus');
    await card.getByRole('button', { name: 'Lähetä arvio' }).click();
    await expect(page.getByRole('heading', { name: 'Kiitos arviostasi!' })).toBeVisible();
    await expect(page.getByText(`${first} V.`)).toBeVisible();
  });

  await test.step('the shop page shows the review and the new average and count', async () => {
    const { data } = await ok<{ data: ShopReviewsPage }>(
      await request.get(`/api/shops/${shop.id}/reviews?limit=50`),
    );
    expect(data.reviews.some((review) => review.author === `${first} V.`)).toBe(true);
    const rating = data.rating;
    if (!rating) throw new Error('the shop has no rating after a review');
    const average = new Intl.NumberFormat('fi-FI', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(rating.average);

    await page.goto(`/barbershop/${shop.id}`);
    const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(
      header.getByText(`${average} / 5, ${rating.count} arvio`, { exact: false }),
    ).toBeAttached();
    const reviews = page.getByRole('region', { name: 'Arviot' });
    await expect(
      reviews.getByText(`${average} / 5, ${rating.count} arvio`, { exact: false }),
    ).toBeAttached();
    const mine = reviews.getByRole('article').filter({ hasText: `${first} V.` });
    await expect(mine).toBeVisible();
    await expect(mine.getByText('Nopea ja siisti leikkaus')).toBeVisible();
    await expect(mine.getByText('Arvosana 5 / 5')).toBeAttached();
  });

  expect(problems).toEqual([]);
});

test('a booked customer, thanked by mail once served, rates the visit from the booking page and the shop shows it', async ({
  page,
  request,
}) => {
  // The thank-you waits out the 10-second undo window before it is sent.
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  const owner = await newShop(request, `Parturi Arvio ${randomUUID().slice(0, 4)}`);
  const { headers } = owner;
  const timezone = daytimeZone();
  const service = await readyForBookings(request, headers, timezone);
  await ok(await request.post('/api/manage/shop/publish', { headers }));

  const phone = randomPhone();
  const email = `varaaja-${randomUUID().slice(0, 8)}@example.fi`;
  const first = `Bea${Math.floor(1000 + Math.random() * 9000)}`;
  const today = dateIn(timezone);
  const { data: day } = await ok<{ data: { slots: { time: string }[] } }>(
    await request.get(
      `/api/pre-booking/availability/${owner.shopId}?date=${today}&duration=${service.duration}`,
    ),
  );
  const slot = day.slots[0];
  if (!slot) throw new Error(`no free time today (${today}) in ${timezone}`);
  const { data: made } = await ok<{ data: { booking: { id: string; shortCode: string } } }>(
    await request.post('/api/pre-booking', {
      headers: { 'x-lang': 'fi' },
      data: {
        name: `${first} Varaaja`,
        phone,
        email,
        shopId: owner.shopId,
        services: [{ id: service.id, quantity: 1, addons: [] }],
        additionalServices: [],
        totalTimeRequires: service.duration,
        totalPrice: service.price,
        date: today,
        time: slot.time,
      },
    }),
  );

  await test.step('the owner starts and finishes the booked service on the board', async () => {
    const booking = made.booking.id;
    await ok(
      await request.post(`/api/staff/queue/bookings/${booking}/start`, {
        headers,
        data: { barberId: owner.userId },
      }),
    );
    await ok(
      await request.post(`/api/staff/queue/bookings/${booking}/finish`, { headers, data: {} }),
    );
  });

  await test.step("the thank-you mail's link opens the booking, where the customer rates it", async () => {
    let link = '';
    await expect
      .poll(
        () => {
          const mail = mailsTo(email).find((m) => m.body.includes('Arvioi k'));
          link =
            /https?:\/\/[^\s"<>]+\/check-details\?booking=[A-Z0-9-]+/.exec(mail?.body ?? '')?.[0] ??
            '';
          return link;
        },
        { timeout: 60_000 },
      )
      .not.toBe('');
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByRole('textbox', { name: 'Puhelinnumero' }).fill(phone);
    await page.getByRole('button', { name: 'Hae varaus' }).click();
    await expect(
      page.getByRole('heading', { name: 'Varauksen tiedot', exact: true }),
    ).toBeVisible();
    const card = page
      .locator('form')
      .filter({ has: page.getByRole('heading', { name: 'Arvioi käyntisi' }) });
    await card
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: '4 tähteä' }) })
      .click();
    await card.getByRole('button', { name: 'Lähetä arvio' }).click();
    await expect(page.getByRole('heading', { name: 'Kiitos arviostasi!' })).toBeVisible();
  });

  await test.step('the shop page shows the review with its average and count', async () => {
    await page.goto(`/barbershop/${owner.shopId}`);
    const reviews = page.getByRole('region', { name: 'Arviot' });
    await expect(reviews.getByText('4,0 / 5, 1 arvio', { exact: false })).toBeAttached();
    await expect(reviews.getByRole('article').filter({ hasText: `${first} V.` })).toBeVisible();
  });

  expect(problems).toEqual([]);
});

/**
 * Hours round the clock, bookings without a fee, one service and a position: bookable today,
 * with the shop's clock in `timezone`.
 */
async function readyForBookings(
  request: APIRequestContext,
  headers: Record<string, string>,
  timezone: string,
) {
  await ok(
    await request.patch('/api/manage/shop', {
      headers,
      data: {
        timezone,
        // Every day, Sunday too: a new shop starts with Sundays off.
        weeklyOffs: [],
        openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          weekday,
          opens: '00:00',
          closes: '24:00',
        })),
        lat: 68.9063,
        lng: 27.0288,
      },
    }),
  );
  await ok(
    await request.put('/api/staff/booking-settings', {
      headers,
      data: {
        slotLengthMinutes: 30,
        bookableChairs: 1,
        horizonDays: 30,
        bookingFee: 0,
        refundWindowHours: 24,
        bookingHours: [],
      },
    }),
  );
  await ok(await request.post('/api/manage/categories', { headers, data: { name: 'Hiukset' } }));
  const [category] = (
    await ok<{ data: { id: string }[] }>(await request.get('/api/manage/categories', { headers }))
  ).data;
  await ok(
    await request.post('/api/manage/services', {
      headers,
      data: { categoryId: category?.id, name: 'Parturileikkaus', price: 30, duration: 30 },
    }),
  );
  const [service] = (
    await ok<{ data: { id: string }[] }>(await request.get('/api/manage/services', { headers }))
  ).data;
  if (!service) throw new Error('the service was not saved');
  return { id: service.id, price: 30, duration: 30 };
}
