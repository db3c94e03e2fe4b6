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
