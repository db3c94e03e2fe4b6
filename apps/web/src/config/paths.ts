import { webPaths } from '@jono/contract/web-paths';

const { dashboard } = webPaths;

/**
 * Every URL of the web app. The table is the contract's, so the server's mails and redirects
 * open exactly these pages and the server knows which addresses are pages at all.
 */
export const paths = webPaths;

/**
 * A `redirectTo` taken from the address bar is only followed inside the staff pages, so a
 * crafted link can never send someone off-site.
 */
export function safeStaffRedirect(redirectTo: string | null | undefined): string | null {
  if (!redirectTo) return null;
  const isStaffPage =
    redirectTo === dashboard.root ||
    redirectTo.startsWith(`${dashboard.root}/`) ||
    redirectTo.startsWith('/shop-currentstatus/') ||
    redirectTo.startsWith('/shop-kiosk/');
  return isStaffPage ? redirectTo : null;
}
