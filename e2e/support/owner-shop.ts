import { randomInt, randomUUID } from 'node:crypto';
import { type APIRequestContext, type APIResponse, expect, type Page } from '@playwright/test';
import { linkFromMail } from './mailbox';

export const ownerPassword = 'Kielikierros-Omistaja-2026';

/** A Finnish mobile number nobody else in this run has. */
export const randomPhone = () => `040${String(randomInt(1e7)).padStart(7, '0')}`;

/** The answer's JSON, after checking the call succeeded (the body is in the failure). */
export async function ok<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A new shop, verified, with its owner signed in through the API; not yet published. */
export async function newShop(request: APIRequestContext, shopName: string) {
  const email = `omistaja-${randomUUID().slice(0, 8)}@example.fi`;
  await ok(
    await request.post('/api/auth/register-shop', {
      data: {
        shopName,
        address: 'Kielikuja 3',
        city: 'Inari',
        country: 'Finland',
        ownerName: 'Olga Omistaja',
        email,
        phone: randomPhone(),
        password: ownerPassword,
      },
    }),
  );
  const link = await linkFromMail(email, 'verify-email');
  await ok(
    await request.post('/api/auth/verify-email', {
      data: { verificationToken: link.split('/').pop() },
    }),
  );
  const { session } = await ok<{
    session: { accessToken: string; shopId: string; userId: string };
  }>(await request.post('/api/auth/email-login', { data: { email, password: ownerPassword } }));
  return { email, ...session, headers: { Authorization: `Bearer ${session.accessToken}` } };
}

/**
 * Lists the shop for customers, as its owner does from the overview once it has an active
 * service, opening hours and a position.
 */
export async function publishShop(request: APIRequestContext, headers: Record<string, string>) {
  await ok(await request.post('/api/manage/shop/publish', { headers }));
}

/** Signs the owner in through the Finnish login page; it lands on the dashboard. */
export async function signIn(page: Page, email: string) {
  await page.goto('/shop/login');
  await page.getByRole('radio', { name: 'Sähköposti' }).check();
  await page.getByRole('textbox', { name: 'Sähköposti' }).fill(email);
  await page.getByLabel('Salasana', { exact: true }).fill(ownerPassword);
  await page.getByRole('button', { name: 'Kirjaudu sisään' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
