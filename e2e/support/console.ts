import type { Page } from '@playwright/test';

/**
 * Collects what would show as a red line in the console: uncaught exceptions, console
 * errors and CSP violations. The start-up session check answering "not signed in" is a
 * guest's normal case (spec section 8), and so is the 404 that tells a shop page its shop does
 * not exist: those failed loads are not counted.
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
    if (!isGuestSessionCheck && !isUnknownShop) problems.push(`console: ${message.text()}`);
  });
  return problems;
}
