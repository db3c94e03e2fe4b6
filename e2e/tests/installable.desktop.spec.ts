import { expect, test } from '@playwright/test';

/**
 * The app can be installed (customers on a phone's home screen, the dashboard on a desk): the
 * browser's own installability check, asked through DevTools, finds nothing missing once the
 * service worker controls the page. (Lighthouse dropped its installable audit; this is the
 * check Chromium itself runs before offering "Install".)
 */
test('the browser finds the app installable', async ({ page, context }) => {
  await page.goto('/');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 15_000,
    })
    .toBe(true);
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(manifest.url).toMatch(/manifest\.webmanifest$/);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // A test's browser context is an incognito one, where Chromium never offers to install;
  // that is the browser's state, not the app's, so it is the one answer left out.
  const ids = installabilityErrors.map((error) => error.errorId);
  expect(ids.filter((id) => id !== 'in-incognito')).toEqual([]);
});

test("the installed app's shortcuts lead to customer pages, none to the staff's", async ({
  request,
}) => {
  // The installed app is the customers' (staff sign in from the same origin): a dashboard
  // shortcut on a customer's home screen would lead them to a login they have no use for.
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    shortcuts?: { name: string; url: string }[];
  };
  const urls = (manifest.shortcuts ?? []).map((shortcut) => shortcut.url);
  expect(urls).toEqual(['/pre-booking']);
});
