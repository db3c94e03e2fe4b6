import type { Page } from '@playwright/test';

/**
 * Collects what would show as a red line in the console: uncaught exceptions, console
 * errors and CSP violations. The start-up session check answering "not signed in" is a
 * guest's normal case (spec section 8), so that one failed load is not counted.
 */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const isGuestSessionCheck =
      message.text().startsWith('Failed to load resource') &&
      message.location().url.includes('/api/auth/refresh-token');
    if (!isGuestSessionCheck) problems.push(`console: ${message.text()}`);
  });
  return problems;
}
