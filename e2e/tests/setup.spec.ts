import { randomInt } from 'node:crypto';
import type { Session } from '@jono/contract';
import { type APIRequestContext, type BrowserContext, expect, test } from '@playwright/test';
import { watchConsole } from '../support/console';

/**
 * The owner sets up the catalogue (a category, a service and an add-on) in the dashboard and
 * a customer sees it; the manage pages stay closed to a receptionist and a barber.
 */
const password = 'JonoDemo2026!';
const accounts = {
  owner: 'owner.kallio@demo.jono.fi',
  receptionist: 'receptionist.kallio@demo.jono.fi',
  barber: 'barber.kallio@demo.jono.fi',
};

async function logIn(context: BrowserContext, email: string): Promise<Session> {
  const response = await context.request.post('/api/auth/email-login', {
    data: { email, password },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { session: Session };
  return body.session;
}

async function remove(request: APIRequestContext, token: string, path: string) {
  const response = await request.delete(path, { headers: { authorization: `Bearer ${token}` } });
  expect([200, 404]).toContain(response.status());
}

test.describe('shop set-up', () => {
  test('the owner adds a category, a service and an add-on, and a customer sees them', async ({
    browser,
  }) => {
    const suffix = `${Date.now().toString(36)}${randomInt(1000)}`;
    const categoryName = `E2E luokka ${suffix}`;
    const serviceName = `E2E palvelu ${suffix}`;
    const addonName = `E2E lisä ${suffix}`;

    const ownerContext = await browser.newContext();
    const session = await logIn(ownerContext, accounts.owner);
    const page = await ownerContext.newPage();
    const problems = watchConsole(page);
    const created: { addon?: string; service?: string; category?: string } = {};
    const authHeaders = { authorization: `Bearer ${session.accessToken}` };

    try {
      await page.goto('/dashboard/manage/serviceCategories');
      await page.getByRole('button', { name: 'Lisää kategoria' }).click();
      const categoryDialog = page.getByRole('dialog');
      await categoryDialog.getByLabel('Nimi').fill(categoryName);
      await categoryDialog.getByRole('button', { name: 'Tallenna' }).click();
      await expect(categoryDialog).toBeHidden();
      await expect(page.getByText(categoryName, { exact: true })).toBeVisible();

      await page.goto('/dashboard/manage/services');
      await page.getByRole('button', { name: 'Lisää palvelu', exact: true }).click();
      const serviceDialog = page.getByRole('dialog');
      await serviceDialog.getByLabel('Kategoria').selectOption({ label: categoryName });
      await serviceDialog.getByLabel('Nimi').fill(serviceName);
      await serviceDialog.getByLabel('Hinta (€)').fill('19,90');
      await serviceDialog.getByLabel('Kesto (min)').fill('25');
      await serviceDialog.getByRole('button', { name: 'Tallenna' }).click();
      await expect(serviceDialog).toBeHidden();
      await expect(page.getByText(serviceName, { exact: true })).toBeVisible();

      await page.goto('/dashboard/manage/servicesAddons');
      await page.getByRole('button', { name: 'Lisää lisäpalvelu' }).click();
      const addonDialog = page.getByRole('dialog');
      await addonDialog.getByLabel('Nimi').fill(addonName);
      await addonDialog.getByLabel('Hinta (€)').fill('4,50');
      await addonDialog.getByLabel(serviceName).check();
      await addonDialog.getByRole('button', { name: 'Tallenna' }).click();
      await expect(addonDialog).toBeHidden();
      await expect(page.getByText(addonName, { exact: true })).toBeVisible();

      // What was made, for the clean-up.
      const list = async (path: string) =>
        (
          (await (await page.request.get(path, { headers: authHeaders })).json()) as {
            data: { id: string; name: string }[];
          }
        ).data;
      created.category = (await list('/api/manage/categories')).find(
        (item) => item.name === categoryName,
      )?.id;
      created.service = (await list('/api/manage/services')).find(
        (item) => item.name === serviceName,
      )?.id;
      created.addon = (await list('/api/manage/addons')).find(
        (item) => item.name === addonName,
      )?.id;

      // A customer, with no account, sees the new category, service and add-on.
      const customer = await browser.newContext();
      const shop = await customer.request.get(`/api/shops/${session.shopId}`);
      expect(shop.ok()).toBe(true);
      const detail = (await shop.json()) as {
        data: {
          categories: {
            name: string;
            services: { name: string; price: number; addons: { name: string }[] }[];
          }[];
        };
      };
      const category = detail.data.categories.find((item) => item.name === categoryName);
      expect(category).toBeDefined();
      const service = category?.services.find((item) => item.name === serviceName);
      expect(service?.price).toBe(19.9);
      expect(service?.addons.map((addon) => addon.name)).toContain(addonName);
      await customer.close();
      expect(problems).toEqual([]);
    } finally {
      if (created.addon)
        await remove(page.request, session.accessToken, `/api/manage/addons/${created.addon}`);
      if (created.service) {
        await remove(page.request, session.accessToken, `/api/manage/services/${created.service}`);
      }
      if (created.category) {
        await remove(
          page.request,
          session.accessToken,
          `/api/manage/categories/${created.category}`,
        );
      }
      await ownerContext.close();
    }
  });

  test('a receptionist sees the not-allowed page on the manage pages', async ({ browser }) => {
    const context = await browser.newContext();
    await logIn(context, accounts.receptionist);
    const page = await context.newPage();
    await page.goto('/dashboard/manage/services');
    await expect(
      page.getByRole('heading', { name: 'Sinulla ei ole oikeutta avata tätä sivua' }),
    ).toBeVisible();
    await context.close();
  });

  test("a barber's sidebar has no manage links", async ({ browser }) => {
    const context = await browser.newContext();
    await logIn(context, accounts.barber);
    const page = await context.newPage();
    await page.goto('/dashboard/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profiili' })).toBeVisible();
    for (const name of ['Palveluluokat', 'Palvelut', 'Lisäpalvelut', 'Liikkeen tiedot']) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    await context.close();
  });
});
