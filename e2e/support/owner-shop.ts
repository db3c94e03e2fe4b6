import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type APIResponse, expect, type Page } from '@playwright/test';
import { randomPhone } from './customer-device';
import { linkFromMail } from './mailbox';

export const ownerPassword = 'Kielikierros-Omistaja-2026';

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

/** The login page's words in the languages journeys sign in with. */
const loginWords = {
  fi: { email: 'Sähköposti', password: 'Salasana', logIn: 'Kirjaudu sisään' },
  en: { email: 'Email', password: 'Password', logIn: 'Log in' },
};

/**
 * Signs a staff member in by email through the login page (in Finnish unless the journey's
 * page is in English); it lands on the dashboard. The password is that of the owners
 * `newShop` makes unless the journey signs in someone else, such as a demo account.
 */
export async function signIn(
  page: Page,
  email: string,
  {
    password = ownerPassword,
    language = 'fi',
  }: { password?: string; language?: keyof typeof loginWords } = {},
) {
  const words = loginWords[language];
  await page.goto('/shop/login');
  await page.getByRole('radio', { name: words.email }).check();
  await page.getByRole('textbox', { name: words.email }).fill(email);
  await page.getByLabel(words.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: words.logIn }).click();
  // An owner lands on the overview; a barber on the board.
  await expect(page).toHaveURL(/\/dashboard(\/appointments)?$/);
}

/** The shop takes bookings on one chair, in 30-minute slots, without a fee. */
export async function takeBookingsWithoutFee(
  request: APIRequestContext,
  headers: Record<string, string>,
) {
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
}
