import type { Addon, Service, ShopDetail as Shop } from '@jono/contract';
import { type Browser, expect, test } from '@playwright/test';
import { watchConsole } from '../support/console';
import { joinByApi, randomPhone } from '../support/customer-device';

/**
 * Everything the customer chose reaches the chair. A customer orders a service with
 * an add-on and "no wash" at the 24/7 demo shop; the barber's board, in Finnish, shows the
 * service with its add-on, the wish in Finnish words with its icon, and the order's code,
 * and the customer's own tracking page words the wish in Finnish too (never the shop's stored
 * English name). The journey only looks at its own customer and takes them out at the end.
 */

const barber = 'barber.keskusta@demo.jono.fi';
const password = 'JonoDemo2026!';

/** 'K7M2QD' -> 'K7M-2QD', as people read it. */
const readable = (code: string) => `${code.slice(0, 3)}-${code.slice(3)}`;

let shop: Shop;
let service: Service;
let addon: Addon;

test.beforeAll(async ({ request }) => {
  const list = await request.get('/api/shops?q=mannerheimintie');
  const { data } = (await list.json()) as { data: { id: string; name: string }[] };
  const open = data.find((candidate) => candidate.name === 'Jono 24/7 Barbers');
  if (!open) throw new Error('the demo data has no Jono 24/7 Barbers');
  shop = ((await (await request.get(`/api/shops/${open.id}`)).json()) as { data: Shop }).data;
  const withAddons = shop.categories
    .flatMap((category) => category.services)
    .filter((candidate) => candidate.addons.length > 0);
  const chosen =
    withAddons.find((s) => s.addons.some((a) => a.name === 'Kulmien siistiminen')) ?? withAddons[0];
  const chosenAddon =
    chosen?.addons.find((a) => a.name === 'Kulmien siistiminen') ?? chosen?.addons[0];
  if (!chosen || !chosenAddon) throw new Error('the shop has no service with an add-on');
  service = chosen;
  addon = chosenAddon;
});

/** A Finnish screen: the app's saved language, and the customer's details where given. */
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

test.describe('the chair sees the whole order', () => {
  test('a service with an add-on and "no wash" shows on the barber’s board in Finnish', async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const name = `Aino${Math.floor(1000 + Math.random() * 9000)} Virtanen`;
    const phone = randomPhone();
    const customer = await finnishContext(browser, { name, phone });
    const desk = await finnishContext(browser);
    let orderId: string | undefined;

    try {
      const login = await desk.request.post('/api/auth/email-login', {
        data: { email: barber, password },
      });
      expect(login.ok(), await login.text()).toBe(true);

      ({ orderId } = await joinByApi(customer.request, shop, service, name, {
        phone,
        addons: [addon],
        additionalServices: [{ id: 'noWash', name: 'No wash' }],
      }));
      const { session } = (await login.json()) as { session: { accessToken: string } };
      const answer = await desk.request.get('/api/staff/queue', {
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      const { waiting } = (
        (await answer.json()) as {
          data: { waiting: { orderId: string; shortCode: string }[] };
        }
      ).data;
      const shortCode = waiting.find((entry) => entry.orderId === orderId)?.shortCode ?? '';
      expect(shortCode).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);

      const board = await desk.newPage();
      const problems = watchConsole(board);
      await board.goto('/dashboard/appointments');
      const card = board.getByRole('article', { name });
      await expect(card).toBeVisible();
      await expect(card.getByRole('list', { name: 'Palvelut' }).getByRole('listitem')).toHaveText([
        `${service.name} + ${addon.name}`,
      ]);
      const wishes = card.getByRole('list', { name: 'Toiveet' }).getByRole('listitem');
      await expect(wishes).toHaveText(['Ei hiustenpesua']);
      await expect(wishes.locator('svg')).toHaveCount(1);
      await expect(card.getByTestId('short-code')).toHaveText(`Koodi: ${readable(shortCode)}`);
      await expect(board.getByText('No wash')).toHaveCount(0);
      expect(problems).toEqual([]);

      const page = await customer.newPage();
      await page.goto(`/order-tracking/${orderId}`);
      await expect(page.getByRole('list', { name: 'Toiveet' })).toHaveText('Ei hiustenpesua');
      await expect(page.getByText('No wash')).toHaveCount(0);
    } finally {
      if (orderId) await customer.request.post(`/api/queue/cancel/${orderId}`, { data: {} });
      await customer.close();
      await desk.close();
    }
  });
});
