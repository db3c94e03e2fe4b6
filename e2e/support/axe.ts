import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Pages and cards fade in: colour contrast can only be measured once every finite animation
 * has finished (an endless one, such as a live dot's pulse, never will).
 */
async function animationsSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
      ),
  );
}

/**
 * Every rule axe finds broken on the page, or only in the parts named by CSS selector, each
 * with the elements it found (prefixed with `label`, such as the page's path).
 */
export async function axeViolations(page: Page, parts: string[] = [], label = '') {
  await animationsSettled(page);
  const builder = new AxeBuilder({ page });
  for (const part of parts) builder.include(part);
  const { violations } = await builder.analyze();
  return violations.map(
    (v) =>
      `${label}${label ? ' ' : ''}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/**
 * axe finds no accessibility violation on the page, or only in the parts named by CSS
 * selector (a staff page's own content and header, leaving the dashboard frame to its own
 * journey). A failure lists each rule with the elements it found.
 */
export async function expectNoAxeViolations(page: Page, parts: string[] = [], label = '') {
  expect(await axeViolations(page, parts, label)).toEqual([]);
}

/**
 * From the next load on, the app follows the colour scheme the browser reports (the theme
 * "system"), so a test can show a page in light and dark without loading it twice.
 */
export async function followBrowserTheme(page: Page) {
  await page.addInitScript(() => localStorage.setItem('theme', 'system'));
}

/** Switches a page that follows the browser's scheme to `theme`, once its colours have moved. */
export async function showTheme(page: Page, theme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: theme });
  await page.waitForFunction(
    (dark) => document.documentElement.classList.contains('dark') === dark,
    theme === 'dark',
  );
  // Colour transitions begin on the frame after the class changes; axe then waits them out.
  await page.evaluate(
    () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
  );
}

/** Every rule axe finds broken on the page in light and then in dark (see followBrowserTheme). */
export async function axeViolationsInBothThemes(page: Page, parts: string[] = [], label = '') {
  const violations: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await showTheme(page, theme);
    violations.push(...(await axeViolations(page, parts, `${label} (${theme})`.trimStart())));
  }
  return violations;
}

/** axe finds nothing wrong on the page in light or in dark (see followBrowserTheme). */
export async function expectNoAxeViolationsInBothThemes(
  page: Page,
  parts: string[] = [],
  label = '',
) {
  expect(await axeViolationsInBothThemes(page, parts, label)).toEqual([]);
}
