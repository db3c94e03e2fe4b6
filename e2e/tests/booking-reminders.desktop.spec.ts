import { expect, type Page, test } from '@playwright/test';

/**
 * The owner sets the shop's booking reminders on the booking settings page: up to three
 * times before the start and the quiet hours, saved on their own and kept after a reload,
 * on a desktop and on a 320 px phone, in light and dark.
 */

const owner = { email: 'owner.punavuori@demo.jono.fi', password: 'JonoDemo2026!' };
const shots = process.env.E2E_SHOTS_DIR;

async function ownerPage(
  browser: import('@playwright/test').Browser,
  viewport: { width: number; height: number },
  theme: 'light' | 'dark',
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((chosen) => {
    localStorage.setItem('lang', 'en');
    localStorage.setItem('theme', chosen);
  }, theme);
  const login = await context.request.post('/api/auth/email-login', { data: owner });
  expect(login.ok(), await login.text()).toBe(true);
  return context.newPage();
}

test('the owner sets three reminder times and quiet hours, which stay after a reload', async ({
  browser,
}) => {
  const page = await ownerPage(browser, { width: 1440, height: 900 }, 'light');
  await page.goto('/dashboard/manage-booking/slots');
  const panel = page.getByTestId('reminder-settings');
  await expect(panel.getByLabel('Reminder 1', { exact: true })).toHaveValue('1440');
  await expect(panel.getByLabel('Reminder 2', { exact: true })).toHaveValue('120');

  await panel.getByLabel('Reminder 1', { exact: true }).selectOption('2880');
  await panel.getByRole('button', { name: 'Add a reminder' }).click();
  await panel.getByLabel('Reminder 3', { exact: true }).selectOption('30');
  await expect(panel.getByText('At most 3 reminders.')).toBeVisible();
  await panel.getByLabel('Quiet from', { exact: true }).fill('22:00');
  await panel.getByLabel('Quiet from', { exact: true }).press('Tab');
  await panel.getByRole('button', { name: 'Save reminders' }).click();
  await expect(page.getByText('Reminders saved')).toBeVisible();
  if (shots) await panel.screenshot({ path: `${shots}/reminders-desktop-light.png` });

  await page.reload();
  await expect(panel.getByLabel('Reminder 1', { exact: true })).toHaveValue('2880');
  await expect(panel.getByLabel('Reminder 2', { exact: true })).toHaveValue('120');
  await expect(panel.getByLabel('Reminder 3', { exact: true })).toHaveValue('30');
  await expect(panel.getByLabel('Quiet from', { exact: true })).toHaveValue('22:00');

  // Back to the shop's defaults, with the keyboard: remove the third, quiet from 21:00.
  await panel.getByRole('button', { name: 'Remove reminder 3' }).click();
  await panel.getByLabel('Reminder 1', { exact: true }).selectOption('1440');
  await panel.getByLabel('Quiet from', { exact: true }).fill('21:00');
  await panel.getByRole('button', { name: 'Save reminders' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Reminders saved')).toBeVisible();
  await page.context().close();
});

for (const [width, theme] of [
  [320, 'dark'],
  [390, 'light'],
] as const) {
  test(`the reminder settings fit a ${width} px phone (${theme})`, async ({ browser }) => {
    const page = await ownerPage(browser, { width, height: 800 }, theme);
    await page.goto('/dashboard/manage-booking/slots');
    const panel = page.getByTestId('reminder-settings');
    await expect(panel.getByLabel('Reminder 1', { exact: true })).toBeVisible();
    // Nothing sticks out sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    if (shots) await panel.screenshot({ path: `${shots}/reminders-${width}-${theme}.png` });
    await page.context().close();
  });
}
