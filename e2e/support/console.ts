import type { Page } from '@playwright/test';

/**
 * Collects what would show as a red line in the console: uncaught exceptions, console
 * errors and CSP violations. The start-up session check answering "not signed in" is a
 * guest's normal case (a failed session check silently leaves them signed out), and so is
 * the 404 that tells a shop page its shop does not exist: those failed loads are not counted.
 */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const isFailedLoad = message.text().startsWith('Failed to load resource');
    const { url } = message.location();
    const isGuestSessionCheck = isFailedLoad && url.includes('/api/auth/refresh-token');
    // The page of an unknown shop learns it from the server's 404, then shows shop-notfound.
    const isUnknownShop =
      isFailedLoad && message.text().includes('404') && /\/api\/shops\/[^/?#]+$/.test(url);
    // So does a tracking link to an order that does not exist, opened with nothing saved.
    const isUnknownOrder =
      isFailedLoad && message.text().includes('404') && /\/api\/queue\/[^/?#]+$/.test(url);
    // An address that is no page of the app answers 404 with the app, which shows not-found.
    const isUnknownPage = isFailedLoad && message.text().includes('404') && url === page.url();
    if (!isGuestSessionCheck && !isUnknownShop && !isUnknownOrder && !isUnknownPage) {
      problems.push(`console: ${message.text()}`);
    }
  });
  return problems;
}
