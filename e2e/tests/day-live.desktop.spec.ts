import type { QueuePlace as Place, Service, ShopDetail as Shop } from '@jono/contract';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchConsole } from '../support/console';
import { joinByApi, randomPhone } from '../support/customer-device';

/**
 * The shop runs the day live. A customer on a phone joins the 24/7 shop; the
 * receptionist's board shows them at once, by the live update, calls them to the chair,
 * starts and finishes their service; the customer's tracking page and the shop's big screen
 * (which shows order codes, never names) follow every step; closing the queue by hand shows
 * on the customer's home page. Other journeys may use the same shop at the
 * same time, so this one only looks at its own customer and always cleans up after itself.
 */

const receptionist = 'receptionist.keskusta@demo.jono.fi';
const password = 'JonoDemo2026!';

let shop: Shop;
let service: Service;

test.beforeAll(async ({ request }) => {
  const list = await request.get('/api/shops?q=mannerheimintie');
  const { data } = (await list.json()) as { data: { id: string; name: string }[] };
  const open = data.find((candidate) => candidate.name === 'Jono 24/7 Barbers');
  if (!open) throw new Error('the demo data has no Jono 24/7 Barbers');
  shop = ((await (await request.get(`/api/shops/${open.id}`)).json()) as { data: Shop }).data;
  const services = shop.categories.flatMap((category) => category.services);
  const shortest = [...services].sort((a, b) => a.duration - b.duration)[0];
  if (!shortest) throw new Error('the shop has no services');
  service = shortest;
});

