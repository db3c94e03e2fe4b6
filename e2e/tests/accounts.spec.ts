import { randomInt } from 'node:crypto';
import {
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import {
  expectNoAxeViolations,
  expectNoAxeViolationsInBothThemes,
  followBrowserTheme,
} from '../support/axe';
import { watchConsole } from '../support/console';
import { randomPhone } from '../support/customer-device';
import { linkFromMail } from '../support/mailbox';
import { pngOf } from '../support/png';

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

async function logInByEmail(page: Page, email: string, password: string) {
  await page.goto('/shop/login');
  await page.getByRole('radio', { name: 'Sähköposti' }).check();
  await page.getByRole('textbox', { name: 'Sähköposti' }).fill(email);
  await page.getByLabel('Salasana', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Kirjaudu sisään' }).click();
}

/**
 * A page opened with the login a previous step left behind. Its refresh cookie is used once
 * (the app renews the session on start and the token rotates), so every step hands on the
 * cookies it ends with.
 */
/**
 * The cookies a step hands on, once nothing is in flight: a session renewal still on its way
 * would otherwise leave the next step a cookie that has already been rotated away.
 */
async function settledState(page: Page, context: BrowserContext) {
  await page.waitForLoadState('networkidle');
  return context.storageState();
}

async function resumeSession(browser: Browser, state: Account['state']) {
  const context = await browser.newContext({ storageState: state });
  return { context, page: await context.newPage() };
}

interface Account {
  email: string;
  phone: string;
  password: string;
  newPassword: string;
  state?: Awaited<ReturnType<BrowserContext['storageState']>>;
}

test.describe('a new shop owner, from registration to a new password', () => {
  test.describe.configure({ mode: 'serial' });

  const account: Account = {
    email: '',
    phone: '',
    password: 'Sakset-ja-kampa-2026',
    newPassword: 'Uusi-partaveitsi-2026',
  };

  test.beforeAll(({ browserName }, testInfo) => {
    const unique = `${Date.now()}-${testInfo.project.name}-${browserName}-${randomInt(1e6)}`;
    account.email = `owner-${unique}@example.fi`;
    account.phone = randomPhone();
  });

  test('registers a shop, verifies the email, logs in by email and stays logged in over a reload', async ({
    page,
    context,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/register/new-shop');
    await page.getByLabel('Liikkeen nimi').fill('Parturi Testilä');
    await page.getByLabel('Katuosoite').fill('Koeajokuja 5');
    await page.getByLabel('Postinumero (vapaaehtoinen)').fill('00530');
    // A city no other journey searches for: registered shops join the shared list.
    await page.getByLabel('Kaupunki', { exact: true }).fill('Rovaniemi');
    await expect(page.getByLabel('Maa', { exact: true })).toHaveValue('Finland');
    await page.getByLabel('Nimesi', { exact: true }).fill('Olli Omistaja');
    await page.getByRole('textbox', { name: 'Sähköposti' }).fill(account.email);
    await page.getByLabel('Puhelinnumero').fill(account.phone);
    await page.getByLabel('Salasana', { exact: true }).fill(account.password);
    await page.getByLabel('Salasana uudelleen').fill(account.password);
    await page.getByRole('button', { name: 'Rekisteröi liike' }).click();

    await expect(page).toHaveURL(/\/verification-mailsent$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tarkista sähköpostisi');
    await expect(page.getByTestId('sent-to')).toHaveText(account.email);

    await page.goto(await linkFromMail(account.email, 'verify-email'));
    await expect(
      page.getByRole('heading', { name: 'Sähköpostiosoitteesi on vahvistettu' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Kirjaudu sisään' }).click();
    await expect(page).toHaveURL(/\/shop\/login$/);

    await page.getByRole('radio', { name: 'Sähköposti' }).check();
    await page.getByRole('textbox', { name: 'Sähköposti' }).fill(account.email);
    await page.getByLabel('Salasana', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Kirjaudu sisään' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yleiskatsaus');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yleiskatsaus');
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(problems).toEqual([]);
    account.state = await settledState(page, context);
  });

  test('uploads an avatar on the profile page and sees it, with no accessibility violations', async ({
    browser,
  }) => {
    const { context, page } = await resumeSession(browser, account.state);
    const problems = watchConsole(page);
    await page.goto('/dashboard/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profiili');
    await expectNoAxeViolations(page);

    await page.getByLabel('Valitse kuva').setInputFiles({
      name: 'kasvot.png',
      mimeType: 'image/png',
      buffer: pngOf(64),
    });
    await expect(page.locator('img[src^="blob:"]')).toBeVisible();
    await page.getByRole('button', { name: 'Tallenna muutokset' }).click();
    await expect(page.getByText('Profiilisi on tallennettu')).toBeVisible();

    // The saved picture (re-encoded by the server) replaces the preview, and the frame shows it.
    const shown = page.locator('img[src*="/uploads/avatars/"]').filter({ visible: true });
    await expect(shown).toHaveCount(2); // the profile card, and the sidebar or the phone header
    await expect
      .poll(() => shown.first().evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(256);

    await page.reload();
    await expect(
      page.locator('img[src*="/uploads/avatars/"]').filter({ visible: true }),
    ).toHaveCount(2);

    await page.getByLabel('Teema').selectOption('light');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    account.state = await settledState(page, context);
    await context.close();
  });

  test('sees its own status change live on another open screen', async ({ browser }, testInfo) => {
    const first = await resumeSession(browser, account.state);
    await first.page.goto('/dashboard/profile');
    await expect(first.page.getByRole('radio', { name: 'Vapaana' })).toBeChecked();

    const secondContext = await browser.newContext();
    const second = await secondContext.newPage();
    await logInByEmail(second, account.email, account.password);
    await expect(second).toHaveURL(/\/dashboard$/);
    const ownStatus = isPhone(testInfo)
      ? second.getByRole('link', { name: /^Profiili: Olli Omistaja, / })
      : second.getByRole('combobox', { name: 'Vaihda tilaasi' });
    // A break is named with its end ("Tauolla klo 13:45 asti").
    const expectShown = (name: string, value: string) =>
      isPhone(testInfo)
        ? expect(ownStatus).toHaveAccessibleName(new RegExp(`^Profiili: Olli Omistaja, ${name}`))
        : expect(ownStatus).toHaveValue(value);
    await expectShown('Vapaana', 'available');

    // A break first asks how long; the default length is chosen.
    await first.page.getByRole('radio', { name: 'Tauolla' }).click();
    const breakDialog = first.page.getByRole('dialog', { name: 'Pidä tauko' });
    await breakDialog.getByRole('button', { name: 'Aloita tauko' }).click();
    await expect(first.page.getByText(/^Tilasi: Tauolla klo \d\d:\d\d asti$/)).toBeVisible();
    await expectShown('Tauolla', 'on_break');

    account.state = await settledState(first.page, first.context);
    await first.context.close();
    await secondContext.close();
  });

  test('logs out: the dashboard then sends it to the login', async ({ browser }, testInfo) => {
    const { context, page } = await resumeSession(browser, account.state);
    const problems = watchConsole(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yleiskatsaus');
    if (isPhone(testInfo)) await page.getByRole('button', { name: 'Avaa valikko' }).click();
    await page.getByRole('button', { name: 'Kirjaudu ulos' }).click();
    await expect(page).toHaveURL(/\/shop\/login$/);

    await page.goto('/dashboard/profile');
    await expect(page).toHaveURL(/\/shop\/login\?redirectTo=%2Fdashboard%2Fprofile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Henkilökunnan kirjautuminen');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('resets a forgotten password: a session from before ends, the new password works', async ({
    page,
    browser,
  }) => {
    // Another device stays logged in with the old password.
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await logInByEmail(other, account.email, account.password);
    await expect(other).toHaveURL(/\/dashboard$/);
    await other.goto('/dashboard/profile');
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Profiili');

    const problems = watchConsole(page);
    await page.goto('/forgot-password');
    await page.getByRole('textbox', { name: 'Sähköposti' }).fill(account.email);
    await page.getByRole('button', { name: 'Lähetä linkki' }).click();
    await expect(page.getByTestId('reset-link-sent')).toContainText(account.email);

    // The verification mail was the first to this address; the reset link is the second.
    await page.goto(await linkFromMail(account.email, 'reset-password', 2));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Valitse uusi salasana');
    await page.getByLabel('Uusi salasana').fill(account.newPassword);
    await page.getByLabel('Salasana uudelleen').fill(account.newPassword);
    await page.getByRole('button', { name: 'Tallenna uusi salasana' }).click();
    await expect(page.getByRole('heading', { name: 'Salasanasi on vaihdettu' })).toBeVisible();

    // The other device hears at once that its access ended, fails to renew, and is sent to log in.
    await expect(other).toHaveURL(/\/shop\/login\?redirectTo=%2Fdashboard%2Fprofile$/);
    await otherContext.close();

    await page.getByRole('link', { name: 'Kirjaudu sisään' }).click();
    await page.getByRole('radio', { name: 'Sähköposti' }).check();
    await page.getByRole('textbox', { name: 'Sähköposti' }).fill(account.email);
    await page.getByLabel('Salasana', { exact: true }).fill(account.newPassword);
    await page.getByRole('button', { name: 'Kirjaudu sisään' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yleiskatsaus');
    expect(problems).toEqual([]);
  });
});

test.describe('staff login', () => {
  test('logs in by phone with a demo account; the login page then leads to the dashboard', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/shop/login');
    await expect(page.getByRole('radio', { name: 'Puhelin' })).toBeChecked();
    await page.getByLabel('Puhelinnumero').fill('+358401001000');
    await page.getByLabel('Salasana', { exact: true }).fill('JonoDemo2026!');
    await page.getByRole('button', { name: 'Kirjaudu sisään' }).click();
    // A barber's home is the appointments page.
    await expect(page).toHaveURL(/\/dashboard\/appointments$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Asiakaskäynnit');

    await page.goto('/shop/login');
    await expect(page).toHaveURL(/\/dashboard\/appointments$/);
    await page.goto('/shop/login?redirectTo=%2Fdashboard%2Fprofile');
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    expect(problems).toEqual([]);
  });

  test('says when the password is wrong, in Finnish, and keeps the number', async ({ page }) => {
    await page.goto('/shop/login');
    await page.getByLabel('Puhelinnumero').fill('040 000 0001');
    await page.getByLabel('Salasana', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Kirjaudu sisään' }).click();
    await expect(page.getByRole('alert')).toContainText('Väärä puhelinnumero tai salasana');
    await expect(page.getByLabel('Puhelinnumero')).toHaveValue('040 000 0001');
  });

  test('the login and registration pages have no accessibility violations, in light and dark', async ({
    page,
  }) => {
    // Several pages through axe twice: 23 to 34 s on a slow day of the 2-core machine.
    test.setTimeout(90_000);
    await followBrowserTheme(page);
    await page.goto('/shop/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Henkilökunnan kirjautuminen');
    await expectNoAxeViolationsInBothThemes(page);
    await page.getByRole('radio', { name: 'Sähköposti' }).check();
    await page.getByRole('button', { name: 'Kirjaudu sisään' }).click();
    await expect(page.getByText('Anna sähköpostiosoitteesi.')).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page);

    await page.goto('/register/new-shop');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rekisteröi liikkeesi');
    await expectNoAxeViolationsInBothThemes(page);
    await page.getByRole('button', { name: 'Rekisteröi liike' }).click();
    await expect(page.getByText('Anna liikkeesi nimi (vähintään 2 merkkiä).')).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page);
  });
});
