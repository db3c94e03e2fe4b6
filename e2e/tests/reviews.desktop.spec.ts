import { randomUUID } from 'node:crypto';
import type { ShopDetail, ShopReviewsPage } from '@jono/contract';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { allDayShop } from '../support/all-day-shop';
import { watchConsole } from '../support/console';
import { joinByApi, randomPhone } from '../support/customer-device';
import { mailsTo } from '../support/mailbox';
import { ok } from '../support/owner-shop';

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
  const { owner, bookToday } = await allDayShop(
    request,
    `Parturi Arvio ${randomUUID().slice(0, 4)}`,
    30,
  );
  const { headers } = owner;

  const phone = randomPhone();
  const email = `varaaja-${randomUUID().slice(0, 8)}@example.fi`;
  const first = `Bea${Math.floor(1000 + Math.random() * 9000)}`;
  const booking = await bookToday({ name: `${first} Varaaja`, phone, email });

  await test.step('the owner starts and finishes the booked service on the board', async () => {
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
