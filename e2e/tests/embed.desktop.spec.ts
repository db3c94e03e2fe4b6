import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { QueuePlace as Place } from '@jono/contract';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { allDayShop } from '../support/all-day-shop';
import { watchConsole } from '../support/console';
import { randomPhone } from '../support/customer-device';
import { ok } from '../support/owner-shop';

/**
 * The shop's live queue framed on the shop's own website. A second local server stands in for
 * that website (http://127.0.0.1:<port>, an origin other than Jono's http://localhost:<port>),
 * and a third for a site the owner never listed. The shop is the journey's own, so its queue
 * is nobody else's: the waiting count moves only by this journey's join.
 */

const jono = `http://localhost:${process.env.E2E_PORT}`;
const serviceName = 'Parturileikkaus';
const frameTitle = { fi: 'Jonotilanne', en: 'Our queue' } as const;

/** A website whose pages frame the shop's embed, `/fi` and `/en` in those languages. */
async function websiteFraming(shopId: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const lang = request.url === '/en' ? 'en' : request.url === '/fi' ? 'fi' : undefined;
    if (!lang) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Parturi</title></head>
<body><h1>Parturi</h1><iframe src="${jono}/embed/${shopId}?lang=${lang}" title="${frameTitle[lang]}"
width="520" height="320"></iframe></body></html>`,
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function closeServer(server: Server | undefined) {
  if (!server?.listening) return;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

let shop: Awaited<ReturnType<typeof allDayShop>>;
let shopName: string;
let website: { server: Server; origin: string };
let otherSite: { server: Server; origin: string };

test.beforeAll(async ({ request }) => {
  shopName = `Kotisivuparturi ${randomUUID().slice(0, 6)}`;
  shop = await allDayShop(request, shopName, 30);
  // A booking costs a fee, paid at the test checkout.
  await ok(
    await request.put('/api/staff/booking-settings', {
      headers: shop.owner.headers,
      data: {
        slotLengthMinutes: 30,
        bookableChairs: 1,
        horizonDays: 30,
        bookingFee: 2.5,
        refundWindowHours: 24,
        bookingHours: [],
      },
    }),
  );
  website = await websiteFraming(shop.owner.shopId);
  otherSite = await websiteFraming(shop.owner.shopId);
});

test.afterAll(async () => {
  await closeServer(website?.server);
  await closeServer(otherSite?.server);
});

/**
 * A customer who has used Jono in English on this desktop before, with their details saved
 * there: what Jono's own pages find when the embed opens them in a new tab. Only Jono's pages
 * in a tab of their own are seeded; a frame on another site gets no storage of its own.
 */
async function englishCustomer(
  browser: Browser,
  customer: { name: string; phone: string; email: string },
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const saved = JSON.stringify({
    name: JSON.stringify(customer.name),
    phone: JSON.stringify(customer.phone),
    email: JSON.stringify(customer.email),
    isEmailValid: 'true',
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  });
  await context.addInitScript(
    ({ origin, persisted }) => {
      if (window.top !== window || window.location.origin !== origin) return;
      if (localStorage.getItem('persist:customer')) return;
      localStorage.setItem('lang', 'en');
      localStorage.setItem('persist:customer', persisted);
    },
    { origin: jono, persisted: saved },
  );
  return context.newPage();
}

/** The first free time from tomorrow on, as the booking calendar offers it. */
async function firstFreeTime(page: Page, shopId: string) {
  const month = await ok<{ data: { tomorrow: string } }>(
    await page.request.get(
      `${jono}/api/pre-booking/availability/${shopId}/month?month=${new Date().toISOString().slice(0, 7)}&duration=30`,
    ),
  );
  const date = month.data.tomorrow;
  const day = await ok<{ data: { slots: { time: string }[] } }>(
    await page.request.get(
      `${jono}/api/pre-booking/availability/${shopId}?date=${date}&duration=30`,
    ),
  );
  const time = day.data.slots[0]?.time;
  if (!time) throw new Error(`no free time on ${date}`);
  return { date, time };
}

test('the queue framed on the shop’s own site: join and book in a new tab, refused elsewhere', async ({
  page,
  context,
  browser,
  request,
}) => {
  const shopId = shop.owner.shopId;
  const problems = watchConsole(page);

  await test.step('with no site listed, the embed may be framed by nobody', async () => {
    const response = await request.get(`/embed/${shopId}?lang=fi`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  await test.step('the owner lists the shop’s website', async () => {
    const { data } = await ok<{ data: { allowedOrigins: string[]; pageUrl: string } }>(
      await request.put('/api/manage/shop/embed', {
        headers: shop.owner.headers,
        data: { allowedOrigins: [website.origin] },
      }),
    );
    expect(data.allowedOrigins).toEqual([website.origin]);
    expect(data.pageUrl).toBe(`${jono}/embed/${shopId}`);
  });

  const embed = page.getByTitle(frameTitle.fi).contentFrame();
  const waiting = embed.getByText(/^\d+ odottaa$/);
  let before = Number.NaN;

  await test.step('the website shows the shop’s queue in Finnish', async () => {
    await page.goto(`${website.origin}/fi`);
    await expect(embed.getByRole('heading', { level: 1, name: shopName })).toBeVisible();
    await expect(embed.getByText('Otamme nyt vastaan ilman varausta')).toBeVisible();
    await expect(waiting).toBeVisible();
    before = Number(/^\d+/.exec((await waiting.textContent()) ?? '')?.[0]);
    expect(before).toBe(0);
    await expect(embed.getByText(/^Liity nyt, /)).toBeVisible();
    await expect(embed.getByRole('link', { name: 'Varaa aika' })).toBeVisible();
  });

  await test.step('"Liity jonoon" opens the shop page in a new tab, where the customer joins', async () => {
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      embed.getByRole('link', { name: 'Liity jonoon' }).click(),
    ]);
    const tabProblems = watchConsole(tab);
    await expect(tab).toHaveURL(`${jono}/barbershop/${shopId}`);
    // The website's page stays where it was.
    expect(page.url()).toBe(`${website.origin}/fi`);
    await expect(tab.getByRole('heading', { level: 1, name: shopName })).toBeVisible();
    await tab.getByRole('button', { name: `Lisää ${serviceName}`, exact: true }).click();
    await tab.getByLabel('Nimi').fill('Upotus Asiakas');
    await tab.getByLabel('Puhelinnumero').fill(randomPhone());
    await expect(tab.getByText('Kelvollinen puhelinnumero', { exact: true })).toBeVisible();
    await tab.getByRole('complementary').getByRole('button', { name: 'Liity jonoon' }).click();
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Tilauksen yhteenveto');
    await tab.getByRole('button', { name: 'Vahvista ja liity jonoon' }).click();
    await expect(tab).toHaveURL(/\/order-tracking\/[0-9a-f-]{36}$/);
    const orderId = tab.url().split('/order-tracking/')[1] ?? '';
    const place = (await ok<{ data: Place }>(await request.get(`/api/queue/${orderId}`))).data;
    await expect(tab.getByTestId('queue-position')).toHaveText(String(place.position));
    expect(tabProblems).toEqual([]);
    await tab.close();
  });

  await test.step('the website, loaded again, counts one more waiting', async () => {
    await page.reload();
    await expect(embed.getByRole('heading', { level: 1, name: shopName })).toBeVisible();
    await expect(waiting).toHaveText(`${before + 1} odottaa`);
  });
  expect(problems).toEqual([]);

  await test.step('in English, "Book a time" opens the booking page; the booking is paid', async () => {
    const customer = await englishCustomer(browser, {
      name: 'Embed Booker',
      phone: randomPhone(),
      email: `embed-${randomUUID().slice(0, 8)}@example.fi`,
    });
    const siteProblems = watchConsole(customer);
    try {
      const english = customer.getByTitle(frameTitle.en).contentFrame();
      await customer.goto(`${website.origin}/en`);
      await expect(english.getByRole('heading', { level: 1, name: shopName })).toBeVisible();
      await expect(english.getByText('Taking walk-ins now')).toBeVisible();
      await expect(english.getByText(`${before + 1} person waiting`)).toBeVisible();
      await expect(english.getByRole('link', { name: 'Join the queue' })).toBeVisible();

      const slot = await firstFreeTime(customer, shopId);
      const [tab] = await Promise.all([
        customer.context().waitForEvent('page'),
        english.getByRole('link', { name: 'Book a time' }).click(),
      ]);
      const tabProblems = watchConsole(tab);
      await expect(tab).toHaveURL(`${jono}/prebooking/barbershop/${shopId}`);
      await tab.getByRole('button', { name: `Add ${serviceName}` }).click();
      // The calendar opens on tomorrow's month, at the first day with a free time.
      await tab.getByTestId(`calendar-day-${slot.date}`).click();
      await tab.getByRole('button', { name: slot.time, exact: true }).click();
      await expect(tab.getByTestId('chosen-time')).toContainText(slot.time);
      await tab.getByRole('button', { name: 'Continue' }).first().click();
      await expect(tab).toHaveURL(/\/pre-orderconfirm$/);
      await expect(tab.getByTestId('booking-fee')).toContainText('2.50');
      await tab.getByRole('button', { name: /Pay .*2\.50 and book/ }).click();
      await expect(tab).toHaveURL(/\/api\/payments\/test-checkout\//);
      await tab.getByRole('button', { name: 'Pay (test)' }).click();
      await expect(tab).toHaveURL(/\/success\?booking=/);
      await expect(tab.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
        timeout: 15_000,
      });
      await expect(tab.getByTestId('booking-time')).toContainText(slot.time);
      expect(tabProblems).toEqual([]);
      expect(siteProblems).toEqual([]);
    } finally {
      await customer.context().close();
    }
  });

  await test.step('a site the owner did not list gets no embed in its frame', async () => {
    const other = await context.newPage();
    const served = other.waitForResponse(`${jono}/embed/${shopId}?lang=fi`);
    const refusal = other.waitForEvent('console', (message) =>
      message.text().includes('frame-ancestors'),
    );
    // The page's load waits for its frame's, refused or not.
    await other.goto(`${otherSite.origin}/fi`);
    await expect(other.getByRole('heading', { level: 1, name: 'Parturi' })).toBeVisible();
    // Jono served the page, naming the one site that may frame it; the browser refused.
    const response = await served;
    expect(response.status()).toBe(200);
    const policy = (await response.headerValue('content-security-policy')) ?? '';
    expect(policy.split(';').map((directive) => directive.trim())).toContain(
      `frame-ancestors ${website.origin}`,
    );
    // Chromium says so on the framing page's console, quoting the directive.
    expect((await refusal).text()).toContain(`"frame-ancestors ${website.origin}"`);
    // The frame holds the browser's error page: no shop, no queue, no way in.
    const frame = other.frames().find((candidate) => candidate.parentFrame() === other.mainFrame());
    expect(frame?.url()).toBe('chrome-error://chromewebdata/');
    const refused = other.getByTitle(frameTitle.fi).contentFrame();
    await expect(refused.getByText(shopName)).toHaveCount(0);
    await expect(refused.getByText(/odottaa/)).toHaveCount(0);
    await expect(refused.getByRole('link', { name: 'Liity jonoon' })).toHaveCount(0);
    await other.close();
  });
});
