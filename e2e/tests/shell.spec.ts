import { expect, test } from '@playwright/test';
import { watchConsole } from '../support/console';
import { dashboardPages } from '../support/staff-pages';

test.describe('the web shell', () => {
  test('home renders in Finnish by default', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Löydä parturi läheltäsi');
    expect(problems).toEqual([]);
  });

  test('switching to English survives a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Kieli', { exact: true }).selectOption('en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a barber near you');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a barber near you');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  });

  test("a worker loads the saved language's Intl data before the app, and ends", async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.addInitScript(() => localStorage.setItem('lang', 'sv'));
    let workerClosed = () => {};
    const closed = new Promise<void>((resolve) => {
      workerClosed = resolve;
    });
    const warmUp = page.waitForEvent('worker', (worker) => {
      if (!worker.url().includes('intl-warm-up')) return false;
      worker.once('close', workerClosed);
      return true;
    });
    await page.goto('/');
    const worker = await warmUp;
    expect(new URL(worker.url()).searchParams.get('language')).toBe('sv');
    // It closes itself once its formatters are made: the CSP let it run to its end.
    await closed;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hitta en frisör nära dig');
    expect(problems).toEqual([]);
  });

  test('the theme starts dark and a change survives a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.getByLabel('Teema', { exact: true }).selectOption('light');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expect(page.getByLabel('Teema', { exact: true })).toHaveValue('light');
  });

  test("each page names the browser's tab, and the name follows navigation", async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Löydä parturi läheltäsi · Jono');
    const shopLink = page.getByRole('article').first().getByRole('heading').getByRole('link');
    const shopName = (await shopLink.textContent()) ?? '';
    await shopLink.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shopName);
    await expect(page).toHaveTitle(`${shopName} · Jono`);
    await page.goBack();
    await expect(page).toHaveTitle('Löydä parturi läheltäsi · Jono');
    await page.goto('/no/such/page');
    await expect(page).toHaveTitle('Sivua ei löytynyt · Jono');
  });

  test('an unknown path shows the error page, also on reload', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sivua ei löytynyt');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sivua ei löytynyt');
  });

  test('the dashboard sends a guest to the staff login', async ({ page }) => {
    await page.goto('/dashboard/queue-status');
    await expect(page).toHaveURL(/\/shop\/login/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Henkilökunnan kirjautuminen');
  });
});

/** Every route of the app, dashboard and catch-all included, with the heading a guest sees. */
const routes: [string, string][] = [
  ['/', 'Löydä parturi läheltäsi'],
  ['/pre-booking', 'Varaa etukäteen'],
  ['/check-details', 'Tilauksesi'],
  ['/privacy', 'Tietosuoja'],
  ['/shop-notfound', 'Emme löytäneet tätä parturiliikettä'],
  // An unknown shop's page sends the customer to the shop-not-found page.
  ['/barbershop/00000000-0000-4000-8000-000000000000', 'Emme löytäneet tätä parturiliikettä'],
  // Order pages need the customer's details: a guest is sent home.
  ['/pre-orderconfirm', 'Löydä parturi läheltäsi'],
  ['/order-summary', 'Löydä parturi läheltäsi'],
  ['/order-tracking/00000000-0000-4000-8000-000000000000', 'Löydä parturi läheltäsi'],
  ['/order-notfound', 'Löydä parturi läheltäsi'],
  ['/welcome', 'Hoida parturiliikkeesi jono Jonolla'],
  ['/register/new-shop', 'Rekisteröi liikkeesi'],
  // Without a booking in the link there is no payment to speak of.
  ['/success', 'Varausta ei löytynyt'],
  ['/failed', 'Varausta ei löytynyt'],
  ['/error', 'Jokin meni pieleen'],
  ['/shop/login', 'Henkilökunnan kirjautuminen'],
  ['/forgot-password', 'Nollaa salasanasi'],
  ['/verify-email/some-token', 'Vahvista sähköpostiosoitteesi'],
  ['/reset-password/some-token', 'Valitse uusi salasana'],
  ['/verification-mailsent', 'Tarkista sähköpostisi'],
  // Staff pages send a guest to the login.
  ['/shop-currentstatus/00000000-0000-4000-8000-000000000000', 'Henkilökunnan kirjautuminen'],
  ...dashboardPages.map((path): [string, string] => [path, 'Henkilökunnan kirjautuminen']),
  ['/dashboard/no-such-page', 'Henkilökunnan kirjautuminen'],
  ['/anything/else', 'Sivua ei löytynyt'],
];

// The routes are visited in a few pages rather than a browser each: a fresh context per
// route spent most of its 5-8 s loading the app again. Each route still starts from a full
// page load, and a failing route does not hide the others (soft checks, one step a route).
const groupSize = Math.ceil(routes.length / 3);
const routeGroups = [0, 1, 2].map((group) =>
  routes.slice(group * groupSize, (group + 1) * groupSize),
);

test.describe('every route', () => {
  for (const [index, group] of routeGroups.entries()) {
    test(`routes ${index + 1} of ${routeGroups.length} render with no uncaught error or CSP violation`, async ({
      page,
    }) => {
      test.setTimeout(group.length * 8_000);
      const problems = watchConsole(page);
      for (const [path, heading] of group) {
        await test.step(path, async () => {
          problems.length = 0;
          await page.goto(path);
          await expect.soft(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
          expect.soft(problems, path).toEqual([]);
        });
      }
    });
  }
});
