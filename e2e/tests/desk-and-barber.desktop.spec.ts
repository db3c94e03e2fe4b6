import type { QueueBoard, Service, ShopDetail as Shop } from '@jono/contract';
import { type Browser, type BrowserContext, expect, test } from '@playwright/test';
import { watchConsole } from '../support/console';
import { randomPhone } from '../support/customer-device';

/**
 * The desk and choosing a barber, in Finnish, at the 24/7 demo shop. The
 * receptionist adds a customer who gave no phone number: they stand in the queue checked in.
 * A customer chooses one of the barbers working today on the shop page and waits in that
 * barber's line, which the board shows. Other journeys use the same shop at the same time,
 * so each test looks only at its own customer and takes them out at the end. The kiosk at the
 * door adds a customer by name and service and shows their code.
 */

type WaitingEntry = QueueBoard['waiting'][number];

const receptionist = 'receptionist.keskusta@demo.jono.fi';
const password = 'JonoDemo2026!';

const someName = (first: string) => `${first}${Math.floor(1000 + Math.random() * 9000)} Testaaja`;
/** 'K7M2QD' -> 'K7M-2QD', as people read it. */
const readable = (code: string) => `${code.slice(0, 3)}-${code.slice(3)}`;

let shop: Shop;
let service: Service;

test.beforeAll(async ({ request }) => {
  const list = await request.get('/api/shops?q=mannerheimintie');
  const { data } = (await list.json()) as { data: { id: string; name: string }[] };
  const open = data.find((candidate) => candidate.name === 'Jono 24/7 Barbers');
  if (!open) throw new Error('the demo data has no Jono 24/7 Barbers');
  shop = ((await (await request.get(`/api/shops/${open.id}`)).json()) as { data: Shop }).data;
  const shortest = shop.categories
    .flatMap((category) => category.services)
    .sort((a, b) => a.duration - b.duration)[0];
  if (!shortest) throw new Error('the shop has no services');
  service = shortest;
});

/** A Finnish screen; the customer's details saved on it when given. */
async function finnishContext(browser: Browser, customer?: { name: string; phone: string }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const persisted = customer
    ? JSON.stringify({
        name: JSON.stringify(customer.name),
        phone: JSON.stringify(customer.phone),
        email: JSON.stringify(''),
        isEmailValid: JSON.stringify(false),
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      })
    : null;
  await context.addInitScript((saved) => {
    localStorage.setItem('lang', 'fi');
    if (saved && !localStorage.getItem('persist:customer')) {
      localStorage.setItem('persist:customer', saved);
    }
  }, persisted);
  return context;
}

