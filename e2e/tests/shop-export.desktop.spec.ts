import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { watchConsole } from '../support/console';

/**
 * The owner takes the shop's data away: on the shop details page, "Lataa ZIP" saves one ZIP
 * named by the shop and the day, holding every CSV file and the README.
 */
/** A 1×1 transparent PNG. */
const blankTile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('the owner downloads the shop data as one ZIP', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('lang', 'fi'));
  // The map preview's tile comes from OpenStreetMap, out of a test machine's reach: a blank
  // tile stands in, so the page loads as it does for an owner online.
  await context.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: blankTile }),
  );
  const login = await context.request.post('/api/auth/email-login', {
    data: { email: 'owner.kallio@demo.jono.fi', password: 'JonoDemo2026!' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto('/dashboard/manage/shopdetails');

  const section = page.getByRole('heading', { name: 'Vie liikkeen tiedot' });
  await section.scrollIntoViewIfNeeded();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Lataa ZIP' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^jono-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await readFile(await download.path());
  // A ZIP starts with a local file header; the names of its files are stored as they are.
  expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  for (const file of ['README.txt', 'services.csv', 'walk-ins.csv', 'bookings.csv']) {
    expect(zip.includes(file), file).toBe(true);
  }
  await expect(page.getByText('Liikkeen tiedot ladattu')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lataa ZIP' })).toBeEnabled();
  expect(problems).toEqual([]);
  await context.close();
});