async function placeOf(request: APIRequestContext, orderId: string): Promise<Place> {
  const response = await request.get(`/api/queue/${orderId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Place }).data;
}

/** The customer's details as the app saves them, so the tracking page opens on a fresh phone. */
async function customerPhone(browser: Browser, customer: { name: string; phone: string }) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const persisted = JSON.stringify({
    name: JSON.stringify(customer.name),
    phone: JSON.stringify(customer.phone),
    email: JSON.stringify(''),
    isEmailValid: JSON.stringify(false),
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  });
  await context.addInitScript((saved) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', 'yes');
    localStorage.setItem('lang', 'en');
    localStorage.setItem('persist:customer', saved);
  }, persisted);
  return context;
}

/** The receptionist, logged in by the API (the app's start-up refresh restores the session). */
async function staffDesk(browser: Browser): Promise<{ context: BrowserContext; token: string }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  const login = await context.request.post('/api/auth/email-login', {
    data: { email: receptionist, password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { session } = (await login.json()) as { session: { accessToken: string } };
  return { context, token: session.accessToken };
}

/**
 * The 'staff:queue' announcements a page's socket hears ("joined <orderId>", …), recorded
 * from the page's start: a listener attached after a frame went by would never see it.
 */
function staffQueueAnnouncements(page: Page): string[] {
  const heard: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      // A Socket.IO event arrives as 42["event",payload].
      const packet = /^42(\[.*\])$/s.exec(String(payload));
      if (!packet?.[1]) return;
      const [event, body] = JSON.parse(packet[1]) as [string, { kind?: string; orderId?: string }];
      if (event === 'staff:queue') heard.push(`${body.kind} ${body.orderId}`);
    });
  });
  return heard;
}

/** The page's own content and the header (where the bell is); the frame has its own journey. */
const pageParts = ['#main', 'header'];

/** 'K7M2QD' as screens show it: 'K7M-2QD'. */
const shown = (code: string) => `${code.slice(0, 3)}-${code.slice(3)}`;

test.describe('the day, live', () => {
  // The journey drives its own phone and desk contexts, and it closes the shared shop's queue
  // for a moment: as a *.desktop.spec.ts it runs once, never twice side by side.

  test('a walk-in reaches the board at once, is served, and every screen follows', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const name = `Aino${Math.floor(1000 + Math.random() * 9000)} Virtanen`;
    const phone = randomPhone();
    const desk = await staffDesk(browser);
    const phoneContext = await customerPhone(browser, { name, phone });
    const auth = { authorization: `Bearer ${desk.token}` };
    let orderId: string | undefined;
    let code = '';

    const board = await desk.context.newPage();
    const boardHeard = staffQueueAnnouncements(board);
    const bigScreen = await desk.context.newPage();
    const customer = await phoneContext.newPage();
    // watchConsole's lists fill as the pages run: read them at the end.
    const consoles = [watchConsole(board), watchConsole(bigScreen), watchConsole(customer)];
    const problemsSeen = () => consoles.flat();

    try {
      await test.step('staff open the board and the shop screen', async () => {
        await board.goto('/dashboard/appointments');
        await expect(board.getByRole('heading', { level: 1 })).toHaveText('Appointments');
        await expect(board.getByText('Live', { exact: true })).toBeVisible();
        await expect(board.getByTestId('stat-waiting')).toBeVisible();

        await bigScreen.goto(`/shop-currentstatus/${shop.id}`);
        await expect(bigScreen.getByText(shop.name, { exact: true })).toBeVisible();
        await expect(bigScreen.getByTestId('now-serving')).toBeVisible();
        await expect(
          bigScreen.getByRole('img', { name: /QR code to join the queue/ }),
        ).toBeVisible();
      });

      await test.step('the customer joins; the board shows them at once, by the live update', async () => {
        // The toast stays 4 s from when its announcement arrives, which may be before the
        // join's answer does and well before the board has read its queue again: it is looked
        // for from before the join, so no slow step in between can let it come and go unseen.
        const [place] = await Promise.all([
          joinByApi(phoneContext.request, shop, service, name, { phone }),
          expect(board.getByText(`${name} joined the queue`)).toBeVisible(),
        ]);
        orderId = place.orderId;
        code = shown(place.shortCode);
        // The board reads its queue again by itself only once a minute (queue-board.tsx), and
        // it was read moments ago: the walk-in shown within 10 s, after the board's socket
        // heard the join announced, came by that announcement, however long a loaded
        // machine took for the read and the drawing. (How fast the live path is on a quiet
        // machine is for the benches, not for a journey sharing CI's two cores.)
        await expect(board.getByRole('article', { name })).toBeVisible({ timeout: 10_000 });
        await expect.poll(() => boardHeard).toContain(`joined ${place.orderId}`);
        await expect(
          board.getByRole('button', { name: /^Notifications, \d+ unread$/ }),
        ).toBeVisible();
        // The shop's screen lists them by their code, never by name.
        await expect(
          bigScreen.getByTestId('next-customer').filter({ hasText: code }),
        ).toBeVisible();
        await expect(bigScreen.getByText(name.split(' ')[0] ?? name)).toHaveCount(0);
      });

      await test.step('the customer follows their place on the phone', async () => {
        if (!orderId) throw new Error('no order');
        await customer.goto(`/order-tracking/${orderId}`);
        // The shop is shared with journeys running beside this one, so the place may move
        // between reading it and looking: the page must show the place as it stands, read
        // again on each try.
        const id = orderId;
        await expect(async () => {
          const truth = await placeOf(phoneContext.request, id);
          expect(truth.status).toBe('waiting');
          await expect(customer.getByTestId('queue-position')).toHaveText(String(truth.position), {
            timeout: 1_000,
          });
        }).toPass({ timeout: 10_000 });
        await expect(customer.getByTestId('tracking-code')).toHaveText(code);
      });

      await test.step('staff call the customer: their phone says so, the shop screen shows the code', async () => {
        const entry = board.getByRole('article', { name });
        // A no-show is only for someone who was called.
        await expect(entry.getByRole('button', { name: `No-show: ${name}` })).toBeDisabled();
        await entry.getByRole('button', { name: `Call: ${name}` }).click();
        await expect(board.getByText(`${name} called to the chair`)).toBeVisible();
        await expect(entry.getByTestId('called-at')).toHaveText(/^Called \d\d:\d\d$/);
        await expect(entry.getByRole('button', { name: `No-show: ${name}` })).toBeEnabled();

        // The open tracking page hears it live; a receptionist names no chair.
        await expect(customer.getByTestId('your-turn')).toContainText(
          "It's your turn – please come in",
        );
        await expect(customer).toHaveTitle(/^\(\d+\) Your turn – Jono$/);
        await expect(
          bigScreen.getByTestId('now-calling').getByTestId('called-code').filter({ hasText: code }),
        ).toBeVisible();
      });

      await test.step('the board meets axe', async () => {
        await expectNoAxeViolations(board, pageParts);
      });

      await test.step('staff start the service with a barber; the customer is called', async () => {
        const entry = board.getByRole('article', { name });
        await entry.getByRole('button', { name: `Start: ${name}` }).click();
        const dialog = board.getByRole('dialog', { name: `Who serves ${name}?` });
        const freeBarber = dialog.getByRole('radio', { disabled: false }).first();
        await freeBarber.check();
        // They never said "I'm here", so the dialog asks before starting.
        await expect(dialog.getByRole('alert')).toHaveText(
          `${name} has not checked in. Start anyway?`,
        );
        await dialog.getByRole('button', { name: 'Start anyway' }).click();
        await expect(dialog).toBeHidden();
        await expect(board.getByText(new RegExp(`^${name} is now with `))).toBeVisible();

        const chairs = board.getByRole('region', { name: /^In the chairs/ });
        await expect(chairs.getByRole('article', { name })).toBeVisible();
        await expect(customer.getByText("It's your turn!")).toBeVisible();
        await expect(
          bigScreen.getByTestId('serving-chair').filter({ hasText: code }),
        ).toBeVisible();
        await expect(bigScreen.getByTestId('next-customer').filter({ hasText: code })).toHaveCount(
          0,
        );
      });

      await test.step('staff finish; the customer is thanked and the screens move on', async () => {
        const chairs = board.getByRole('region', { name: /^In the chairs/ });
        await chairs.getByRole('button', { name: `Finish: ${name}` }).click();
        await expect(board.getByText(`${name} served`, { exact: true })).toBeVisible();
        const finished = board.getByRole('region', { name: /^Finished today/ });
        await expect(
          finished.getByTestId('finished-entry').filter({ hasText: name }),
        ).toContainText('Served');
        await expect(customer.getByText('Thanks for visiting!')).toBeVisible();
        await expect(bigScreen.getByTestId('serving-chair').filter({ hasText: code })).toHaveCount(
          0,
        );
        if (orderId) expect((await placeOf(phoneContext.request, orderId)).status).toBe('served');
      });

      await test.step('closing the queue by hand shows on the customer’s home page', async () => {
        const status = board;
        await status.goto('/dashboard/queue-status');
        await expect(status.getByTestId('queue-state-now')).toBeVisible();
        await expectNoAxeViolations(status, pageParts);

        await customer.goto('/');
        const card = customer.getByRole('article', { name: shop.name });
        await expect(card).toBeVisible();

        await status.getByRole('button', { name: 'Closed', exact: true }).click();
        await expect(status.getByTestId('queue-state-now')).toHaveText('Closed');
        await expect(status.getByTestId('queue-state-mode')).toHaveText('Set by hand');
        await expect(card.locator('[data-queue-state]')).toHaveAttribute(
          'data-queue-state',
          'closed',
        );
        await expect(bigScreen.getByTestId('screen-queue-state')).toHaveAttribute(
          'data-queue-state',
          'closed',
        );

        await status.getByRole('button', { name: 'Automatic', exact: true }).click();
        await expect(status.getByTestId('queue-state-mode')).toHaveText('Automatic');
        await expect(status.getByTestId('queue-state-now')).toHaveText('Open');
        await expect(card.locator('[data-queue-state]')).toHaveAttribute(
          'data-queue-state',
          'open',
        );
      });

      expect(problemsSeen()).toEqual([]);
    } finally {
      // Whatever happened above: the queue is automatic again and this customer is gone.
      await desk.context.request.patch('/api/staff/queue-status', {
        headers: auth,
        data: { override: null },
      });
      if (orderId) {
        const { status } = await placeOf(phoneContext.request, orderId);
        if (status === 'in_service') {
          await desk.context.request.post(`/api/staff/queue/${orderId}/finish`, { headers: auth });
        } else if (status === 'waiting') {
          await phoneContext.request.patch(`/api/queue/cancel/${orderId}`);
        }
      }
      await phoneContext.close();
      await desk.context.close();
    }
  });
});
