import { webPaths } from '@jono/contract/web-paths';

type PathTable = { readonly [name: string]: string | PathTable };

const pagesOf = (table: PathTable): string[] =>
  Object.values(table).flatMap((entry) => (typeof entry === 'string' ? [entry] : pagesOf(entry)));

/**
 * Every page of the dashboard, read from the web's own path table, so a page added there is
 * walked by every spec that visits each staff page (axe, the language scan, the shell).
 */
export const dashboardPages: readonly string[] = [...new Set(pagesOf(webPaths.dashboard))];

/** The staff screens of one shop outside the dashboard: its status screen and its kiosk. */
export const shopScreens = (shopId: string) => [
  webPaths.shopCurrentStatus(shopId),
  webPaths.shopKiosk(shopId),
];
