import { expect, test } from '@playwright/test';
import { watchConsole } from '../support/console';

/**
 * The Content-Security-Policy forbids evaluating strings. Nothing the pages run may even try:
 * the browser reports each refused try as a violation (and a red console line), even when the
 * code falls back. Forms that validate with zod are filled in, so their parsers run.
 */
test('the customer pages run without a single policy violation', async ({ page, request }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation(text: string): void }).reportViolation;
      report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const problems = watchConsole(page);

  const list = await request.get('/api/shops');
  const { data } = (await list.json()) as { data: { id: string }[] };
  const shopId = data[0]?.id;
  if (!shopId) throw new Error('the demo data has no shop');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`/barbershop/${shopId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/check-details');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // An empty search is refused by the form's schema in the browser: the parser has run.
  await page.getByRole('button', { name: 'Hae tilaus' }).click();
  await expect(page.getByText('Anna tilauskoodisi.')).toBeVisible();

  expect(violations).toEqual([]);
  expect(problems).toEqual([]);
});