/** The receptionist at the desk, signed in; the app's start-up refresh restores the session. */
async function deskContext(browser: Browser) {
  const context = await finnishContext(browser);
  const login = await context.request.post('/api/auth/email-login', {
    data: { email: receptionist, password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { session } = (await login.json()) as { session: { accessToken: string } };
  return { context, authorization: `Bearer ${session.accessToken}` };
}

async function waitingOnBoard(desk: { context: BrowserContext; authorization: string }) {
  const answer = await desk.context.request.get('/api/staff/queue', {
    headers: { authorization: desk.authorization },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { waiting: WaitingEntry[] } }).data.waiting;
}

async function takeOut(desk: { context: BrowserContext; authorization: string }, orderId: string) {
  await desk.context.request.post(`/api/staff/queue/${orderId}/cancel`, {
    headers: { authorization: desk.authorization },
    data: { reason: 'E2E cleanup' },
  });
}

test.describe('the desk and choosing a barber', () => {
  test('the receptionist adds a walk-in with no phone; they wait checked in', async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const name = someName('Matti');
    const desk = await deskContext(browser);
    let orderId: string | undefined;
    try {
      const board = await desk.context.newPage();
      const problems = watchConsole(board);
      await board.goto('/dashboard/appointments');
      await board.getByRole('button', { name: 'Lisää asiakas' }).click();
      const dialog = board.getByRole('dialog', { name: 'Lisää asiakas jonoon' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Nimi' }).fill(name);
      await dialog.getByRole('button', { name: new RegExp(`^${service.name}`) }).click();
      await dialog.getByRole('button', { name: 'Lisää jonoon' }).click();
      await expect(dialog).toHaveCount(0);

      const entry = (await waitingOnBoard(desk)).find((e) => e.customerName === name);
      expect(entry).toMatchObject({ phone: null, isAtLocation: true, requestedBarber: null });
      orderId = entry?.orderId;
      await expect(
        board.getByText(`${name} lisätty jonoon, koodi ${readable(entry?.shortCode ?? '')}`),
      ).toBeVisible();
      const card = board.getByRole('article', { name });
      await expect(card).toBeVisible();
      await expect(card.getByText('Paikalla', { exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: /Soita/ })).toHaveCount(0);
      expect(problems).toEqual([]);
    } finally {
      if (orderId) await takeOut(desk, orderId);
      await desk.context.close();
    }
  });

  test('the kiosk at the door takes a name and a service and shows the code', async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const name = someName('Kalle');
    const desk = await deskContext(browser);
    let orderId: string | undefined;
    try {
      const kiosk = await desk.context.newPage();
      const problems = watchConsole(kiosk);
      await kiosk.goto(`/shop-kiosk/${shop.id}`);
      await expect(kiosk.getByRole('heading', { level: 1, name: 'Tervetuloa!' })).toBeVisible();
      await expect(kiosk.getByRole('img', { name: 'QR-koodi liikkeen jonoon' })).toBeVisible();
      await kiosk.getByRole('button', { name: 'Jonota tästä' }).click();
      await kiosk.getByRole('textbox', { name: 'Mikä on nimesi?' }).fill(name);
      await kiosk.getByRole('button', { name: 'Seuraava' }).click();
      await kiosk.getByRole('button', { name: new RegExp(`^${service.name}`) }).click();
      await kiosk.getByRole('button', { name: 'Jonota', exact: true }).click();
      await expect(kiosk.getByRole('heading', { level: 1 })).toHaveText(`Olet jonossa, ${name}!`);

      const entry = (await waitingOnBoard(desk)).find((e) => e.customerName === name);
      orderId = entry?.orderId;
      expect(entry).toMatchObject({ phone: null, isAtLocation: true });
      await expect(kiosk.getByTestId('kiosk-code')).toHaveText(readable(entry?.shortCode ?? ''));
      await kiosk.getByRole('button', { name: 'Valmis' }).click();
      await expect(kiosk.getByRole('heading', { level: 1, name: 'Tervetuloa!' })).toBeVisible();
      expect(problems).toEqual([]);
    } finally {
      if (orderId) await takeOut(desk, orderId);
      await desk.context.close();
    }
  });

  test("a customer chooses a barber and waits in that barber's line", async ({ browser }) => {
    test.setTimeout(60_000);
    const barber = shop.team.find((member) => member.workingToday);
    if (!barber) throw new Error('nobody works at the 24/7 demo shop today');
    const name = someName('Aino');
    const phone = randomPhone();
    const customer = await finnishContext(browser, { name, phone });
    const desk = await deskContext(browser);
    let orderId: string | undefined;
    try {
      const page = await customer.newPage();
      const problems = watchConsole(page);
      await page.goto(`/barbershop/${shop.id}`);
      await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
      await page.getByRole('button', { name: `Lisää ${service.name}` }).click();
      const choice = page.getByRole('radiogroup', { name: 'Parturi' });
      await expect(
        page.getByText(
          'Kuka tahansa: pääset ensimmäiseen vapautuvaan tuoliin. Valittu parturi: odotat häntä.',
        ),
      ).toBeVisible();
      await expect(choice.getByRole('radio', { name: /Kuka tahansa parturi/ })).toBeChecked();
      await choice.getByRole('radio', { name: new RegExp(barber.name) }).check();
      await page.getByRole('complementary').getByRole('button', { name: 'Liity jonoon' }).click();

      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tilauksen yhteenveto');
      await expect(page.getByTestId('chosen-barber')).toContainText(barber.name);
      await page.getByRole('button', { name: 'Vahvista ja liity jonoon' }).click();
      await expect(page).toHaveURL(/\/order-tracking\/[0-9a-f-]{36}$/);
      orderId = page.url().split('/order-tracking/')[1];
      expect(problems).toEqual([]);

      const entry = (await waitingOnBoard(desk)).find((e) => e.orderId === orderId);
      expect(entry?.requestedBarber).toEqual({ id: barber.id, name: barber.name });

      const board = await desk.context.newPage();
      await board.goto('/dashboard/appointments');
      const card = board.getByRole('article', { name });
      // The board's first load brings the dashboard's chunks: slow on a busy machine.
      await expect(card).toBeVisible({ timeout: 15_000 });
      await expect(card.getByRole('combobox', { name: `Parturi asiakkaalle ${name}` })).toHaveValue(
        barber.id,
      );
      await expect(card.getByTestId('requested-barber')).toContainText(`Odottaa: ${barber.name}`);
      const line = board.getByTestId('barber').filter({ hasText: barber.name });
      await expect(line.getByTestId('barber-line')).toHaveText(/^[1-9]\d* odottaa häntä$/);
    } finally {
      if (orderId) await takeOut(desk, orderId);
      await customer.close();
      await desk.context.close();
    }
  });
});
